// Esri JSON geometry in the emulated ArcGIS query: features written in the requested spatial reference (the geometry
// kit's GeoJSON → Esri, coordinates rounded to 1e-7), and the `geometry` parameter read into lon/lat.
import { geoJsonToEsri, project, unproject, type EsriGeometry } from '../../core/geo/index.ts';
import type { CrsKind } from '../geo/crs.ts';
import type { Geometry } from '../types.ts';
import type { Shape } from '../featureQuery.ts';

const round = (n: number) => Math.round(n * 1e7) / 1e7;

export function toEsri(g: Geometry, kind: CrsKind): EsriGeometry {
  return geoJsonToEsri(g, (c) => project(kind, c[0], c[1]).map(round));
}

/**
 * Parses the `geometry` parameter (`xmin,ymin,xmax,ymax`, `x,y`, or Esri JSON) of the given geometryType into
 * lon/lat. Returns an error sentence when it cannot.
 */
export function parseQueryGeometry(value: string, geometryType: string, inKind: CrsKind): Shape | string {
  const ll = (x: number, y: number) => unproject(inKind, x, y);
  let obj: any;
  const trimmed = value.trim();
  if (trimmed.startsWith('{')) {
    try {
      obj = JSON.parse(trimmed);
    } catch {
      return `'geometry' is not valid JSON`;
    }
  } else {
    const n = trimmed.split(',').map(Number);
    if (n.some((v) => !Number.isFinite(v))) return `'geometry' must be numbers or Esri JSON`;
    if (n.length === 4) obj = { xmin: n[0], ymin: n[1], xmax: n[2], ymax: n[3] };
    else if (n.length === 2) obj = { x: n[0], y: n[1] };
    else return `'geometry' has ${n.length} numbers; an envelope has 4, a point 2`;
  }
  const type = geometryType || 'esriGeometryEnvelope';
  if (type === 'esriGeometryEnvelope' && ['xmin', 'ymin', 'xmax', 'ymax'].every((k) => Number.isFinite(obj.xmin !== undefined ? Number(obj[k]) : NaN))) {
    const [x0, y0] = ll(Number(obj.xmin), Number(obj.ymin));
    const [x1, y1] = ll(Number(obj.xmax), Number(obj.ymax));
    return { type: 'box', box: [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)] };
  }
  if (type === 'esriGeometryPoint' && Number.isFinite(Number(obj.x)) && Number.isFinite(Number(obj.y))) {
    const [x, y] = ll(Number(obj.x), Number(obj.y));
    return { type: 'point', x, y };
  }
  if (type === 'esriGeometryPolygon' && Array.isArray(obj.rings)) {
    return { type: 'polygon', rings: obj.rings.map((r: number[][]) => r.map(([x, y]) => ll(x, y))) };
  }
  return `'geometry' does not match geometryType ${type}`;
}
