// The emulated ArcGIS FeatureServer: service info, applyEdits with per-feature results, rollback of the whole request
// when one feature is bad (ArcGIS's rollbackOnFailure default), GET refused, edits in the store IGServer reads.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, testData } from './fixtures.ts';
import { memoryStore } from '../../../maplib/src/emulator/store.ts';

const SVC = 'arcgis/rest/services/World/FeatureServer';
const n = testData().points.rows.length;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ ...fields, f: 'json' }).toString(),
});

test('FeatureServer info lists the layers and says they can be edited; images are not its business', async () => {
  const r = rig();
  const info = await (await r.get(`${SVC}?f=json`)).json();
  assert.is(info.capabilities, 'Query,Create,Update,Delete,Editing');
  assert.equal(
    info.layers.map((l: any) => l.name),
    ['countries', 'graticule', 'earthquakes', 'places']
  );
  assert.is((await (await r.get(`${SVC}/export?f=json`)).json()).error.message, 'Requested operation is not supported');
});

test('applyEdits: adds (Web Mercator geometry read as such), updates and deletes in one request, seen by IGServer', async () => {
  const store = memoryStore();
  const r = rig({ store });
  const adds = JSON.stringify([{ geometry: { x: 0, y: 0, spatialReference: { wkid: 102100 } }, attributes: { mag: 2.5, place: 'Null Island' } }]);
  const updates = JSON.stringify([{ attributes: { OBJECTID: 1, mag: 9.9 } }]);
  const res = await (await r.get(`${SVC}/2/applyEdits`, form({ adds, updates, deletes: '2' }))).json();
  assert.equal(res, {
    addResults: [{ objectId: n + 1, globalId: null, success: true }],
    updateResults: [{ objectId: 1, globalId: null, success: true }],
    deleteResults: [{ objectId: 2, globalId: null, success: true }],
  });
  const igs = await (await r.get(`igs/rest/mrfs/docs/World/0/2/query?objectIds=1,2,${n + 1}&f=json`)).json();
  assert.equal(
    igs.SFEleArray.map((f: any) => [f.FID, f.AttValue[0]]),
    [
      [1, 9.9],
      [n + 1, 2.5],
    ]
  );
  assert.equal(igs.SFEleArray[1].fGeom.PntGeom[0].Dot, { x: 0, y: 0 });
});

test('one bad feature fails the request and writes nothing; GET and unknown fields are refused in ArcGIS error shape', async () => {
  const store = memoryStore();
  const r = rig({ store });
  const features = JSON.stringify([
    { geometry: { x: 1, y: 1 }, attributes: { mag: 1 } },
    { geometry: { x: 2, y: 2 }, attributes: { magnitude: 1 } },
  ]);
  const res = await (await r.get(`${SVC}/2/addFeatures`, form({ features }))).json();
  assert.equal(
    res.addResults.map((x: any) => [x.success, x.error.description]),
    [
      [false, 'Operation rolled back.'],
      [false, 'field "magnitude" does not exist in earthquakes'],
    ]
  );
  assert.is(await store.get('earthquakes'), undefined);
  const get = await (await r.get(`${SVC}/2/addFeatures?features=${encodeURIComponent(features)}&f=json`)).json();
  assert.equal(get.error.details, ['addFeatures must be sent as a POST']);
  const noIds = await (await r.get(`${SVC}/2/deleteFeatures`, form({ where: '1=1' }))).json();
  assert.match(noIds.error.details[0], /'objectIds' parameter not specified/);
});

test.run();
