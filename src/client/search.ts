// Navbar search island: `/` or Ctrl/Cmd-K focuses it, results appear as you type, arrows/Enter/Escape drive them.
// An ARIA combobox over a listbox; the engine (tokenizer, index shards, scoring) is imported on first use only.
import { readBoot } from './boot.ts';
import { defineIsland } from './islands.ts';
import { pageLang } from './pageLang.ts';
import { searchStrings } from '../../theme/strings.ts';
import { navigate } from './router.ts';
import { encodeUrlPath, withBase } from '../shared/pagePath.ts';
import type { MarkedText } from '../shared/highlight.ts';
import type { RenderedHit } from '../shared/searchSections.ts';

type Engine = typeof import('./searchEngine.ts');

const DEBOUNCE_MS = 80;

let engine: Promise<Engine> | null = null;
function loadEngine(): Promise<Engine> {
  engine ??= import('./searchEngine.ts').catch((err) => {
    engine = null;
    throw err;
  });
  return engine;
}

let boxCount = 0;

// `serve --watch` rewrites the indexes in place (unhashed names) and swaps pages with this event after a rebuild:
// load them afresh on the next query. Built sites name indexes by content hash, so they never go stale.
document.addEventListener('mapdocs:navigated', () => {
  if (engine && readBoot().dev) void engine.then((e) => e.forgetIndexes()).catch(() => {});
});

