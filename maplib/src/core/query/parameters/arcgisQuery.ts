// The query string of ArcGIS `{FeatureServer|MapServer}/{layer}/query`, parameters in the order of the REST API's
// "Query (Feature Service/Layer)" table: where, objectIds, geometry (the simple `xmin,ymin,xmax,ymax` and `x,y`
// syntax for envelopes and points, Esri JSON from the geometry kit otherwise) with geometryType, inSR 4326 and
// spatialRel, outFields, returnGeometry, outSR, geometryPrecision, orderByFields, resultOffset/resultRecordCount, f=json.
import { MapLibError } from '../../base/mapLibError.ts';
import { geoJsonToEsri, type SimpleGeometry } from '../../geo/index.ts';
import { epsgCode } from './epsgCode.ts';
import type { QueryRecord, QueryRequest, SpatialFilter } from './types.ts';

const ESRI_GEOMETRY_TYPE: Record<SimpleGeometry['type'], string> = {
  Point: 'esriGeometryPoint',
  MultiPoint: 'esriGeometryMultipoint',
  LineString: 'esriGeometryPolyline',
  MultiLineString: 'esriGeometryPolyline',
  Polygon: 'esriGeometryPolygon',
  MultiPolygon: 'esriGeometryPolygon',
};

/**
 * The spatialRel of a filter. ArcGIS reads it as "query geometry REL feature": features wholly inside the geometry
 * are esriSpatialRelContains (Esri Leaflet's `within()` sends the same). Bounding rectangles only is
 * esriSpatialRelEnvelopeIntersects; "rectangles only, inside" has no relation of its own, except for a rectangle,
 * where a feature is inside exactly when its bounding rectangle is.
 */
function spatialRel(s: SpatialFilter, fail: (problem: string) => never): string {
  if (!s.mustInside) return s.compareRectOnly ? 'esriSpatialRelEnvelopeIntersects' : 'esriSpatialRelIntersects';
  if (s.compareRectOnly && s.shape.type !== 'box') fail('compareRectOnly with MustInside has no ArcGIS spatialRel for a geometry other than a rectangle');
  return 'esriSpatialRelContains';
}

export function arcgisQuery(r: QueryRequest): QueryRecord {
  const fail: (problem: string) => never = (problem) => {
    throw new MapLibError(r.component, [problem]);
  };
  if (r.layers.kind === 'gdbp' || r.layers.kind === 'name') fail(`ArcGIS layers are layer ids (0, 2), got ${(r.layers.kind === 'gdbp' ? r.layers.paths : r.layers.names).join(', ')}`);
  if (r.resultFormat !== 'json') fail(`resultFormat '${r.resultFormat}' is IGServer's; an ArcGIS query answers f=json`);
  const q: QueryRecord = {};
  // ArcGIS needs a where, ids or a geometry: `1=1` asks for every feature.
  if (r.where) q.where = r.where;
  else if (!r.objectIds && !r.spatial) q.where = '1=1';
  if (r.objectIds) q.objectIds = r.objectIds.join(',');
  if (r.spatial) {
    const { shape } = r.spatial;
    if (shape.type === 'box') {
      const [w, s, e, n] = shape.box;
      if (w > e) fail(`the rectangle crosses the antimeridian (west ${w} > east ${e}): an ArcGIS envelope cannot; query each side apart`);
      q.geometry = `${w},${s},${e},${n}`;
      q.geometryType = 'esriGeometryEnvelope';
    } else {
      const g = shape.geometry;
      q.geometry = g.type === 'Point' ? `${g.coordinates[0]},${g.coordinates[1]}` : JSON.stringify(geoJsonToEsri(g));
      q.geometryType = ESRI_GEOMETRY_TYPE[g.type];
    }
    q.inSR = '4326';
    q.spatialRel = spatialRel(r.spatial, fail);
  }
  // Without attributes the answer keeps the object id alone (outFields left out).
  if (r.includeAttribute) q.outFields = r.fields ? r.fields.join(',') : '*';
  q.returnGeometry = String(r.includeGeometry);
  if (r.proj) {
    const code = epsgCode(r.proj);
    if (code === undefined) fail(`proj '${r.proj}' names no EPSG code for ArcGIS's outSR (use 'EPSG:4326', 'EPSG:3857', …)`);
    q.outSR = String(code);
  }
  if (r.coordPrecision !== undefined) q.geometryPrecision = String(r.coordPrecision);
  if (r.orderBy) q.orderByFields = `${r.orderBy} ${r.isAsc ? 'ASC' : 'DESC'}`;
  q.resultOffset = String(r.pageIndex * r.pagination);
  q.resultRecordCount = String(r.pagination);
  q.f = 'json';
  return q;
}
