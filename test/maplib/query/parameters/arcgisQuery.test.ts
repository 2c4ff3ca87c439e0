// ArcGIS FeatureServer / MapServer `{layer}/query` requests held to the ArcGIS REST API's own examples: "Query
// (Feature Service/Layer)", https://developers.arcgis.com/rest/services-reference/enterprise/query-feature-service-layer/
// (its request-parameters table: the syntax and example of where, objectIds, geometry, geometryType, inSR,
// spatialRel, outFields, returnGeometry, outSR, geometryPrecision, orderByFields, resultOffset, resultRecordCount, f),
// and the same table of "Query (Map Service/Layer)", .../query-map-service-layer/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BaseParameter, GeometryParameter, ObjectIdsParameter, RectangleParameter, SQLParameter } from '../../../../maplib/src/core/query/index.ts';
import { esriToGeoJson, isClockwise } from '../../../../maplib/src/core/geo/index.ts';

const CENSUS = 'https://sampleserver6.arcgisonline.com/arcgis/rest/services/Census/MapServer';
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('where: the table\'s example "where=POP2000 > 350000", with outFields=AREANAME,ST,POP2000 and f=json', () => {
  const url = new SQLParameter({ layers: [3], where: 'POP2000 > 350000', fields: 'AREANAME,ST,POP2000' }).toUrl('arcgis', CENSUS);
  assert.is(url.split('?')[0], `${CENSUS}/3/query`);
  assert.equal(params(url), { where: 'POP2000 > 350000', outFields: 'AREANAME,ST,POP2000', returnGeometry: 'true', resultOffset: '0', resultRecordCount: '100', f: 'json' });
  assert.is(url, `${CENSUS}/3/query?where=POP2000%20%3E%20350000&outFields=AREANAME,ST,POP2000&returnGeometry=true&resultOffset=0&resultRecordCount=100&f=json`);
});

test('objectIds: the table\'s syntax "objectIds=<objectId1>, <objectId2>" (example 37, 462), with no where', () => {
  const q = new ObjectIdsParameter({ layers: 0, objectIds: [37, 462] }).toArcgisQuery();
  assert.is(q.objectIds, '37,462');
  assert.not.ok('where' in q, 'ids alone select');
});

test('geometry: the simple syntax of the table, envelope "-104,35.6,-94.32,41" and point "-104,35.6", inSR 4326', () => {
  const env = new RectangleParameter({ layers: 0, geometry: [-104, 35.6, -94.32, 41] }).toArcgisQuery();
  assert.equal([env.geometry, env.geometryType, env.inSR, env.spatialRel], ['-104,35.6,-94.32,41', 'esriGeometryEnvelope', '4326', 'esriSpatialRelIntersects']);
  const pt = new GeometryParameter({ layers: 0, geometry: { type: 'Point', coordinates: [-104, 35.6] } }).toArcgisQuery();
  assert.equal([pt.geometry, pt.geometryType], ['-104,35.6', 'esriGeometryPoint']);
});

test('geometry: other geometries as Esri JSON (Geometry objects: paths, rings with the outer ring clockwise)', () => {
  const ccw = [[100, 20], [120, 20], [120, 45], [100, 45], [100, 20]];
  const q = new GeometryParameter({ layers: 0, geometry: { type: 'Polygon', coordinates: [ccw] } }).toArcgisQuery();
  assert.is(q.geometryType, 'esriGeometryPolygon');
  const rings = JSON.parse(q.geometry).rings;
  assert.ok(isClockwise(rings[0]), 'Esri outer rings run clockwise');
  assert.equal(esriToGeoJson(JSON.parse(q.geometry)), { type: 'Polygon', coordinates: [ccw] }, 'and read back to the same polygon');
  const line = new GeometryParameter({ layers: 0, geometry: { type: 'LineString', coordinates: [[1, 2], [3, 4]] } }).toArcgisQuery();
  assert.equal([line.geometryType, JSON.parse(line.geometry)], ['esriGeometryPolyline', { paths: [[[1, 2], [3, 4]]] }]);
});

