// Maps a docs-relative markdown path to its page URL path (SPEC §3), and joins paths with the base.

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

/** Normalises a base to `/x/y/` form. */
export function normalizeBase(base: string | undefined): string {
  if (!base || base === '/') return '/';
  return '/' + base.replace(/^\/+|\/+$/g, '') + '/';
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
