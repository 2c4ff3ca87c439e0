// The in-page host without a browser: transformRequest rewriting, chaining with an app's own transformRequest,
// the protocol's answers by resource type and its errors, and servicesReady() falling back where no service worker exists.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installEmulatorFallback } from '../../../maplib/src/emulator/host/fallback.ts';
import { emulatorTransformRequest, chainTransformRequest, EMULATOR_PROTOCOL } from '../../../maplib/src/emulator/host/registry.ts';
import { servicesReady } from '../../../maplib/src/emulator/host/servicesReady.ts';
import { rig, PREFIX } from './fixtures.ts';

class AJAXError extends Error {
  constructor(readonly status: number, readonly statusText: string, readonly url: string, readonly body: Blob) {
    super(`AJAXError ${status}`);
  }
}
const protocols = new Map<string, (params: any, abort?: AbortController) => Promise<any>>();
const maplibregl = { addProtocol: (name: string, fn: any) => protocols.set(name, fn), removeProtocol: (name: string) => protocols.delete(name), AJAXError };

test('before installation nothing is rewritten; after it only URLs under the prefix go to the protocol', async () => {
  assert.is(emulatorTransformRequest(PREFIX + 'ogc/wms?x=1'), undefined);
  const { emulator } = rig();
  const handle = installEmulatorFallback({ prefix: PREFIX, emulator, maplibregl, fetchHook: false });
  assert.ok(protocols.has(EMULATOR_PROTOCOL));
  assert.equal(emulatorTransformRequest(PREFIX + 'ogc/wms?SERVICE=WMS&BBOX=1,2,3,4', 'Tile'), { url: `${EMULATOR_PROTOCOL}://0/ogc/wms?SERVICE=WMS&BBOX=1,2,3,4` });
  assert.is(emulatorTransformRequest('http://127.0.0.1:4173/docs/assets/x.png'), undefined);
  assert.is(emulatorTransformRequest('https://tile.openstreetmap.org/1/0/0.png'), undefined);
  // An app's transformRequest runs first; its headers survive, its URL is the one rewritten.
  const chained = chainTransformRequest((url: string) => ({ url: url.replace('/real/', '/docs/_services/'), headers: { 'x-app': '1' } }));
  assert.equal(chained('http://127.0.0.1:4173/real/es/earthquakes/_search', 'Source'), { url: `${EMULATOR_PROTOCOL}://0/es/earthquakes/_search`, headers: { 'x-app': '1' } });
  assert.equal(chained('http://other/x', 'Tile'), { url: 'http://other/x', headers: { 'x-app': '1' } });
  assert.is(chainTransformRequest()('http://other/x'), undefined);
  const asyncChained = await chainTransformRequest(async (url: string) => ({ url }))(PREFIX + 'data/countries.geojson');
  assert.equal(asyncChained, { url: `${EMULATOR_PROTOCOL}://0/data/countries.geojson` });
  handle.uninstall();
  assert.is(emulatorTransformRequest(PREFIX + 'ogc/wms'), undefined);
  assert.not.ok(protocols.has(EMULATOR_PROTOCOL));
});

test('the protocol answers json, string and arrayBuffer requests, forwards POST bodies, and throws AJAXError on errors', async () => {
  const { emulator } = rig();
  const handle = installEmulatorFallback({ prefix: PREFIX, emulator, maplibregl, fetchHook: false });
  const load = protocols.get(EMULATOR_PROTOCOL)!;
  const url = (path: string) => emulatorTransformRequest(PREFIX + path)!.url;
  const info = await load({ url: url('arcgis/rest/services/World/MapServer?f=json'), type: 'json' });
  assert.is(info.data.spatialReference.wkid, 102100);
  const caps = await load({ url: url('ogc/wms?SERVICE=WMS&REQUEST=GetCapabilities'), type: 'string' });
  assert.match(caps.data, '<WMS_Capabilities');
  const tile = await load({ url: url('ogc/wmts/1.0.0/world/default/w/0/0/0.png'), type: 'image' });
  assert.instance(tile.data, ArrayBuffer);
  assert.equal([...new Uint8Array(tile.data).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const es = await load({ url: url('es/earthquakes/_search'), type: 'json', method: 'POST', body: JSON.stringify({ size: 1, query: { range: { mag: { gte: 6 } } } }) });
  assert.ok(es.data.hits.hits[0]._source.mag >= 6);
  try {
    await load({ url: url('ogc/wmts/1.0.0/world/default/w/0/5/5.png'), type: 'image' });
    assert.unreachable('a 400 must throw');
  } catch (err) {
    assert.instance(err, AJAXError);
    assert.is((err as AJAXError).status, 400);
    assert.is((err as AJAXError).url, PREFIX + 'ogc/wmts/1.0.0/world/default/w/0/5/5.png');
    assert.match(await (err as AJAXError).body.text(), 'TileOutOfRange');
  }
  handle.uninstall();
});

test('servicesReady() without service workers (Node, like a file:// page) installs the fallback at <base>_services/', async () => {
  const { emulator } = rig();
  (globalThis as any).MapLib = { maplibregl, assetBaseUrl: 'http://127.0.0.1:4173/docs/assets/maplib/' };
  try {
    // The fallback for this prefix already exists with a test emulator, so the lazy script loader is never needed.
    const handle = installEmulatorFallback({ prefix: PREFIX, emulator, maplibregl, fetchHook: false });
    const state = await servicesReady({ base: 'http://127.0.0.1:4173/docs/' });
    assert.equal(state, { mode: 'fallback', prefix: PREFIX });
    assert.is(await servicesReady({ base: 'http://127.0.0.1:4173/docs/' }), await servicesReady({ base: 'http://127.0.0.1:4173/docs/' }), 'one promise per prefix');
    assert.ok(emulatorTransformRequest(PREFIX + 'ogc/wms'));
    handle.uninstall();
  } finally {
    delete (globalThis as any).MapLib;
  }
});

test.run();
