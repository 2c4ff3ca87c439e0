// The query string of OGC API Features `/collections/{id}/items`. Part 1 (Core, OGC 17-069r4 §7.15) has `limit` and
// `bbox` (west > east across the antimeridian, §7.15.3); the rest is sent only when asked for, because a Part-1-only
// server answers 400 to a parameter it does not know (/req/core/query-param-unknown):
// - `offset` for pages after the first (not in Part 1, which pages by `next` links; pygeoapi, GeoServer and ldproxy read it);
// - `filter` + `filter-lang=cql2-text` for a where clause (Part 3, Filtering): a SQL where clause of comparisons,
//   LIKE, IN, BETWEEN, IS NULL, AND/OR/NOT is the same text in CQL2;
// - `sortby` for orderBy (Part 8, Sorting, draft: `name` ascending, `-name` descending);
// - `crs` for proj (Part 2, Coordinate Reference Systems by Reference; EPSG:4326 is asked as CRS84, lon/lat).
// Ids, other geometries, MustInside and rectangles-only have no Part 1–3 form and throw; fields, IncludeGeometry,
// IncludeWebGraphic, coordPrecision and enableDisplayCondition have none either and are left out.
import { MapLibError } from '../../base/mapLibError.ts';
import { epsgCode } from './epsgCode.ts';
import type { QueryRecord, QueryRequest } from './types.ts';

export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

export function ogcQuery(r: QueryRequest): QueryRecord {
  const fail: (problem: string) => never = (problem) => {
    throw new MapLibError(r.component, [problem]);
  };
  if (r.layers.kind === 'gdbp') fail(`an OGC API Features collection is named by its id, not a gdbp path (${r.layers.paths.join(', ')})`);
  if (r.resultFormat !== 'json') fail(`resultFormat '${r.resultFormat}' is IGServer's; OGC API Features answers GeoJSON`);
  if (r.objectIds) fail('OGC API Features has no query by a list of ids: read each at /collections/{id}/items/{featureId}');
  const q: QueryRecord = {};
  if (r.spatial) {
    const s = r.spatial;
    if (s.shape.type !== 'box') fail(`OGC API Features filters by a bounding box only (bbox), not a ${s.shape.geometry.type}: use RectangleParameter`);
    if (s.mustInside) fail("OGC API Features' bbox selects the features that meet the box; MustInside has no equivalent");
    if (s.compareRectOnly) fail("OGC API Features' bbox compares geometries; compareRectOnly has no equivalent");
    q.bbox = s.shape.box.join(',');
  }
  q.limit = String(r.pagination);
  if (r.pageIndex > 0) q.offset = String(r.pageIndex * r.pagination);
  if (r.where) {
    q.filter = r.where;
    q['filter-lang'] = 'cql2-text';
  }
  if (r.orderBy) q.sortby = r.isAsc ? r.orderBy : `-${r.orderBy}`;
  if (r.proj) {
    const code = epsgCode(r.proj);
    if (code === undefined) fail(`proj '${r.proj}' names no EPSG code for the crs parameter (use 'EPSG:4326', 'EPSG:3857', …)`);
    q.crs = code === 4326 ? CRS84 : `http://www.opengis.net/def/crs/EPSG/0/${code}`;
  }
  return q;
}
