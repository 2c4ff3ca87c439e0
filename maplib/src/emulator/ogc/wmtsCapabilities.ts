// WMTS 1.0.0 capabilities: layers, the `w` (GoogleMapsCompatible) and `c` (geographic) matrix sets, KVP and REST.
import { METERS_PER_DEGREE, MERCATOR_MAX } from '../../core/geo/index.ts';
import { resolution, type TileGrid } from '../geo/tiles.ts';
import { el, tx, XML_DECL } from '../xml.ts';
import { fmt } from './layerBounds.ts';

export interface WmtsLayerInfo {
  id: string;
  title: string;
  abstract?: string;
  formats: string[];
  bounds: number[];
  sets: TileGrid[];
  /** RESTful template with {TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}; omitted when only KVP is served. */
  resourceUrl?: string;
}

export interface WmtsServiceInfo {
  title: string;
  /** KVP endpoint (without query). */
  kvpUrl: string;
  layers: WmtsLayerInfo[];
  sets: TileGrid[];
}

/** OGC's standardised pixel size (0.28 mm) turns a resolution into a scale denominator. */
export function scaleDenominator(grid: TileGrid, z: number): number {
  const metresPerPixel = resolution(grid, z) * (grid.kind === 'geographic' ? METERS_PER_DEGREE : 1);
  return metresPerPixel / 0.00028;
}

function matrixSet(grid: TileGrid): string {
  const geographic = grid.kind === 'geographic';
  const matrices: string[] = [];
  for (let z = grid.minLevel; z <= grid.maxLevel; z++) {
    const { width, height } = grid.matrix(z);
    matrices.push(
      el(
        'TileMatrix',
        {},
        tx('ows:Identifier', String(z)),
        tx('ScaleDenominator', String(scaleDenominator(grid, z))),
        // EPSG:4326 is latitude first, so its top-left corner is written "90 -180".
        tx('TopLeftCorner', geographic ? `${grid.origin[1]} ${grid.origin[0]}` : `${fmt(-MERCATOR_MAX)} ${fmt(MERCATOR_MAX)}`),
        tx('TileWidth', grid.tileSize),
        tx('TileHeight', grid.tileSize),
        tx('MatrixWidth', width),
        tx('MatrixHeight', height),
      ),
    );
  }
  return el(
    'TileMatrixSet',
    {},
    tx('ows:Identifier', grid.id),
    tx('ows:SupportedCRS', geographic ? 'urn:ogc:def:crs:EPSG::4326' : 'urn:ogc:def:crs:EPSG::3857'),
    ...(geographic ? [] : [tx('WellKnownScaleSet', 'urn:ogc:def:wkss:OGC:1.0:GoogleMapsCompatible')]),
    matrices,
  );
}

function operation(name: string, href: string): string {
  return el(
    'ows:Operation',
    { name },
    el('ows:DCP', {}, el('ows:HTTP', {}, el('ows:Get', { 'xlink:href': href + '?' }, el('ows:Constraint', { name: 'GetEncoding' }, el('ows:AllowedValues', {}, tx('ows:Value', 'KVP')))))),
  );
}

export function wmtsCapabilities(info: WmtsServiceInfo): string {
  const layers = info.layers.map((l) =>
    el(
      'Layer',
      {},
      tx('ows:Title', l.title),
      ...(l.abstract ? [tx('ows:Abstract', l.abstract)] : []),
      el('ows:WGS84BoundingBox', {}, tx('ows:LowerCorner', `${fmt(l.bounds[0])} ${fmt(l.bounds[1])}`), tx('ows:UpperCorner', `${fmt(l.bounds[2])} ${fmt(l.bounds[3])}`)),
      tx('ows:Identifier', l.id),
      el('Style', { isDefault: 'true' }, tx('ows:Title', 'default'), tx('ows:Identifier', 'default')),
      l.formats.map((f) => tx('Format', f)),
      l.sets.map((s) => el('TileMatrixSetLink', {}, tx('TileMatrixSet', s.id))),
      ...(l.resourceUrl ? [el('ResourceURL', { format: l.formats[0], resourceType: 'tile', template: l.resourceUrl })] : []),
    ),
  );
  return (
    `${XML_DECL}\n<Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:gml="http://www.opengis.net/gml" ` +
    `xsi:schemaLocation="http://www.opengis.net/wmts/1.0 http://schemas.opengis.net/wmts/1.0/wmtsGetCapabilities_response.xsd" version="1.0.0">` +
    el('ows:ServiceIdentification', {}, tx('ows:Title', info.title), tx('ows:ServiceType', 'OGC WMTS'), tx('ows:ServiceTypeVersion', '1.0.0')) +
    el('ows:OperationsMetadata', {}, operation('GetCapabilities', info.kvpUrl), operation('GetTile', info.kvpUrl)) +
    el('Contents', {}, layers, info.sets.map(matrixSet)) +
    `</Capabilities>`
  );
}
