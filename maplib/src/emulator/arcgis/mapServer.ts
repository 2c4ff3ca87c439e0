// ArcGIS MapServer routes: service info (`?f=json`, with tileInfo), `export`, `tile/{z}/{y}/{x}`, `legend`,
// `layers`, `{layer}` and `{layer}/query`; the FeatureServer face of the same services: info, `{layer}`, `{layer}/query`
// and the edits (featureEdits.ts).
import { tileInRange } from '../geo/tiles.ts';
import { readParams } from '../params.ts';
import { json } from '../respond.ts';
import { drawLayers, renderTile } from '../render/renderTile.ts';
import type { HandlerContext, LayerDef } from '../types.ts';
import { layerBounds } from '../ogc/layerBounds.ts';
import { project } from '../../core/geo/index.ts';
import { arcgisError, INVALID } from './errors.ts';
import { exportMap } from './export.ts';
import { EDIT_OPS, featureEdits } from './featureEdits.ts';
import { esriFields, esriGeometryType } from './fields.ts';
import { legend } from './legend.ts';
import { query, MAX_RECORD_COUNT } from './query.ts';
import { SERVICES, tileInfo, type MapService } from './services.ts';

function extent(s: MapService, b: number[]) {
  const [x0, y0] = project(s.crs.kind, b[0], b[1]);
  const [x1, y1] = project(s.crs.kind, b[2], b[3]);
  return { xmin: x0, ymin: y0, xmax: x1, ymax: y1, spatialReference: s.spatialReference };
}

function layerInfo(s: MapService, l: LayerDef) {
  return {
    id: l.index,
    name: l.name,
    type: 'Feature Layer',
    description: `${l.title.en} / ${l.title.zh}. ${l.source}`,
    geometryType: esriGeometryType(l),
    parentLayer: null,
    subLayers: [],
    minScale: 0,
    maxScale: 0,
    defaultVisibility: !l.hidden,
    extent: extent(s, layerBounds(l)),
    displayField: l.fields.find((f) => f.type === 'string')?.name ?? '',
    fields: esriFields(l),
    objectIdField: 'OBJECTID',
    maxRecordCount: MAX_RECORD_COUNT,
    supportsAdvancedQueries: true,
    capabilities: 'Map,Query,Data',
  };
}

function serviceInfo(s: MapService, layers: LayerDef[]) {
  const ext = { xmin: s.fullExtent[0], ymin: s.fullExtent[1], xmax: s.fullExtent[2], ymax: s.fullExtent[3], spatialReference: s.spatialReference };
  return {
    currentVersion: 10.81,
    serviceDescription: 'MapLib emulated MapServer over Natural Earth and USGS data',
    mapName: s.name,
    description: '',
    copyrightText: 'Natural Earth; USGS',
    supportsDynamicLayers: false,
    layers: layers.map((l) => ({ id: l.index, name: l.name, parentLayerId: -1, defaultVisibility: !l.hidden, subLayerIds: null, minScale: 0, maxScale: 0, type: 'Feature Layer', geometryType: esriGeometryType(l) })),
    tables: [],
    spatialReference: s.spatialReference,
    singleFusedMapCache: true,
    tileInfo: tileInfo(s),
    initialExtent: ext,
    fullExtent: ext,
    minScale: tileInfo(s).lods[0].scale,
    maxScale: tileInfo(s).lods.at(-1)!.scale,
    units: s.crs.kind === 'geographic' ? 'esriDecimalDegrees' : 'esriMeters',
    supportedImageFormatTypes: 'PNG32,PNG24,PNG,JPG',
    capabilities: 'Map,Query,Data',
    supportedQueryFormats: 'JSON, geoJSON',
    maxRecordCount: MAX_RECORD_COUNT,
    maxImageHeight: 4096,
    maxImageWidth: 4096,
  };
}

/** A FeatureServer's description: its layers, and that they can be queried and edited. */
function featureServerInfo(s: MapService, layers: LayerDef[]) {
  return {
    currentVersion: 10.81,
    serviceDescription: 'MapLib emulated FeatureServer over Natural Earth and USGS data; edits persist in the browser',
    hasVersionedData: false,
    supportsDisconnectedEditing: false,
    supportedQueryFormats: 'JSON, geoJSON',
    maxRecordCount: MAX_RECORD_COUNT,
    capabilities: 'Query,Create,Update,Delete,Editing',
    spatialReference: s.spatialReference,
    layers: layers.map((l) => ({ id: l.index, name: l.name, parentLayerId: -1, defaultVisibility: true, subLayerIds: null, minScale: 0, maxScale: 0, geometryType: esriGeometryType(l) })),
    tables: [],
  };
}

export async function arcgisHandler(ctx: HandlerContext): Promise<Response> {
  const [name, kind, ...rest] = ctx.path;
  const p = await readParams(ctx.request, ctx.url);
  const f = p.get('f')?.toLowerCase();
  const service = SERVICES.find((s) => s.name === name);
  if (!name) return json({ currentVersion: 10.81, folders: [], services: SERVICES.map((s) => ({ name: s.name, type: 'MapServer' })) });
  if (!service || (kind !== 'MapServer' && kind !== 'FeatureServer')) return arcgisError(404, 'Service not found', [`${ctx.path.slice(0, 2).join('/')} (services: ${SERVICES.map((s) => `${s.name}/MapServer, ${s.name}/FeatureServer`).join(', ')})`], f ?? 'json');
  const layers = ctx.catalog.layers;
  if (rest.length === 0) {
    if (f !== 'json' && f !== 'pjson') return arcgisError(400, INVALID, ['the emulator answers f=json or f=pjson only'], 'json');
    return json(kind === 'FeatureServer' ? featureServerInfo(service, layers) : serviceInfo(service, layers));
  }
  // The FeatureServer face of a service: its layers, their queries and edits; no images.
  if (kind === 'FeatureServer' && !/^\d+$/.test(rest[0])) return arcgisError(404, 'Requested operation is not supported', [`FeatureServer/${rest.join('/')}`], f ?? 'json');
  if (rest[0] === 'export' && rest.length === 1) return exportMap(ctx, service, p);
  if (rest[0] === 'legend' && rest.length === 1) return legend(ctx);
  if (rest[0] === 'layers' && rest.length === 1) return json({ layers: layers.map((l) => layerInfo(service, l)), tables: [] });
  if (rest[0] === 'tile' && rest.length === 4) {
    // tile/{level}/{row}/{col}: row before column, as ArcGIS caches are addressed.
    const [z, row, col] = rest.slice(1).map(Number);
    if (!tileInRange(service.grid, z, row, col)) return arcgisError(404, 'Tile not found', [`level ${rest[1]}, row ${rest[2]}, column ${rest[3]} is outside the cache`]);
    return renderTile(ctx, { grid: service.grid, z, row, col, layers: await drawLayers(ctx), background: null });
  }
  if (/^\d+$/.test(rest[0])) {
    const layer = ctx.catalog.byIndex(Number(rest[0]));
    if (!layer) return arcgisError(400, INVALID, [`Layer ${rest[0]} does not exist`], f ?? 'json');
    if (rest.length === 1) return json(layerInfo(service, layer));
    if (rest.length === 2 && rest[1] === 'query') return query(ctx, service, layer, p);
    if (kind === 'FeatureServer' && rest.length === 2 && EDIT_OPS.includes(rest[1])) return featureEdits(ctx, service, layer, rest[1], p);
  }
  return arcgisError(404, 'Requested operation is not supported', [rest.join('/')], f ?? 'json');
}
