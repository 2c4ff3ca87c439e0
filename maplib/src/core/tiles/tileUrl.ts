// Builds raster/vector tile URLs from templates: token, subdomains, {-y}, and zoomOffset via the maplib-tile:// protocol.

export interface TileUrlOptions {
  /** Access token: replaces `{token}`, or is appended as `?<tokenParam>=<token>`. */
  token?: string;
  /** Query key for the token when the template has no `{token}`. Default `'token'`. */
  tokenParam?: string;
  /** Values for `{s}`. Default `['a', 'b', 'c']`. */
  subdomains?: string[];
  /** Added to the map zoom level in the URL's `{z}`. Default 0. */
  zoomOffset?: number;
}

export const TILE_PROTOCOL = 'maplib-tile';
const DEFAULT_SUBDOMAINS = ['a', 'b', 'c'];

/** `{-y}` is the Leaflet/OpenLayers way of saying TMS rows; MapLibre says it with `scheme: 'tms'` and `{y}`. */
export function normalizeTemplate(template: string): { template: string; tms: boolean } {
  return template.includes('{-y}') ? { template: template.split('{-y}').join('{y}'), tms: true } : { template, tms: false };
}

export function applyToken(template: string, token?: string, tokenParam = 'token'): string {
  if (!token) return template;
  const value = encodeURIComponent(token);
  if (template.includes('{token}')) return template.split('{token}').join(value);
  const hashAt = template.indexOf('#');
  const [base, hash] = hashAt < 0 ? [template, ''] : [template.slice(0, hashAt), template.slice(hashAt)];
  return `${base}${base.includes('?') ? (/[?&]$/.test(base) ? '' : '&') : '?'}${encodeURIComponent(tokenParam)}=${value}${hash}`;
}

export function expandSubdomains(template: string, subdomains: string[] = DEFAULT_SUBDOMAINS): string[] {
  if (!template.includes('{s}')) return [template];
  if (!subdomains.length) throw new Error('expandSubdomains: the template has {s} but subdomains is empty');
  return subdomains.map((s) => template.split('{s}').join(s));
}

/**
 * The tile URL list to hand MapLibre. With a zoomOffset, MapLibre cannot shift `{z}` itself, so each URL is wrapped
 * as `maplib-tile://{z}/{x}/{y}?o=<offset>&u=<template>`; the protocol handler resolves it (resolveTileProtocolUrl).
 */
export function buildTileUrls(template: string, options: TileUrlOptions = {}): string[] {
  const { template: t } = normalizeTemplate(template);
  const urls = expandSubdomains(applyToken(t, options.token, options.tokenParam), options.subdomains);
  const offset = options.zoomOffset ?? 0;
  if (!offset) return urls;
  return urls.map((u) => `${TILE_PROTOCOL}://{z}/{x}/{y}?o=${offset}&u=${encodeURIComponent(u)}`);
}

export function quadkey(z: number, x: number, y: number): string {
  let key = '';
  for (let i = z; i > 0; i--) {
    const mask = 1 << (i - 1);
    key += String((x & mask ? 1 : 0) + (y & mask ? 2 : 0));
  }
  return key;
}

/** Fills a template for one tile. `y` is the XYZ row; with `tms` it is flipped (rows counted from the south). */
export function fillTemplate(template: string, tile: { z: number; x: number; y: number }, zoomOffset = 0, tms = false): string {
  const y = tms ? 2 ** tile.z - 1 - tile.y : tile.y;
  return template
    .split('{z}').join(String(tile.z + zoomOffset))
    .split('{x}').join(String(tile.x))
    .split('{y}').join(String(y))
    .split('{quadkey}').join(quadkey(tile.z + zoomOffset, tile.x, tile.y));
}

/** The concrete URL of one tile: what the server sees. Used by the protocol handler and by tests. */
export function tileUrl(
  template: string,
  tile: { z: number; x: number; y: number },
  options: TileUrlOptions & { scheme?: 'xyz' | 'tms' } = {},
): string {
  const { template: t, tms } = normalizeTemplate(template);
  const subdomains = options.subdomains ?? DEFAULT_SUBDOMAINS;
  const withS = t.includes('{s}') ? t.split('{s}').join(subdomains[(tile.x + tile.y) % subdomains.length]) : t;
  return fillTemplate(applyToken(withS, options.token, options.tokenParam), tile, options.zoomOffset ?? 0, tms || options.scheme === 'tms');
}

/** Turns a `maplib-tile://z/x/y?o=&u=` URL (already filled by MapLibre, y already flipped for TMS) into the real one. */
export function resolveTileProtocolUrl(url: string): string {
  const m = /^maplib-tile:\/\/(\d+)\/(\d+)\/(\d+)\?o=(-?\d+)&u=(.*)$/.exec(url);
  if (!m) throw new Error(`maplib-tile: malformed tile URL ${url}`);
  const [, z, x, y, o, u] = m;
  return fillTemplate(decodeURIComponent(u), { z: +z, x: +x, y: +y }, +o);
}
