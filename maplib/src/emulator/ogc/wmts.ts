// OGC WMTS 1.0.0: GetCapabilities and GetTile in the KVP and RESTful encodings, with OWS exception reports.
import { GEOGRAPHIC_GRID, MERCATOR_GRID, tileInRange, type TileGrid } from '../geo/tiles.ts';
import { readParams, type Params } from '../params.ts';
import { xml } from '../respond.ts';
import { drawLayers, renderTile } from '../render/renderTile.ts';
import type { HandlerContext, LayerDef } from '../types.ts';
import { owsException } from './exceptions.ts';
import { defaultLayers } from '../layerFilter.ts';
import { layerBounds } from './layerBounds.ts';
import { wmtsCapabilities } from './wmtsCapabilities.ts';

export const WMTS_SETS: TileGrid[] = [MERCATOR_GRID, GEOGRAPHIC_GRID];
const FORMATS = ['image/png', 'image/jpeg'];
/** A layer that draws every emulated layer together. */
const ALL = 'world';

export interface TileAddress {
  layer: string;
  style: string;
  format: string;
  set: string;
  matrix: string;
  row: string;
  col: string;
}

function layersFor(ctx: HandlerContext, id: string): LayerDef[] | undefined {
  if (id === ALL) return defaultLayers(ctx.catalog.layers);
  const l = ctx.catalog.layers.find((x) => x.name === id);
  return l && [l];
}

/** Validates a tile address in the order of WMTS 1.0 §7.2.4 and draws the tile, or answers the OWS exception. */
export async function getTile(ctx: HandlerContext, a: TileAddress, sets = WMTS_SETS, watermark?: string): Promise<Response> {
  const layers = layersFor(ctx, a.layer);
  if (!layers) return owsException('InvalidParameterValue', `layer "${a.layer}" does not exist`, 'LAYER');
  if (a.style !== 'default' && a.style !== '') return owsException('InvalidParameterValue', `style "${a.style}" does not exist`, 'STYLE');
  if (!FORMATS.includes(a.format)) return owsException('InvalidParameterValue', `format "${a.format}" is not offered (${FORMATS.join(', ')})`, 'FORMAT');
  const grid = sets.find((s) => s.id === a.set);
  if (!grid) return owsException('InvalidParameterValue', `TileMatrixSet "${a.set}" does not exist (${sets.map((s) => s.id).join(', ')})`, 'TILEMATRIXSET');
  const z = Number(a.matrix);
  if (!/^\d+$/.test(a.matrix) || z < grid.minLevel || z > grid.maxLevel) return owsException('InvalidParameterValue', `TileMatrix "${a.matrix}" is not in set ${grid.id}`, 'TILEMATRIX');
  const row = Number(a.row);
  const col = Number(a.col);
  if (!/^\d+$/.test(a.row) || !tileInRange(grid, z, row, 0)) return owsException('TileOutOfRange', `TileRow ${a.row} is outside 0…${grid.matrix(z).height - 1}`, 'TILEROW');
  if (!/^\d+$/.test(a.col) || !tileInRange(grid, z, 0, col)) return owsException('TileOutOfRange', `TileCol ${a.col} is outside 0…${grid.matrix(z).width - 1}`, 'TILECOL');
  return renderTile(ctx, { grid, z, row, col, layers: await drawLayers(ctx, layers), format: a.format, watermark });
}

export function missing(p: Params, keys: string[]): string | undefined {
  return keys.find((k) => p.nonEmpty(k) === undefined);
}

export function wmtsHandler() {
  return async function handleWmts(ctx: HandlerContext): Promise<Response> {
    const endpoint = ctx.url.origin + ctx.url.pathname.replace(/\/(1\.0\.0\/.*)?$/, '');
    const capabilities = () => {
      const layers = [...ctx.catalog.layers.map((l) => ({ id: l.name, title: l.title.en, abstract: l.title.zh, bounds: layerBounds(l) })), { id: ALL, title: 'All layers', abstract: '全部图层', bounds: [-180, -90, 180, 90] }];
      return xml(
        wmtsCapabilities({
          title: 'MapLib emulated WMTS',
          kvpUrl: endpoint,
          sets: WMTS_SETS,
          layers: layers.map((l) => ({ ...l, formats: FORMATS, sets: WMTS_SETS, resourceUrl: `${endpoint}/1.0.0/${l.id}/{Style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png` })),
        }),
      );
    };
    // RESTful: 1.0.0/WMTSCapabilities.xml and 1.0.0/{layer}/{style}/{set}/{matrix}/{row}/{col}.{ext}
    if (ctx.path.length) {
      if (ctx.path[0] !== '1.0.0') return owsException('InvalidParameterValue', `version ${ctx.path[0]} is not supported (1.0.0)`, 'VERSION');
      if (ctx.path.length === 2 && ctx.path[1] === 'WMTSCapabilities.xml') return capabilities();
      if (ctx.path.length !== 7) return owsException('InvalidParameterValue', 'RESTful tile URLs are 1.0.0/{layer}/{style}/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png');
      const [, layer, style, set, matrix, row, file] = ctx.path;
      const m = /^(\d+)\.(png|jpe?g)$/i.exec(file);
      if (!m) return owsException('InvalidParameterValue', `tile file "${file}" must be {TileCol}.png or .jpg`, 'TILECOL');
      const format = m[2].toLowerCase() === 'png' ? 'image/png' : 'image/jpeg';
      return getTile(ctx, { layer, style, format, set, matrix, row, col: m[1] });
    }
    const p = await readParams(ctx.request, ctx.url);
    const lack = missing(p, ['SERVICE', 'REQUEST']);
    if (lack) return owsException('MissingParameterValue', `${lack} is required`, lack);
    if (p.get('SERVICE')!.toUpperCase() !== 'WMTS') return owsException('InvalidParameterValue', `SERVICE must be WMTS, got "${p.get('SERVICE')}"`, 'SERVICE');
    const op = p.get('REQUEST')!.toLowerCase();
    if (op === 'getcapabilities') return capabilities();
    if (op !== 'gettile') return owsException('OperationNotSupported', `request "${p.get('REQUEST')}" is not supported (GetCapabilities, GetTile)`, 'REQUEST');
    const lackTile = missing(p, ['VERSION', 'LAYER', 'STYLE', 'FORMAT', 'TILEMATRIXSET', 'TILEMATRIX', 'TILEROW', 'TILECOL'].filter((k) => k !== 'STYLE'));
    if (lackTile) return owsException('MissingParameterValue', `${lackTile} is required`, lackTile);
    if (!p.has('STYLE')) return owsException('MissingParameterValue', 'STYLE is required', 'STYLE');
    if (p.get('VERSION') !== '1.0.0') return owsException('VersionNegotiationFailed', `VERSION ${p.get('VERSION')} is not supported (1.0.0)`, 'VERSION');
    return getTile(ctx, {
      layer: p.get('LAYER')!,
      style: p.get('STYLE')!,
      format: p.get('FORMAT')!.toLowerCase(),
      set: p.get('TILEMATRIXSET')!,
      matrix: p.get('TILEMATRIX')!,
      row: p.get('TILEROW')!,
      col: p.get('TILECOL')!,
    });
  };
}
