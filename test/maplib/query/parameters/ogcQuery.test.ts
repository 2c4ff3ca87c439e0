// OGC API Features requests held to the standards' own text: Part 1: Core (OGC 17-069r4,
// https://docs.ogc.org/is/17-069r4/17-069r4.html) §7.15 "Features" — /collections/{collectionId}/items, §7.15.2
// `limit` (1…10000), §7.15.3 `bbox` with its New Zealand example crossing the antimeridian, and
// /req/core/query-param-unknown (a server answers 400 to a parameter it does not know, so nothing beyond Part 1 is
// sent unless asked for); Part 2 (OGC 18-058r1) `crs` URIs; Part 3: Filtering (OGC 19-079r2) `filter` and
// `filter-lang=cql2-text`; Part 8: Sorting (draft) `sortby`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BaseParameter, GeometryParameter, ObjectIdsParameter, RectangleParameter, SQLParameter } from '../../../../maplib/src/core/query/index.ts';

test('§7.15.3 bbox: the example box of the New Zealand EEZ, 160.6,-55.95,-170,-25.89 (west > east across the antimeridian)', () => {
  const url = new RectangleParameter({ layers: 'buildings', geometry: [160.6, -55.95, -170, -25.89], pagination: 10 }).toUrl('ogc', 'https://data.example.org/');
  assert.is(url, 'https://data.example.org/collections/buildings/items?bbox=160.6,-55.95,-170,-25.89&limit=10');
});

test('§7.15.2 limit from pagination; pages after the first add offset (not Part 1, which pages by next links)', () => {
  assert.equal(new BaseParameter({ layers: 'buildings' }).toOgcQuery(), { limit: '100' }, 'a first page is pure Part 1');
  assert.equal(new BaseParameter({ layers: 'buildings', pageIndex: 2, pagination: 50 }).toOgcQuery(), { limit: '50', offset: '100' });
});

test('Part 3: a where clause as filter, filter-lang=cql2-text; Part 8: sortby name / -name; Part 2: crs URIs (EPSG:4326 as CRS84)', () => {
  const q = new SQLParameter({ layers: 'countries', where: "name_en = 'China'", orderBy: 'name_en', isAsc: false, proj: 'EPSG:4326' }).toOgcQuery();
  assert.equal(q, { limit: '100', filter: "name_en = 'China'", 'filter-lang': 'cql2-text', sortby: '-name_en', crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' });
  assert.is(new BaseParameter({ layers: 'x', orderBy: 'mag' }).toOgcQuery().sortby, 'mag');
  assert.is(new BaseParameter({ layers: 'x', proj: 'EPSG:3857' }).toOgcQuery().crs, 'http://www.opengis.net/def/crs/EPSG/0/3857');
  const url = new SQLParameter({ layers: 'countries', where: "name_en LIKE 'C%'" }).toUrl('ogc', 'https://h/ogcapi');
  assert.is(new URL(url).searchParams.get('filter'), "name_en LIKE 'C%'");
});

test('collections: the id from layers (a name or an index), or the URL\'s own /collections/{id}[/items]', () => {
  const base = new BaseParameter({ layers: 2, pagination: 5 });
  assert.is(base.toUrl('ogc', 'https://h/ogcapi'), 'https://h/ogcapi/collections/2/items?limit=5');
  assert.is(new BaseParameter({ pagination: 5 }).toUrl('ogc', 'https://h/ogcapi/collections/lakes/items'), 'https://h/ogcapi/collections/lakes/items?limit=5');
  assert.is(new BaseParameter({ layers: '湖泊', pagination: 5 }).toUrl('ogc', 'https://h/ogcapi'), 'https://h/ogcapi/collections/%E6%B9%96%E6%B3%8A/items?limit=5');
});

test('what OGC API Features cannot say is an error: ids, other geometries, MustInside, rectangles only, xml, gdbp, no collection', () => {
  const fails = (make: () => unknown, pattern: RegExp) => assert.throws(make, (e: Error) => e.name === 'MapLibError' && pattern.test(e.message), String(pattern));
  fails(() => new ObjectIdsParameter({ layers: 'x', objectIds: [1, 2] }).toOgcQuery(), /^ObjectIdsParameter: OGC API Features has no query by a list of ids/);
  fails(() => new GeometryParameter({ layers: 'x', geometry: { type: 'Point', coordinates: [1, 2] } }).toOgcQuery(), /filters by a bounding box only \(bbox\), not a Point: use RectangleParameter/);
  fails(() => new RectangleParameter({ layers: 'x', geometry: [0, 0, 1, 1], spatialRelationType: 'MustInside' }).toOgcQuery(), /MustInside has no equivalent/);
  fails(() => new RectangleParameter({ layers: 'x', geometry: [0, 0, 1, 1], compareRectOnly: true }).toOgcQuery(), /compareRectOnly has no equivalent/);
  fails(() => new BaseParameter({ layers: 'x', resultFormat: 'xml' }).toOgcQuery(), /resultFormat 'xml'/);
  fails(() => new BaseParameter({ layers: 'gdbp://a/b' }).toOgcQuery(), /not a gdbp path/);
  fails(() => new BaseParameter({ layers: ['a', 'b'] }).toUrl('ogc', 'https://h'), /reads one collection/);
});

test.run();
