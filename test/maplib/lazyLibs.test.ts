// Bundle discipline of the heavy libraries (needs `npm run build:maplib`): ECharts, mapv, terra-draw, jsPDF, Print's
// engine, TanStack's table and milsymbol live only in their own files — maplib-echarts.js / maplib-mapv.js /
// maplib-terradraw.js / maplib-pdf.js / maplib-print.js / maplib-table.js / maplib-milsymbol.js beside maplib.js,
// echartsLib-*.js / mapvLib-*.js / terraDrawLib-*.js / pdfLib-*.js / printEngine-*.js / tableLib-*.js /
// milSymbolLib-*.js in the ESM build — and the manifest names them; maplib.js and the ESM entries carry none of them,
// no chunk carries MapLibre, and jsPDF's optional html2canvas, canvg and DOMPurify are in no file at all.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';

const BROWSER = path.resolve('maplib/dist/browser');
const ESM = path.resolve('maplib/dist/esm');
const read = (f: string) => fs.readFileSync(f, 'utf8');
/** Strings found only in each library's code: ECharts' instance attribute, mapv's Baidu Maps lookup, terra-draw's checks. */
const ECHARTS = '_echarts_instance_';
const MAPV = 'BMapGL';
const TERRA_DRAW = 'No modes provided';
/** A string of terra-draw's MapLibre adapter. */
const TERRA_DRAW_ADAPTER = 'Could not get canvas context';
/** A string of jsPDF's own code, and strings of the optional libraries it imports only for html() and svg. */
const JSPDF = 'Invalid argument passed to jsPDF';
const JSPDF_OPTIONAL = ['html2canvas.hertzen.com', 'feColorMatrix', 'SAFE_FOR_TEMPLATES'];
/** A string of Print's engine (its offscreen map copy's class). */
const PRINT_ENGINE = 'maplib-print-offscreen';
/** A method name of TanStack table-core (BaseTable's row model, in maplib-table.js). */
const TANSTACK_TABLE = 'getPrePaginatedRowModel';
/** A string of milsymbol's icon tables. */
const MILSYMBOL = 'NUCLEAR DETONATIONS GROUND ZERO';
/** A string of MapLibre's own code. */
const MAPLIBRE = 'maplibregl-canvas';

