// Registers the maplib-tile:// protocol once: it fetches tiles whose URL level is shifted by a RasterLayer zoomOffset.
import { maplibregl } from '../maplibre.ts';
import { TILE_PROTOCOL, resolveTileProtocolUrl } from './tileUrl.ts';

let registered = false;

export function ensureTileProtocol(): void {
  if (registered) return;
  registered = true;
  // Raster tiles load on the main thread, so a main-thread protocol is enough; MapLibre still caches and cancels.
  maplibregl.addProtocol(TILE_PROTOCOL, async (params, abortController) => {
    const url = resolveTileProtocolUrl(params.url);
    const response = await fetch(url, { signal: abortController.signal });
    if (!response.ok) throw new Error(`maplib-tile: ${response.status} ${response.statusText} for ${url}`);
    return { data: await response.arrayBuffer() };
  });
}
