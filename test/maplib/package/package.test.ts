// MapLib as a user installs it: `npm pack` of maplib/, the tarball installed into fresh apps — Vite + React + TS
// (strict), Vite + Vue 3 + TS (strict), webpack 5 + React, and a plain page importing the package's folder as copied —
// each built with no MapLib configuration, type-checked where it is TypeScript (a wrong prop type must be an error:
// src/typeErrors.tsx), served, and opened in Chromium with the network cut: the offline basemap's land, a GeoJSON
// fill, the default marker's pin tip on its point, and an emulated WMS drawing. Prints the package's size and each
// app's JS gzip size against the same app with MapLibre alone.
// Slow (bundlers; the first run also installs them, see apps.ts): runs only with MAPLIB_PACKAGE_TEST=1.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext, pixelsAt } from '../../helpers/browser.ts';
import { decodePng, lowestRowNear } from '../../helpers/png.ts';
import { waitIdle, colourDistance } from '../browser/session.ts';
import { PALETTES } from '../../../maplib/src/core/basemap/palettes.ts';
import { ROOT, PACKAGE_NAME, ensureTooling, packMaplib, makeApp, runTool, jsGzipSize, entryJsGzipSize, serveFolder, type Packed } from './apps.ts';
import { MARKER_AT } from './apps/scene.ts';

interface Ctx {
  dir: string;
  tooling: string;
  packed: Packed;
  browser: Browser;
  /** Per app: the entry script's and all emitted JS (lazy chunks too), gzip bytes. */
  sizes: Record<string, { entry: number; all: number }>;
}

const test = suite<Ctx>('maplib package in fresh apps');
const ENABLED = process.env.MAPLIB_PACKAGE_TEST === '1';
/** Colour of the emulated WMS's countries (maplib/src/emulator/data/catalog.ts). */
const WMS_LAND = '#f2c14e';
/** Land away from labels and borders on a 600 × 360 map at zoom 1: Arabia, the Amazon, the American Midwest. */
const LAND: [number, number][] = [[45, 23], [-62, -5], [-88, 38]];
/** The centre of apps/scene.ts's square, in the Atlantic. */
const SQUARE_CENTRE: [number, number] = [-30, 0];
const VUE_ENTRY = path.join(ROOT, 'maplib/dist/esm/vue.js');

test.before(async (ctx) => {
  if (!fs.existsSync(path.join(ROOT, 'maplib/dist/esm/index.js'))) throw new Error('maplib/dist is missing: run `npm run build:maplib` first');
  ctx.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maplib-apps-'));
  ctx.tooling = ensureTooling();
  ctx.packed = packMaplib(ctx.dir);
  ctx.browser = await launchBrowser();
  ctx.sizes = {};
});

test.after(async (ctx) => {
  await ctx.browser?.close();
  if (ctx.dir) fs.rmSync(ctx.dir, { recursive: true, force: true });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (ctx.packed) console.log(`\n${PACKAGE_NAME}: packed ${kb(ctx.packed.packed)}, installed ${kb(ctx.packed.unpacked)}`);
  for (const [app, size] of Object.entries(ctx.sizes ?? {})) console.log(`  ${app.padEnd(32)} entry JS ${kb(size.entry).padStart(10)} gzip, all JS ${kb(size.all).padStart(10)} gzip`);
});

/** Opens a built app offline and checks what it draws; `site` is the folder served. */
async function checkApp(ctx: Ctx, site: string): Promise<void> {
  const served = await serveFolder(site);
  const context = await offlineContext(ctx.browser, { viewport: { width: 800, height: 900 } });
  try {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(served.origin + '/');
    await page.waitForFunction(() => (window as any).maplibMaps?.().length === 2, null, { timeout: 30_000 });
    await waitIdle(page, 'window.maplibMaps()[0]');
    const at = await page.evaluate(({ land, square, marker }) => {
      const [a, b] = (window as any).maplibMaps();
      return { landA: land.map((p: number[]) => a.project(p)), landB: land.map((p: number[]) => b.project(p)), square: a.project(square), marker: a.project(marker) };
    }, { land: LAND, square: SQUARE_CENTRE, marker: MARKER_AT });
    const mapA = page.locator('.maplibregl-map').nth(0);
    const [square, ...land] = (await pixelsAt(mapA, [at.square, ...at.landA])) as number[][];
    assert.ok(land.filter((rgb) => colourDistance(rgb, PALETTES.offline.land) < 16).length >= 2, `offline basemap land: ${JSON.stringify(land)}`);
    assert.ok(colourDistance(square, '#0050ff') < 16, `GeoJSON fill: ${square}`);
    const img = decodePng(await mapA.screenshot());
    const scale = img.width / 600;
    const tip = lowestRowNear(img, '#ff00ff', at.marker.x * scale, 2 * scale, 60) / scale;
    assert.ok(Math.abs(tip - at.marker.y) <= 3, `marker pin tip at y=${tip}, its point at y=${at.marker.y}`);
    // The WMS layer comes once servicesReady resolved and its images are drawn: a few idle rounds at most.
    const mapB = page.locator('.maplibregl-map').nth(1);
    let wms: number[][] = [];
    for (let round = 0; round < 10; round++) {
      await waitIdle(page, 'window.maplibMaps()[1]');
      wms = (await pixelsAt(mapB, at.landB)) as number[][];
      if (wms.filter((rgb) => colourDistance(rgb, WMS_LAND) < 16).length >= 2) break;
    }
    assert.ok(wms.filter((rgb) => colourDistance(rgb, WMS_LAND) < 16).length >= 2, `emulated WMS land: ${JSON.stringify(wms)}`);
    assert.equal(context.blocked, [], 'nothing left 127.0.0.1');
    assert.equal(errors, []);
  } finally {
    await context.close();
    await served.close();
  }
}

