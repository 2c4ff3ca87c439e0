// Maps a docs-relative markdown path to its page URL path (`a/b.md` → `/a/b.html`, `README.md`/`index.md` → the
// folder's `/`), and joins paths with the base.

/** `guide/install.md` → `/guide/install.html`; `guide/README.md` or `guide/index.md` → `/guide/`. */
export function pagePathFor(relativePath: string): string {
  const noExt = relativePath.replace(/\.md$/i, '');
  const parts = noExt.split('/');
  const last = parts[parts.length - 1];
  if (/^(readme|index)$/i.test(last)) {
    parts.pop();
    return '/' + parts.map((p) => p + '/').join('');
  }
  return '/' + noExt + '.html';
}

/** The output file of a page path: `/guide/` → `guide/index.html`. */
export function outputFileFor(path: string): string {
  const p = path.replace(/^\//, '');
  return p === '' || p.endsWith('/') ? p + 'index.html' : p;
}

/**
 * A path as it goes into a URL, every character standing for itself: encodeURI's escapes (spaces, non-ASCII, `%`)
 * plus `#` and `?`, which in a file name (`c#-notes.md`, `why?.md`) would otherwise start a fragment or a query.
 */
export function encodeUrlPath(path: string): string {
  return encodeURI(path).replace(/[#?]/g, (c) => (c === '#' ? '%23' : '%3F'));
}

/** Normalises a base to `/x/y/` form. */
export function normalizeBase(base: string | undefined): string {
  if (!base || base === '/') return '/';
  return '/' + base.replace(/^\/+|\/+$/g, '') + '/';
}

/**
 * What is wrong with a base path, or undefined when it is usable: a path of plain URL segments (no `.`/`..`, no
 * characters that need quoting in HTML or mean something else in a URL), so every URL built from it stays on the site.
 */
export function baseProblem(base: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(base)) return `must be a path like "/docs/", not a URL, got ${JSON.stringify(base)}`;
  const segments = base.split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) return `must not hold "." or ".." segments, got ${JSON.stringify(base)}`;
  const bad = /[^\p{L}\p{N}\-._~!$&'()*+,;=:@%/]/u.exec(base);
  if (bad) return `must not hold ${JSON.stringify(bad[0])} (a path of letters, digits and - . _ ~), got ${JSON.stringify(base)}`;
  if (/%(?![0-9a-f]{2})/i.test(base)) return `has a "%" that starts no percent-escape, got ${JSON.stringify(base)}`;
  return undefined;
}

/** Joins base and a site path (`/guide/`), keeping exactly one slash between. */
export function withBase(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return base.replace(/\/$/, '') + (path.startsWith('/') ? path : '/' + path);
}

/** The locale prefix (`/en/` or `/`) a path belongs to, given the configured locale paths. */
export function localeOf(path: string, localePaths: string[]): string {
  const lower = path.toLowerCase();
  let best = '/';
  for (const lp of localePaths) {
    if (lp !== '/' && lower.startsWith(lp.toLowerCase()) && lp.length > best.length) best = lp;
  }
  return best;
}
