// One category's query for a search text: the LIKE clause over its fields with case variants (quotes doubled), the
// layers by queryWay, SQLParameter or GeometryParameter (geoJSONExtent), and the exact IGServer mrfs request each
// writes — `mrfs/layer/query?…&gdbp=` for gdbp entries, `mrfs/docs/{doc}/0/{index}/query` for document layers, as
// MapGIS's client writes them (Zondy.Service.QueryParameter; see core/query/parameters/igsQuery.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { caseVariants, categoriesSearched, categoryParameter, likeClause, MAX_RESULTS_PER_CATEGORY } from '../../../../maplib/src/core/controls/comprehensiveQuery/placeQueries.ts';
import { featureServiceUrl } from '../../../../maplib/src/core/controls/comprehensiveQuery/categoryQuery.ts';
import { SQLParameter } from '../../../../maplib/src/core/query/parameters/sqlParameter.ts';
import { GeometryParameter } from '../../../../maplib/src/core/query/parameters/geometryParameter.ts';

const CITIES = { placeName: '城市', gdbp: 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/places', LayerIndex: 3, searchField: 'name_zh, name_en' };

test('caseVariants: Latin text as typed, lower, upper and capitalised words; Chinese text once', () => {
  assert.equal(caseVariants('paris'), ['paris', 'PARIS', 'Paris']);
  assert.equal(caseVariants('new york'), ['new york', 'NEW YORK', 'New York']);
  assert.equal(caseVariants("xi'an"), ["xi'an", "XI'AN", "Xi'An"]);
  assert.equal(caseVariants('北京'), ['北京']);
});

test('likeClause: every field × spelling OR-ed in parentheses, single quotes doubled; one term bare', () => {
  assert.is(likeClause(['name_zh', 'name_en'], '北京'), "(name_zh LIKE '%北京%' OR name_en LIKE '%北京%')");
  assert.is(likeClause(['name_zh'], ' 州 '), "name_zh LIKE '%州%'", 'trimmed');
  assert.is(likeClause(['name_en'], "Xi'an"), "(name_en LIKE '%Xi''an%' OR name_en LIKE '%xi''an%' OR name_en LIKE '%XI''AN%' OR name_en LIKE '%Xi''An%')");
});

test('categoryParameter, queryWay gdbp: an SQLParameter on the gdbp path, up to MAX_RESULTS_PER_CATEGORY, the mrfs layer query URL', () => {
  const param = categoryParameter(CITIES, '北京', { queryWay: 'gdbp' });
  assert.instance(param, SQLParameter);
  assert.is(param.pagination, MAX_RESULTS_PER_CATEGORY);
  const url = decodeURIComponent(param.toUrl('igs', featureServiceUrl('http://192.168.1.10:6163/igs/rest', 'gdbp')));
  assert.is(
    url,
    `http://192.168.1.10:6163/igs/rest/mrfs/layer/query?page=0&pageCount=200&f=json&structs={"IncludeAttribute":true,"IncludeGeometry":true,"IncludeWebGraphic":false}&where=(name_zh LIKE '%北京%' OR name_en LIKE '%北京%')&gdbp=gdbp://MapGisLocal/Emulator/ds/World/sfcls/places`,
  );
});

test('categoryParameter, queryWay doc + geoJSONExtent: a GeometryParameter (polygon + the same where) on the document layer', () => {
  const extent = { type: 'Polygon' as const, coordinates: [[[110, 20], [125, 20], [125, 42], [110, 42], [110, 20]]] };
  const param = categoryParameter(CITIES, 'zhou', { queryWay: 'doc', extent });
  assert.instance(param, GeometryParameter);
  const url = decodeURIComponent(param.toUrl('igs', featureServiceUrl('http://host/igs/rest', 'doc', 'World')));
  assert.ok(url.startsWith('http://host/igs/rest/mrfs/docs/World/0/3/query?'), url);
  assert.ok(url.includes('geometry=110,20,125,20,125,42,110,42,110,20&geometryType=polygon'), url);
  assert.ok(url.includes("where=(name_zh LIKE '%zhou%' OR name_zh LIKE '%ZHOU%' OR name_zh LIKE '%Zhou%' OR name_en LIKE '%zhou%'"), url);
  assert.ok(url.includes('"MustInside":false,"Intersect":true'), url);
});

test('categoriesSearched: the "all" tab searches entries whose allUse is not false; a tab its own entry', () => {
  const table = [CITIES, { ...CITIES, allUse: false }, { ...CITIES, allUse: true }];
  assert.equal(categoriesSearched(table, 'all'), [0, 2]);
  assert.equal(categoriesSearched(table, 1), [1]);
});

test.run();
