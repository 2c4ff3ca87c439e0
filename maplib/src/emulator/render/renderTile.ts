// One tile of a grid drawn from the emulated layers, shared by WMTS, ArcGIS and IGServer caches and Tianditu.
import { tileBBox, type TileGrid } from '../geo/tiles.ts';
import type { HandlerContext } from '../types.ts';
import type { DrawLayer } from './drawMap.ts';
import { renderImage } from './renderImage.ts';
import { defaultLayers } from '../layerFilter.ts';

export interface TileRequest {
  grid: TileGrid;
  z: number;
  row: number;
  col: number;
  layers: DrawLayer[];
  format?: string;
  background?: string | null;
  watermark?: string;
}

export function renderTile(ctx: HandlerContext, t: TileRequest): Promise<Response> {
  return renderImage(ctx.surface, {
    bbox: tileBBox(t.grid, t.z, t.row, t.col),
    kind: t.grid.kind,
    layers: t.layers,
    background: t.background ?? null,
    watermark: t.watermark,
    width: t.grid.tileSize,
    height: t.grid.tileSize,
    format: t.format ?? 'image/png',
  });
}

/** Every feature of the given layers (edits included), ready to draw; by default the layers shown unless hidden. */
export async function drawLayers(ctx: HandlerContext, layers = defaultLayers(ctx.catalog.layers)): Promise<DrawLayer[]> {
  return Promise.all(layers.map(async (layer) => ({ layer, features: await ctx.catalog.features(layer) })));
}
