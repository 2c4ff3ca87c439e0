// The requests the parameter classes write, answered by MapLib's emulated IGServer (mrfs) and ArcGIS (MapServer
// query) handlers, called directly as the emulator's own tests do: each answer holds the features an independent
// filter of the bundled data picks. (The emulator has no OGC API Features service; ogcQuery.test.ts covers that
// protocol's requests.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PREFIX, rig, testData } from '../../emulator/fixtures.ts';
import { GeometryParameter, ObjectIdsParameter, RectangleParameter, SQLParameter, type BaseParameter, type QueryProtocol } from '../../../../maplib/src/core/query/index.ts';

const r = rig();
const IGS = PREFIX + 'igs/rest/mrms/docs/World';
const ARCGIS = PREFIX + 'arcgis/rest/services/World/MapServer';
const quakes = testData().points.rows.map((row, i) => ({ fid: i + 1, lon: row[0] as number, lat: row[1] as number, mag: row[2] as number }));

async function answer(p: BaseParameter, protocol: QueryProtocol) {
  const url = p.toUrl(protocol, protocol === 'igs' ? IGS : ARCGIS);
  const res = await r.emulator.handle(new Request(url));
  assert.ok(res, `not answered: ${url}`);
  const body = await res!.json();
  assert.is(res!.status, 200, `${url}: ${JSON.stringify(body).slice(0, 300)}`);
  assert.not.ok(body.error, `${url}: ${JSON.stringify(body.error)}`);
  return body;
}
/** Feature ids and one attribute of an answer, whichever protocol. */
const igsIds = (fs: any) => fs.SFEleArray.map((f: any) => f.FID);
const esriIds = (fs: any) => fs.features.map((f: any) => f.attributes.OBJECTID);
const igsValues = (fs: any, field: string) => fs.SFEleArray.map((f: any) => f.AttValue[fs.AttStruct.FldName.indexOf(field)]);
const esriValues = (fs: any, field: string) => fs.features.map((f: any) => f.attributes[field]);

test('SQLParameter: one country by name, in both protocols', async () => {
  const p = new SQLParameter({ layers: [0], where: "name_en = 'China'" });
  assert.equal(igsValues(await answer(p, 'igs'), 'name_zh'), ['中国']);
  assert.equal(esriValues(await answer(p, 'arcgis'), 'name_zh'), ['中国']);
});

test('SQLParameter with paging and ordering: the strongest earthquakes, page by page, strongest first', async () => {
  const strong = quakes.filter((q) => q.mag >= 5).sort((a, b) => b.mag - a.mag || a.fid - b.fid);
  assert.ok(strong.length > 20, `${strong.length} earthquakes of magnitude 5 or more`);
  for (const protocol of ['igs', 'arcgis'] as const) {
    const mags: number[] = [];
    for (let pageIndex = 0; pageIndex * 10 < strong.length; pageIndex++) {
      const fs = await answer(new SQLParameter({ layers: 2, where: 'mag >= 5', orderBy: 'mag', isAsc: false, pageIndex, pagination: 10, IncludeGeometry: false }), protocol);
      mags.push(...(protocol === 'igs' ? igsValues(fs, 'mag') : esriValues(fs, 'mag')));
      if (protocol === 'igs') assert.is(fs.TotalCount, strong.length);
    }
    assert.equal(mags, strong.map((q) => q.mag), protocol);
  }
  const ascending = await answer(new SQLParameter({ layers: 2, where: 'mag >= 5', orderBy: 'mag', isAsc: true, pagination: 5 }), 'igs');
  assert.equal(igsValues(ascending, 'mag'), strong.map((q) => q.mag).reverse().slice(0, 5), 'isAsc=true sent and honoured');
});

