// Print's cost in headless Chromium (SwiftShader, network cut): an A4 landscape page of an 800×500 map (offline
// basemap, a point layer, a marker, a popup) at 96, 150 and 300 dpi, as PNG and as PDF. Prints the page's pixels, the
// time print() took, the file size, and the memory it held: the rise in the private resident memory of all of
// Chromium's processes (sampled every 50 ms from /proc while printing, over the level before) and in the page's JS
// heap. Figures, not a timed test: software WebGL on a shared machine.
//
//   npm run build:maplib && node --import tsx bench/print.ts [runs=2] [dpis=96,150,300]
import fs from 'node:fs';
import { launchBrowser, offlineContext } from '../test/helpers/browser.ts';
import { startServer } from '../test/maplib/browser/server.ts';

const RUNS = Number(process.argv[2] ?? 2);
/** Only these DPIs (a comma-separated list), e.g. `300`. */
const DPIS = (process.argv[3] ?? '96,150,300').split(',').map(Number);
if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');

/**
 * Private resident memory (resident less shared pages, which every Chromium process would otherwise count again) of
 * every process whose command line is Chromium's, in MB, read from /proc: quick enough to sample.
 */
function chromiumRss(): number {
  let pages = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('chromium')) continue;
      const [, resident, shared] = fs.readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ').map(Number);
      pages += resident - shared;
    } catch {
      // the process ended meanwhile
    }
  }
  return (pages * 4096) / 1048576;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await offlineContext(browser, { viewport: { width: 1000, height: 700 } });
  await context.addInitScript('globalThis.__name = (f) => f;');
  const page = await context.newPage();
  await page.goto(server.origin + '/');
  await page.waitForFunction(() => (window as any).MapLib);
  await page.evaluate(async () => {
    const w = window as any;
    const { core, createMap } = w.MapLib;
    w.__map = createMap(document.getElementById('map'), { center: [112, 34], zoom: 4 });
    w.__map.add(new core.GeoJSONLayer({ id: 'cities', title: '城市', data: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [121.47, 31.23] } }] }, paint: { 'circle-color': '#ff00ff', 'circle-radius': 8 } }));
    w.__map.add(new core.Marker({ lngLat: [104.07, 30.67] }));
    w.__map.add(new core.Popup({ lngLat: [116.4, 39.9], text: '北京' }));
    w.__print = w.__map.add(new core.Print({ title: '中国城市分布图' }));
    await w.__map.ready();
    await w.__print.print({ format: 'pdf', dpi: 72 }); // load both chunks once, outside the figures
  });
  console.log('A4 landscape, 800×500 map: dpi, format, page px, print() ms, file KB, Chromium private RSS rise MB (peak), JS heap rise MB');
  for (const dpi of DPIS) {
    for (const format of ['png', 'pdf']) {
      for (let run = 0; run < RUNS; run++) {
        await page.evaluate(() => new Promise((r) => setTimeout(r, 2000)));
        const base = chromiumRss();
        let peak = base;
        const timer = setInterval(() => (peak = Math.max(peak, chromiumRss())), 50);
        const r = await page.evaluate(
          async ({ dpi, format }) => {
            const w = window as any;
            const heap = () => (performance as any).memory?.usedJSHeapSize ?? 0;
            const before = heap();
            let heapPeak = before;
            const t0 = performance.now();
            const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, heap())), 10);
            let end: any;
            const blob = await w.__print.print({ format, dpi, onPrintEnd: undefined });
            clearInterval(sampler);
            end = { ms: performance.now() - t0, kb: blob.size / 1024, heap: (heapPeak - before) / 1048576 };
            const layout = w.MapLib.core.printLayout({ paper: 'A4', orientation: 'landscape', margin: 10, dpi, title: true });
            return { ...end, px: `${layout.page.width}×${layout.page.height}` };
          },
          { dpi, format },
        );
        clearInterval(timer);
        console.log(`${dpi}\t${format}\t${r.px}\t${r.ms.toFixed(0)}\t${r.kb.toFixed(0)}\t${(peak - base).toFixed(0)}\t${r.heap.toFixed(1)}`);
      }
    }
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
