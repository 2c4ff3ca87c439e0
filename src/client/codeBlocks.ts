// Copy buttons on code blocks and tabs for code groups.
import { defineIsland } from './islands.ts';
import { pageLang } from './pageLang.ts';
import { scrollRegionStrings } from '../../theme/strings.ts';

/** Copies the text of the code block a clicked copy button belongs to (delegated, so swapped content works). */
export function installCopyButtons(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest?.('.copy-code') as HTMLButtonElement | null;
    if (!button) return;
    const code = button.parentElement?.querySelector('pre code')?.textContent ?? '';
    const done = () => {
      button.classList.add('copied');
      setTimeout(() => button.classList.remove('copied'), 2000);
    };
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(code).then(done, () => fallbackCopy(code) && done());
    else if (fallbackCopy(code)) done();
  });
}

/**
 * Code blocks and tables that scroll sideways become keyboard-reachable (a tab stop named after their language), so the
 * hidden part can be read without a mouse; blocks that fit stay out of the tab order.
 */
export function installScrollableCode(root: Document = document): void {
  const mark = () => {
    const words = scrollRegionStrings(pageLang());
    for (const pre of document.querySelectorAll<HTMLElement>('.code-block pre, .table-wrap')) {
      if (pre.scrollWidth > pre.clientWidth + 1 || pre.scrollHeight > pre.clientHeight + 1) {
        if (pre.hasAttribute('tabindex')) continue;
        const lang = pre.closest<HTMLElement>('.code-block')?.dataset.lang;
        const name = pre.tagName === 'PRE' ? words.code : words.table;
        pre.tabIndex = 0;
        pre.setAttribute('role', 'group');
        pre.setAttribute('aria-label', `${name}${lang && lang !== 'text' ? ` (${lang})` : ''}`);
      } else if (pre.getAttribute('role') === 'group') {
        pre.removeAttribute('tabindex');
        pre.removeAttribute('role');
        pre.removeAttribute('aria-label');
      }
    }
  };
  let timer = 0;
  const later = () => {
    clearTimeout(timer);
    timer = window.setTimeout(mark, 150);
  };
  // The first pass waits for the browser's first layout (the frame after this one): measuring now would force that
  // layout into the start-up script's task, ~100 ms on a slow phone.
  requestAnimationFrame(() => setTimeout(mark, 0));
  root.addEventListener('mapdocs:navigated', later);
  window.addEventListener('resize', later);
  // Code inside a details container or an expanding demo only gets its width once opened.
  root.addEventListener('toggle', later, true);
  root.addEventListener('transitionend', later);
}

function fallbackCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

let groups = 0;

// Code groups follow the ARIA tabs pattern: one tab stop, arrows/Home/End move between tabs and select them.
defineIsland('code-group', (group) => {
  const panels = [...group.querySelectorAll<HTMLElement>(':scope > .code-group-panel')];
  if (!panels.length) return;
  const prefix = `code-group-${++groups}`;
  const tabs = document.createElement('div');
  tabs.className = 'code-group-tabs';
  tabs.setAttribute('role', 'tablist');
  let active = Math.max(0, panels.findIndex((p) => p.hasAttribute('data-active')));
  const buttons = panels.map((panel, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = `${prefix}-tab-${i}`;
    b.setAttribute('role', 'tab');
    b.setAttribute('aria-controls', (panel.id ||= `${prefix}-panel-${i}`));
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', b.id);
    b.textContent = panel.dataset.title || String(i + 1);
    b.addEventListener('click', () => select(i));
    tabs.appendChild(b);
    return b;
  });
  const select = (i: number) => {
    active = i;
    panels.forEach((p, j) => (p.hidden = j !== i));
    buttons.forEach((b, j) => {
      b.setAttribute('aria-selected', String(j === i));
      b.tabIndex = j === i ? 0 : -1;
    });
  };
  const onKey = (e: KeyboardEvent) => {
    const n = buttons.length;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(next % n);
    buttons[active].focus();
  };
  tabs.addEventListener('keydown', onKey);
  group.prepend(tabs);
  group.classList.add('ready');
  select(active);
  return () => {
    tabs.remove();
    group.classList.remove('ready');
    panels.forEach((p) => {
      p.hidden = false;
      p.removeAttribute('role');
      p.removeAttribute('aria-labelledby');
    });
  };
});