test('RectangleParameter: the earthquakes in a box, in both protocols; from a gdbp path too', async () => {
  const box = [120, 20, 150, 50];
  const inside = quakes.filter((q) => q.lon >= box[0] && q.lon <= box[2] && q.lat >= box[1] && q.lat <= box[3]).map((q) => q.fid);
  assert.ok(inside.length > 10);
  const p = new RectangleParameter({ layers: [2], geometry: box as [number, number, number, number], pagination: 1000 });
  assert.equal(igsIds(await answer(p, 'igs')), inside);
  assert.equal(esriIds(await answer(p, 'arcgis')), inside);
  const byPath = new RectangleParameter({ layers: 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/earthquakes', geometry: box as [number, number, number, number], pagination: 1000 });
  const res = await r.emulator.handle(new Request(byPath.toUrl('igs', PREFIX)));
  assert.equal(igsIds(await res!.json()), inside, 'mrfs/layer/query?gdbp=…');
});

test('RectangleParameter with where, MustInside and rectangles only: the same countries from both protocols', async () => {
  const names = async (o: object) => {
    const p = new RectangleParameter({ layers: 0, geometry: [-30, 30, 50, 75], pagination: 500, ...o });
    const igs = igsValues(await answer(p, 'igs'), 'name_en').sort();
    assert.equal(esriValues(await answer(p, 'arcgis'), 'name_en').sort(), igs, JSON.stringify(o));
    return igs;
  };
  const touching = await names({});
  const inside = await names({ spatialRelationType: 'MustInside' });
  const boxes = await names({ compareRectOnly: true });
  assert.ok(touching.includes('Russia') && !inside.includes('Russia') && inside.includes('Germany'));
  assert.ok(inside.every((n: string) => touching.includes(n)) && touching.every((n: string) => boxes.includes(n)), 'inside ⊂ meeting ⊂ boxes meeting');
  assert.equal(await names({ where: "name_en LIKE 'G%'" }), touching.filter((n: string) => n.startsWith('G')));
});

test('GeometryParameter: a point picks the country under it; a polygon the countries it meets', async () => {
  const paris = new GeometryParameter({ layers: 0, geometry: { type: 'Point', coordinates: [2.35, 48.85] } });
  assert.equal(igsValues(await answer(paris, 'igs'), 'name_en'), ['France']);
  assert.equal(esriValues(await answer(paris, 'arcgis'), 'name_en'), ['France']);
  const poly = new GeometryParameter({ layers: 0, geometry: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[100, 20], [120, 20], [120, 45], [100, 45], [100, 20]]] } }, pagination: 200 });
  const igs = igsValues(await answer(poly, 'igs'), 'name_en').sort();
  assert.ok(igs.includes('China') && igs.includes('Vietnam'), igs.join(', '));
  assert.equal(esriValues(await answer(poly, 'arcgis'), 'name_en').sort(), igs);
});

test('ObjectIdsParameter: these features and no others; IncludeAttribute / IncludeGeometry honoured', async () => {
  const p = new ObjectIdsParameter({ layers: 2, objectIds: [3, 1, 2] });
  assert.equal(igsIds(await answer(p, 'igs')).sort(), [1, 2, 3]);
  assert.equal(esriIds(await answer(p, 'arcgis')).sort(), [1, 2, 3]);
  const bare = new ObjectIdsParameter({ layers: 2, objectIds: '1', IncludeAttribute: false, IncludeGeometry: false });
  const igs = (await answer(bare, 'igs')).SFEleArray[0];
  assert.equal([igs.AttValue, igs.fGeom], [[], null]);
  const esri = (await answer(bare, 'arcgis')).features[0];
  assert.equal(esri, { attributes: { OBJECTID: 1 } });
});

test('a where clause the emulator cannot read comes back as the service\'s own error', async () => {
  const p = new SQLParameter({ layers: 0, where: 'nom = 1' });
  const igs = await r.emulator.handle(new Request(p.toUrl('igs', IGS)));
  assert.is(igs!.status, 400);
  assert.match(JSON.stringify(await igs!.json()), /unknown field/);
  const esri = await (await r.emulator.handle(new Request(p.toUrl('arcgis', ARCGIS))))!.json();
  assert.match(esri.error.details[0], /'where' parameter is invalid/);
});

test.run();
