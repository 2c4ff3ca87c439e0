// Thematic layers against plain MapLibre doing the same, in headless Chromium (SwiftShader, network cut): a
// ClusterLayer and a HeatmapLayer of 100,000 points, a DynamicMarkerLayer of 5,000 markers (and, for scale, 5,000
// DOM markers). Prints time to first full draw (layer added → `idle`) and frame times while panning. Figures, not a
// timed test: software WebGL on a shared machine, so compare the columns, not the absolute numbers.
//
//   npm run build:maplib && node --import tsx bench/thematicLayers.ts [runs=3] [cluster|heatmap|markers]
//   (DEBUG=1 prints the pages' console)
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser, offlineContext } from '../test/helpers/browser.ts';
import { startServer } from '../test/maplib/browser/server.ts';

const RUNS = Number(process.argv[2] ?? 3);
const ONLY = process.argv[3];
if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');

interface Result {
  firstDraw: number;
  frames: number[];
}

type Scenario = 'cluster' | 'heatmap' | 'markers';
type Impl = 'maplib' | 'maplibre' | 'dom';

/** Runs one scenario in a fresh page: map idle on the offline basemap, add the layer, wait for idle, pan 3 s. */
async function run(page: Page, scenario: Scenario, impl: Impl): Promise<Result> {
  return page.evaluate(
    async ({ scenario, impl }) => {
      const M = (window as any).MapLib;
      const ml = M.maplibregl;
      let seed = 42;
      const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      const gauss = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
      // 100,000 points around 40 seeded centres (clustered like real data), or 5,000 across the western US.
      const points = (n: number, around: () => [number, number], spread: number) => ({
        type: 'FeatureCollection',
        features: Array.from({ length: n }, (_, i) => {
          const [x, y] = around();
          return { type: 'Feature', properties: { fid: i, w: Math.round(rnd() * 100) }, geometry: { type: 'Point', coordinates: [Math.max(-179, Math.min(179, x + gauss() * spread)), Math.max(-80, Math.min(80, y + gauss() * spread * 0.6))] } };
        }),
      });
      const centres = Array.from({ length: 40 }, () => [rnd() * 300 - 150, rnd() * 120 - 55] as [number, number]);
      const data =
        scenario === 'markers'
          ? points(5000, () => [-125 + rnd() * 22, 32 + rnd() * 16], 0.1)
          : points(100000, () => centres[Math.floor(rnd() * centres.length)], 4);
      const view = scenario === 'markers' ? { center: [-114, 40], zoom: 4.2 } : { center: [0, 15], zoom: 1.6 };

      const el = document.getElementById('map')!;
      // A stuck wait must not hang the bench: 120 s at most, then the figure is marked.
      const idle = (m: any) =>
        new Promise<void>((res, rej) => {
          const t = setTimeout(() => rej(new Error('no idle in 120 s')), 120000);
          m.once('idle', () => (clearTimeout(t), res()));
          m.triggerRepaint();
        });
      let map: any;
      let view2: any;
      if (impl === 'maplib') {
        view2 = M.createMap(el, { ...view, attributionControl: false });
        await view2.ready();
        map = view2.maplibre;
      } else {
        map = new ml.Map({ container: el, style: M.core.createBasemapStyle('offline', { dataUrl: M.assetBaseUrl }), ...view, attributionControl: false });
        await new Promise((res, rej) => {
          const t = setTimeout(() => rej(new Error('no load in 60 s')), 60000);
          map.once('load', () => (clearTimeout(t), res(undefined)));
        });
      }
      if ((window as any).__debug) console.log('basemap idle');
      await idle(map);

      const t0 = performance.now();
      if (scenario === 'cluster') {
        if (impl === 'maplib') view2.add(new M.core.ClusterLayer({ id: 'b', data }));
        else {
          map.addSource('b', { type: 'geojson', data, cluster: true, clusterMaxZoom: 14, clusterRadius: 50 });
          map.addLayer({ id: 'b-clusters', type: 'circle', source: 'b', filter: ['has', 'point_count'], paint: { 'circle-color': ['step', ['get', 'point_count'], '#51bbd6', 10, '#f1f075', 100, '#f28cb1'], 'circle-radius': ['step', ['get', 'point_count'], 15, 10, 20, 100, 25], 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff' } });
          map.addLayer({ id: 'b-count', type: 'symbol', source: 'b', filter: ['has', 'point_count'], layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': ['WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Microsoft YaHei', 'PingFang SC', 'sans-serif'], 'text-size': 12, 'text-allow-overlap': true }, paint: { 'text-color': '#222222' } });
          map.addLayer({ id: 'b-points', type: 'circle', source: 'b', filter: ['!', ['has', 'point_count']], paint: { 'circle-color': '#000000', 'circle-radius': 6, 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff' } });
        }
      } else if (scenario === 'heatmap') {
        if (impl === 'maplib') view2.add(new M.core.HeatmapLayer({ id: 'b', data, field: 'w', heaterRadius: 12 }));
        else {
          map.addSource('b', { type: 'geojson', data });
          map.addLayer({ id: 'b', type: 'heatmap', source: 'b', paint: { 'heatmap-radius': 12, 'heatmap-intensity': 1, 'heatmap-weight': ['interpolate', ['linear'], ['to-number', ['get', 'w'], 0], 0, 0, 100, 1], 'heatmap-color': ['interpolate', ['linear'], ['heatmap-density'], 0, 'rgba(33,102,172,0)', 0.2, 'rgb(103,169,207)', 0.4, 'rgb(209,229,240)', 0.6, 'rgb(253,219,199)', 0.8, 'rgb(239,138,98)', 1, 'rgb(178,24,43)'] } });
        }
      } else if (impl === 'maplib') {
        view2.add(new M.core.DynamicMarkerLayer({ id: 'b', data, selects: [1, 2, 3] }));
      } else if (impl === 'maplibre') {
        // The same picture by hand: a pin image, a symbol layer, feature state for the selection.
        map.addImage('pin', M.core.pinImage('#3a86ff'), { pixelRatio: 2 });
        map.addSource('b', { type: 'geojson', data, promoteId: 'fid' });
        map.addLayer({ id: 'b', type: 'symbol', source: 'b', layout: { 'icon-image': 'pin', 'icon-anchor': 'bottom', 'icon-allow-overlap': true, 'icon-ignore-placement': true }, paint: { 'icon-opacity': ['case', ['boolean', ['feature-state', 'selected'], false], 0.5, 1] } });
        for (const id of [1, 2, 3]) map.setFeatureState({ source: 'b', id }, { selected: true });
      } else {
        for (const f of data.features) new ml.Marker().setLngLat(f.geometry.coordinates).addTo(map);
      }
      if ((window as any).__debug) console.log('layer added');
      await idle(map);
      if ((window as any).__debug) console.log('layer idle');
      const firstDraw = performance.now() - t0;

      // Pan 600 px east over 3 s (linear) and record when each frame was rendered, from the pan's start: a map too slow
      // to render during the pan at all still yields its one long frame (start to moveend), not none.
      const stamps: number[] = [performance.now()];
      const onRender = () => stamps.push(performance.now());
      map.on('render', onRender);
      await new Promise<void>((res) => {
        const t = setTimeout(res, 60000);
        map.once('moveend', () => (clearTimeout(t), res()));
        map.panBy([600, 0], { duration: 3000, easing: (t: number) => t });
      });
      map.off('render', onRender);
      if (stamps.length < 2) stamps.push(performance.now());
      const frames = stamps.slice(1).map((t, i) => t - stamps[i]);
      if (view2) view2.destroy();
      else map.remove();
      return { firstDraw, frames };
    },
    { scenario, impl },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const f = (n: number) => n.toFixed(0).padStart(6);

const server = await startServer();
const browser = await launchBrowser();
const context = await offlineContext(browser, { viewport: { width: 1000, height: 700 } });
await context.addInitScript('globalThis.__name = (f) => f;');
const plan: [Scenario, Impl[]][] = [
  ['cluster', ['maplib', 'maplibre']],
  ['heatmap', ['maplib', 'maplibre']],
  ['markers', ['maplib', 'maplibre', 'dom']],
];
const LABEL: Record<Scenario, string> = { cluster: 'cluster, 100,000 points', heatmap: 'heatmap, 100,000 points', markers: 'markers, 5,000' };
const IMPL: Record<Impl, string> = { maplib: 'MapLib', maplibre: 'plain MapLibre', dom: 'MapLibre DOM markers' };
console.log(`thematic layers vs plain MapLibre — ${RUNS} runs each, medians; Chromium ${browser.version()}, SwiftShader, 800×500 map`);
console.log(`${'scenario'.padEnd(26)}${'implementation'.padEnd(22)}${'first draw ms'.padStart(14)}${'frame ms mean'.padStart(15)}${'p95'.padStart(8)}${'fps'.padStart(6)}   spread of the runs (first draw; frame mean)`);
for (const [scenario, impls] of plan.filter(([s]) => !ONLY || s === ONLY)) {
  const results: Record<string, Result[]> = {};
  for (let r = 0; r < RUNS; r++) {
    // Every other round runs the implementations in reverse, so none always goes first on a warming machine.
    for (const impl of r % 2 ? [...impls].reverse() : impls) {
      const page = await context.newPage();
      if (process.env.DEBUG) {
        page.on('console', (m) => console.log('  page:', m.text()));
        page.on('crash', () => console.log('  page crashed'));
        await page.addInitScript('window.__debug = true');
      }
      await page.goto(server.origin + '/');
      await page.waitForFunction(() => (window as any).MapLib);
      const started = Date.now();
      (results[impl] ??= []).push(await run(page, scenario, impl));
      process.stderr.write(`  ${scenario} ${impl} run ${r + 1}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
      await page.close();
    }
  }
  for (const impl of impls) {
    const rs = results[impl];
    const means = rs.map((x) => x.frames.reduce((a, b) => a + b, 0) / Math.max(1, x.frames.length));
    const p95s = rs.map((x) => pct(x.frames, 0.95));
    const mean = median(means);
    // The spread says how far one run strays on a shared machine: a gap between columns smaller than it is noise.
    const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
    const spread = `${range(rs.map((x) => x.firstDraw))}; ${range(means)}`;
    console.log(`${LABEL[scenario].padEnd(26)}${IMPL[impl].padEnd(22)}${f(median(rs.map((x) => x.firstDraw))).padStart(14)}${f(mean).padStart(15)}${f(median(p95s)).padStart(8)}${(1000 / mean).toFixed(1).padStart(6)}   ${spread}`);
  }
}
if (context.blocked.length) console.log('blocked requests:', context.blocked);
await browser.close();
await server.close();
