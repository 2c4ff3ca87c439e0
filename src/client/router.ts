// Client router: internal links, back/forward and programmatic navigation swap the page regions from page chunks
// instead of loading a new document, by the routing rules of src/shared/resolveRoute.ts.
//
// Events on `document` (both carry a NavigationDetail from ./swapPage.ts):
// - `mapdocs:before-navigate`: the new chunk has arrived and the old regions are about to be replaced. Listeners tear
//   down what lives in the old content (the demo runtime destroys its maps here).
// - `mapdocs:navigated`: the new regions are in the document, islands are mounted, head and scroll are updated.
//   The demo runtime initialises the new page's blocks and search resets itself here. Not fired for the first page
//   load, unless the router itself had to swap content then (404.html on a static host, a hash-mode URL).
import { localeOf } from '../shared/pagePath.ts';
import { decodePath, looksLikePage, resolveRoute, resolveUrl, stripBase } from '../shared/resolveRoute.ts';
import type { BootData } from '../shared/types.ts';
import { ChunkLoadError, chunkName, isChunkLoaded, loadChunk } from './chunks.ts';
import { anchorInChunk, isLocaleLink, keepLocaleLinksAnchored } from './localeAnchor.ts';
import { carryNotice, showNotice } from './notice.ts';
import { pageLang } from './pageLang.ts';
import { noticeStrings } from '../../theme/strings.ts';
import { startPrefetch, type Prefetcher } from './prefetch.ts';
import { startProgress, stopProgress } from './progress.ts';
import { loadRoutes, urlPaths } from './routeTable.ts';
import { createHistory, pageUrl, type Location, type RouterHistory } from './routerHistory.ts';
import { startScrollSpy } from './scrollSpy.ts';
import { closeSidebar } from './sidebarToggle.ts';
import { scrollToAnchor, swapPage } from './swapPage.ts';

type How = 'push' | 'replace' | 'pop';

interface Target {
  /** Canonical page path, or the decoded requested path when nothing matches. */
  path: string;
  chunk: string;
  notFound: boolean;
  redirect: boolean;
  /** The location's query and anchor, less what a page name with `?` or `#` typed unencoded took (see resolveUrl). */
  search: string;
  anchor: string;
}

interface Current {
  path: string;
  chunk: string;
  anchor: string;
  search: string;
}

export interface Router {
  /** Navigates to an href (absolute, root-relative with base, or `#anchor`); outside hrefs load normally. */
  navigate(href: string, opts?: { replace?: boolean }): Promise<void>;
}

let active: Router | null = null;

/** Client-side navigation for other client code (search results); a full load until the router has started. */
export function navigate(href: string, opts?: { replace?: boolean }): Promise<void> {
  if (active) return active.navigate(href, opts);
  location.assign(href);
  return Promise.resolve();
}

const SCROLL_KEY = 'mapdocs-scroll';

/** The scroll position saved when this same URL was left, if this load is a reload or a back/forward. */
function takeSavedScroll(): number | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { href: string; y: number } | null;
    sessionStorage.removeItem(SCROLL_KEY);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const returning = nav?.type === 'reload' || nav?.type === 'back_forward';
    return saved && returning && saved.href === location.href && typeof saved.y === 'number' ? saved.y : null;
  } catch {
    return null;
  }
}

/** The reader-facing words for a chunk failure, in the page's language; `done` once the full load has happened. */
function chunkNotice(e: ChunkLoadError, done: boolean): string {
  return noticeStrings(pageLang()).chunkFailed(e.chunk, e.type, e.url, done);
}

