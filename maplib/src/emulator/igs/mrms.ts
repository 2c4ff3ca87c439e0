// IGServer map services (mrms): document images `docs/{doc}`, GDB layer images `layers?gdbps=`, tile caches
// `tile/{name}/{z}/{y}/{x}`; and the document's layer list (mrcs `docs/{doc}/0/layers`).
import { crsById, type CrsKind } from '../geo/crs.ts';
import { GEOGRAPHIC_CACHE_GRID, MERCATOR_GRID, tileInRange, type TileGrid } from '../geo/tiles.ts';
import { runQuery } from '../featureQuery.ts';
import { selectLayers, LayerFilterError } from '../layerFilter.ts';
import { parseBool, parseNumbers, type Params } from '../params.ts';
import { json } from '../respond.ts';
import type { DrawLayer } from '../render/drawMap.ts';
import { imageFormat, renderImage } from '../render/renderImage.ts';
import { extentProblem } from '../render/extent.ts';
import { drawLayers, renderTile } from '../render/renderTile.ts';
import type { HandlerContext, LayerDef } from '../types.ts';
import { WhereError } from '../where.ts';
import { DOC_NAME, isDocName, layerList, layerOfGdbp, parseFilters } from './document.ts';
import { igsError } from './errors.ts';

/** Tile caches: the document cut on the fly (Web Mercator) and two named caches. */
export const TILE_CACHES: Record<string, TileGrid> = { [DOC_NAME.toLowerCase()]: MERCATOR_GRID, world_mkt: MERCATOR_GRID, world_geo: GEOGRAPHIC_CACHE_GRID };

/**
 * `proj` names the image's coordinate system. Without it the document's own (WGS1984_度) is used, except that a bbox
 * outside ±180/±90 can only be Web Mercator metres, which is what MapLibre's `{bbox-epsg-3857}` sends.
 */
function projKind(proj: string | undefined, bbox: number[]): CrsKind | undefined {
  if (proj) {
    if (/WGS1984_度|WGS84|GCS|4326|4490|CGCS2000/i.test(proj)) return 'geographic';
    if (/mercator|墨卡托|3857|900913|102100/i.test(proj)) return 'mercator';
    return crsById(proj)?.kind;
  }
  return Math.abs(bbox[0]) > 180 || Math.abs(bbox[2]) > 180 || Math.abs(bbox[1]) > 90 || Math.abs(bbox[3]) > 90 ? 'mercator' : 'geographic';
}

async function filtered(ctx: HandlerContext, layers: LayerDef[], filters: Map<number, string>, keyOf: (l: LayerDef, i: number) => number): Promise<DrawLayer[]> {
  const out: DrawLayer[] = [];
  for (const [i, layer] of layers.entries()) {
    const all = await ctx.catalog.features(layer);
    const where = filters.get(keyOf(layer, i));
    out.push({ layer, features: where ? runQuery(all, layer, { where, idAliases: ['ID'] }, 'FID') : all });
  }
  return out;
}

async function image(ctx: HandlerContext, p: Params, layers: LayerDef[], keyOf: (l: LayerDef, i: number) => number): Promise<Response> {
  const bbox = parseNumbers(p.get('bbox'), 4);
  if (!bbox || !(bbox[0] < bbox[2] && bbox[1] < bbox[3])) return igsError(400, `bbox must be xmin,ymin,xmax,ymax, got "${p.get('bbox') ?? ''}"`);
  const width = Number(p.get('w') ?? p.get('width') ?? 256);
  const height = Number(p.get('h') ?? p.get('height') ?? 256);
  if (![width, height].every((n) => Number.isInteger(n) && n > 0 && n <= 4096)) return igsError(400, 'w and h must be integers from 1 to 4096');
  const format = imageFormat(p.get('f'), 'image/png');
  if (!format) return igsError(400, `f=${p.get('f')} is not an image format (png, jpg)`);
  const kind = projKind(p.get('proj'), bbox);
  if (!kind) return igsError(400, `proj ${p.get('proj')} is not known to the emulator`);
  const tooFar = extentProblem(bbox as [number, number, number, number], kind);
  if (tooFar) return igsError(400, `bbox "${p.get('bbox')}": ${tooFar}`);
  let drawn: DrawLayer[];
  try {
    drawn = await filtered(ctx, layers, parseFilters(p.get('filters')), keyOf);
  } catch (err) {
    if (err instanceof WhereError) return igsError(400, `filters: ${err.message}`);
    throw err;
  }
  // MapGIS draws document images with a transparent background unless asked otherwise.
  const transparent = parseBool(p.get('transparent'), true);
  return renderImage(ctx.surface, { bbox: bbox as [number, number, number, number], kind, layers: drawn, background: transparent ? null : '#ffffff', width, height, format });
}

export async function mrms(ctx: HandlerContext, rest: string[], p: Params): Promise<Response> {
  if (rest[0] === 'docs' && rest.length === 2) {
    if (!isDocName(rest[1])) return igsError(404, `map document "${rest[1]}" does not exist (${DOC_NAME})`);
    let layers: LayerDef[];
    try {
      layers = selectLayers(ctx.catalog.layers, p.get('layers'));
    } catch (err) {
      if (err instanceof LayerFilterError) return igsError(400, err.message);
      throw err;
    }
    return image(ctx, p, layers, (l) => l.index);
  }
  if (rest[0] === 'layers' && rest.length === 1) {
    const gdbps = p.nonEmpty('gdbps') ?? p.nonEmpty('gdbp');
    if (!gdbps) return igsError(400, 'gdbps is required');
    const layers: LayerDef[] = [];
    for (const g of gdbps.split(',')) {
      const layer = layerOfGdbp(ctx.catalog.layers, g);
      if (!layer) return igsError(404, `no feature class at ${g}`);
      layers.push(layer);
    }
    // Filters of GDB layer images are keyed by position in the gdbps list.
    return image(ctx, p, layers, (_l, i) => i);
  }
  if (rest[0] === 'tile' && rest.length === 5) {
    const grid = TILE_CACHES[rest[1].toLowerCase()];
    if (!grid) return igsError(404, `tile service "${rest[1]}" does not exist (${Object.keys(TILE_CACHES).join(', ')})`);
    const [z, row, col] = rest.slice(2).map(Number);
    if (!tileInRange(grid, z, row, col)) return igsError(404, `tile ${rest.slice(2).join('/')} is outside ${rest[1]}`);
    // `size` (MapGIS sends the layer's tileSize) sets the image's pixels; the tile covers the same ground.
    const size = p.get('size') === undefined ? grid.tileSize : Number(p.get('size'));
    if (!(Number.isInteger(size) && size > 0 && size <= 4096)) return igsError(400, `size must be an integer from 1 to 4096, got "${p.get('size')}"`);
    return renderTile(ctx, { grid: { ...grid, tileSize: size }, z, row, col, layers: await drawLayers(ctx), background: null });
  }
  return igsError(404, `mrms/${rest.join('/')} is not an emulated route`);
}

export function mrcs(ctx: HandlerContext, rest: string[]): Response {
  // docs/{doc}/{mapIndex}/layers
  if (rest[0] === 'docs' && rest.length === 4 && rest[3] === 'layers') {
    if (!isDocName(rest[1])) return igsError(404, `map document "${rest[1]}" does not exist (${DOC_NAME})`);
    if (rest[2] !== '0') return igsError(404, `map ${rest[2]} does not exist in ${DOC_NAME} (0)`);
    return json(layerList(ctx.catalog.layers));
  }
  return igsError(404, `mrcs/${rest.join('/')} is not an emulated route`);
}
