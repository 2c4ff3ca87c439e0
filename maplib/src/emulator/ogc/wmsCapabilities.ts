// WMS GetCapabilities documents in the 1.1.1 (WMT_MS_Capabilities) and 1.3.0 (WMS_Capabilities) shapes.
import { WMS_CRS_IDS } from '../geo/crs.ts';
import { lonLatToMercator } from '../../core/geo/index.ts';
import type { LayerDef } from '../types.ts';
import { el, tx, XML_DECL } from '../xml.ts';
import type { WmsVersion } from './exceptions.ts';
import { layerBounds, fmt } from './layerBounds.ts';

export interface WmsServiceInfo {
  title: string;
  abstract: string;
  /** The endpoint URL, without query. */
  onlineResource: string;
  layers: LayerDef[];
  nameOf(layer: LayerDef): string;
}

export const MAX_SIZE = 4096;
export const WMS_FORMATS = ['image/png', 'image/jpeg'];

function dcp(href: string): string {
  return el('DCPType', {}, el('HTTP', {}, el('Get', {}, el('OnlineResource', { 'xlink:type': 'simple', 'xlink:href': href }))));
}

/** BoundingBox attributes for one CRS; EPSG:4326 and 4490 in WMS 1.3.0 follow the EPSG axis order (lat first). */
function bboxFor(crs: string, b: number[], version: WmsVersion): Record<string, string> {
  const attr = version === '1.3.0' ? 'CRS' : 'SRS';
  if (crs === 'EPSG:3857' || crs === 'EPSG:900913') {
    const [x0, y0] = lonLatToMercator(b[0], b[1]);
    const [x1, y1] = lonLatToMercator(b[2], b[3]);
    return { [attr]: crs, minx: fmt(x0), miny: fmt(y0), maxx: fmt(x1), maxy: fmt(y1) };
  }
  const latFirst = version === '1.3.0' && crs.startsWith('EPSG:');
  return latFirst
    ? { [attr]: crs, minx: fmt(b[1]), miny: fmt(b[0]), maxx: fmt(b[3]), maxy: fmt(b[2]) }
    : { [attr]: crs, minx: fmt(b[0]), miny: fmt(b[1]), maxx: fmt(b[2]), maxy: fmt(b[3]) };
}

function geoBox(b: number[], version: WmsVersion): string {
  if (version === '1.1.1') return el('LatLonBoundingBox', { minx: fmt(b[0]), miny: fmt(b[1]), maxx: fmt(b[2]), maxy: fmt(b[3]) });
  return el(
    'EX_GeographicBoundingBox',
    {},
    tx('westBoundLongitude', fmt(b[0])),
    tx('eastBoundLongitude', fmt(b[2])),
    tx('southBoundLatitude', fmt(b[1])),
    tx('northBoundLatitude', fmt(b[3])),
  );
}

export function wmsCapabilities(info: WmsServiceInfo, version: WmsVersion): { body: string; type: string } {
  const crsTag = version === '1.3.0' ? 'CRS' : 'SRS';
  // 1.1.1 has no CRS:84 (it reads EPSG:4326 as lon/lat anyway).
  const crses = version === '1.3.0' ? WMS_CRS_IDS : WMS_CRS_IDS.filter((c) => c !== 'CRS:84');
  const world = [-180, -90, 180, 90];
  const href = info.onlineResource + '?';
  const style = el('Style', {}, tx('Name', 'default'), tx('Title', 'default'));
  const layers = info.layers.map((l) => {
    const b = layerBounds(l);
    return el(
      'Layer',
      { queryable: '0', opaque: l.kind === 'Reg' ? '1' : '0' },
      tx('Name', info.nameOf(l)),
      tx('Title', l.title.en),
      tx('Abstract', `${l.title.zh}. ${l.source}`),
      geoBox(b, version),
      crses.map((c) => el('BoundingBox', bboxFor(c, b, version))),
      style,
    );
  });
  const getCapsFormat = version === '1.3.0' ? 'text/xml' : 'application/vnd.ogc.wms_xml';
  const capability = el(
    'Capability',
    {},
    el(
      'Request',
      {},
      el('GetCapabilities', {}, tx('Format', getCapsFormat), dcp(href)),
      el('GetMap', {}, WMS_FORMATS.map((f) => tx('Format', f)), dcp(href)),
    ),
    el('Exception', {}, tx('Format', version === '1.3.0' ? 'XML' : 'application/vnd.ogc.se_xml')),
    el('Layer', {}, tx('Title', info.title), crses.map((c) => tx(crsTag, c)), geoBox(world, version), crses.map((c) => el('BoundingBox', bboxFor(c, world, version))), layers),
  );
  const serviceBits = [
    tx('Name', version === '1.3.0' ? 'WMS' : 'OGC:WMS'),
    tx('Title', info.title),
    tx('Abstract', info.abstract),
    el('OnlineResource', { 'xlink:type': 'simple', 'xlink:href': info.onlineResource }),
    tx('Fees', 'none'),
    tx('AccessConstraints', 'none'),
    ...(version === '1.3.0' ? [tx('MaxWidth', MAX_SIZE), tx('MaxHeight', MAX_SIZE)] : []),
  ];
  if (version === '1.1.1') {
    const body =
      `${XML_DECL}\n<!DOCTYPE WMT_MS_Capabilities SYSTEM "http://schemas.opengis.net/wms/1.1.1/WMS_MS_Capabilities.dtd">\n` +
      `<WMT_MS_Capabilities version="1.1.1" xmlns:xlink="http://www.w3.org/1999/xlink">${el('Service', {}, serviceBits)}${capability}</WMT_MS_Capabilities>`;
    return { body, type: 'application/vnd.ogc.wms_xml; charset=utf-8' };
  }
  const body =
    `${XML_DECL}\n<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.opengis.net/wms http://schemas.opengis.net/wms/1.3.0/capabilities_1_3_0.xsd">` +
    `${el('Service', {}, serviceBits)}${capability}</WMS_Capabilities>`;
  return { body, type: 'text/xml; charset=utf-8' };
}

