// The IndexedDB store over a stand-in for IndexedDB: records a bug, an old version or a hand in DevTools left invalid
// (a string, upserts null, a feature without geometry, nextFid "x") are cut down to their valid part with a console
// warning, written back so, and every service keeps answering; MapLib.resetEmulatedEdits() forgets every edit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as idb from '../../../maplib/src/emulator/idbStore.ts';
import { rig, testData } from './fixtures.ts';

type Records = Map<unknown, unknown>;

/**
 * The part of IndexedDB idb-keyval uses, in memory: databases of object stores of records (stored as structured
 * clones), each request answering on a later turn and each transaction completing after its requests, as IndexedDB's do.
 */
function fakeIndexedDB() {
  const dbs = new Map<string, Map<string, Records>>();
  const later = (fn: () => void) => setTimeout(fn, 0);
  const open = (name: string) => {
    const req: any = {};
    later(() => {
      let stores = dbs.get(name);
      const db = {
        createObjectStore: (store: string) => stores!.set(store, new Map()),
        transaction(store: string) {
          const records = stores!.get(store)!;
          const tx: any = {};
          let pending = 0;
          const request = (run: () => unknown) => {
            const r: any = {};
            pending++;
            later(() => {
              r.result = run();
              r.onsuccess?.call(r);
              if (--pending === 0) later(() => pending === 0 && tx.oncomplete?.());
            });
            return r;
          };
          return {
            objectStore: () => ({
              transaction: tx,
              get: (key: unknown) => request(() => structuredClone(records.get(key))),
              put: (value: unknown, key: unknown) => request(() => void records.set(key, structuredClone(value))),
              clear: () => request(() => records.clear()),
            }),
          };
        },
      };
      req.result = db;
      if (!stores) {
        dbs.set(name, (stores = new Map()));
        req.onupgradeneeded?.();
      }
      req.onsuccess?.();
    });
    return req;
  };
  return { dbs, open };
}

/** Runs `body` with a fake indexedDB global and console.warn recorded; both put back after. */
async function withFakeIndexedDB(body: (fake: ReturnType<typeof fakeIndexedDB>, warnings: string[]) => Promise<void>) {
  const fake = fakeIndexedDB();
  const warnings: string[] = [];
  const warn = console.warn;
  (globalThis as any).indexedDB = fake;
  console.warn = (m: string) => void warnings.push(m);
  try {
    await body(fake, warnings);
  } finally {
    console.warn = warn;
    delete (globalThis as any).indexedDB;
  }
}

const quake = (fid: number, extra: Record<string, unknown> = {}) => ({ fid, attributes: { mag: 9.5, place: 'test' }, geometry: { type: 'Point', coordinates: [120, 30] }, ...extra });
const rows = testData().points.rows.length;

/** The count an ArcGIS query of a layer answers, or the failure. */
async function count(r: ReturnType<typeof rig>, layer: number): Promise<number | string> {
  const res = await r.get(`arcgis/rest/services/World/MapServer/${layer}/query?where=1%3D1&returnCountOnly=true&f=json`);
  return res.status === 200 ? ((await res.json()).count ?? 'no count') : `HTTP ${res.status}: ${await res.text()}`;
}