test('spatialRel: Intersect, rectangles only (EnvelopeIntersects), MustInside (Contains: "query geometry contains the feature")', () => {
  const rel = (o: object) => new RectangleParameter({ layers: 0, geometry: [0, 0, 10, 10], ...o }).toArcgisQuery().spatialRel;
  assert.is(rel({}), 'esriSpatialRelIntersects');
  assert.is(rel({ compareRectOnly: true }), 'esriSpatialRelEnvelopeIntersects');
  assert.is(rel({ spatialRelationType: 'MustInside' }), 'esriSpatialRelContains');
  assert.is(rel({ spatialRelationType: 'MustInside', compareRectOnly: true }), 'esriSpatialRelContains', 'inside a rectangle exactly when the bounding rectangle is');
  assert.throws(
    () => new GeometryParameter({ layers: 0, geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] }, spatialRelationType: 'MustInside', compareRectOnly: true }).toArcgisQuery(),
    /GeometryParameter: compareRectOnly with MustInside has no ArcGIS spatialRel/,
  );
});

test('outFields, returnGeometry, outSR, geometryPrecision, orderByFields ("STATE_NAME ASC"), paging by resultOffset/resultRecordCount', () => {
  const q = new BaseParameter({ layers: 2, fields: 'STATE_NAME, POP2000', IncludeGeometry: false, proj: 'EPSG:3857', coordPrecision: 3, orderBy: 'STATE_NAME', pageIndex: 3, pagination: 25 }).toArcgisQuery();
  assert.equal(q, {
    where: '1=1',
    outFields: 'STATE_NAME,POP2000',
    returnGeometry: 'false',
    outSR: '3857',
    geometryPrecision: '3',
    orderByFields: 'STATE_NAME ASC',
    resultOffset: '75',
    resultRecordCount: '25',
    f: 'json',
  });
  assert.equal(Object.keys(q), ['where', 'outFields', 'returnGeometry', 'outSR', 'geometryPrecision', 'orderByFields', 'resultOffset', 'resultRecordCount', 'f'], 'the order of the table');
  assert.is(new BaseParameter({ layers: 2, orderBy: 'POP2000', isAsc: false }).toArcgisQuery().orderByFields, 'POP2000 DESC');
  assert.not.ok('outFields' in new BaseParameter({ layers: 2, IncludeAttribute: false }).toArcgisQuery(), 'no attributes: the object id alone');
  assert.is(new BaseParameter({ layers: 2, proj: 'WGS1984_度' }).toArcgisQuery().outSR, '4326', "MapGIS's name of WGS84");
});

test('URLs: the layer from layers or from the URL, FeatureServer too, the service URL\'s token kept', () => {
  const p = new SQLParameter({ layers: [0], where: '1=1' });
  assert.match(p.toUrl('arcgis', 'https://h/arcgis/rest/services/A/FeatureServer'), /^https:\/\/h\/arcgis\/rest\/services\/A\/FeatureServer\/0\/query\?where=1%3D1&/);
  assert.match(new SQLParameter({ where: '1=1' }).toUrl('arcgis', 'https://h/arcgis/rest/services/A/MapServer/4'), /MapServer\/4\/query\?/);
  assert.match(p.toUrl('arcgis', 'https://h/arcgis/rest/services/A/MapServer?token=abc'), /MapServer\/0\/query\?token=abc&where=/);
});

test('errors: xml, gdbp layers, several layers, a layer other than the URL\'s, a proj without a code, boxes across the antimeridian', () => {
  const fails = (make: () => unknown, pattern: RegExp) => assert.throws(make, (e: Error) => e.name === 'MapLibError' && pattern.test(e.message), String(pattern));
  fails(() => new SQLParameter({ layers: 0, where: 'a=1', resultFormat: 'xml' }).toArcgisQuery(), /^SQLParameter: resultFormat 'xml' is IGServer's/);
  fails(() => new SQLParameter({ layers: 'gdbp://a/b', where: 'a=1' }).toArcgisQuery(), /ArcGIS layers are layer ids/);
  fails(() => new SQLParameter({ layers: [0, 1], where: 'a=1' }).toUrl('arcgis', CENSUS), /an ArcGIS query reads one layer/);
  fails(() => new SQLParameter({ layers: [1], where: 'a=1' }).toUrl('arcgis', `${CENSUS}/2`), /the URL names layer 2, layers names 1/);
  fails(() => new SQLParameter({ layers: [1], where: 'a=1' }).toUrl('arcgis', 'https://h/arcgis/rest/services/A/ImageServer'), /must end in \/MapServer or \/FeatureServer/);
  fails(() => new SQLParameter({ layers: 1, where: 'a=1', proj: 'Beijing54' }).toArcgisQuery(), /proj 'Beijing54' names no EPSG code/);
  fails(() => new RectangleParameter({ layers: 1, geometry: [170, -10, -170, 10] }).toArcgisQuery(), /crosses the antimeridian/);
});

test.run();
