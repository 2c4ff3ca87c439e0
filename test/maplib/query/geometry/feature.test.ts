// Feature: made as MapGIS code makes it, read from GeoJSON and from the answers of the emulated IGServer and ArcGIS
// services (South Africa with Lesotho as its hole, Fiji across the antimeridian), and round trips GeoJSON → IGServer
// feature set → Esri feature set → GeoJSON, in lon/lat and in Web Mercator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { Feature } from '../../../../maplib/src/core/query/geometry/feature.ts';
import { Point, Polygon, Polyline } from '../../../../maplib/src/core/query/geometry/geometry.ts';
import { project } from '../../../../maplib/src/core/geo/projection.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';
import { rig } from '../../emulator/fixtures.ts';
import { HOLED, MIXED, MULTI_LINE, POLYGONS } from './fixtures.ts';

test('new Feature({ geometry, attributes, style, FID }): geometryType from the geometry, attributes copied', () => {
  const attributes = { name: '故宫', level: 5 };
  const f = new Feature({ geometry: new Polygon(HOLED.coordinates), attributes, style: { FillClr: 3 }, FID: 12 });
  assert.is(f.geometryType, 3);
  assert.equal([f.FID, f.style, f.attributes], [12, { FillClr: 3 }, attributes]);
  attributes.level = 1;
  assert.is(f.attributes.level, 5);
  assert.equal(f.bounds(), { xmin: 116.35, ymin: 39.86, xmax: 116.44, ymax: 39.95 });
  // A GeoJSON geometry is taken too; no geometry is a feature of attributes only.
  assert.instance(new Feature({ geometry: MULTI_LINE }).geometry, Polyline);
  const bare = new Feature({ attributes: { a: 1 }, geometryType: 1 });
  assert.equal([bare.geometry, bare.geometryType, bare.bounds()], [undefined, 1, undefined]);
});

test('a list of geometries of one kind (as MapGIS allowed) becomes one multi-part geometry', () => {
  const f = new Feature({ geometry: [new Polygon(HOLED.coordinates), new Polygon([[[0, 0], [1, 0], [1, 1], [0, 0]]])] });
  assert.is(f.geometry!.type, 'MultiPolygon');
  assert.equal((f.geometry as Polygon).polygons[0], HOLED.coordinates);
  assert.is(new Feature({ geometry: [new Point([1, 2]), new Point([[3, 4], [5, 6]])] }).geometry!.toWKT(), 'MULTIPOINT ((1 2), (3 4), (5 6))');
  assert.is(mapLibErrorMessage(() => new Feature({ geometry: [new Point([1, 2]), new Polyline([[0, 0], [1, 1]])] })), 'Feature: geometry lists Point and Polyline: the geometries of a feature are of one kind');
});

test('what a Feature cannot take is named, every problem on its line', () => {
  assert.is(mapLibErrorMessage(() => new Feature({ geometry: HOLED, geometryType: 1 })), 'Feature: geometryType 1 (point) does not match its Polygon geometry (3)');
  assert.is(
    mapLibErrorMessage(() => new Feature({ geometryType: 4 as never, attributes: [] as never, FID: 1.5 })),
    ['Feature: geometryType must be 1 (point), 2 (line) or 3 (polygon), got 4', 'Feature: attributes must be an object of field values, got []', 'Feature: FID must be an integer or a string, got 1.5'].join('\n'),
  );
  assert.is(mapLibErrorMessage(() => new Feature({ geometry: 'POINT (1 2)' as never })), 'Feature: geometry must be a Point, Polyline, Polygon or a GeoJSON geometry, got "POINT (1 2)"');
  assert.is(mapLibErrorMessage(() => new Feature({ geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [0, 0]]] } })), 'Polygon: ring 0 has 3 points, a ring needs at least 4 (closed)');
});