/** Builds an app's size baseline (the same app with MapLibre alone) and records both sizes. */
function recordSizes(ctx: Ctx, name: string, dist: string, buildBaseline: (app: string) => string): void {
  const sizes = (built: string) => ({ entry: entryJsGzipSize(built), all: jsGzipSize(built) });
  ctx.sizes[name] = sizes(dist);
  const baseline = makeApp(`baseline-${name}`, ctx.dir, ctx.packed.tarball, ctx.tooling);
  ctx.sizes[`${name} (MapLibre alone)`] = sizes(buildBaseline(baseline));
}

const viteBuild = (app: string) => {
  runTool(app, 'vite/bin/vite.js', ['build', '--logLevel', 'warn']);
  return path.join(app, 'dist');
};

/** webpack has no HTML of its own here: the app's index.html gets the entry's file names (html-webpack-plugin's job). */
const webpackBuild = (app: string) => {
  runTool(app, 'webpack-cli/bin/cli.js', []);
  const dist = path.join(app, 'dist');
  const built = (ext: string) => fs.readdirSync(dist).find((f) => f.startsWith('main.') && f.endsWith(ext))!;
  const html = fs.readFileSync(path.join(app, 'index.html'), 'utf8').replace('MAIN_JS', built('.js')).replace('MAIN_CSS', built('.css'));
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  return dist;
};

if (ENABLED) {
  test('Vite + React + TypeScript (strict): types check, a wrong prop type is an error, the build draws', async (ctx) => {
    const app = makeApp('vite-react', ctx.dir, ctx.packed.tarball, ctx.tooling);
    runTool(app, 'typescript/bin/tsc', ['--noEmit', '--pretty', 'false', '-p', '.']);
    // The same file without its @ts-expect-error lines fails: each of them marks a real error.
    const errorsFile = path.join(app, 'src/typeErrors.tsx');
    fs.writeFileSync(errorsFile, fs.readFileSync(errorsFile, 'utf8').replace(/^\/\/ @ts-expect-error.*\n/gm, ''));
    assert.throws(() => runTool(app, 'typescript/bin/tsc', ['--noEmit', '--pretty', 'false', '-p', '.']), /typeErrors\.tsx\(\d+,\d+\): error TS/);
    fs.rmSync(errorsFile);
    const dist = viteBuild(app);
    await checkApp(ctx, dist);
    recordSizes(ctx, 'vite-react', dist, viteBuild);
  });

  test('Vite + Vue 3 + TypeScript (strict): types check and the build draws', async (ctx) => {
    if (!fs.existsSync(VUE_ENTRY)) {
      console.log(`  skipped: ${path.relative(ROOT, VUE_ENTRY)} is not built (the Vue entry comes with the Vue components)`);
      return;
    }
    const app = makeApp('vite-vue', ctx.dir, ctx.packed.tarball, ctx.tooling);
    runTool(app, 'typescript/bin/tsc', ['--noEmit', '--pretty', 'false', '-p', '.']);
    const dist = viteBuild(app);
    await checkApp(ctx, dist);
    recordSizes(ctx, 'vite-vue', dist, viteBuild);
  });

  test('webpack 5 + React: the build draws', async (ctx) => {
    const app = makeApp('webpack-react', ctx.dir, ctx.packed.tarball, ctx.tooling);
    const dist = webpackBuild(app);
    await checkApp(ctx, dist);
    recordSizes(ctx, 'webpack-react', dist, webpackBuild);
  });

  test('a plain page importing the package folder as copied (no bundler) draws', async (ctx) => {
    const app = makeApp('plain', ctx.dir, ctx.packed.tarball, ctx.tooling);
    const site = path.join(ctx.dir, 'plain-site');
    fs.mkdirSync(site);
    for (const file of ['index.html', 'scene.js']) fs.copyFileSync(path.join(app, file), path.join(site, file));
    fs.cpSync(path.join(app, 'node_modules', PACKAGE_NAME), path.join(site, 'maplib'), { recursive: true });
    fs.cpSync(path.join(ROOT, 'node_modules/maplibre-gl/dist'), path.join(site, 'maplibre-gl/dist'), { recursive: true });
    await checkApp(ctx, site);
  });
} else {
  test('skipped: set MAPLIB_PACKAGE_TEST=1 to pack MapLib and build fresh apps with it', () => {});
}

test.run();
