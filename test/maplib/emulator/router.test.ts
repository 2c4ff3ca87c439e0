// The router: only URLs under the prefix are answered, data loads once on first use (and again after a failure),
// unknown routes are 404, GeoJSON data sets, and a handler failure is a 500 rather than a thrown error.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createEmulator } from '../../../maplib/src/emulator/router.ts';
import { PREFIX, rig, testData } from './fixtures.ts';

test('answers only URLs under its prefix (same path, same origin)', async () => {
  const { emulator } = rig();
  assert.is(emulator.prefix, PREFIX);
  assert.is(await emulator.handle(new Request('http://127.0.0.1:4173/docs/guide/')), undefined);
  assert.is(await emulator.handle(new Request('http://127.0.0.1:4173/_services/ogc/wms')), undefined);
  assert.is(await emulator.handle(new Request('http://example.com/docs/_services/ogc/wms')), undefined);
  assert.ok(emulator.matches(PREFIX + 'es/earthquakes/_search'));
  const index = await emulator.handle(new Request(PREFIX));
  assert.is(index!.headers.get('x-maplib-emulator'), '1');
  assert.ok((await index!.json()).services.includes('ogc/wms'));
  assert.is((await emulator.handle(new Request(PREFIX + 'wfs?service=WFS')))!.status, 404);
});

test('a prefix without a trailing slash gets one', () => {
  assert.is(createEmulator({ prefix: 'http://h/app/_services', data: testData() }).prefix, 'http://h/app/_services/');
});

test('data loads lazily, once, and a failed load is retried on the next request', async () => {
  let calls = 0;
  let fail = true;
  const emulator = createEmulator({
    prefix: PREFIX,
    data: async () => {
      calls++;
      if (fail) throw new Error('offline data missing');
      return testData();
    },
  });
  assert.is(calls, 0);
  const first = await emulator.handle(new Request(PREFIX + 'data/countries.geojson'));
  assert.is(first!.status, 500);
  assert.match(await first!.text(), 'offline data missing');
  fail = false;
  const [a, b] = await Promise.all([emulator.handle(new Request(PREFIX + 'data/countries.geojson')), emulator.handle(new Request(PREFIX + 'data/earthquakes.geojson'))]);
  assert.is(calls, 2);
  assert.is(a!.headers.get('content-type'), 'application/geo+json');
  const fc = await b!.json();
  assert.is(fc.features.length, testData().points.rows.length);
  assert.equal(Object.keys(fc.features[0].properties), ['mag', 'depth', 'place', 'time', 'type']);
  assert.is((await emulator.handle(new Request(PREFIX + 'data/rivers.geojson')))!.status, 404);
});

test('an image request without a drawing surface is a 500 that says why (Node has no OffscreenCanvas)', async () => {
  const emulator = createEmulator({ prefix: PREFIX, data: testData() });
  const res = await emulator.handle(new Request(PREFIX + 'arcgis/rest/services/World/MapServer/tile/0/0/0'));
  assert.is(res!.status, 500);
  assert.match(await res!.text(), 'no OffscreenCanvas');
});

test('a WMS GetMap answered in Node names the emulator once', async () => {
  const emulator = createEmulator({ prefix: PREFIX, data: testData() });
  const res = await emulator.handle(new Request(PREFIX + 'ogc/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=countries&STYLES=&CRS=EPSG:3857&BBOX=0,0,1000,1000&WIDTH=256&HEIGHT=256&FORMAT=image/png'));
  const body = await res!.text();
  assert.is(res!.status, 500);
  assert.match(body, /^MapLib emulator: [^]*no OffscreenCanvas/);
  assert.not.match(body, 'MapLib emulator: MapLib emulator:');
});

test.run();
