// GeoJSON ↔ Esri JSON geometry: points {x,y}, paths, and rings oriented the Esri way (outer clockwise, holes
// counter-clockwise), projected into the requested spatial reference.
import { project, unproject, type CrsKind } from '../geo/crs.ts';
import type { Geometry, Position } from '../types.ts';
import type { Shape } from '../featureQuery.ts';

/** Twice the signed area; positive is counter-clockwise with y up. */
function signedArea(ring: Position[]): number {
  let a = 0;
  // Σ (x_prev − x)(y_prev + y) over the edges: positive when the ring turns left (counter-clockwise).
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return a;
}

export function orient(ring: Position[], clockwise: boolean): Position[] {
  const ccw = signedArea(ring) > 0;
  return ccw === clockwise ? [...ring].reverse() : ring;
}

const round = (n: number) => Math.round(n * 1e7) / 1e7;

export function toEsri(g: Geometry, kind: CrsKind): Record<string, unknown> {
  const p = (c: Position) => project(kind, c[0], c[1]).map(round);
  switch (g.type) {
    case 'Point':
      return { x: p(g.coordinates)[0], y: p(g.coordinates)[1] };
    case 'MultiPoint':
      return { points: g.coordinates.map(p) };
    case 'LineString':
      return { paths: [g.coordinates.map(p)] };
    case 'MultiLineString':
      return { paths: g.coordinates.map((l) => l.map(p)) };
    case 'Polygon':
    case 'MultiPolygon': {
      const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      return { rings: polys.flatMap((rings) => rings.map((r, i) => orient(r, i === 0).map(p))) };
    }
  }
}

/** RFC 7946 orientation for GeoJSON output: outer rings counter-clockwise, holes clockwise. */
export function rfc7946(g: Geometry): Geometry {
  if (g.type === 'Polygon') return { type: 'Polygon', coordinates: g.coordinates.map((r, i) => orient(r, i !== 0)) };
  if (g.type === 'MultiPolygon') return { type: 'MultiPolygon', coordinates: g.coordinates.map((p) => p.map((r, i) => orient(r, i !== 0))) };
  return g;
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