test('fromGeoJSON: always a list; id → FID, properties → attributes; a bare geometry, a null geometry', () => {
  const features = Feature.fromGeoJSON(POLYGONS);
  assert.is(features.length, 4);
  assert.equal([features[0].FID, features[0].attributes, features[0].geometryType], [1, POLYGONS.features[0].properties, 3]);
  assert.is(Feature.fromGeoJSON(POLYGONS.features[1]).length, 1);
  const [bare] = Feature.fromGeoJSON(MULTI_LINE);
  assert.equal([bare.FID, bare.attributes, bare.geometry!.type], [undefined, {}, 'MultiLineString']);
  const [empty] = Feature.fromGeoJSON({ type: 'Feature', id: 'a-1', geometry: null, properties: null });
  assert.equal([empty.FID, empty.geometry, empty.attributes], ['a-1', undefined, {}]);
  assert.equal(Feature.toGeoJSON(features), POLYGONS);
  assert.is(
    mapLibErrorMessage(() => Feature.fromGeoJSON({ type: 'FeatureCollection', features: [POLYGONS.features[0], { type: 'Feature', id: 7, properties: {}, geometry: { type: 'LineString', coordinates: [[0, 0]] } }] })),
    'Feature.fromGeoJSON: feature 1 (id 7): Polyline: line 0 has 1 point, a line needs at least 2',
  );
  assert.is(mapLibErrorMessage(() => Feature.fromGeoJSON('{}')), 'Feature.fromGeoJSON: geojson must be a GeoJSON FeatureCollection, Feature or geometry, got "{}"');
});

test('round trip GeoJSON → IGServer feature set → Esri feature set → GeoJSON: holes, multi-parts, the antimeridian', () => {
  const zondy = Feature.toFeatureSet(Feature.fromGeoJSON(POLYGONS), { format: 'zondy' });
  assert.equal(zondy.AttStruct.FldType, ['string', 'long', 'double', 'string']);
  const esri = Feature.toFeatureSet(Feature.fromQueryResult(zondy), { format: 'esri' });
  assert.is(esri.geometryType, 'esriGeometryPolygon');
  assert.equal(Feature.toGeoJSON(Feature.fromQueryResult(esri)), POLYGONS);
  // Lines, points and polygons in one IGServer set: each feature keeps its kind.
  const mixed = Feature.fromQueryResult(Feature.toFeatureSet(Feature.fromGeoJSON(MIXED), { format: 'zondy' }));
  assert.equal(mixed.map((f) => f.geometryType), [2, 2, 1, 3]);
  assert.equal(Feature.toGeoJSON(mixed), MIXED);
});

test('in Web Mercator: an Esri set written in 102100 reads back in lon/lat; the style survives IGServer GraphicInfo', () => {
  const features = Feature.fromGeoJSON(POLYGONS);
  const esri = Feature.toFeatureSet(features, { format: 'esri', spatialReference: { wkid: 102100, latestWkid: 3857 }, transform: (p) => project('mercator', p[0], p[1]) });
  const back = Feature.toGeoJSON(Feature.fromQueryResult(esri));
  back.features.forEach((f, i) => {
    const numbers = (g: GeoJSON.Geometry) => ((g as GeoJSON.Polygon).coordinates as unknown[]).flat(Infinity) as number[];
    const [want, got] = [numbers(POLYGONS.features[i].geometry), numbers(f.geometry)];
    assert.is(got.length, want.length);
    got.forEach((v, k) => assert.ok(Math.abs(v - want[k]) < 1e-9, `feature ${i}: ${v} vs ${want[k]}`));
  });
  const styled = new Feature({ geometry: HOLED, style: { FillClr: 3, OutPenW: 1 }, FID: 4 });
  assert.equal(Feature.fromQueryResult(Feature.toFeatureSet([styled], { format: 'zondy' }))[0].style, { FillClr: 3, OutPenW: 1 });
});

