// IGServer's Zondy FeatureSet and ArcGIS's Esri JSON FeatureSet as rows of GeoJSON, both ways: the exact shapes
// written, answers as the servers give them read (AttValue as strings, FldAlias null, Web Mercator rings), field
// types inferred, and errors naming the feature.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import {
  esriFeatureSet,
  inferFields,
  readEsriFeatureSet,
  readZondyFeatureSet,
  zondyFeatureSet,
  type FeatureRow,
} from '../../../../maplib/src/core/query/geometry/featureSet.ts';
import { GeometryFormatError } from '../../../../maplib/src/core/geo/geometryFormatError.ts';
import { project } from '../../../../maplib/src/core/geo/projection.ts';
import { HOLED, MULTI_LINE } from './fixtures.ts';

const triangle: GeoJSON.Polygon = { type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 1], [0, 0]]] };

test('zondyFeatureSet: AttStruct from the fields, one SFEle per row with FID, AttValue in field order, fGeom, ftype, bound', () => {
  const rows: FeatureRow[] = [{ fid: 7, attributes: { name: '武汉', pop: 1100 }, geometry: triangle, style: { FillClr: 6 } }];
  const set = zondyFeatureSet(rows, [{ name: 'pop', type: 'long' }, { name: 'name', type: 'string', alias: '名称' }, { name: 'missing', type: 'double' }]);
  assert.equal(set.AttStruct, { FldNumber: 3, FldName: ['pop', 'name', 'missing'], FldType: ['long', 'string', 'double'], FldAlias: ['pop', '名称', 'missing'] });
  assert.equal(set.SFEleArray[0], {
    FID: 7,
    AttValue: [1100, '武汉', null],
    fGeom: {
      PntGeom: null,
      LinGeom: null,
      RegGeom: [{ GID: 0, Rings: [{ Arcs: [{ ArcID: 0, Dots: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 1 }, { x: 0, y: 0 }] }] }] }],
    },
    ftype: 3,
    bound: { xmin: 0, ymin: 0, xmax: 2, ymax: 1 },
    GraphicInfo: { InfoType: 3, PntInfo: null, LinInfo: null, RegInfo: { FillClr: 6 } },
  });
  assert.is(set.TotalCount, 1);
  // A new feature has no FID yet: 0, which addFeatures ignores. Without geometry: no fGeom, ftype as told.
  const bare = zondyFeatureSet([{ attributes: {}, geometry: triangle }], [], { includeGeometry: false, total: 40 });
  assert.equal([bare.SFEleArray[0].FID, bare.SFEleArray[0].fGeom, bare.SFEleArray[0].ftype, bare.TotalCount], [0, null, 3, 40]);
});

test('readZondyFeatureSet: an answer as IGServer writes it (numbers as strings, FldAlias null, no GraphicInfo)', () => {
  const answer = {
    AttStruct: { FldAlias: null, FldName: ['ID', '面积', 'NAME', 'CODE'], FldNumber: 4, FldType: ['long', 'double', 'string', 'string'] },
    SFEleArray: [
      {
        AttValue: ['1', '8418.5', '北京市', '110000'],
        FID: 1,
        GraphicInfo: null,
        bound: { xmax: 117.5, xmin: 115.4, ymax: 41.1, ymin: 39.4 },
        fGeom: {
          LinGeom: null,
          PntGeom: null,
          RegGeom: [{ GID: 0, Rings: [{ Arcs: [{ ArcID: 0, Dots: [{ x: 115.4, y: 39.4 }, { x: 117.5, y: 39.4 }, { x: 117.5, y: 41.1 }, { x: 115.4, y: 39.4 }] }] }] }],
        },
        ftype: 3,
      },
    ],
    TotalCount: 1,
  };
  const [row] = readZondyFeatureSet(answer);
  // Numeric field types come back as numbers; a string field keeps its digits (a code is not a quantity).
  assert.equal(row.attributes, { ID: 1, 面积: 8418.5, NAME: '北京市', CODE: '110000' });
  assert.is(row.fid, 1);
  assert.is(row.geometryType, 3);
  assert.equal(row.geometry, { type: 'Polygon', coordinates: [[[115.4, 39.4], [117.5, 39.4], [117.5, 41.1], [115.4, 39.4]]] });
  assert.not.ok('style' in row);
  assert.equal(readZondyFeatureSet({ SFEleArray: null, AttStruct: null, TotalCount: 0 }), []);
});

test('readZondyFeatureSet: a region of several parts with holes, a feature without fGeom, GraphicInfo as the style', () => {
  const set = zondyFeatureSet(
    [
      { fid: 1, attributes: {}, geometry: HOLED, style: { FillClr: 3 } },
      { fid: 2, attributes: {}, geometry: MULTI_LINE },
    ],
    [],
  );
  set.SFEleArray[1].fGeom = null;
  const rows = readZondyFeatureSet(set);
  assert.equal(rows[0].geometry, HOLED);
  assert.equal(rows[0].style, { FillClr: 3 });
  assert.equal([rows[1].geometry, rows[1].geometryType], [null, 2]);
});

