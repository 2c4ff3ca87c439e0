// Renders the docs' pictures (pictures.ts) from MapLib itself: headless Chromium (playwright-core, SwiftShader WebGL)
// opens a page holding MapLib's browser build and one map per panel on the offline basemap, waits until every map has
// drawn, screenshots the row and writes it as WebP beside this file. Nothing leaves the machine: the page's only
// origin is answered from disk (maplib/dist/browser/ and the site's data/), every other request is refused.
//
// Run: npm run pictures [-- name…]   (needs `npm run build:maplib` first; the site build only reads the files)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
// The test suite's launcher: the one place that knows the Chromium binary and its WebGL flags.
import { launchBrowser } from '../../../test/helpers/browser.ts';
import { contentType } from '../../../src/shared/contentType.ts';
import { PICTURES } from './pictures.ts';
import { PICTURE_GAP, pictureColumns, pictureFile, type Picture } from './picture.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const MAPLIB = path.join(ROOT, 'maplib/dist/browser');
const DATA = path.join(ROOT, 'docs/.mapdocs/public/data');
const ORIGIN = 'http://pictures.invalid';
/** A picture should stay small on the page; WebP quality steps down until it fits. */
const MAX_BYTES = 60 * 1024;
const QUALITIES = [0.86, 0.78, 0.7, 0.6];

function sheetHtml(picture: Picture): string {
  const { width, height } = picture.panel;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/maplib/maplib.css"><script src="/maplib/maplib.js"></script>
<style>
  body { margin: 0; background: #fff; }
  #sheet { display: inline-grid; grid-template-columns: repeat(${pictureColumns(picture)}, ${width}px); gap: ${PICTURE_GAP}px; padding: ${PICTURE_GAP}px; background: #fff; }
  .panel { display: flex; flex-direction: column; gap: 5px; }
  .map { width: ${width}px; height: ${height}px; border-radius: 3px; overflow: hidden; }
  .label { font: 13px/1.2 "DejaVu Sans Mono", monospace; color: #1f2933; text-align: center; }
</style></head><body><div id="sheet"></div></body></html>`;
}

// Runs in the page (a string, so the bundler's helpers never reach it): one map per panel, resolved once every map has
// stayed loaded, with its tiles in and not moving, over a few checks in a row (a GeoJSON source loads after `idle` can
// first fire).
const DRAW_PANELS = `async (panels) => {
  const data = (file) => new URL('/data/' + file, location.href).href;
  const views = panels.map((panel) => {
    const box = document.createElement('div');
    box.className = 'panel';
    box.innerHTML = '<div class="map"></div><div class="label"></div>';
    box.querySelector('.label').textContent = panel.label;
    document.getElementById('sheet').append(box);
    const map = MapLib.createMap(box.querySelector('.map'), { labels: 'none', attributionControl: false, interactive: false, ...panel.map });
    new Function('map', 'MapLib', 'data', panel.layers)(map, MapLib, data);
    return map;
  });
  const settled = (view) => {
    const m = view.maplibre;
    return m && m.loaded() && m.areTilesLoaded() && !m.isMoving();
  };
  const deadline = Date.now() + 30000;
  for (let calm = 0; calm < 4; ) {
    if (Date.now() > deadline) throw new Error('the maps did not finish drawing within 30 s');
    await new Promise((r) => setTimeout(r, 250));
    calm = views.every(settled) ? calm + 1 : 0;
  }
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}`;

// Runs in the page: the screenshot (PNG, base64) re-encoded as WebP at the given quality, base64.
const TO_WEBP = `async ([png, quality]) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + png;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  canvas.getContext('2d').drawImage(img, 0, 0);
  const url = canvas.toDataURL('image/webp', quality);
  if (!url.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
  return url.slice(url.indexOf(',') + 1);
}`;

/** Answers the page's origin from disk; refuses everything else (no request leaves the machine). */
async function serveFromDisk(page: Page, picture: Picture): Promise<string[]> {
  const refused: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) {
      if (url.protocol !== 'data:' && url.protocol !== 'blob:') refused.push(url.href);
      return url.protocol === 'data:' || url.protocol === 'blob:' ? route.continue() : route.abort('internetdisconnected');
    }
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: sheetHtml(picture) });
    const [dir, prefix] = url.pathname.startsWith('/maplib/') ? [MAPLIB, '/maplib/'] : url.pathname.startsWith('/data/') ? [DATA, '/data/'] : ['', ''];
    const file = dir && path.join(dir, decodeURIComponent(url.pathname.slice(prefix.length)));
    if (!file || !file.startsWith(dir + path.sep) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ contentType: contentType(file), body: fs.readFileSync(file) });
  });
  return refused;
}

async function render(page: Page, picture: Picture): Promise<{ bytes: number; quality: number; width: number; height: number }> {
  const refused = await serveFromDisk(page, picture);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(`(${DRAW_PANELS})(${JSON.stringify(picture.panels)})`);
  if (errors.length) throw new Error(`${picture.name}: ${errors.join('; ')}`);
  if (refused.length) throw new Error(`${picture.name}: the page asked for outside addresses: ${refused.join(', ')}`);
  const sheet = page.locator('#sheet');
  const box = (await sheet.boundingBox())!;
  const png = (await sheet.screenshot()).toString('base64');
  for (const quality of QUALITIES) {
    const webp = Buffer.from(await page.evaluate(`(${TO_WEBP})(${JSON.stringify([png, quality])})`) as string, 'base64');
    if (webp.length <= MAX_BYTES || quality === QUALITIES.at(-1)) {
      fs.writeFileSync(path.join(HERE, pictureFile(picture)), webp);
      return { bytes: webp.length, quality, width: Math.round(box.width), height: Math.round(box.height) };
    }
  }
  throw new Error('unreachable');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(MAPLIB, 'maplib.js'))) {
    console.error('pictures: maplib/dist/browser/maplib.js not found — run `npm run build:maplib` first');
    process.exit(1);
  }
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = wanted.filter((name) => !PICTURES.some((p) => p.name === name));
  if (unknown.length) {
    console.error(`pictures: no picture named ${unknown.join(', ')} (known: ${PICTURES.map((p) => p.name).join(', ')})`);
    process.exit(1);
  }
  const browser = await launchBrowser();
  try {
    for (const picture of PICTURES.filter((p) => !wanted.length || wanted.includes(p.name))) {
      const context = await browser.newContext({ viewport: { width: 1000, height: 400 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const out = await render(page, picture);
      console.log(`${pictureFile(picture)}: ${out.width}×${out.height}, ${(out.bytes / 1024).toFixed(1)} KB (WebP quality ${out.quality})`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: Error) => {
  console.error(`pictures: ${process.argv.includes('--debug') ? err.stack : err.message}`);
  process.exit(1);
});
