// Simulated Gaode (AMap) and Baidu tiles at their real URL shapes: Natural Earth countries drawn after WGS84 → GCJ-02
// (Gaode, on the Web Mercator grid) or WGS84 → BD-09 in Baidu's BD09MC tiling, so that a layer that does not correct
// the datum draws them visibly shifted from the offline basemap (about 500 m in China), and one that does lines
// them up. Marked "模拟 simulated": the providers' own tiles may not be shipped.
import gcoord from 'gcoord';
import { lonLatToMercator, MERCATOR_MAX, type BBox } from '../core/geo/index.ts';
import { MERCATOR_GRID, tileBBox, tileInRange, type TileGrid } from './geo/tiles.ts';
import { readParams } from './params.ts';
import { text } from './respond.ts';
import type { DrawLayer, Projection } from './render/drawMap.ts';
import { renderImage } from './render/renderImage.ts';
import { SIMULATED } from './render/watermark.ts';
import type { HandlerContext } from './types.ts';

interface Look {
  sea: string;
  land: string;
  stroke: string;
}

/** Road-map and satellite colours of each provider, unlike the offline basemap's so a picture tells them apart. */
export const CHINA_TILE_LOOKS: Record<'gaode' | 'gaodeSatellite' | 'baidu' | 'baiduSatellite', Look> = {
  gaode: { sea: '#6fb0f2', land: '#fcefc7', stroke: '#e06c2b' },
  gaodeSatellite: { sea: '#12304f', land: '#56703f', stroke: '#f2d16b' },
  baidu: { sea: '#5e9fe0', land: '#f0e2c4', stroke: '#3468d8' },
  baiduSatellite: { sea: '#0f2742', land: '#4e6a45', stroke: '#e8e0a0' },
};

/** Gaode's levels 1–18 on Web Mercator. */
const GAODE_GRID: TileGrid = { ...MERCATOR_GRID, id: 'gaode', minLevel: 1, maxLevel: 18 };
const BAIDU_LEVELS = { min: 3, max: 19 };
/** BD09MC is defined to ±74° latitude (Baidu clamps there). */
const BAIDU_MAX_LAT = 74;

const gcj: Projection = {
  project: (lon, lat) => {
    const [x, y] = gcoord.transform([lon, lat] as [number, number], gcoord.WGS84, gcoord.GCJ02);
    return lonLatToMercator(x, y);
  },
  period: 2 * MERCATOR_MAX,
};

const bd09mc: Projection = {
  project: (lon, lat) => {
    const [x, y] = gcoord.transform([lon, Math.max(-BAIDU_MAX_LAT, Math.min(BAIDU_MAX_LAT, lat))] as [number, number], gcoord.WGS84, gcoord.BD09MC);
    return [x, y];
  },
  // BD09MC's x is not periodic in the data (no world copies).
  period: 0,
};

/** Baidu's world in BD09MC metres: tiles outside it do not exist. */
const [BAIDU_X] = bd09mc.project(180, 0);
const [, BAIDU_Y] = bd09mc.project(0, BAIDU_MAX_LAT);

async function draw(ctx: HandlerContext, bbox: BBox, projection: Projection, look: Look, label: string): Promise<Response> {
  const countries = ctx.catalog.byName('countries')!;
  const layers: DrawLayer[] = [{ layer: countries, features: await ctx.catalog.features(countries), style: { fill: look.land, stroke: look.stroke, width: 2 } }];
  return renderImage(ctx.surface, { bbox, kind: 'mercator', projection, layers, background: look.sea, watermark: `${SIMULATED} ${label}`, width: 256, height: 256, format: 'image/png' });
}

const int = (s: string | null | undefined) => (s !== null && s !== undefined && /^-?\d+$/.test(s) ? Number(s) : undefined);

/** `gaode/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x=&y=&z=` (style 6: satellite). */
export async function gaodeHandler(ctx: HandlerContext): Promise<Response> {
  if (ctx.path.join('/') !== 'appmaptile') return text(`no Gaode service at gaode/${ctx.path.join('/')} (appmaptile)`, 404);
  const p = await readParams(ctx.request, ctx.url);
  const [x, y, z] = ['x', 'y', 'z'].map((k) => int(p.get(k)));
  if (x === undefined || y === undefined || z === undefined) return text('x, y and z must be integers (appmaptile?style=8&x=&y=&z=)', 400);
  if (!tileInRange(GAODE_GRID, z, y, x)) return text(`tile z=${z} x=${x} y=${y} is outside Gaode's grid (levels 1–18, 2^z × 2^z tiles)`, 404);
  const style = p.get('style') ?? '8';
  if (!['6', '7', '8'].includes(style)) return text(`style must be 6 (satellite), 7 or 8 (road map), got ${style}`, 400);
  const look = style === '6' ? CHINA_TILE_LOOKS.gaodeSatellite : CHINA_TILE_LOOKS.gaode;
  return draw(ctx, tileBBox(GAODE_GRID, z, y, x), gcj, look, '高德 GCJ-02');
}

/** `baidu/tile/?qt=vtile&x=&y=&z=&styles=pl` (road map) and `baidu/it/u=x=;y=;z=;v=009;type=sate&fm=46` (satellite). */
export async function baiduHandler(ctx: HandlerContext): Promise<Response> {
  let x: number | undefined, y: number | undefined, z: number | undefined;
  let look: Look;
  if (ctx.path.length === 1 && ctx.path[0] === 'tile') {
    const p = await readParams(ctx.request, ctx.url);
    if (!['tile', 'vtile'].includes(p.get('qt') ?? '')) return text(`qt must be tile or vtile, got ${p.get('qt')}`, 400);
    [x, y, z] = ['x', 'y', 'z'].map((k) => int(p.get(k)));
    look = CHINA_TILE_LOOKS.baidu;
  } else if (ctx.path.length === 2 && ctx.path[0] === 'it' && ctx.path[1].startsWith('u=')) {
    // The satellite URL keeps its parameters in the path: u=x=…;y=…;z=…;v=009;type=sate&fm=46
    const kv = new Map(ctx.path[1].slice(2).split('&')[0].split(';').map((pair) => pair.split('=') as [string, string]));
    if (kv.get('type') !== 'sate') return text(`type must be sate, got ${kv.get('type')}`, 400);
    [x, y, z] = ['x', 'y', 'z'].map((k) => int(kv.get(k)));
    look = CHINA_TILE_LOOKS.baiduSatellite;
  } else {
    return text(`no Baidu service at baidu/${ctx.path.join('/')} (tile/?qt=vtile, it/u=…)`, 404);
  }
  if (x === undefined || y === undefined || z === undefined) return text('x, y and z must be integers (Baidu rows count north from the equator, so they go negative)', 400);
  if (z < BAIDU_LEVELS.min || z > BAIDU_LEVELS.max) return text(`level z=${z} is outside Baidu's ${BAIDU_LEVELS.min}–${BAIDU_LEVELS.max}`, 404);
  const span = 256 * 2 ** (18 - z);
  const bbox: BBox = [x * span, y * span, (x + 1) * span, (y + 1) * span];
  if (bbox[2] <= -BAIDU_X || bbox[0] >= BAIDU_X || bbox[3] <= -BAIDU_Y || bbox[1] >= BAIDU_Y) {
    return text(`tile z=${z} x=${x} y=${y} is outside Baidu's world (BD09MC ±${Math.round(BAIDU_X)}, ±${Math.round(BAIDU_Y)} m)`, 404);
  }
  return draw(ctx, bbox, bd09mc, look, '百度 BD-09');
}
