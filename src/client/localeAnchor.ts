// The language switcher keeps the reader's place: an anchor carries over to the other language's page when that page
// has an element of the same id (an API page's prop headings are named alike in every language; prose headings are
// not), decided from the page chunk the router loads anyway. Otherwise the page opens at its top.
import type { LoadedChunk } from './chunks.ts';

/** Whether a link leads to the same page in another language (theme: the switcher's links carry `hreflang`; the
 * current language's entry is marked as the current page). */
export function isLocaleLink(a: HTMLAnchorElement): boolean {
  return a.hasAttribute('hreflang') && a.getAttribute('aria-current') !== 'page';
}

/** The ids of a chunk's page, parsed once per chunk (a switcher link is pointed at and focused again and again). */
const idsByChunk = new WeakMap<LoadedChunk, Set<string>>();

function pageIds(chunk: LoadedChunk): Set<string> {
  let ids = idsByChunk.get(chunk);
  if (!ids) {
    // The page's own content (not the navbar's or the sidebar's ids), parsed inert: a template runs no script and
    // loads no image.
    const template = document.createElement('template');
    template.innerHTML = chunk.regions.page ?? '';
    ids = new Set([...template.content.querySelectorAll('[id]')].map((el) => el.id));
    idsByChunk.set(chunk, ids);
  }
  return ids;
}

/** The anchor (`#id`) when the chunk's page holds an element of that id, else ''. */
export function anchorInChunk(chunk: LoadedChunk, anchor: string): string {
  const id = anchor.replace(/^#/, '');
  if (!id) return '';
  const ids = pageIds(chunk);
  const has = (candidate: string) => ids.has(candidate);
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    /* malformed escape: only the id as written can match */
  }
  return has(id) || has(decoded) ? '#' + id : '';
}

/**
 * Keeps the switcher links' hrefs carrying the reader's anchor where the other page has it, so a link opened in a new
 * tab, copied, or followed as a full load lands there too (a click the router handles decides again at that moment).
 * Updated when the reader is about to use a link: the dropdown opens, or a link is pointed at or focused.
 * `chunkOf` names the page chunk a link leads to (null: not a page); `anchor` is the reader's current anchor.
 */
export function keepLocaleLinksAnchored(anchor: () => string, chunkOf: (a: HTMLAnchorElement) => string | null, load: (chunk: string) => Promise<LoadedChunk>): void {
  const update = async (a: HTMLAnchorElement) => {
    const plain = (a.dataset.plainHref ??= a.getAttribute('href')!.replace(/#.*$/, ''));
    const wanted = anchor();
    const chunk = wanted ? chunkOf(a) : null;
    if (!chunk) return a.setAttribute('href', plain);
    const found = await load(chunk).then((c) => anchorInChunk(c, wanted), () => '');
    if (anchor() === wanted) a.setAttribute('href', plain + found);
  };
  const onUse = (event: Event) => {
    const el = event.target as Element | null;
    if (el?.matches?.('details')) el.querySelectorAll<HTMLAnchorElement>('a[hreflang]').forEach((a) => isLocaleLink(a) && void update(a));
    const a = el?.closest?.('a[hreflang]') as HTMLAnchorElement | null;
    if (a && isLocaleLink(a)) void update(a);
  };
  // 'toggle' does not bubble: listened to in the capture phase.
  document.addEventListener('toggle', onUse, true);
  document.addEventListener('pointerover', onUse, true);
  document.addEventListener('focusin', onUse, true);
}
