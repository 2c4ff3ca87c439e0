// The language switcher keeps the reader's place: an anchor carries over to the other language's page when that page
// has an element of the same id (an API page's prop headings are named alike in every language; prose headings are
// not), decided from the page chunk the router loads anyway. Otherwise the page opens at its top.
import type { LoadedChunk } from './chunks.ts';

/** Whether a link leads to the same page in another language (theme: the switcher's links carry `hreflang`). */
export function isLocaleLink(a: HTMLAnchorElement): boolean {
  return a.hasAttribute('hreflang');
}

/** The anchor (`#id`) when the chunk's page holds an element of that id, else ''. */
export function anchorInChunk(chunk: LoadedChunk, anchor: string): string {
  const id = anchor.replace(/^#/, '');
  if (!id) return '';
  // Parsed inert: a template's content runs no script and loads no image.
  const template = document.createElement('template');
  template.innerHTML = Object.values(chunk.regions).join('');
  const has = (candidate: string) => !!template.content.getElementById(candidate);
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    /* malformed escape: only the id as written can match */
  }
  return has(id) || has(decoded) ? '#' + id : '';
}
