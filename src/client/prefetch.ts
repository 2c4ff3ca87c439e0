// Prefetches the page chunks of links the reader hovers or that scroll into view (while the browser is idle).
import { isChunkLoaded, loadChunk } from './chunks.ts';

const MAX_IN_FLIGHT = 3;
/** In-view prefetches per page view: a long sidebar must not pull every chunk of the site (hover has no cap). */
const MAX_IN_VIEW = 12;

export interface Prefetcher {
  /** Watches the links inside these roots (call again after a navigation swapped them). */
  observe(roots: ParentNode[]): void;
}

const idle: (cb: () => void) => void =
  typeof requestIdleCallback === 'function' ? (cb) => requestIdleCallback(cb, { timeout: 2000 }) : (cb) => setTimeout(cb, 200);

const rank = (root: ParentNode) => ['page', 'navbar', 'sidebar'].indexOf((root as HTMLElement).dataset?.region ?? '') >>> 0;

/**
 * `chunkOf(link)` names the chunk a link leads to, or null for links the router does not handle (or cannot name yet).
 * `prepare(link)`, on the reader's intent only (hover, touch, focus), loads what naming it needs first (a large site's
 * route shard): null when nothing is missing.
 */
export function startPrefetch(chunkOf: (link: HTMLAnchorElement) => string | null, prepare?: (link: HTMLAnchorElement) => Promise<void> | null): Prefetcher {
  const queue: string[] = [];
  let inFlight = 0;
  let scheduled = false;
  let inViewLeft = MAX_IN_VIEW;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;

  const fetchOne = (url: string) => {
    inFlight++;
    // A failed prefetch is forgotten by loadChunk; the navigation itself retries and reports.
    loadChunk(url)
      .catch(() => {})
      .finally(() => {
        inFlight--;
        pump();
      });
  };
  const pump = () => {
    if (scheduled || !queue.length) return;
    scheduled = true;
    idle(() => {
      scheduled = false;
      while (inFlight < MAX_IN_FLIGHT && queue.length) {
        const url = queue.shift()!;
        if (!isChunkLoaded(url)) fetchOne(url);
      }
      pump();
    });
  };

  const prefetchLink = (link: HTMLAnchorElement) => {
    const url = chunkOf(link);
    if (url && !isChunkLoaded(url)) loadChunk(url).catch(() => {});
  };
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link) return;
    const ready = prepare?.(link);
    if (ready) ready.then(() => prefetchLink(link), () => {});
    else prefetchLink(link);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const io =
    typeof IntersectionObserver === 'function' && !saveData
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            io!.unobserve(entry.target);
            const url = chunkOf(entry.target as HTMLAnchorElement);
            if (url && inViewLeft > 0 && !isChunkLoaded(url) && !queue.includes(url)) {
              inViewLeft--;
              queue.push(url);
            }
          }
          pump();
        })
      : null;

  return {
    observe(roots) {
      if (!io) return;
      io.disconnect();
      queue.length = 0;
      inViewLeft = MAX_IN_VIEW;
      // The page's own links (prev/next, links in the text) first, then the navbar and the sidebar.
      roots = [...roots].sort((a, b) => rank(a) - rank(b));
      for (const root of roots) root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => chunkOf(a) && io.observe(a));
    },
  };
}
