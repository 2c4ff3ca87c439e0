// The maplib-datum:// protocol: MapLibre asks for a WGS84 Web Mercator tile, the handler fetches the provider tiles
// under it (GCJ-02 / BD-09, Web Mercator or Baidu tiling; planned by tileMosaic.ts) and draws them shifted onto an
// OffscreenCanvas, returned as an ImageBitmap. A tile that is one provider tile as it is (no shift, same grid) is
// passed through undecoded. URLs are `maplib-datum://{z}/{x}/{y}?k=<layer key>&v=<props version>`: the layer keeps
// its options (functions included) here, and a new version makes MapLibre reload.
import { maplibregl } from '../../maplibre.ts';
import { serviceErrorMessage } from '../tileRequest.ts';
import { planMosaic, PROVIDER_TILE_SIZE, type MosaicOptions, type MosaicPlan } from './tileMosaic.ts';
import type { TileAddress } from './customTileUrl.ts';

export const DATUM_TILE_PROTOCOL = 'maplib-datum';

export interface DatumTileConfig extends MosaicOptions {
  /** The real URL of a provider tile (level as the tiling counts it). */
  urlOf(tile: TileAddress): string;
  /** Hears each provider URL fetched, with the map tile it is for. */
  onRequest?(url: string, tile: TileAddress): void;
}

const configs = new Map<string, Map<number, DatumTileConfig>>();

/** Keeps a layer's options under a new version; returns the tile URL to give MapLibre. */
export function registerDatumTiles(key: string, version: number, config: DatumTileConfig): string {
  let versions = configs.get(key);
  if (!versions) configs.set(key, (versions = new Map()));
  versions.set(version, config);
  // Tiles of the last few versions may still be in flight; older ones are gone.
  for (const v of versions.keys()) if (v < version - 3) versions.delete(v);
  return `${DATUM_TILE_PROTOCOL}://{z}/{x}/{y}?k=${encodeURIComponent(key)}&v=${version}`;
}

export function unregisterDatumTiles(key: string): void {
  configs.delete(key);
}

export function parseDatumTileUrl(url: string): { tile: TileAddress; key: string; version: number } {
  const m = /^maplib-datum:\/\/(\d+)\/(\d+)\/(\d+)\?k=([^&]*)&v=(\d+)$/.exec(url);
  if (!m) throw new Error(`maplib-datum: malformed tile URL ${url}`);
  return { tile: { z: +m[1], x: +m[2], y: +m[3] }, key: decodeURIComponent(m[4]), version: +m[5] };
}

/** The provider URLs a map tile needs and the plan that places them. */
export function datumTileRequests(tile: TileAddress, config: DatumTileConfig): { plan: MosaicPlan; urls: string[] } {
  const plan = planMosaic(tile, config);
  return { plan, urls: plan.tiles.map((t) => config.urlOf(t)) };
}

async function fetchTile(url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal });
  const problem = await serviceErrorMessage(response.clone());
  if (problem) throw new Error(`${problem} (${url})`);
  return response;
}

/**
 * Draws the fetched tiles by the plan's blocks; tiles that failed leave their part transparent. The tiles are first
 * laid side by side at whole pixels, so that their shared edges leave no seam when the blocks draw them transformed.
 */
function compose(plan: MosaicPlan, images: (ImageBitmap | undefined)[], size: number): ImageBitmap {
  const canvas = new OffscreenCanvas(size, size);
  if (!plan.tiles.length) return canvas.transferToImageBitmap();
  const T = PROVIDER_TILE_SIZE;
  const x0 = Math.min(...plan.offsets.map((o) => o[0]));
  const y0 = Math.min(...plan.offsets.map((o) => o[1]));
  const mosaic = new OffscreenCanvas(Math.max(...plan.offsets.map((o) => o[0])) - x0 + T, Math.max(...plan.offsets.map((o) => o[1])) - y0 + T);
  const m = mosaic.getContext('2d')!;
  images.forEach((img, k) => img && m.drawImage(img, plan.offsets[k][0] - x0, plan.offsets[k][1] - y0, T, T));
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  for (const block of plan.blocks) {
    if (!block.tiles.length) continue;
    ctx.save();
    ctx.beginPath();
    ctx.rect(...block.rect);
    ctx.clip();
    ctx.setTransform(...block.matrix);
    ctx.drawImage(mosaic, x0, y0);
    ctx.restore();
  }
  return canvas.transferToImageBitmap();
}

let registered = false;

/** Registers maplib-datum:// once (raster tiles load on the main thread, where OffscreenCanvas draws them). */
export function ensureDatumTileProtocol(): void {
  if (registered) return;
  registered = true;
  maplibregl.addProtocol(DATUM_TILE_PROTOCOL, async (params, abortController) => {
    const { tile, key, version } = parseDatumTileUrl(params.url);
    const config = configs.get(key)?.get(version);
    if (!config) throw new Error(`maplib-datum: no layer for ${params.url} (removed, or its props changed since)`);
    const { plan, urls } = datumTileRequests(tile, config);
    for (const url of urls) config.onRequest?.(url, tile);
    if (!urls.length) return { data: compose(plan, [], config.size ?? PROVIDER_TILE_SIZE) }; // past the poles
    if (plan.identity) return { data: await (await fetchTile(urls[0], abortController.signal)).arrayBuffer() };
    const results = await Promise.allSettled(urls.map(async (url) => createImageBitmap(await (await fetchTile(url, abortController.signal)).blob())));
    const images = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    if (!images.some(Boolean)) throw (results[0] as PromiseRejectedResult).reason;
    const bitmap = compose(plan, images, config.size ?? PROVIDER_TILE_SIZE);
    for (const img of images) img?.close();
    return { data: bitmap };
  });
}