test('errors name the feature: its place in the list and its FID', () => {
  const set = { AttStruct: { FldName: [] }, SFEleArray: [{ FID: 1, ftype: 1, fGeom: { PntGeom: [{ Dot: { x: 1, y: 2 } }] } }, { FID: 9, ftype: 3, fGeom: { RegGeom: [{ Rings: [{ Arcs: [{ Dots: [{ x: 0, y: 0 }, { x: 1, y: 1 }] }] }] }] } }] };
  assert.throws(() => readZondyFeatureSet(set), (e: unknown) => e instanceof GeometryFormatError && (e as Error).message === 'feature 1 (FID 9): a ring needs at least three Dots');
  assert.throws(() => readZondyFeatureSet({ SFEleArray: 'x' }), /SFEleArray must be a list of features, got "x"/);
  const esri = { features: [{ attributes: { OBJECTID: 4 }, geometry: { rings: [[[0, 0], [1, 1], [0, 0]]] } }] };
  assert.throws(() => readEsriFeatureSet(esri), /^feature 0 \(FID 4\): ring 0 needs at least four positions \(closed\)$/);
});

test('esriFeatureSet: OBJECTID first, one geometryType, rings in Esri order, the spatial reference and projection given', () => {
  const rows: FeatureRow[] = [{ fid: 3, attributes: { name: 'Beijing', rank: 1 }, geometry: HOLED }];
  const set = esriFeatureSet(rows, inferFields(rows));
  assert.equal(set.fields, [
    { name: 'OBJECTID', type: 'esriFieldTypeOID', alias: 'OBJECTID' },
    { name: 'name', type: 'esriFieldTypeString', alias: 'name', length: 255 },
    { name: 'rank', type: 'esriFieldTypeInteger', alias: 'rank' },
  ]);
  assert.equal([set.objectIdFieldName, set.geometryType, set.spatialReference], ['OBJECTID', 'esriGeometryPolygon', { wkid: 4326 }]);
  assert.equal(set.features[0].attributes, { OBJECTID: 3, name: 'Beijing', rank: 1 });
  const rings = (set.features[0].geometry as { rings: number[][][] }).rings;
  assert.equal(rings[0], [...HOLED.coordinates[0]].reverse(), 'outer ring clockwise');
  const merc = esriFeatureSet(rows, [], { spatialReference: { wkid: 102100, latestWkid: 3857 }, transform: (p) => project('mercator', p[0], p[1]) });
  assert.ok(((merc.features[0].geometry as { rings: number[][][] }).rings[0][0][0]) > 1e7, 'metres');
  assert.throws(() => esriFeatureSet([{ attributes: {}, geometry: HOLED }, { attributes: {}, geometry: MULTI_LINE }], []), /one geometryType, the features have esriGeometryPolygon and esriGeometryPolyline/);
});

test('readEsriFeatureSet: FID from the object-id field (taken out of the attributes), Web Mercator back to lon/lat', () => {
  const rows: FeatureRow[] = [{ fid: 3, attributes: { name: 'Beijing' }, geometry: HOLED }];
  const merc = esriFeatureSet(rows, inferFields(rows), { spatialReference: { wkid: 102100, latestWkid: 3857 }, transform: (p) => project('mercator', p[0], p[1]) });
  const [row] = readEsriFeatureSet(merc);
  assert.equal([row.fid, row.attributes, row.geometryType], [3, { name: 'Beijing' }, 3]);
  (row.geometry as GeoJSON.Polygon).coordinates.flat().forEach((p, i) => {
    const want = HOLED.coordinates.flat()[i];
    assert.ok(Math.abs(p[0] - want[0]) < 1e-9 && Math.abs(p[1] - want[1]) < 1e-9, `${p} vs ${want}`);
  });
  // Another object-id field, named by objectIdFieldName or by its type; a feature without geometry.
  const fid = readEsriFeatureSet({ objectIdFieldName: 'FID', features: [{ attributes: { FID: 12, a: 1 } }] });
  assert.equal(fid, [{ fid: 12, attributes: { a: 1 }, geometry: null }]);
  const typed = readEsriFeatureSet({ fields: [{ name: 'OID_1', type: 'esriFieldTypeOID' }], features: [{ attributes: { OID_1: 5 }, geometry: { x: 1, y: 2 } }] });
  assert.equal(typed[0].fid, 5);
  assert.equal(typed[0].geometry, { type: 'Point', coordinates: [1, 2] });
});

test('inferFields: names in order of appearance; long, double or string from the values; nulls do not decide', () => {
  const rows = [
    { attributes: { a: 1, b: null, c: 'x', d: 1 }, geometry: null },
    { attributes: { a: 2, b: 2.5, e: true, d: 1.5 }, geometry: null },
  ];
  assert.equal(inferFields(rows), [
    { name: 'a', type: 'long' },
    { name: 'b', type: 'double' },
    { name: 'c', type: 'string' },
    { name: 'd', type: 'double' },
    { name: 'e', type: 'string' },
  ]);
});

test.run();
