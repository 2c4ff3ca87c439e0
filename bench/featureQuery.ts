// FeatureService with a query returning 10,000 features from the service emulator, in headless Chromium (SwiftShader,
// network cut): the emulated IGServer (mrfs) over a synthetic 10,000-point earthquake layer, answered in the page by
// the in-page fallback (as the docs' demos are without a service worker). Prints, per run and as medians: the answer
// fetched and parsed as plain JSON (the floor), FeatureService.query (request → Feature[]), toGeoJSON, and the
// GeoJSON layer added → map `idle` (drawn), with request → drawn in all; and the JS heap (after a forced GC) before
// the query and with the result and the drawn layer held. Figures, not a timed test: a shared machine's numbers
// wander, so compare the columns.
//
//   npm run build:maplib && node --import tsx bench/featureQuery.ts [runs=5] [features=10000]
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser, offlineContext } from '../test/helpers/browser.ts';
import { startServer } from '../test/maplib/browser/server.ts';

const RUNS = Number(process.argv[2] ?? 5);
const COUNT = Number(process.argv[3] ?? 10_000);
if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');

interface Times {
  plainJson: number;
  query: number;
  toGeoJSON: number;
  draw: number;
  total: number;
  features: number;
  answerBytes: number;
}

/** Installs an emulator whose earthquake layer holds `count` seeded points, and a map; resolves when it is idle. */
async function setUp(page: Page, count: number): Promise<void> {
  await page.evaluate(async (count) => {
    const M = (window as any).MapLib;
    const m = await M.loadEmulator();
    const real = await m.loadEmulatorData(M.assetBaseUrl);
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // The bundled layer's fields (mag, depth, place, time, type), rows [lon, lat, …values].
    const rows = Array.from({ length: count }, (_, i) => [
      +(rnd() * 340 - 170).toFixed(4),
      +(rnd() * 140 - 70).toFixed(4),
      +(2.5 + rnd() * 5).toFixed(1),
      +(rnd() * 300).toFixed(2),
      `${Math.round(rnd() * 200)}km of synthetic place ${i}`,
      1700000000000 + i * 60000,
      'earthquake',
    ]);
    const prefix = location.origin + '/_bench/';
    const emulator = m.createEmulator({ prefix, data: { countries: real.countries, points: { ...real.points, rows } }, store: m.memoryStore() });
    M.installEmulatorFallback({ prefix, emulator });
    const w = window as any;
    w.__service = new M.core.FeatureService({ url: prefix + 'igs/rest/mrfs/docs/World', layers: 2 });
    w.__view = M.createMap(document.getElementById('map'), { center: [0, 10], zoom: 0.8, attributionControl: false });
    await w.__view.ready();
    // A first query warms the emulator (its data load) so the runs time the query, not the set-up.
    await w.__service.queryBySQL('FID = 1');
    await new Promise<void>((res) => {
      w.__view.maplibre.once('idle', () => res());
      w.__view.maplibre.triggerRepaint();
    });
  }, count);
}

/** One run: plain fetch + JSON.parse of the same request, then FeatureService.query → toGeoJSON → layer → idle. */
function run(page: Page, count: number, i: number): Promise<Times> {
  return page.evaluate(
    async ({ count, i }) => {
      const M = (window as any).MapLib;
      const w = window as any;
      const service = w.__service;
      const view = w.__view;
      const parameter = new M.core.SQLParameter({ where: '1=1', pagination: count });
      const url = service.requestUrl(parameter);
      let t = performance.now();
      const text = await (await fetch(url)).text();
      JSON.parse(text);
      const plainJson = performance.now() - t;

      const t0 = performance.now();
      const result = await service.query(parameter);
      const t1 = performance.now();
      const data = result.toGeoJSON();
      const t2 = performance.now();
      const layer = new M.core.GeoJSONLayer({ id: `quakes-${i}`, type: 'circle', data, paint: { 'circle-color': '#e4572e', 'circle-radius': 2 } });
      const idle = new Promise<void>((res, rej) => {
        const timer = setTimeout(() => rej(new Error('no idle in 120 s')), 120000);
        const check = () => {
          // Idle with the layer's source loaded: its tiles were built from the 10,000 features and drawn.
          let loaded = false;
          try {
            loaded = view.maplibre.isSourceLoaded(`quakes-${i}`);
          } catch {
            // not added yet
          }
          if (loaded) {
            clearTimeout(timer);
            res();
          } else view.maplibre.once('idle', check);
        };
        view.maplibre.once('idle', check);
      });
      view.add(layer);
      await idle;
      const t3 = performance.now();
      w.__held = { result, layer };
      t = t3 - t0;
      return { plainJson, query: t1 - t0, toGeoJSON: t2 - t1, draw: t3 - t2, total: t, features: result.features.length, answerBytes: text.length };
    },
    { count, i },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => n.toFixed(0).padStart(8);
const mb = (n: number) => (n / 1048576).toFixed(1);

const server = await startServer();
const browser = await launchBrowser();
const context = await offlineContext(browser, { viewport: { width: 1000, height: 700 } });
await context.addInitScript('globalThis.__name = (f) => f;');
const page = await context.newPage();
await page.goto(server.origin + '/');
await page.waitForFunction(() => (window as any).MapLib);
await setUp(page, COUNT);
const cdp = await context.newCDPSession(page);
/** Used JS heap after a full GC. */
const heap = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
};

console.log(`FeatureService query of ${COUNT.toLocaleString('en')} features from the emulated IGServer — ${RUNS} runs; Chromium ${browser.version()}, SwiftShader, 800×500 map`);
console.log(`${'run'.padEnd(6)}${'plain JSON'.padStart(11)}${'query'.padStart(8)}${'toGeoJSON'.padStart(10)}${'drawn'.padStart(8)}${'request→drawn'.padStart(15)}   heap before → held (MB)`);
const all: Times[] = [];
for (let i = 0; i < RUNS; i++) {
  await page.evaluate((i) => {
    const w = window as any;
    if (w.__held) w.__view.removeChild(w.__held.layer);
    w.__held = undefined;
  }, i);
  const before = await heap();
  const t = await run(page, COUNT, i);
  const held = await heap();
  all.push(t);
  if (t.features !== COUNT) throw new Error(`run ${i + 1}: ${t.features} features, expected ${COUNT}`);
  console.log(`${String(i + 1).padEnd(6)}${ms(t.plainJson).padStart(11)}${ms(t.query)}${ms(t.toGeoJSON).padStart(10)}${ms(t.draw)}${ms(t.total).padStart(15)}   ${mb(before)} → ${mb(held)} (+${mb(held - before)})`);
}
const m = (k: keyof Times) => median(all.map((t) => t[k]));
console.log(`${'median'.padEnd(6)}${ms(m('plainJson')).padStart(11)}${ms(m('query'))}${ms(m('toGeoJSON')).padStart(10)}${ms(m('draw'))}${ms(m('total')).padStart(15)}`);
console.log(`answer: ${(all[0].answerBytes / 1048576).toFixed(2)} MB of Zondy FeatureSet JSON; "query" = fetch + JSON + Feature objects, "drawn" = GeoJSONLayer added → map idle with its source loaded (ms)`);
if (context.blocked.length) console.log('blocked requests:', context.blocked);
await browser.close();
await server.close();