export async function startRouter(boot: BootData): Promise<Router> {
  const base = boot.base;
  const hist = createHistory(boot.routerMode, base);
  // A large site's routes come in shards: start-up loads the ones of the document served and of the URL.
  const routes = await loadRoutes(boot.routes);
  const { table, byPath } = routes;
  const here = hist.current();
  await routes.need([stripBase(location.pathname, base) ?? '/', ...urlPaths(here.path, here.search, here.anchor)]);
  const locales = Object.keys(routes.notFound);
  const notFoundChunk = (path: string) => routes.notFound[localeOf(path, locales)] ?? routes.notFound['/'];

  const resolve = (loc: Location): Target => {
    const { match, search, anchor } = resolveUrl(loc.path, loc.search, loc.anchor, table);
    if (match.kind === 'page') return { path: match.path, chunk: byPath.get(match.path)!.chunk, notFound: false, redirect: match.redirect, search, anchor };
    const path = decodePath(loc.path);
    return { path, chunk: notFoundChunk(path), notFound: true, redirect: false, search, anchor };
  };

  // A URL outside the base (a static host's 404.html answering for anything) is never resolved to a page.
  const outside = hist.fromUrl(new URL(location.href)) === null;
  const served = boot.key ? routes.byKey(boot.key) : undefined;
  let current: Current = served
    ? { path: served.path, chunk: served.chunk, anchor: here.anchor, search: here.search }
    : { path: decodePath(here.path), chunk: routes.notFound[boot.localePath] ?? notFoundChunk(here.path), anchor: here.anchor, search: here.search };
  let navId = 0;
  let prefetcher: Prefetcher | null = null;
  let refreshSpy = () => {};

  const regionRoots = () => [...document.querySelectorAll<HTMLElement>('#app [data-region]')];
  const saveScroll = () => {
    if (hist.mode !== 'memory') history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
  };
  const write = (how: How, loc: Location) => {
    if (how === 'push') hist.push(loc);
    else hist.replace(loc, history.state);
  };
  /** After a back/forward or at start-up: puts the canonical form of the route in the address bar. */
  const canonicalize = (loc: Location) => {
    if (hist.mode !== 'memory' && hist.href(loc) !== location.pathname + location.search + location.hash) hist.replace(loc, history.state);
  };

  /**
   * Full page load of the target: the fallback when its chunk cannot be used. Never a reload of the document that is
   * starting up: that document is already a full load (404.html on a static host would reload forever).
   */
  let starting = true;
  const loadInFull = (target: Target, loc: Location) => {
    const url = pageUrl(base, { path: target.path, anchor: loc.anchor, search: loc.search });
    if (new URL(url, location.href).href.split('#')[0] !== location.href.split('#')[0]) location.assign(url);
    else if (!starting) location.reload();
  };

  /** `keepAnchor`: an anchor the new page takes only if it has that id (the language switcher's, see ./localeAnchor.ts). */
  const go = async (asked: Location, how: How, keepAnchor = ''): Promise<void> => {
    // The routes of the shard the URL falls in, when not loaded yet (a large site's manifest comes in shards).
    const shards = routes.need(urlPaths(asked.path, asked.search, asked.anchor));
    if (shards) {
      const id = ++navId;
      startProgress();
      try {
        await shards;
      } catch (err) {
        if (id !== navId) return;
        stopProgress();
        console.error('[mapdocs] could not load the routes of this address, loading it in full', err);
        location.assign(pageUrl(base, asked));
        return;
      }
      if (id !== navId) return; // superseded by a newer navigation
    }
    const target = resolve(asked);
    const loc: Location = { path: asked.path, anchor: target.anchor, search: target.search };
    const next: Location = { path: target.path, anchor: loc.anchor, search: loc.search };
    if (target.chunk === current.chunk && target.path === current.path) {
      // Same page: back/forward between anchors, a new anchor, or a redundant navigation (silently nothing). It still
      // cancels a navigation under way, and with it that navigation's progress bar.
      navId++;
      stopProgress();
      if (how === 'pop') {
        canonicalize(next);
        const saved = history.state?.scrollY;
        if (typeof saved === 'number') window.scrollTo(0, saved);
        else scrollToAnchor(loc.anchor);
      } else if (loc.anchor !== current.anchor || loc.search !== current.search) {
        if (how === 'push') saveScroll();
        write(how, next);
        scrollToAnchor(loc.anchor, false);
      } else if (target.redirect) {
        hist.replace(next, history.state);
      }
      current = { ...current, anchor: loc.anchor, search: loc.search };
      closeSidebar();
      return;
    }

    const id = ++navId;
    if (!isChunkLoaded(target.chunk)) startProgress();
    let chunk;
    try {
      chunk = await loadChunk(target.chunk);
    } catch (err) {
      if (id !== navId) return; // superseded by a newer navigation: silent
      stopProgress();
      const e = err instanceof ChunkLoadError ? err : new ChunkLoadError(chunkName(target.chunk), 'network', target.chunk, String(err));
      console.error(e.message);
      showNotice(chunkNotice(e, false));
      carryNotice(chunkNotice(e, true));
      loadInFull(target, loc);
      return;
    }
    if (id !== navId) return; // cancelled: a newer navigation owns the page now
    if (keepAnchor && !loc.anchor) loc.anchor = next.anchor = anchorInChunk(chunk, keepAnchor);

    try {
      if (how === 'push') saveScroll();
      if (how === 'pop') canonicalize(next);
      else write(how, next);
      const from = current.path;
      current = { path: target.path, chunk: target.chunk, anchor: loc.anchor, search: loc.search };
      const detail = swapPage(chunk, from, target.path, base);
      closeSidebar();
      const saved = how === 'pop' ? history.state?.scrollY : undefined;
      if (typeof saved === 'number') window.scrollTo(0, saved);
      else scrollToAnchor(loc.anchor);
      stopProgress();
      prefetcher?.observe(regionRoots());
      refreshSpy();
      document.dispatchEvent(new CustomEvent('mapdocs:navigated', { detail }));
    } catch (err) {
      stopProgress();
      console.error('[mapdocs] could not show the page, loading it in full', err);
      loadInFull(target, loc);
    }
  };

  /** The route a link leads to when the router should handle it, else null (other sites, files, new tabs). */
  const routeOfLink = (a: HTMLAnchorElement): Location | null => {
    const raw = a.getAttribute('href');
    if (raw === null || (a.target && a.target !== '_self') || a.hasAttribute('download') || /\bexternal\b/.test(a.rel)) return null;
    if (raw.startsWith('#') && !raw.startsWith('#/')) return { path: current.path, anchor: raw === '#' ? '' : raw, search: current.search };
    let url: URL;
    try {
      url = new URL(a.href);
    } catch {
      return null;
    }
    if (url.origin !== location.origin) return null;
    const loc = hist.fromUrl(url);
    if (!loc || (!looksLikePage(loc.path) && resolveRoute(loc.path, table).kind !== 'page')) return null;
    return loc;
  };

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a) return;
    const loc = routeOfLink(a);
    if (!loc) return;
    // In history mode an in-page anchor is the browser's own job (it scrolls with the navbar offset from CSS).
    if (hist.mode === 'history' && a.getAttribute('href')!.startsWith('#')) {
      closeSidebar();
      return;
    }
    event.preventDefault();
    // The switcher's href may carry an anchor decided earlier: the reader's anchor now is the one to keep.
    if (isLocaleLink(a)) void go({ ...loc, anchor: '' }, 'push', current.anchor);
    else void go(loc, 'push');
  });

  if (hist.mode !== 'memory') {
    history.scrollRestoration = 'manual';
    window.addEventListener('popstate', () => void go(hist.current(), 'pop'));
    // History entries cannot be changed while the page unloads, so the position for a reload goes to sessionStorage.
    window.addEventListener('pagehide', () => {
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ href: location.href, y: window.scrollY }));
      } catch {
        /* storage blocked: a reload starts at the top */
      }
    });
  }

  keepLocaleLinksAnchored(
    () => current.anchor,
    (a) => {
      const loc = routeOfLink(a);
      // Only a page whose route is loaded already: a pointer over a link never loads a large site's route shard.
      if (!loc || routes.missing(urlPaths(loc.path, loc.search, ''))) return null;
      const target = resolve({ ...loc, anchor: '' });
      return target.notFound ? null : target.chunk;
    },
    loadChunk,
  );
  const linkLocation = (a: HTMLAnchorElement) => (a.getAttribute('href')?.startsWith('#') ? null : routeOfLink(a));
  prefetcher = startPrefetch(
    (a) => {
      const loc = linkLocation(a);
      // A link into a shard not loaded yet is left to the reader's intent (below): prefetch in view stays bounded.
      if (!loc || routes.missing(urlPaths(loc.path, loc.search, loc.anchor))) return null;
      const target = resolve(loc);
      return target.chunk === current.chunk ? null : target.chunk;
    },
    (a) => {
      const loc = linkLocation(a);
      return loc ? routes.need(urlPaths(loc.path, loc.search, loc.anchor)) : null;
    },
  );
  prefetcher.observe(regionRoots());
  refreshSpy = startScrollSpy(
    () => current.anchor,
    (anchor) => {
      current = { ...current, anchor };
      if (hist.mode !== 'memory') hist.replace({ path: current.path, anchor, search: current.search }, history.state);
    },
  );

  const router: Router = {
    navigate(href, opts) {
      const a = document.createElement('a');
      a.href = href;
      const loc = routeOfLink(a);
      if (!loc) {
        location.assign(a.href);
        return Promise.resolve();
      }
      return go(loc, opts?.replace ? 'replace' : 'push');
    },
  };
  active = router;

  // First page: the document may not be the page the URL names (404.html on a static host, a hash-mode route), or the
  // URL may not be canonical (`…/index.html`, other case, missing `.html`).
  const target = resolve(here);
  if (outside) {
    /* stay on the not-found page the host served */
  } else if (target.chunk !== current.chunk || target.path !== current.path) await go(here, 'replace');
  else {
    canonicalize({ ...here, path: target.path });
    // The browser's own restoration is off (it would scroll the old page on back/forward), so a reload comes back to
    // where the reader was here, and a first visit goes to its anchor.
    const saved = takeSavedScroll();
    if (saved !== null) window.scrollTo(0, saved);
    else if (here.anchor) scrollToAnchor(here.anchor, false);
  }
  starting = false;
  // The current page's own chunk, for a later return to it without a progress bar.
  if (!isChunkLoaded(current.chunk)) loadChunk(current.chunk).catch(() => {});
  return router;
}
