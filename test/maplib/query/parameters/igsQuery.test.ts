// IGServer feature service (mrfs) requests held to the ones MapGIS's own client sends. Each expected URL below is
// what Zondy.Service.QueryDocFeature / QueryLayerFeature build for an example of MapGIS's documentation, written out
// by reading the client's code (MapGIS/WebClient-JavaScript src/service/MRFS/QueryParameter.js getParameterURL,
// QueryByLayerParameter.js, QueryDocFeature.js, QueryServiceBase.js `encodeURI('?' + getParameterURL())`, and
// common/Util.js toJSON, which quotes keys with single quotes); research/maplib-waves.md §2.2 lists the same shape.
// Ours differs from it only where igsQuery.ts says, and the comparison below names each difference.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GeometryParameter, ObjectIdsParameter, RectangleParameter, SQLParameter } from '../../../../maplib/src/core/query/index.ts';

/** Parameters the client always appends with the server's defaults (rtnLabel, guid, cursorType, coordPrecision=2). */
const CLIENT_CONSTANTS = ['rtnLabel', 'guid', 'cursorType', 'coordPrecision'];

/** A request URL as [path, [name, value][]], JSON values (structs, rule) parsed, the client's single quotes read as JSON's. */
function read(url: string, drop: string[] = []): [string, [string, unknown][]] {
  const u = new URL(url);
  const params = [...u.searchParams]
    .filter(([k]) => !drop.includes(k))
    .map(([k, v]): [string, unknown] => [k, k === 'structs' || k === 'rule' ? JSON.parse(v.replace(/'/g, '"')) : v]);
  return [decodeURI(u.origin + u.pathname), params];
}

test('rect query of a map document: the QueryDocFeature example (WorldJWVector, layer 1, Rectangle(93, 35, 111, 56), 20 a page)', () => {
  // MapGIS/WebClient-JavaScript src/service/MRFS/QueryDocFeature.js, the @example of its JSDoc.
  const client =
    'http://develop.smaryun.com:6163/igs/rest/mrfs/docs/WorldJWVector/0/1/query' +
    encodeURI(
      "?page=0&pageCount=20&f=json&geometry=93,35,111,56&geometryType=rect&structs={'IncludeAttribute':true,'IncludeGeometry':true,'IncludeWebGraphic':false}" +
        "&rule={'EnableDisplayCondition':false,'MustInside':false,'CompareRectOnly':false,'Intersect':true}&rtnLabel=false&coordPrecision=2&guid=__readonly_user__&cursorType=forward",
    );
  const ours = new RectangleParameter({ layers: [1], geometry: [93, 35, 111, 56], pagination: 20, IncludeWebGraphic: false }).toUrl('igs', 'http://develop.smaryun.com:6163/igs/rest/mrms/docs/WorldJWVector');
  assert.equal(read(ours), read(client, CLIENT_CONSTANTS));
  assert.is(ours, 'http://develop.smaryun.com:6163/igs/rest/mrfs/docs/WorldJWVector/0/1/query?page=0&pageCount=20&f=json&geometry=93,35,111,56&geometryType=rect&structs=%7B%22IncludeAttribute%22:true,%22IncludeGeometry%22:true,%22IncludeWebGraphic%22:false%7D&rule=%7B%22CompareRectOnly%22:false,%22EnableDisplayCondition%22:false,%22MustInside%22:false,%22Intersect%22:true%7D');
});

test('ids query of a GDB layer: the FID example (gdbp …/湖北省市级区划2, objectIds "4,5", 50 a page)', () => {
  // MapGIS/WebClient-JavaScript website/public/static/demo/mapboxgl/markdown/mapgis-igserver/feature/fid-search.md.
  // QueryByLayerParameter encodes the gdbp, then QueryServiceBase encodes the whole query again: the client's gdbp is
  // encoded twice, ours once. Without a geometry the client still sends its default rule (every flag false); ours
  // sends a rule only with a geometry, where it means something.
  const gdbp = 'gdbp://MapGisLocal/ClientTheme/ds/epsg4326/sfcls/湖北省市级区划2';
  const client =
    'http://develop.smaryun.com:6163/igs/rest/mrfs/layer/query' +
    encodeURI(
      "?page=0&pageCount=50&f=json&structs={'IncludeAttribute':true,'IncludeGeometry':true,'IncludeWebGraphic':false}&rule={'CompareRectOnly':false,'EnableDisplayCondition':false,'MustInside':false,'Intersect':false}" +
        `&objectIds=4,5&rtnLabel=false&coordPrecision=2&guid=__readonly_user__&cursorType=forward&gdbp=${encodeURI(gdbp)}`,
    );
  const ours = new ObjectIdsParameter({ layers: gdbp, objectIds: '4,5', pagination: 50, IncludeWebGraphic: false }).toUrl('igs', 'http://develop.smaryun.com:6163');
  const [clientPath, clientParams] = read(client, [...CLIENT_CONSTANTS, 'rule']);
  const twiceEncoded = clientParams.map(([k, v]): [string, unknown] => [k, k === 'gdbp' ? decodeURI(v as string) : v]);
  assert.equal(read(ours), [clientPath, twiceEncoded]);
  assert.is(new URL(ours).searchParams.get('gdbp'), gdbp);
});

test('SQL query of a map document: the attribute example (WorldJWVector, layer 1, where from the form, 20 a page)', () => {
  // MapGIS/WebClient-JavaScript website/public/static/demo/openlayers/markdown/IGServer/DocFeatureQuery/E01QueryDocByAttribute.md
  // (queryParam.where set from the page's input; here a condition on the world map's NAME field).
  const where = "NAME like '%中%'";
  const client =
    'http://develop.smaryun.com:6163/igs/rest/mrfs/docs/WorldJWVector/0/1/query' +
    encodeURI(
      `?page=0&pageCount=20&f=json&structs={'IncludeAttribute':true,'IncludeGeometry':true,'IncludeWebGraphic':false}&where=${where}` +
        "&rule={'CompareRectOnly':false,'EnableDisplayCondition':false,'MustInside':false,'Intersect':false}&rtnLabel=false&coordPrecision=2&guid=__readonly_user__&cursorType=forward",
    );
  const param = new SQLParameter({ layers: 1, where, pagination: 20, IncludeWebGraphic: false });
  assert.equal(read(param.toUrl('igs', 'http://develop.smaryun.com:6163/igs/rest/mrfs/docs/WorldJWVector')), read(client, [...CLIENT_CONSTANTS, 'rule']));
  // The client's encodeURI leaves & # + in a where clause as they are, which cuts the clause short; ours encodes them.
  const tricky = new SQLParameter({ layers: 1, where: "NAME = 'A&B' OR CODE = '#1+2'" }).toUrl('igs', 'http://h/igs/rest/mrfs/docs/D');
  assert.is(new URL(tricky).searchParams.get('where'), "NAME = 'A&B' OR CODE = '#1+2'");
});

test('the record: MapGIS parameter order (page, pageCount, f, geometry, geometryType, structs, where, rule, objectIds, orderField, fields, coordPrecision, isAsc, srsIds, gdbp)', () => {
  const q = new GeometryParameter({
    layers: 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/countries',
    geometry: { type: 'Polygon', coordinates: [[[100, 20], [120, 20], [120, 45], [100, 45], [100, 20]]] },
    where: 'iso_n3 > 100',
    spatialRelationType: 'MustInside',
    compareRectOnly: true,
    orderBy: 'name_en',
    isAsc: false,
    fields: 'name_en, name_zh',
    coordPrecision: 6,
    proj: 'WGS1984_度',
    pageIndex: 2,
    pagination: 10,
    resultFormat: 'xml',
  }).toIgsQuery();
  assert.equal(q, {
    page: '2',
    pageCount: '10',
    f: 'xml',
    geometry: '100,20,120,20,120,45,100,45,100,20',
    geometryType: 'polygon',
    structs: '{"IncludeAttribute":true,"IncludeGeometry":true,"IncludeWebGraphic":true}',
    where: 'iso_n3 > 100',
    rule: '{"CompareRectOnly":true,"EnableDisplayCondition":false,"MustInside":true,"Intersect":false}',
    orderField: 'name_en',
    fields: 'name_en,name_zh',
    coordPrecision: '6',
    isAsc: 'false',
    srsIds: 'WGS1984_度',
    gdbp: 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/countries',
  });
  assert.equal(Object.keys(q), ['page', 'pageCount', 'f', 'geometry', 'geometryType', 'structs', 'where', 'rule', 'orderField', 'fields', 'coordPrecision', 'isAsc', 'srsIds', 'gdbp']);
});

test('geometries as the Zondy objects write them: point x,y;nearDis, line …;nearDis, polygon outer ring, multiPolygon joined by ;', () => {
  const igs = (geometry: unknown) => {
    const q = new GeometryParameter({ layers: 0, geometry: geometry as never }).toIgsQuery();
    return [q.geometryType, q.geometry];
  };
  // Point2D.toString: `x,y;nearDis`; MapGIS's FeatureService gives points nearDis 0.001.
  assert.equal(igs({ type: 'Point', coordinates: [114.3, 30.5] }), ['point', '114.3,30.5;0.001']);
  assert.equal(igs({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[1, 2], [3, 4]] } }), ['line', '1,2,3,4;0.001']);
  assert.equal(igs([70, 15, 140, 55]), ['rect', '70,15,140,55']);
  const square = (x: number) => [[[x, 0], [x + 1, 0], [x + 1, 1], [x, 1], [x, 0]]];
  assert.equal(igs({ type: 'MultiPolygon', coordinates: [square(0), square(5)] }), ['multiPolygon', '0,0,1,0,1,1,0,1,0,0;5,0,6,0,6,1,5,1,5,0']);
  assert.equal(igs({ toGeoJSON: () => ({ type: 'Point', coordinates: [1, 2] }) }), ['point', '1,2;0.001'], 'an object with toGeoJSON()');
});

test('what IGServer cannot say is an error naming the class: holes, multipoints, boxes across the antimeridian, collection names', () => {
  const fails = (make: () => unknown, pattern: RegExp) => assert.throws(make, (e: Error) => e.name === 'MapLibError' && pattern.test(e.message), String(pattern));
  const holed = { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]], [[2, 2], [3, 2], [3, 3], [2, 2]]] };
  fails(() => new GeometryParameter({ layers: 0, geometry: holed as never }).toIgsQuery(), /^GeometryParameter: the polygon has 1 hole\(s\)/);
  fails(() => new GeometryParameter({ layers: 0, geometry: { type: 'MultiPoint', coordinates: [[1, 2]] } }).toIgsQuery(), /not a MultiPoint/);
  fails(() => new RectangleParameter({ layers: 0, geometry: [170, -10, -170, 10] }).toIgsQuery(), /^RectangleParameter: the rectangle crosses the antimeridian \(west 170 > east -170\)/);
  fails(() => new SQLParameter({ layers: 'countries', where: 'a = 1' }).toIgsQuery(), /IGServer layers are map-document layer indexes or gdbp paths, got countries/);
  fails(() => new SQLParameter({ where: 'a = 1' }).toIgsQuery(), /^SQLParameter: layers is required for IGServer/);
});

test.run();
