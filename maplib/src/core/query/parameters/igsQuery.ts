// The query string of IGServer's feature service (mrfs `…/query`) as MapGIS's own client writes it: the parameters,
// their order and value formats of Zondy.Service.QueryParameter.getParameterURL (MapGIS/WebClient-JavaScript
// src/service/MRFS/QueryParameter.js; gdbp last, as QueryByLayerParameter appends it), fed as MapGIS's Vue
// FeatureService fed it from these parameter classes. Where that client was wrong, this writes what it meant:
// - `structs` and `rule` are JSON (the client's own toJSON wrote single-quoted keys, which only lenient readers take);
// - a point or line carries its tolerance as `x,y;0.001` always (the client wrote `;null` when none was set);
// - `isAsc` goes with every `orderField`, `false` included (the client dropped `false`, leaving the server's default);
// - `rtnLabel=false`, `guid`, `cursorType=forward` and `coordPrecision=2`, constants the client always appended, are
//   left to the server's defaults (the last one would round coordinates to 2 decimals, about a kilometre).
import { MapLibError } from '../../base/mapLibError.ts';
import type { SimpleGeometry } from '../../geo/index.ts';
import type { QueryRecord, QueryRequest, QueryShape } from './types.ts';

/** The search tolerance of a point or line query in degrees, as MapGIS's FeatureService sends it (about 100 m). */
export const IGS_NEAR_DIS = 0.001;

const coords = (ring: number[][]) => ring.map((p) => `${p[0]},${p[1]}`).join(',');

/** `geometry` and `geometryType` of a shape: rect, point, line, polygon (its outer ring) or multiPolygon. */
export function igsGeometry(shape: QueryShape, fail: (problem: string) => never): { geometry: string; geometryType: string } {
  if (shape.type === 'box') {
    const [w, s, e, n] = shape.box;
    if (w > e) fail(`the rectangle crosses the antimeridian (west ${w} > east ${e}): IGServer's rect cannot say that; query each side apart`);
    return { geometry: `${w},${s},${e},${n}`, geometryType: 'rect' };
  }
  const g: SimpleGeometry = shape.geometry;
  const outer = (rings: number[][][], which: string) => {
    if (rings.length > 1) fail(`${which} has ${rings.length - 1} hole(s): IGServer's query polygon is one ring; query without the holes or use ArcGIS`);
    return coords(rings[0]);
  };
  switch (g.type) {
    case 'Point':
      return { geometry: `${g.coordinates[0]},${g.coordinates[1]};${IGS_NEAR_DIS}`, geometryType: 'point' };
    case 'LineString':
      return { geometry: `${coords(g.coordinates)};${IGS_NEAR_DIS}`, geometryType: 'line' };
    case 'Polygon':
      return { geometry: outer(g.coordinates, 'the polygon'), geometryType: 'polygon' };
    case 'MultiPolygon':
      return { geometry: g.coordinates.map((p, i) => outer(p, `polygon ${i}`)).join(';'), geometryType: 'multiPolygon' };
    default:
      return fail(`IGServer queries by a point, line, polygon, multipolygon or rectangle, not a ${g.type}`);
  }
}

export function igsQuery(r: QueryRequest): QueryRecord {
  const fail: (problem: string) => never = (problem) => {
    throw new MapLibError(r.component, [problem]);
  };
  if (r.layers.kind === 'none') fail("layers is required for IGServer: map-document layer indexes ([0, 2]) or gdbp paths ('gdbp://…')");
  if (r.layers.kind === 'name') fail(`IGServer layers are map-document layer indexes or gdbp paths, got ${r.layers.names.join(', ')}`);
  const q: QueryRecord = { page: String(r.pageIndex), pageCount: String(r.pagination), f: r.resultFormat };
  if (r.spatial) Object.assign(q, igsGeometry(r.spatial.shape, fail));
  q.structs = JSON.stringify({ IncludeAttribute: r.includeAttribute, IncludeGeometry: r.includeGeometry, IncludeWebGraphic: r.includeWebGraphic });
  if (r.where) q.where = r.where;
  if (r.spatial) {
    const s = r.spatial;
    q.rule = JSON.stringify({ CompareRectOnly: s.compareRectOnly, EnableDisplayCondition: s.enableDisplayCondition, MustInside: s.mustInside, Intersect: !s.mustInside });
  }
  if (r.objectIds) q.objectIds = r.objectIds.join(',');
  if (r.orderBy) q.orderField = r.orderBy;
  if (r.fields) q.fields = r.fields.join(',');
  if (r.coordPrecision !== undefined) q.coordPrecision = String(r.coordPrecision);
  if (r.orderBy) q.isAsc = String(r.isAsc);
  if (r.proj) q.srsIds = r.proj;
  if (r.layers.kind === 'gdbp') q.gdbp = r.layers.paths.join(',');
  return q;
}