defineIsland('search', (box) => {
  const input = box.querySelector<HTMLInputElement>('input');
  if (!input) return;
  const boot = readBoot();
  const url = boot.searchIndexes?.[box.dataset.locale ?? '/'];
  if (!url) {
    box.hidden = true;
    return;
  }
  const limit = boot.searchMaxSuggestions || 10;
  const t = searchStrings(pageLang());
  const id = `search-${++boxCount}`;

  const popup = document.createElement('div');
  popup.className = 'search-popup';
  popup.hidden = true;
  const list = document.createElement('ul');
  list.className = 'search-results';
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', input.getAttribute('aria-label') ?? t.label);
  const status = document.createElement('div');
  status.className = 'search-status';
  status.setAttribute('role', 'status');
  popup.append(list, status);
  box.append(popup);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);

  let hits: RenderedHit[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run = 0;

  const open = (show: boolean) => {
    popup.hidden = !show;
    input.setAttribute('aria-expanded', String(show && hits.length > 0));
    if (show) place();
  };
  // Right-aligned under the box (search.css), unless that puts its left edge off-screen: a box far left in a navbar
  // of long labels (English) would cut the results' start. On small screens the popup is fixed and spans the width.
  const place = () => {
    popup.style.right = '';
    if (getComputedStyle(popup).position !== 'absolute') return;
    const left = popup.getBoundingClientRect().left;
    if (left < 8) popup.style.right = `${left - 8}px`;
  };
  const setActive = (i: number) => {
    active = hits.length ? (i + hits.length) % hits.length : -1;
    list.querySelectorAll<HTMLElement>('[role=option]').forEach((el, n) => {
      el.setAttribute('aria-selected', String(n === active));
      if (n === active) el.scrollIntoView({ block: 'nearest' });
    });
    if (active >= 0) input.setAttribute('aria-activedescendant', `${id}-opt-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const hrefOf = (hit: RenderedHit) => encodeUrlPath(withBase(boot.base, hit.path)) + encodeURI(hit.anchor);

  // A page once, its matching sections under it (searchSections lists them so): a group per page, labelled by the
  // page's own entry when it is a result, else by a title line above its sections. Options stay in one flat order
  // for the arrow keys.
  const render = (query: string) => {
    const groups: HTMLElement[] = [];
    hits.forEach((hit, i) => {
      const option = document.createElement('div');
      option.id = `${id}-opt-${i}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      const a = document.createElement('a');
      a.href = hrefOf(hit);
      a.tabIndex = -1;
      a.className = hit.heading ? 'search-hit search-hit-section' : 'search-hit';
      const title = document.createElement('span');
      title.className = 'search-hit-title';
      title.append(hit.heading ? marked(hit.headingMarked, 'search-hit-heading') : marked(hit.pageTitleMarked, 'search-hit-page'));
      a.append(title);
      if (hit.snippet.length) a.append(marked(hit.snippet, 'search-hit-snippet'));
      option.append(a);
      option.addEventListener('mousemove', () => active !== i && setActive(i));
      if (i === 0 || hits[i - 1].path !== hit.path) {
        const group = document.createElement('li');
        group.className = 'search-group';
        group.setAttribute('role', 'group');
        const label = `${id}-group-${groups.length}`;
        group.setAttribute('aria-labelledby', label);
        if (hit.heading) {
          const head = marked(hit.pageTitleMarked, 'search-group-title');
          head.id = label;
          group.append(head);
        } else title.id = label;
        groups.push(group);
      }
      groups[groups.length - 1].append(option);
    });
    list.replaceChildren(...groups);
    // With results the status only announces their number (visually hidden); without, it says so on screen.
    status.textContent = !query ? '' : hits.length ? t.results(hits.length) : t.empty;
    status.classList.toggle('search-empty', Boolean(query && !hits.length));
    setActive(hits.length ? 0 : -1);
    open(Boolean(query));
  };

  const update = async () => {
    const query = input.value.trim() ? input.value : '';
    const mine = ++run;
    if (!query) {
      hits = [];
      render('');
      return;
    }
    let e: Engine;
    try {
      const ready = loadEngine();
      // Say we're loading only if it takes a moment (the first query of a locale).
      const slow = setTimeout(() => mine === run && showStatus(t.loading), 150);
      e = await ready;
      const result = await e.search(url, query, limit);
      clearTimeout(slow);
      if (mine !== run) return;
      hits = result;
      render(query);
    } catch (err) {
      if (mine !== run) return;
      console.error('[mapdocs] search failed', err);
      hits = [];
      render(query);
      showStatus(t.failed);
    }
  };
  const showStatus = (text: string) => {
    status.textContent = text;
    status.classList.add('search-empty');
    popup.hidden = false;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(update, DEBOUNCE_MS);
  };
  const go = (i: number) => {
    const hit = hits[i];
    if (!hit) return;
    close(true);
    void navigate(hrefOf(hit));
  };
  const close = (clear = false) => {
    open(false);
    if (clear) {
      input.value = '';
      hits = [];
      list.replaceChildren();
      input.blur();
    }
  };

  const warm = () => {
    loadEngine()
      .then((e) => e.loadIndex(url))
      .catch(() => {}); // reported when a query needs it
  };
  const onInput = (e: Event) => {
    // Chinese IMEs fire input events while composing: wait for the chosen characters.
    if ((e as InputEvent).isComposing) return;
    schedule();
  };
  const onKeydown = (e: KeyboardEvent) => {
    if (e.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (popup.hidden && input.value.trim()) open(true);
      setActive(active + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      clearTimeout(timer);
      if (active >= 0) go(active);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (!popup.hidden) open(false);
      else close(true);
    }
  };
  const onFocus = () => {
    warm();
    if (input.value.trim() && (hits.length || status.textContent)) open(true);
  };
  const onBlur = () => open(false);
  // Keep focus in the input while a result is clicked, so the click lands before the list closes.
  const onPopupDown = (e: MouseEvent) => e.preventDefault();
  const onPopupClick = (e: MouseEvent) => {
    // After the click is done: the router (or the browser) follows the link while it is still in the document.
    if ((e.target as Element).closest('a')) setTimeout(() => close(true));
  };
  const onGlobalKey = (e: KeyboardEvent) => {
    const k = e.key.toLowerCase();
    const shortcut = (k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey) || (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isEditable(e.composedPath()[0] ?? e.target));
    if (!shortcut || document.activeElement === input) return;
    e.preventDefault();
    input.focus();
    input.select();
  };

  input.addEventListener('input', onInput);
  input.addEventListener('compositionend', schedule);
  input.addEventListener('keydown', onKeydown);
  input.addEventListener('focus', onFocus);
  input.addEventListener('blur', onBlur);
  box.addEventListener('pointerenter', warm, { once: true });
  popup.addEventListener('mousedown', onPopupDown);
  popup.addEventListener('click', onPopupClick);
  document.addEventListener('keydown', onGlobalKey);
  return () => {
    clearTimeout(timer);
    run++;
    document.removeEventListener('keydown', onGlobalKey);
    input.removeEventListener('input', onInput);
    input.removeEventListener('compositionend', schedule);
    input.removeEventListener('keydown', onKeydown);
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('blur', onBlur);
    box.removeEventListener('pointerenter', warm);
    popup.remove();
  };
});

function marked(parts: MarkedText, className: string): HTMLElement {
  const span = document.createElement('span');
  span.className = className;
  for (const p of parts) {
    if (p.mark) {
      const m = document.createElement('mark');
      m.textContent = p.text;
      span.append(m);
    } else span.append(p.text);
  }
  return span;
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(input|textarea|select)$/i.test(el.tagName)));
}
