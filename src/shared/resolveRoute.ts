// The site's routing rules (case and percent-encoding ignored; `.html`, a trailing slash or `index.html` added or
// removed to reach a page; a redirect when the URL asked differs from the page's own), one pure function shared by
// the client router and `mapdocs serve`.

export type RouteMatch =
  | { kind: 'page'; path: string; redirect: boolean }
  | { kind: 'notFound' };

/** Index of page paths by their lower-cased, decoded form. */
export type RouteTable = Map<string, string>;

export function createRouteTable(paths: Iterable<string>): RouteTable {
  const table: RouteTable = new Map();
  for (const p of paths) table.set(decodePath(p).toLowerCase(), p);
  return table;
}

/** Percent-decodes a path; a malformed escape leaves the path as it is. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Resolves a requested path (without base) to a page path.
 * `…/index.html` goes to `…/`; case and percent-encoding are ignored; `.html` or a trailing
 * slash is added or removed to reach a page (`…/page.html/` too). `redirect` is true when the URL should change.
 */
export function resolveRoute(requested: string, table: RouteTable): RouteMatch {
  const decoded = decodePath(requested || '/');
  const asked = decoded.startsWith('/') ? decoded : '/' + decoded;
  // Repeated slashes never name a different page (and `//host` must never become a redirect target).
  const wanted = asked.replace(/\/{2,}/g, '/');
  for (const candidate of candidatesFor(wanted)) {
    const found = table.get(candidate.toLowerCase());
    if (found !== undefined) return { kind: 'page', path: found, redirect: found !== asked };
  }
  return { kind: 'notFound' };
}

/** A URL's page match, with the query and fragment that remain once the page's own path took what it needed. */
export interface UrlMatch {
  match: RouteMatch;
  search: string;
  anchor: string;
}

/**
 * Resolves a URL's path, query and fragment. A page whose file name holds `?` or `#` (`why?.md`, `c#-notes.md`), typed
 * unencoded, arrives cut at that character (`/why` + `?.html`); when the path alone names no page, the path with the
 * query and fragment joined back on, up to each further `?` or `#`, is tried — such a match is always a redirect.
 */
export function resolveUrl(path: string, search: string, anchor: string, table: RouteTable): UrlMatch {
  const match = resolveRoute(path, table);
  const rest = search + anchor;
  if (match.kind === 'page' || !rest) return { match, search, anchor };
  for (let cut = 1; cut <= rest.length; cut++) {
    if (cut < rest.length && rest[cut] !== '?' && rest[cut] !== '#') continue;
    const joined = resolveRoute(path + rest.slice(0, cut), table);
    if (joined.kind !== 'page') continue;
    const left = rest.slice(cut);
    const hash = left.indexOf('#');
    return {
      match: { ...joined, redirect: true },
      search: left.startsWith('?') ? (hash < 0 ? left : left.slice(0, hash)) : '',
      anchor: hash < 0 ? '' : left.slice(hash),
    };
  }
  return { match, search, anchor };
}

function candidatesFor(path: string): string[] {
  if (/\/index(\.html)?$/i.test(path)) {
    const dir = path.replace(/index(\.html)?$/i, '');
    return [dir, path];
  }
  if (path.endsWith('/')) {
    const bare = path.replace(/\/+$/, '');
    // `…/page.html/` (a slash typed or pasted after the file name) is the page itself.
    return bare === '' ? ['/'] : [path, bare + '.html', ...(/\.html$/i.test(bare) ? [bare] : [])];
  }
  if (/\.html$/i.test(path)) return [path, path.replace(/\.html$/i, '/')];
  return [path + '.html', path + '/', path];
}

/**
 * The site path of a URL pathname under `base` (`/base/guide/` → `/guide/`), or null when the pathname lies outside
 * it. The base matches case- and encoding-insensitively, like page paths; the base without its slash is the home.
 */
export function stripBase(pathname: string, base: string): string | null {
  if (base === '/') return pathname.startsWith('/') ? pathname : '/' + pathname;
  const bare = base.replace(/\/$/, '').toLowerCase();
  // Compare on the decoded form, but cut the raw pathname so the rest keeps its own encoding.
  let cut = -1;
  for (let i = 1; i <= pathname.length; i++) {
    if (i < pathname.length && pathname[i] !== '/') continue;
    const head = decodePath(pathname.slice(0, i)).toLowerCase();
    if (head === bare) {
      cut = i;
      break;
    }
    if (head.length > bare.length) break;
  }
  if (cut < 0) return null;
  const rest = pathname.slice(cut);
  return rest === '' ? '/' : rest;
}

/** Whether a site path could name a page (no extension, `.html`, or a folder) rather than a static file. */
export function looksLikePage(sitePath: string): boolean {
  const last = sitePath.slice(sitePath.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(decodePath(last)) || /\.html?$/i.test(last);
}
