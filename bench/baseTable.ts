// BaseTable with 100,000 rows in headless Chromium (network cut): time to first paint (table added → its first rows
// drawn and a frame painted; the lazy maplib-table.js load counted, and a second table measured with it loaded), the
// DOM nodes the table holds, frame times (requestAnimationFrame deltas) while scrolling the grid by wheel events and
// programmatically, a sort by a text column, and the JS heap before and after (the heap read before the sort). Figures, not a timed test: a shared 2-core machine.
//
//   npm run build:maplib && node --import tsx bench/baseTable.ts [runs=3] [rows=100000]
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser, offlineContext } from '../test/helpers/browser.ts';
import { startServer } from '../test/maplib/browser/server.ts';

const RUNS = Number(process.argv[2] ?? 3);
const ROWS = Number(process.argv[3] ?? 100_000);
if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');

interface Result {
  firstPaintCold: number;
  firstPaintWarm: number;
  tableNodes: number;
  rowsInDom: number;
  wheelFrames: number[];
  scrollFrames: number[];
  sortMs: number;
  heapBefore: number;
  heapAfter: number;
}

async function run(page: Page, rows: number): Promise<Result> {
  return page.evaluate(async (rows) => {
    const M = (window as any).MapLib;
    const perf = performance as any;
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    const map = M.createMap(document.getElementById('map'), { center: [110, 30], zoom: 3, attributionControl: false });
    await map.ready();
    const data = Array.from({ length: rows }, (_, i) => ({ id: i, name: `row ${i}`, code: `C${(i * 7919) % rows}`, value: ((i * 31) % 997) / 10, kind: i % 7 }));
    const heapBefore = perf.memory?.usedJSHeapSize ?? NaN;
    /** Adds a table and waits until its first row is in the DOM and a frame has been painted after it. */
    const addTable = async () => {
      const t0 = performance.now();
      const table = map.add(new M.core.BaseTable({ dataSource: data, rowKey: 'id', pagination: false, height: 400, width: 600 }));
      while (!table.panel?.querySelector('.maplib-table-row[data-key="0"]')) await frame();
      await frame();
      return { table, ms: performance.now() - t0 };
    };
    const cold = await addTable();
    cold.table.remove();
    const { table, ms: warm } = await addTable();
    const tableNodes = table.panel.querySelectorAll('*').length;
    const rowsInDom = table.panel.querySelectorAll('.maplib-table-body .maplib-table-row').length;
    const grid = table.panel.querySelector('.maplib-table-grid');
    /** rAF deltas while `step` runs once per frame for `frames` frames. */
    const frameTimes = async (frames: number, step: (i: number) => void) => {
      const deltas: number[] = [];
      let last = await frame();
      for (let i = 0; i < frames; i++) {
        step(i);
        const now = await frame();
        deltas.push(now - last);
        last = now;
      }
      return deltas;
    };
    const r = grid.getBoundingClientRect();
    const wheelFrames = await frameTimes(120, () =>
      grid.dispatchEvent(new WheelEvent('wheel', { deltaY: 600, bubbles: true, cancelable: true, clientX: r.left + 50, clientY: r.top + 100 })) || (grid.scrollTop += 600),
    );
    const scrollFrames = await frameTimes(120, (i) => (grid.scrollTop = Math.round(((i + 1) / 120) * grid.scrollHeight)));
    const heapAfter = perf.memory?.usedJSHeapSize ?? NaN;
    // A sort by a text column through TanStack's row model, until the first sorted row is drawn.
    const s0 = performance.now();
    table.setSort({ columnKey: 'code', order: 'descend' });
    const top = table.getRows()[0].key;
    while (!table.panel.querySelector(`.maplib-table-row[data-key="${top}"]`)) await frame();
    const sortMs = performance.now() - s0;
    map.destroy();
    return { firstPaintCold: cold.ms, firstPaintWarm: warm, tableNodes, rowsInDom, wheelFrames, scrollFrames, sortMs, heapBefore, heapAfter };
  }, rows);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const mb = (b: number) => (b / 1048576).toFixed(1);

const server = await startServer();
const browser = await launchBrowser();
try {
  console.log(`BaseTable, ${ROWS.toLocaleString('en')} rows, ${RUNS} runs (headless Chromium, network cut)`);
  for (let i = 0; i < RUNS; i++) {
    const context = await offlineContext(browser, { viewport: { width: 1000, height: 700 } });
    await context.addInitScript('globalThis.__name = (f) => f;');
    const page = await context.newPage();
    await page.goto(server.origin + '/');
    await page.waitForFunction(() => (window as any).MapLib);
    const r = await run(page, ROWS);
    const f = (xs: number[]) => `mean ${mean(xs).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
    console.log(
      [
        `run ${i + 1}:`,
        `  first paint: ${r.firstPaintCold.toFixed(0)} ms with maplib-table.js loading, ${r.firstPaintWarm.toFixed(0)} ms loaded`,
        `  DOM: ${r.tableNodes} nodes in the table, ${r.rowsInDom} rows drawn`,
        `  frames, wheel scrolling (120 frames): ${f(r.wheelFrames)}`,
        `  frames, programmatic scroll top → bottom (120 frames): ${f(r.scrollFrames)}`,
        `  sort 100,000 rows by a text column: ${r.sortMs.toFixed(0)} ms to the first sorted row drawn`,
        `  JS heap: ${mb(r.heapBefore)} MB with the rows made, ${mb(r.heapAfter)} MB with the table (+${mb(r.heapAfter - r.heapBefore)} MB)`,
      ].join('\n'),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
