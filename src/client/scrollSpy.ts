// Scroll-spy: the sidebar and outline links of the heading in view get `.active` and the URL hash follows. The heading
// counts as in view once its top is 10 px below the fixed navbar; scroll events are handled at most every 300 ms, often
// enough to follow the reader and rarely enough to keep scrolling smooth.
import { throttle } from './throttle.ts';

export const SCROLL_THROTTLE_MS = 300;
export const ANCHOR_OFFSET_PX = 10;
/** Links to the current page's headings: the sidebar's under the current page, the outline's (theme PageOutline.tsx). */
const HEADING_LINKS = '.sidebar .sidebar-headers a.header-link[href^="#"], .page-outline a.outline-link[href^="#"]';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Starts the spy; `onAnchor('#slug' | '')` is called when the heading in view changes and gets the anchor the URL
 * shows now from `currentAnchor`. Returns a function that re-reads the page (call it after a navigation).
 */
export function startScrollSpy(currentAnchor: () => string, onAnchor: (anchor: string) => void): () => void {
  let active: string | null = null;

  const update = () => {
    // The sidebar's header links and the "On this page" outline's (both, or either) name the headings followed; a
    // heading listed in both is one entry, and every link to the heading in view is marked.
    const links = [...document.querySelectorAll<HTMLAnchorElement>(HEADING_LINKS)];
    if (!links.length) return;
    const slugs = [...new Set(links.map((a) => decode(a.hash)))];
    const targets = slugs
      .map((slug) => ({ slug, el: document.getElementById(slug.slice(1)) }))
      .filter((t): t is { slug: string; el: HTMLElement } => !!t.el)
      .map((t) => ({ ...t, top: t.el.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top);
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    const line = navbar + ANCHOR_OFFSET_PX + 1; // +1: scrollIntoView lands on fractional pixels
    let index = -1;
    targets.forEach((t, i) => {
      if (t.top <= line) index = i;
    });
    // At the very bottom the last headings can never reach the line: keep the one the reader chose if it is visible.
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const chosen = targets.findIndex((t) => t.slug === decode(currentAnchor()));
    if (atBottom && chosen > index && targets[chosen].top < window.innerHeight) index = chosen;

    const next = index >= 0 ? targets[index].slug : null;
    if (next !== active) {
      for (const a of links) a.classList.toggle('active', next !== null && decode(a.hash) === next);
      active = next;
    }
    // Above the first heading the hash is cleared, but only if it named one of these headings (not `#main`, say).
    if (!next && chosen < 0) return;
    const anchor = next ? links.find((a) => decode(a.hash) === next)!.hash : '';
    if (decode(anchor) !== decode(currentAnchor())) onAnchor(anchor);
  };

  window.addEventListener('scroll', throttle(update, SCROLL_THROTTLE_MS), { passive: true });
  return () => {
    active = null;
    update();
  };
}
