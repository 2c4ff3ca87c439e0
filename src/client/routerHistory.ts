// Where the router keeps the current route: the URL path (history), the URL hash (`#/guide/`), or memory only.
import { encodeUrlPath, withBase } from '../shared/pagePath.ts';
import { stripBase } from '../shared/resolveRoute.ts';
import type { RouterMode } from '../shared/types.ts';

/** A route as the router sees it: a site path (without base, possibly not canonical) and an in-page anchor. */
export interface Location {
  path: string;
  /** `''` or `#slug` (percent-encoded as in a URL). */
  anchor: string;
  search: string;
}

export interface RouterHistory {
  mode: RouterMode;
  /** The route the address bar (or memory) shows now. */
  current(): Location;
  /** The route a link's absolute URL names, or null when it is outside the site. */
  fromUrl(url: URL): Location | null;
  /** Address-bar URL for a route; in memory mode the URL never changes. */
  href(loc: Location): string;
  push(loc: Location, state?: object): void;
  replace(loc: Location, state?: object): void;
}

/** The real page URL of a site path (what a full page load requests), in every mode. */
export function pageUrl(base: string, loc: Location): string {
  return encodeUrlPath(withBase(base, loc.path)) + loc.search + loc.anchor;
}

export function createHistory(mode: RouterMode, base: string): RouterHistory {
  const fromPathname = (url: URL): Location | null => {
    const path = stripBase(url.pathname, base);
    return path === null ? null : { path, anchor: url.hash, search: url.search };
  };
  // The hash form is `<base>#/path#anchor`; the router's own anchors follow a second `#`.
  const fromHash = (url: URL): Location | null => {
    if (!url.hash.startsWith('#/')) return fromPathname(url);
    const rest = url.hash.slice(1);
    const cut = rest.indexOf('#');
    const within = cut < 0 ? rest : rest.slice(0, cut);
    const q = within.indexOf('?');
    return {
      path: q < 0 ? within : within.slice(0, q),
      search: q < 0 ? '' : within.slice(q),
      anchor: cut < 0 ? '' : rest.slice(cut),
    };
  };
  const write = (how: 'pushState' | 'replaceState', url: string, state?: object) => history[how]({ ...state, mapdocs: true }, '', url);

  if (mode === 'hash') {
    const href = (loc: Location) => encodeURI(base) + '#' + encodeUrlPath(loc.path) + loc.search + loc.anchor;
    return {
      mode,
      current: () => fromHash(new URL(location.href))!,
      fromUrl: fromHash,
      href,
      push: (loc, state) => write('pushState', href(loc), state),
      replace: (loc, state) => write('replaceState', href(loc), state),
    };
  }
  if (mode === 'memory') {
    let now = fromPathname(new URL(location.href)) ?? { path: '/', anchor: '', search: '' };
    return {
      mode,
      current: () => now,
      fromUrl: fromPathname,
      href: () => location.href,
      push: (loc) => void (now = loc),
      replace: (loc) => void (now = loc),
    };
  }
  const href = (loc: Location) => pageUrl(base, loc);
  return {
    mode: 'history',
    current: () => fromPathname(new URL(location.href)) ?? { path: '/', anchor: '', search: '' },
    fromUrl: fromPathname,
    href,
    push: (loc, state) => write('pushState', href(loc), state),
    replace: (loc, state) => write('replaceState', href(loc), state),
  };
}
