// Puts a loaded page chunk into the document: regions, islands, head (title, description, canonical, lang), scroll.
import { encodeUrlPath, withBase } from '../shared/pagePath.ts';
import type { LoadedChunk } from './chunks.ts';
import { mountIslands, unmountIslands } from './islands.ts';
import { ROUTE_ANNOUNCER_ID } from '../shared/routeAnnouncer.ts';

/** Detail of the `mapdocs:before-navigate` and `mapdocs:navigated` events. */
export interface NavigationDetail {
  /** Page path (without base) before and after; a not-found route keeps the requested path. */
  from: string;
  to: string;
  key: string;
  layout: LoadedChunk['layout'];
  hasDemos: boolean;
  /** The region elements whose content was replaced. */
  regions: HTMLElement[];
}

function regionElements(): Map<string, HTMLElement> {
  const map = new Map<string, HTMLElement>();
  document.querySelectorAll<HTMLElement>('#app [data-region]').forEach((el) => map.set(el.dataset.region!, el));
  return map;
}

/**
 * Swaps every region the chunk carries. Order matters: listeners of `mapdocs:before-navigate` (demo maps) and island
 * cleanups run while the old content is still in the document; new islands mount only after all regions are in.
 */
export function swapPage(chunk: LoadedChunk, from: string, to: string, base: string): NavigationDetail {
  const regions = regionElements();
  const swapped = Object.keys(chunk.regions)
    .map((name) => regions.get(name))
    .filter((el): el is HTMLElement => !!el);
  const detail: NavigationDetail = { from, to, key: chunk.key, layout: chunk.layout, hasDemos: chunk.hasDemos, regions: swapped };
  document.dispatchEvent(new CustomEvent('mapdocs:before-navigate', { detail }));

  for (const el of swapped) unmountIslands(el);
  const sidebar = regions.get('sidebar');
  const sidebarScroll = sidebar?.scrollTop ?? 0;
  for (const el of swapped) el.innerHTML = chunk.regions[el.dataset.region!];
  if (sidebar) sidebar.scrollTop = sidebarScroll;

  const app = document.getElementById('app');
  if (app) {
    const hasSidebar = !!sidebar?.querySelector('.sidebar-links > li');
    app.className = `layout-${chunk.layout}${hasSidebar ? '' : ' no-sidebar'}`;
    app.dataset.layout = chunk.layout;
  }
  updateHead(chunk, base);
  for (const el of swapped) mountIslands(el);
  return detail;
}

function updateHead(chunk: LoadedChunk, base: string): void {
  document.title = chunk.title;
  // Screen readers hear the new page's title after a client navigation (the browser says nothing itself).
  const announcer = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (announcer) announcer.textContent = chunk.title;
  document.documentElement.lang = chunk.lang;
  setMeta('description', chunk.description);
  const head = document.head;
  const origin = siteOrigin(); // before this page's links change
  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  let robots = head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (chunk.layout === 'not-found') {
    canonical?.remove();
    if (!robots) setMeta('robots', 'noindex');
    return;
  }
  robots?.remove();
  // Canonical links are absolute at the configured hostname, and there is none without one (renderDocument.ts): the
  // hostname is read once from the first server-rendered page, which a 404 page in between cannot lose.
  if (!origin) return canonical?.remove();
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    head.appendChild(canonical);
  }
  canonical.setAttribute('href', origin + encodeUrlPath(withBase(base, chunk.path)));
  // The server-rendered hreflang alternates named the first page's translations: wrong for this one, so dropped.
  for (const link of head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
}

let cachedOrigin: string | undefined;
function siteOrigin(): string {
  if (cachedOrigin === undefined) {
    const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    cachedOrigin = /^https?:\/\//i.test(href) ? new URL(href).origin : '';
  }
  return cachedOrigin;
}

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Scrolls to an anchor (`#slug`, encoded or not) below the fixed navbar, else to the top. */
export function scrollToAnchor(anchor: string, fallbackTop = true): boolean {
  const id = anchor.replace(/^#/, '');
  if (id) {
    let target: Element | null = document.getElementById(id);
    if (!target) {
      try {
        target = document.getElementById(decodeURIComponent(id));
      } catch {
        /* malformed escape: no such element */
      }
    }
    if (target) {
      // `scroll-padding-top` (theme/styles/base.css) keeps the heading below the navbar with the 10 px offset.
      target.scrollIntoView();
      return true;
    }
  }
  if (fallbackTop) window.scrollTo(0, 0);
  return false;
}
