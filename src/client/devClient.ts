// `serve --watch` in the browser (loaded only when the boot data names an event stream): after a rebuild the current
// page's new content is swapped in where the reader is, a config, theme or public-file change reloads the page, and
// a failed rebuild shows its errors over the page until the next good one.
import type { BootData } from '../shared/types.ts';
import type { loadChunk } from './chunks.ts';
import type { loadRoutes } from './routeTable.ts';
import type { stripBase } from '../shared/resolveRoute.ts';
import { hideOverlay, showOverlay, type BuildProblem } from './devOverlay.ts';
import type { swapPage, NavigationDetail } from './swapPage.ts';

/**
 * The router's own chunk loading and swapping, handed over by main.ts: imported here, they would move out of the
 * entry into a chunk of their own that every built page would then load.
 */
export interface DevDeps {
  loadChunk: typeof loadChunk;
  loadRoutes: typeof loadRoutes;
  stripBase: typeof stripBase;
  swapPage: typeof swapPage;
}

/** The `update` event: what a good rebuild changed. Pages by key (`v-…`), which stays the same for a page's file. */
export interface DevUpdate {
  reload: boolean;
  changed: string[];
  removed: string[];
  routes: boolean;
}

export interface DevFailure {
  errors: BuildProblem[];
}

export function startDevClient(boot: BootData, { loadChunk, loadRoutes, stripBase, swapPage }: DevDeps): void {
  // Demo iframes are pages too; one stream per tab is enough (a browser allows only six connections per host).
  if (!boot.dev || window.top !== window) return;
  let currentKey = boot.key;
  /** The current page's path, to notice a new permalink. */
  let currentPath: string | null = null;
  /** The served document's path under the base (the shard holding the page at start-up, on a large site). */
  const served = stripBase(location.pathname, boot.base) ?? '/';
  /**
   * Page `key`'s entry in the route manifest as it is now. A large site's manifest comes in shards: the one of `near`
   * (the page's last known path) is read, so a page that moved to another folder is not found and the caller reloads.
   */
  const routeOf = async (key: string, near: string) => {
    const routes = await loadRoutes(boot.routes);
    await routes.need([near]);
    return routes.byKey(key);
  };
  if (currentKey) routeOf(currentKey, served).then((r) => (currentPath ??= r?.path ?? null), () => {});
  // Once pages changed, the router's route manifest (loaded at start) names outdated chunks: leave by full loads.
  let stale = false;
  let swapping = false;

  const events = new EventSource(boot.dev.events);
  let lost = false;
  events.addEventListener('open', () => {
    // Back after losing the server (it was restarted): what it serves now may differ from this page.
    if (lost) return location.reload();
    // Tests and tools wait for this before saving files.
    document.documentElement.dataset.dev = 'connected';
  });
  events.addEventListener('error', () => (lost = true));
  events.addEventListener('update', (e) => void onUpdate(JSON.parse((e as MessageEvent).data) as DevUpdate));
  events.addEventListener('failure', (e) => showOverlay((JSON.parse((e as MessageEvent).data) as DevFailure).errors));

  document.addEventListener('mapdocs:navigated', (e) => {
    if (swapping) return;
    if (stale) return location.reload(); // a navigation the router made from its outdated manifest (back, search)
    const { detail } = e as CustomEvent<NavigationDetail>;
    currentKey = detail.layout === 'not-found' ? null : detail.key;
    currentPath = detail.layout === 'not-found' ? null : detail.to;
  });
  // Runs before the router's own click handler (on document): a followed link loads the fresh page in full.
  window.addEventListener(
    'click',
    (event) => {
      if (!stale || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const url = new URL(a.href, location.href);
      if (url.origin === location.origin && url.pathname !== location.pathname) event.stopImmediatePropagation();
    },
    true,
  );

  async function onUpdate(update: DevUpdate): Promise<void> {
    hideOverlay();
    if (update.reload) return location.reload();
    if (update.changed.length || update.removed.length || update.routes) stale = true;
    // The page is gone (renamed or deleted), or a not-found page may have become a page.
    if ((currentKey && update.removed.includes(currentKey)) || (!currentKey && update.routes)) return location.reload();
    if (currentKey && !boot.standalone && update.changed.includes(currentKey)) await swapCurrent(currentKey);
    else if (currentKey && boot.standalone && update.changed.includes(currentKey)) location.reload();
  }

  /** The current page's new chunk, swapped in without moving the reader. */
  async function swapCurrent(key: string): Promise<void> {
    try {
      const route = await routeOf(key, currentPath ?? served);
      if (!route) return location.reload();
      // A new permalink: the page lives at another URL now.
      if (currentPath && route.path !== currentPath)
        return boot.routerMode === 'history' ? location.assign(boot.base + route.path.slice(1) + location.hash) : location.reload();
      const chunk = await loadChunk(route.chunk);
      const y = window.scrollY;
      swapping = true;
      try {
        const detail = swapPage(chunk, route.path, route.path, boot.base);
        window.scrollTo(0, y);
        // Demos start, search resets: as after a navigation.
        document.dispatchEvent(new CustomEvent('mapdocs:navigated', { detail }));
      } finally {
        swapping = false;
      }
    } catch (err) {
      console.error('[mapdocs] could not swap in the rebuilt page, reloading', err);
      location.reload();
    }
  }
}