test('fromQueryResult names what it cannot read', () => {
  assert.is(
    mapLibErrorMessage(() => Feature.fromQueryResult({ rows: [] })),
    'Feature.fromQueryResult: result must be an IGServer FeatureSet (SFEleArray, AttStruct), an Esri JSON FeatureSet (features, fields) or a GeoJSON FeatureCollection, got {"rows":[]}',
  );
  assert.is(
    mapLibErrorMessage(() => Feature.fromQueryResult({ AttStruct: { FldName: [] }, SFEleArray: [{ FID: 3, ftype: 3, fGeom: { RegGeom: [{ Rings: [] }] } }] })),
    'Feature.fromQueryResult: feature 0 (FID 3): a region layer needs fGeom.RegGeom with Rings',
  );
  assert.is(
    mapLibErrorMessage(() => Feature.fromQueryResult({ features: [{ attributes: { OBJECTID: 2 }, geometry: { rings: [[[0, 0], [1, 0], [1, 1], [0, 1]]] } }] })),
    'Feature.fromQueryResult: feature 0 (FID 2): Polygon: ring 0 is not closed: it starts at [0, 0] and ends at [0, 1] (repeat the first point at the end)',
  );
  assert.is(mapLibErrorMessage(() => Feature.toFeatureSet([], { format: 'kml' as never })), "Feature.toFeatureSet: format must be 'zondy' or 'esri', got \"kml\"");
});

// The emulated services answer as the real ones do (see maplib/src/emulator): one rig for the tests below.
const services = rig();
const getJson = async (path: string) => (await services.get(path)).json();
const where = (clause: string) => encodeURIComponent(clause);

test('the answers of the emulated IGServer and ArcGIS services: the same South Africa, Lesotho its hole, three ways', async () => {
  const igs = Feature.fromQueryResult(await getJson(`igs/rest/mrfs/docs/World/0/0/query?where=${where("name_en='South Africa'")}&f=json`));
  const esri = Feature.fromQueryResult(await getJson(`arcgis/rest/services/World/MapServer/0/query?where=${where("name_en='South Africa'")}&outFields=*&outSR=102100&f=json`));
  const geojson = Feature.fromQueryResult(await getJson(`arcgis/rest/services/World/MapServer/0/query?where=${where("name_en='South Africa'")}&outFields=*&f=geojson`));
  for (const [name, list] of [['IGServer', igs], ['ArcGIS json', esri], ['ArcGIS geojson', geojson]] as const) {
    assert.is(list.length, 1, name);
    const [f] = list;
    assert.is(f.attributes.name_zh, '南非', name);
    assert.is(f.geometryType, 3, name);
    assert.is((f.geometry as Polygon).interior.length, 1, `${name}: Lesotho`);
    assert.ok(typeof f.FID === 'number' && f.FID > 0, `${name}: FID ${f.FID}`);
  }
  assert.is(esri[0].FID, igs[0].FID);
  assert.not.ok('OBJECTID' in esri[0].attributes);
  // ArcGIS wrote Web Mercator metres, rounded to 1e-7 m; read back they are IGServer's lon/lat within a micro-degree.
  const a = igs[0].geometry!.toGeoJSON() as GeoJSON.Polygon;
  const b = esri[0].geometry!.toGeoJSON() as GeoJSON.Polygon;
  assert.is(b.coordinates[1].length, a.coordinates[1].length);
  b.coordinates.flat().forEach((p, i) => assert.ok(Math.abs(p[0] - a.coordinates.flat()[i][0]) < 1e-6, `${p} vs ${a.coordinates.flat()[i]}`));
  assert.equal(geojson[0].geometry!.toGeoJSON(), a);
});

test('Fiji from IGServer: a multi-part region across the antimeridian, its narrow box west > east', async () => {
  const [fiji] = Feature.fromQueryResult(await getJson(`igs/rest/mrfs/docs/World/0/0/query?where=${where("name_en='Fiji'")}&f=json`));
  assert.is(fiji.geometry!.type, 'MultiPolygon');
  const [west, , east] = fiji.geometry!.geographicBBox();
  assert.ok(west > 170 && east < -170, `${west}, ${east}`);
  // Back out as an IGServer feature set for an edit: one RegGeom per part.
  const set = Feature.toFeatureSet([fiji], { format: 'zondy' });
  assert.is(set.SFEleArray[0].fGeom!.RegGeom!.length, (fiji.geometry as Polygon).polygons.length);
  assert.is(set.SFEleArray[0].FID, fiji.FID);
});

test.run();
