// Simulated Tianditu tiles: the real URL shapes (`{type}_{w|c}/wmts` KVP, `DataServer?T=`, IGServer's
// `cts/tianditu/{type}/{x}/{y}/{z}`), drawn from Natural Earth in Tianditu-like colours and marked "模拟 simulated",
// because Tianditu's own imagery may not be shipped.
import { GEOGRAPHIC_GRID, MERCATOR_GRID, tileInRange, type TileGrid } from './geo/tiles.ts';
import { owsException } from './ogc/exceptions.ts';
import { wmtsCapabilities } from './ogc/wmtsCapabilities.ts';
import { missing } from './ogc/wmts.ts';
import { readParams } from './params.ts';
import { text, xml } from './respond.ts';
import type { DrawLayer } from './render/drawMap.ts';
import { renderTile } from './render/renderTile.ts';
import { SIMULATED } from './render/watermark.ts';
import type { HandlerContext } from './types.ts';

export const TDT_TYPES = ['vec', 'img', 'ter', 'cva', 'cia', 'cta'] as const;
type TdtType = (typeof TDT_TYPES)[number];

/** Tianditu's matrix sets start at level 1; terrain stops at 14. */
const GRIDS: Record<'w' | 'c', TileGrid> = {
  w: { ...MERCATOR_GRID, minLevel: 1 },
  c: GEOGRAPHIC_GRID,
};

const LOOKS: Record<TdtType, { sea: string | null; land: string; stroke: string; width: number }> = {
  vec: { sea: '#aadaff', land: '#f8f4e8', stroke: '#c8b9a6', width: 1 },
  img: { sea: '#0b2545', land: '#3e6b48', stroke: '#2d4f35', width: 1 },
  ter: { sea: '#b8d8e8', land: '#e6dcc0', stroke: '#b5a27a', width: 1 },
  // Annotation layers are transparent overlays; without text labels they carry the boundaries only.
  cva: { sea: null, land: 'rgba(0,0,0,0)', stroke: '#7a5c8a', width: 1.5 },
  cia: { sea: null, land: 'rgba(0,0,0,0)', stroke: '#ffd166', width: 1.5 },
  cta: { sea: null, land: 'rgba(0,0,0,0)', stroke: '#6b4f2c', width: 1.5 },
};

/** IGServer's names for the Tianditu layers it proxies. */
const IGS_TYPES: Record<string, TdtType> = { vector: 'vec', raster: 'img', vectoranno: 'cva', rasteranno: 'cia' };

async function tile(ctx: HandlerContext, type: TdtType, set: 'w' | 'c', z: number, row: number, col: number): Promise<Response | undefined> {
  const grid = GRIDS[set];
  const max = type === 'ter' || type === 'cta' ? 14 : grid.maxLevel;
  if (!tileInRange(grid, z, row, col) || z > max) return undefined;
  const look = LOOKS[type];
  const countries = ctx.catalog.byName('countries')!;
  const layers: DrawLayer[] = [{ layer: countries, features: await ctx.catalog.features(countries), style: { fill: look.land, stroke: look.stroke, width: look.width } }];
  return renderTile(ctx, { grid, z, row, col, layers, background: look.sea, watermark: SIMULATED });
}

function parseLayerSet(s: string | undefined): { type: TdtType; set: 'w' | 'c' } | undefined {
  const m = /^([a-z]{3})_([wc])$/.exec(s ?? '');
  return m && (TDT_TYPES as readonly string[]).includes(m[1]) ? { type: m[1] as TdtType, set: m[2] as 'w' | 'c' } : undefined;
}

export async function tiandituHandler(ctx: HandlerContext): Promise<Response> {
  const p = await readParams(ctx.request, ctx.url);
  // DataServer?T=vec_w&x=&y=&l=&tk=
  if (ctx.path.length === 1 && ctx.path[0] === 'DataServer') {
    const ls = parseLayerSet(p.get('T'));
    if (!ls) return text(`T must be one of ${TDT_TYPES.map((t) => t + '_w|' + t + '_c').join(', ')}`, 400);
    const [x, y, l] = ['x', 'y', 'l'].map((k) => Number(p.get(k)));
    return (await tile(ctx, ls.type, ls.set, l, y, x)) ?? text(`tile l=${p.get('l')} x=${p.get('x')} y=${p.get('y')} is outside ${p.get('T')}`, 404);
  }
  // {type}_{set}/wmts?SERVICE=WMTS&REQUEST=GetTile&…
  const ls = ctx.path.length === 2 && ctx.path[1] === 'wmts' ? parseLayerSet(ctx.path[0]) : undefined;
  if (!ls) return text(`no Tianditu service at ${ctx.path.join('/')} ({vec|img|ter|cva|cia|cta}_{w|c}/wmts, DataServer)`, 404);
  const lack = missing(p, ['SERVICE', 'REQUEST']);
  if (lack) return owsException('MissingParameterValue', `${lack} is required`, lack);
  const op = p.get('REQUEST')!.toLowerCase();
  if (op === 'getcapabilities') {
    const grid = GRIDS[ls.set];
    return xml(
      wmtsCapabilities({
        title: `天地图 ${ls.type}_${ls.set}（模拟 simulated）`,
        kvpUrl: ctx.url.origin + ctx.url.pathname,
        sets: [{ ...grid, id: ls.set, maxLevel: ls.type === 'ter' || ls.type === 'cta' ? 14 : grid.maxLevel }],
        layers: [{ id: ls.type, title: `${ls.type} (simulated)`, formats: ['tiles'], bounds: [-180, -90, 180, 90], sets: [{ ...grid, id: ls.set }] }],
      }),
    );
  }
  if (op !== 'gettile') return owsException('OperationNotSupported', `request "${p.get('REQUEST')}" is not supported`, 'REQUEST');
  const lackTile = missing(p, ['LAYER', 'TILEMATRIXSET', 'TILEMATRIX', 'TILEROW', 'TILECOL']);
  if (lackTile) return owsException('MissingParameterValue', `${lackTile} is required`, lackTile);
  if (p.get('LAYER') !== ls.type) return owsException('InvalidParameterValue', `LAYER must be ${ls.type} on ${ls.type}_${ls.set}`, 'LAYER');
  if (p.get('TILEMATRIXSET') !== ls.set) return owsException('InvalidParameterValue', `TILEMATRIXSET must be ${ls.set} on ${ls.type}_${ls.set}`, 'TILEMATRIXSET');
  const [z, row, col] = ['TILEMATRIX', 'TILEROW', 'TILECOL'].map((k) => Number(p.get(k)));
  return (await tile(ctx, ls.type, ls.set, z, row, col)) ?? owsException('TileOutOfRange', `tile ${z}/${row}/${col} is outside ${ls.type}_${ls.set}`, 'TILEMATRIX');
}

/** IGServer proxy: cts/tianditu/{vector|raster|vectorAnno|rasterAnno}/{x}/{y}/{z}, on the Web Mercator set. */
export async function igsTianditu(ctx: HandlerContext, rest: string[]): Promise<Response> {
  const type = IGS_TYPES[rest[0].toLowerCase()];
  if (!type) return text(`Tianditu type "${rest[0]}" is not one of ${Object.keys(IGS_TYPES).join(', ')}`, 404);
  const [x, y, z] = rest.slice(1).map(Number);
  return (await tile(ctx, type, 'w', z, y, x)) ?? text(`tile ${rest.slice(1).join('/')} is outside Tianditu's range`, 404);
}
