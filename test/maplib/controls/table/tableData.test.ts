// The rows and columns a table reads from each kind of data source: GeoJSON, MapLib Features, an IGServer FeatureSet
// as the emulated (and the real) feature service answers it, plain records; keys, duplicates, column defaults; bad input.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { columnsProblem, dataSourceProblem, readDataSource, resolveColumns } from '../../../../maplib/src/core/controls/table/tableData.ts';
import { Feature } from '../../../../maplib/src/core/query/geometry/feature.ts';

const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] });

test('GeoJSON: rows keyed by feature id, attributes as records, geometry kept; field kinds inferred', () => {
  const read = readDataSource({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', id: 7, properties: { name: '北京', pop: 2189 }, geometry: point(116.4, 39.9) },
      { type: 'Feature', id: 9, properties: { name: '上海', pop: 2487.09 }, geometry: point(121.47, 31.23) },
    ],
  });
  assert.equal(read.rows.map((r) => [r.key, r.fid, r.record.name]), [['7', 7, '北京'], ['9', 9, '上海']]);
  assert.equal(read.rows[0].geometry, point(116.4, 39.9));
  assert.equal(read.fields, [{ name: 'name', type: 'string' }, { name: 'pop', type: 'double' }]);
});

test('MapLib Features and plain records; rowKey picks a field; positions stand in for missing keys; duplicates told apart', () => {
  const features = [new Feature({ geometry: point(1, 2), attributes: { code: 'a', n: 1 }, FID: 3 }), new Feature({ geometry: point(3, 4), attributes: { code: 'b', n: 2 } })];
  assert.equal(readDataSource(features).rows.map((r) => r.key), ['3', '1']);
  assert.equal(readDataSource(features, 'code').rows.map((r) => r.key), ['a', 'b']);
  const records = readDataSource([{ id: 1 }, { id: 1 }, { id: 2 }], 'id');
  assert.equal(records.rows.map((r) => r.key), ['1', '1#1', '2']);
  assert.equal(records.fields, [{ name: 'id', type: 'long' }]);
});

test('an IGServer FeatureSet (AttStruct + SFEleArray, numbers sent as strings) with its TotalCount', () => {
  const set = {
    AttStruct: { FldName: ['name_en', 'iso_n3'], FldType: ['string', 'long'], FldNumber: 2 },
    SFEleArray: [
      { FID: 12, AttValue: ['China', '156'], ftype: 1, fGeom: { PntGeom: [{ Dot: { x: 116.4, y: 39.9 } }] } },
      { FID: 13, AttValue: ['Japan', '392'], ftype: 1, fGeom: { PntGeom: [{ Dot: { x: 139.7, y: 35.7 } }] } },
    ],
    TotalCount: 177,
  };
  const read = readDataSource(set);
  assert.equal(read.total, 177);
  assert.equal(read.rows.map((r) => [r.key, r.record]), [['12', { name_en: 'China', iso_n3: 156 }], ['13', { name_en: 'Japan', iso_n3: 392 }]]);
  assert.equal(read.rows[0].geometry?.type, 'Point');
});

test('columns: defaults filled in, types from the fields unless given', () => {
  const fields = [{ name: 'name', type: 'string' as const }, { name: 'pop', type: 'long' as const }];
  assert.equal(resolveColumns(undefined, fields).map((c) => [c.key, c.title, c.type, c.width, c.sorter, c.editable]), [
    ['name', 'name', 'string', 120, true, true],
    ['pop', 'pop', 'long', 120, true, true],
  ]);
  const given = resolveColumns([{ dataIndex: 'pop', title: { zh: '人口', en: 'Population' }, type: 'double', width: 80, sorter: false, editable: false }], fields);
  assert.equal(given, [{ dataIndex: 'pop', title: { zh: '人口', en: 'Population' }, key: 'pop', width: 80, type: 'double', sorter: false, filterable: true, editable: false }]);
});

test('bad data sources and columns are named', () => {
  assert.is(dataSourceProblem(undefined), undefined);
  assert.is(dataSourceProblem('x'), 'must be Features, GeoJSON, an IGServer FeatureSet {AttStruct, SFEleArray} or records, got "x"');
  assert.is(dataSourceProblem([{ a: 1 }, 3]), 'must be a list of features or records, got 3 at 1');
  assert.is(columnsProblem([{ dataIndex: 'a', type: 'int' }]), "must give type 'string', 'double' or 'long', got \"int\" at 0");
  assert.is(columnsProblem([{ dataIndex: 'a' }, { dataIndex: 'a' }]), 'must have one column per key, got "a" twice');
  assert.is(columnsProblem([{ dataIndex: 'a', width: 5 }]), 'must give width a number 20…2000, got 5 at 0');
});

test.run();
