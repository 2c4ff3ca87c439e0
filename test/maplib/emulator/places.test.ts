// The place-name layer (emulator/data/places.ts): found by Chinese and English names through mrfs's gdbp query, not
// drawn in the document's images unless a request names it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig } from './fixtures.ts';
import { LAYER_STYLES } from '../../../maplib/src/emulator/data/catalog.ts';
import { PLACE_ROWS } from '../../../maplib/src/emulator/data/places.ts';

const r = rig();
const GDBP = 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/places';
const query = async (where: string, extra = '') => (await r.get(`igs/rest/mrfs/layer/query?gdbp=${GDBP}&where=${encodeURIComponent(where)}${extra}`)).json();
const names = (fs: any) => fs.SFEleArray.map((e: any) => e.AttValue[fs.AttStruct.FldName.indexOf('name_en')]);

test('every place has a Chinese and an English name and a position in range; names are unique', () => {
  for (const [lon, lat, zh, en] of PLACE_ROWS) {
    assert.ok(/[\u4e00-\u9fff]/.test(zh) && /^[A-Za-z][A-Za-z' .-]*$/.test(en), `${zh} ${en}`);
    assert.ok(Math.abs(lon) <= 180 && Math.abs(lat) <= 90, `${en} ${lon},${lat}`);
  }
  assert.is(new Set(PLACE_ROWS.map((row) => row[3])).size, PLACE_ROWS.length);
  assert.is(new Set(PLACE_ROWS.map((row) => row[2])).size, PLACE_ROWS.length);
});

test('mrfs layer query by gdbp finds 北京 by its Chinese name and Paris by its English name, with the point geometry', async () => {
  const bj = await query("name_zh LIKE '%北京%'");
  assert.equal(names(bj), ['Beijing']);
  assert.equal(bj.SFEleArray[0].fGeom.PntGeom[0].Dot, { x: 116.4, y: 39.9 });
  assert.equal(names(await query("name_en LIKE '%Paris%' OR name_zh LIKE '%Paris%'")), ['Paris']);
  const zhou = await query("name_zh LIKE '%州%'", '&pageCount=5&page=1');
  assert.is(zhou.TotalCount, 14, 'the cities named …州');
  assert.is(zhou.SFEleArray.length, 5, 'second page of five');
});

test('not drawn in a document image unless named (layers=show:3 or include:3)', async () => {
  const places = () => r.last().fills().filter((c) => c === LAYER_STYLES.places.fill).length;
  await r.get('igs/rest/mrms/docs/World?f=png&w=256&h=256&bbox=-180,-90,180,90');
  assert.is(places(), 0);
  await r.get('igs/rest/mrms/docs/World?f=png&w=256&h=256&layers=include:3&bbox=-180,-90,180,90');
  assert.ok(places() > 100, `${places()} place dots`);
  await r.get('igs/rest/mrms/docs/World?f=png&w=256&h=256&layers=hide:1&bbox=-180,-90,180,90');
  assert.is(places(), 0, 'hide lists what leaves the default set');
});

test.run();
