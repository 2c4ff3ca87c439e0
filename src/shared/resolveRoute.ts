// The site's routing rules (seed §2), one pure function shared by the client router and `mapdocs serve`.

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
 * slash is added or removed to reach a page. `redirect` is true when the URL should change.
 */
export function resolveRoute(requested: string, table: RouteTable): RouteMatch {
  const decoded = decodePath(requested || '/');
  const wanted = decoded.startsWith('/') ? decoded : '/' + decoded;
  for (const candidate of candidatesFor(wanted)) {
    const found = table.get(candidate.toLowerCase());
    if (found !== undefined) return { kind: 'page', path: found, redirect: found !== wanted };
  }
  return { kind: 'notFound' };
}

function candidatesFor(path: string): string[] {
  if (/\/index\.html$/i.test(path)) {
    const dir = path.replace(/index\.html$/i, '');
    return [dir, path];
  }
  if (path.endsWith('/')) {
    const bare = path.replace(/\/+$/, '');
    return bare === '' ? ['/'] : [path, bare + '.html'];
  }
  if (/\.html$/i.test(path)) return [path, path.replace(/\.html$/i, '/')];
  return [path + '.html', path + '/', path];
}