test('invalid records read back from IndexedDB are cut to their valid part with a warning; every service still answers', async () => {
  await withFakeIndexedDB(async (fake, warnings) => {
    fake.dbs.set('corrupt', new Map([['edits', new Map<unknown, unknown>([
      ['countries', 'a string where a record belongs'],
      ['graticule', { nextFid: 'x', upserts: {}, deleted: [] }],
      // A feature without geometry (dropped), one whose attribute is an object (dropped), a good one (kept), a bad id.
      ['earthquakes', { nextFid: rows + 10, upserts: { [rows + 1]: quake(rows + 1, { geometry: undefined }), [rows + 2]: quake(rows + 2, { attributes: { mag: { toString: 1 } } }), [rows + 3]: quake(rows + 3) }, deleted: [1, 'y'] }],
    ])]]));
    const r = rig({ store: idb.idbStore('corrupt') });
    assert.equal([await count(r, 0), await count(r, 1), await count(r, 2)], [177, 18, rows - 1 + 1]);
    const wms = await r.get('ogc/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=countries,graticule,earthquakes&STYLES=&CRS=CRS:84&BBOX=-180,-90,180,90&WIDTH=360&HEIGHT=180&FORMAT=image/png');
    assert.is(wms.headers.get('content-type'), 'image/png');
    const es = await r.get('es/earthquakes/_search', { method: 'POST', body: JSON.stringify({ size: 0 }) });
    assert.is((await es.json()).hits.total.value, rows);
    // Each layer warned once, naming the layer and what was dropped.
    assert.is(warnings.length, 3, warnings.join('\n'));
    assert.match(warnings.find((w) => w.includes('"countries"'))!, 'dropped them all: the record is a string, not {nextFid, upserts, deleted}');
    assert.match(warnings.find((w) => w.includes('"graticule"'))!, 'nextFid is "x", not a positive integer');
    const quakes = warnings.find((w) => w.includes('"earthquakes"'))!;
    assert.match(quakes, `kept the rest, dropped: feature ${rows + 1} has no valid geometry; feature ${rows + 2} has attributes that are not strings`);
    assert.match(quakes, '1 deleted ids that are not positive integers');
    assert.match(quakes, 'MapLib.resetEmulatedEdits() forgets every edit');
    // Written back checked: a reload (a new emulator over the same database) reads them without a warning.
    const edits = fake.dbs.get('corrupt')!.get('edits')!;
    assert.equal([edits.get('countries'), edits.get('graticule')], [undefined, undefined]);
    assert.equal(edits.get('earthquakes'), { nextFid: rows + 10, upserts: { [rows + 3]: quake(rows + 3) }, deleted: [1] });
    const reloaded = rig({ store: idb.idbStore('corrupt') });
    assert.equal([await count(reloaded, 0), await count(reloaded, 2)], [177, rows]);
    assert.is(warnings.length, 3);
  });
});

test('upserts: null keeps the deletions; an edit on a mended record gets a fid past the bundled ones', async () => {
  await withFakeIndexedDB(async (fake, warnings) => {
    fake.dbs.set('nulls', new Map([['edits', new Map<unknown, unknown>([
      ['earthquakes', { nextFid: 3, upserts: null, deleted: [5] }],
      ['graticule', { nextFid: 'x', upserts: { 19: { fid: 19, attributes: {}, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } } }, deleted: [] }],
    ])]]));
    const r = rig({ store: idb.idbStore('nulls') });
    assert.is(await count(r, 2), rows - 1);
    assert.match(warnings.join('\n'), 'kept the rest, dropped: upserts is not an object');
    const add = (layer: number, AttValue: unknown[], fGeom: unknown) =>
      r.get(`igs/rest/mrfs/docs/World/0/${layer}/addFeatures?f=json`, { method: 'POST', body: JSON.stringify({ AttStruct: { FldName: layer === 2 ? ['mag'] : ['kind'] }, SFEleArray: [{ AttValue, fGeom }] }) });
    // nextFid 3 is below the bundled ids: the new earthquake must not replace earthquake 3.
    assert.equal(await (await add(2, [7], { PntGeom: [{ Dot: { x: 1, y: 2 } }] })).json(), { succeed: true, FIDs: [rows + 1] });
    assert.equal(await (await add(1, ['test'], { LinGeom: [{ Line: { Arcs: [{ Dots: [{ x: 0, y: 0 }, { x: 1, y: 1 }] }] } }] })).json(), { succeed: true, FIDs: [19] });
    assert.is(await count(r, 2), rows);
  });
});

test('resetEmulatedEdits() forgets every saved edit; the next request answers from the bundled data', async () => {
  await withFakeIndexedDB(async (fake) => {
    const r = rig({ store: idb.idbStore() });
    const del = await r.get('igs/rest/mrfs/docs/World/0/2/deleteFeatures?objectIds=1,2&f=json', { method: 'POST' });
    assert.is((await del.json()).succeed, true);
    assert.is(await count(r, 2), rows - 2);
    assert.ok(fake.dbs.get('maplib-emulator')!.get('edits')!.size > 0, 'saved in the maplib-emulator database');
    assert.type(idb.resetEmulatedEdits, 'function');
    await idb.resetEmulatedEdits();
    assert.is(fake.dbs.get('maplib-emulator')!.get('edits')!.size, 0);
    assert.is(await count(r, 2), rows);
  });
  // Without IndexedDB (Node, a page that has none) there is nothing saved to forget.
  await idb.resetEmulatedEdits();
});

test.run();
