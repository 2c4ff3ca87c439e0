// URLs inside a Mapbox/MapLibre style document: `mapbox://` shorthands turned into api.mapbox.com requests with the
// access token, and relative URLs (sources, tiles, sprite, glyphs) resolved against the style's own URL. MapLibre
// itself resolves neither: a relative sprite throws "must be absolute", a relative tile URL is read against the page.
import { withQuery } from '../requestUrl.ts';

const MAPBOX_API = 'https://api.mapbox.com';

export type StyleUrlKind = 'style' | 'source' | 'tiles' | 'sprite' | 'glyphs';

/** Why a `mapbox://` URL cannot be used: no token, or a shape Mapbox does not define for that kind. */
export class StyleUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StyleUrlError';
  }
}

export function isMapboxUrl(url: string): boolean {
  return /^mapbox:\/\//i.test(url);
}

/**
 * A `mapbox://` URL as the HTTP request Mapbox GL JS makes for it (mapbox-gl's `normalize*Url` shapes):
 * - style `mapbox://styles/{user}/{id}` → `/styles/v1/{user}/{id}`;
 * - source `mapbox://{tileset}[,{tileset}]` → `/v4/{tilesets}.json?secure` (TileJSON);
 * - tiles `mapbox://tiles/{path}` → `/v4/{path}`;
 * - sprite `mapbox://sprites/{user}/{id}` → `/styles/v1/{user}/{id}/sprite` (MapLibre adds `@2x` and `.json`/`.png`
 *   to the path, before the query);
 * - glyphs `mapbox://fonts/{user}/{fontstack}/{range}.pbf` → `/fonts/v1/{user}/{fontstack}/{range}.pbf`.
 * Every one carries `access_token`. Other URLs come back unchanged.
 */
export function mapboxUrl(url: string, kind: StyleUrlKind, accessToken: string | undefined): string {
  if (!isMapboxUrl(url)) return url;
  if (!accessToken) throw new StyleUrlError(`${url} needs a Mapbox access token (accessToken), none was given`);
  const rest = url.slice('mapbox://'.length);
  const [path, query = ''] = rest.split('?');
  const extra = Object.fromEntries(new URLSearchParams(query));
  const withToken = (p: string) => withQuery(`${MAPBOX_API}${p}`, { ...extra, access_token: accessToken });
  const parts = path.split('/');
  switch (kind) {
    case 'style':
      if (parts[0] !== 'styles' || parts.length !== 3) throw new StyleUrlError(`style URL must look like mapbox://styles/{user}/{style}, got ${url}`);
      return withToken(`/styles/v1/${parts[1]}/${parts[2]}`);
    case 'sprite':
      if (parts[0] !== 'sprites' || parts.length < 3) throw new StyleUrlError(`sprite URL must look like mapbox://sprites/{user}/{style}, got ${url}`);
      return withToken(`/styles/v1/${parts[1]}/${parts.slice(2).join('/')}/sprite`);
    case 'glyphs':
      if (parts[0] !== 'fonts' || parts.length < 4) throw new StyleUrlError(`glyphs URL must look like mapbox://fonts/{user}/{fontstack}/{range}.pbf, got ${url}`);
      return withToken(`/fonts/v1/${parts.slice(1).join('/')}`);
    case 'tiles':
      if (parts[0] !== 'tiles') throw new StyleUrlError(`tile URL must look like mapbox://tiles/{tileset}/{z}/{x}/{y}…, got ${url}`);
      return withToken(`/v4/${parts.slice(1).join('/')}`);
    case 'source':
      if (!path || path.includes('/')) throw new StyleUrlError(`source URL must look like mapbox://{tileset}[,{tileset}], got ${url}`);
      // `secure` is a bare flag (no `=`), as Mapbox GL JS sends it.
      return withToken(`/v4/${path}.json`).replace('?', '?secure&');
  }
}

/**
 * `url` read against `base` (the style's URL), keeping `{z}`, `{fontstack}` and the other placeholders as written
 * (the URL parser would escape their braces). Absolute URLs, `data:`/`blob:` and custom schemes come back unchanged.
 */
export function resolveAgainst(url: string, base: string | undefined): string {
  if (!base || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  let href: string;
  try {
    href = new URL(url, base).href;
  } catch {
    return url;
  }
  return href.replace(/%7B([\w-]+)%7D/gi, '{$1}');
}

/** The full URL of a style request (relative URLs against the page), with `mapbox://` expanded. */
export function styleRequestUrl(url: string, accessToken?: string, page?: string): string {
  return resolveAgainst(mapboxUrl(url, 'style', accessToken), page);
}

/** A URL of the style document made absolute and usable: `mapbox://` expanded, relative ones read against `base`. */
export function resolveStyleUrl(url: string, kind: StyleUrlKind, base: string | undefined, accessToken?: string): string {
  return resolveAgainst(mapboxUrl(url, kind, accessToken), base);
}

/**
 * A RegExp that matches the requests a URL template can make: `{z}`, `{x}`, `{y}`, `{range}` are numbers (a range
 * `0-255`), other placeholders anything but `/`. For telling which requests of a map belong to one style.
 */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/(\{[\w-]+\})/);
  const body = parts
    .map((p) => {
      const m = /^\{([\w-]+)\}$/.exec(p);
      if (!m) return p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (m[1] === 'range') return '\\d+-\\d+';
      if (['z', 'x', 'y'].includes(m[1])) return '\\d+';
      return '[^/?#]+';
    })
    .join('');
  return new RegExp(`^${body}$`);
}