test('maplib.js holds neither ECharts, mapv nor terra-draw; each lives in its own script, without MapLibre', () => {
  const main = read(path.join(BROWSER, 'maplib.js'));
  assert.ok(main.includes(MAPLIBRE), 'maplib.js carries MapLibre');
  assert.not.ok(main.includes(ECHARTS), 'ECharts is not in maplib.js');
  assert.not.ok(main.includes(MAPV), 'mapv is not in maplib.js');
  assert.not.ok(main.includes(TERRA_DRAW) || main.includes(TERRA_DRAW_ADAPTER), 'terra-draw is not in maplib.js');
  assert.not.ok(main.includes(TANSTACK_TABLE), 'TanStack table is not in maplib.js');
  assert.ok(main.includes('maplib-echarts.js') && main.includes('maplib-mapv.js') && main.includes('maplib-terradraw.js') && main.includes('maplib-table.js'), 'maplib.js knows the file names it loads');
  const echarts = read(path.join(BROWSER, 'maplib-echarts.js'));
  const mapv = read(path.join(BROWSER, 'maplib-mapv.js'));
  assert.ok(echarts.includes(ECHARTS) && !echarts.includes(MAPLIBRE));
  assert.ok(mapv.includes(MAPV) && !mapv.includes(MAPLIBRE));
  const terraDraw = read(path.join(BROWSER, 'maplib-terradraw.js'));
  assert.ok(terraDraw.includes(TERRA_DRAW) && terraDraw.includes(TERRA_DRAW_ADAPTER) && !terraDraw.includes(MAPLIBRE));
  const table = read(path.join(BROWSER, 'maplib-table.js'));
  assert.ok(table.includes(TANSTACK_TABLE) && !table.includes(MAPLIBRE));
  // mapv's never-ending animation loop is cut at build time.
  assert.ok(mapv.includes('MapLib: no global animation loop') || !/requestAnimationFrame\(\w+\)\}/.test(mapv));
  assert.not.ok(main.includes(JSPDF), 'jsPDF is not in maplib.js');
  const pdf = read(path.join(BROWSER, 'maplib-pdf.js'));
  assert.ok(pdf.includes(JSPDF) && !pdf.includes(MAPLIBRE));
  for (const optional of JSPDF_OPTIONAL) assert.not.ok(pdf.includes(optional), `${optional} is not bundled with jsPDF`);
  assert.not.ok(main.includes(PRINT_ENGINE), "Print's engine is not in maplib.js");
  const engine = read(path.join(BROWSER, 'maplib-print.js'));
  assert.ok(engine.includes(PRINT_ENGINE) && !engine.includes(MAPLIBRE) && !engine.includes(JSPDF), 'the engine: without MapLibre and jsPDF');
  assert.not.ok(main.includes(MILSYMBOL), 'milsymbol is not in maplib.js');
  assert.ok(main.includes('maplib-milsymbol.js'), 'maplib.js knows the file name of the milsymbol chunk');
  const milsymbol = read(path.join(BROWSER, 'maplib-milsymbol.js'));
  assert.ok(milsymbol.includes(MILSYMBOL) && !milsymbol.includes(MAPLIBRE), 'the milsymbol chunk: without MapLibre');
  const manifest = JSON.parse(read(path.join(BROWSER, 'manifest.json')));
  assert.equal(manifest.lazy, { echarts: 'maplib-echarts.js', mapv: 'maplib-mapv.js', terraDraw: 'maplib-terradraw.js', pdf: 'maplib-pdf.js', print: 'maplib-print.js', table: 'maplib-table.js', milSymbol: 'maplib-milsymbol.js' });
  for (const file of Object.values(manifest.lazy) as string[]) assert.ok(manifest.files.includes(file), file);
});

test('ESM: the libraries are split chunks reached only by dynamic import', () => {
  const files = fs.readdirSync(ESM).filter((f) => f.endsWith('.js'));
  const with_ = (s: string) => files.filter((f) => read(path.join(ESM, f)).includes(s));
  assert.equal(with_(ECHARTS).map((f) => f.replace(/-\w+\.js$/, '')), ['echartsLib']);
  assert.equal(with_(MAPV).map((f) => f.replace(/-\w+\.js$/, '')), ['mapvLib']);
  assert.equal(with_(TERRA_DRAW).map((f) => f.replace(/-\w+\.js$/, '')), ['terraDrawLib']);
  assert.equal(with_(TERRA_DRAW_ADAPTER).map((f) => f.replace(/-\w+\.js$/, '')), ['terraDrawLib']);
  assert.equal(with_(JSPDF).map((f) => f.replace(/-\w+\.js$/, '')), ['pdfLib']);
  assert.equal(with_(PRINT_ENGINE).map((f) => f.replace(/-\w+\.js$/, '')), ['printEngine']);
  assert.equal(with_(MILSYMBOL).map((f) => f.replace(/-\w+\.js$/, '')), ['milSymbolLib']);
  for (const optional of JSPDF_OPTIONAL) assert.equal(with_(optional), [], `${optional} is in no ESM file`);
  assert.equal(with_(TANSTACK_TABLE).map((f) => f.replace(/-\w+\.js$/, '')), ['tableLib']);
  const staticImports = (f: string) => [...read(path.join(ESM, f)).matchAll(/\bimport\s*(?:[\w${}\s,*]+from\s*)?["']\.\/([^"']+)["']/g)].map((m) => m[1]);
  for (const entry of ['index.js', 'react.js']) {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      staticImports(f).forEach(visit);
    };
    visit(entry);
    assert.not.ok([...seen].some((f) => /^(echartsLib|mapvLib|terraDrawLib|pdfLib|printEngine|tableLib|milSymbolLib)-/.test(f)), `${entry} statically reaches ${[...seen].join(', ')}`);
  }
});

test.run();
