// Scroll-spy: the sidebar link of the heading in view gets `.active` and the URL hash follows. The heading counts as
// in view once its top is 10 px below the fixed navbar; scroll events are handled at most every 300 ms, often enough to
// follow the reader and rarely enough to keep scrolling smooth.
import { throttle } from './throttle.ts';

export const SCROLL_THROTTLE_MS = 300;
export const ANCHOR_OFFSET_PX = 10;

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
  let active: HTMLAnchorElement | null = null;

  const update = () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.sidebar .sidebar-headers a.header-link[href^="#"]')];
    if (!links.length) return;
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    const line = navbar + ANCHOR_OFFSET_PX + 1; // +1: scrollIntoView lands on fractional pixels
    const targets = links.map((a) => document.getElementById(decode(a.hash.slice(1))));
    let index = -1;
    targets.forEach((h, i) => {
      if (h && h.getBoundingClientRect().top <= line) index = i;
    });
    // At the very bottom the last headings can never reach the line: keep the one the reader chose if it is visible.
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const chosen = links.findIndex((a) => decode(a.hash) === decode(currentAnchor()));
    if (atBottom && chosen > index && targets[chosen] && targets[chosen]!.getBoundingClientRect().top < window.innerHeight) index = chosen;

    const next = index >= 0 ? links[index] : null;
    if (next !== active) {
      active?.classList.remove('active');
      next?.classList.add('active');
      active = next;
    }
    // Above the first heading the hash is cleared, but only if it named one of these headings (not `#main`, say).
    if (!next && chosen < 0) return;
    const anchor = next ? next.hash : '';
    if (decode(anchor) !== decode(currentAnchor())) onAnchor(anchor);
  };

  window.addEventListener('scroll', throttle(update, SCROLL_THROTTLE_MS), { passive: true });
  return () => {
    active = null;
    update();
  };
}
