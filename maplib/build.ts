// Builds MapLib: basemap data, ESM package, browser bundle (IIFE + CSS + worker + data + manifest), and prints sizes.
// Run with `npm run build:maplib`. Output goes to maplib/dist/.next first (ignored by git like all of dist/), and
// replaces maplib/dist/esm and maplib/dist/browser only when every step succeeded.
import { build, type Plugin } from 'esbuild';
import { copyFile, mkdir, readFile, rm, rename, writeFile, readdir, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildBasemapData } from './scripts/basemapData.ts';
import { buildEmulatorPoints } from './scripts/emulatorPoints.ts';
import { BASEMAP_FILES } from './src/core/basemap/basemapStyle.ts';
import { version } from './src/core/version.ts';
import { LIB_FILES } from './src/browser/loadLib.ts';

/**
 * In the ESM package each file MapLib loads (worker, basemap and emulator data) is named by a literal
 * `new URL('./file', import.meta.url)` (src/esm/bundledAssets.ts), which the app's bundler follows; the sources and the
 * browser build keep core/util/bundledAssets.ts, which knows no file (maplib.js finds them beside itself).
 */
const esmAssets: Plugin = {
  name: 'esm-assets',
  setup(b) {
    const real = path.join(root, 'src', 'esm', 'bundledAssets.ts');
    b.onResolve({ filter: /(^|\/)bundledAssets\.ts$/ }, (args) => (args.importer === real ? undefined : { path: real }));
  },
};

// The browser builds' source maps sit beside them for whoever debugs MapLib, without a sourceMappingURL comment: a
// site hosting the build leaves the megabytes of maps out, and a comment would point browsers at a missing file.
const BROWSER_SOURCEMAP = 'external';
/** What every classic script of the browser folder is built with (maplib.js, the lazy libraries, Vue, emulator). */
const CLASSIC_SCRIPT = { bundle: true, format: 'iife', platform: 'browser', target: 'es2022', minify: true, sourcemap: BROWSER_SOURCEMAP, logLevel: 'warning' } as const;

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const tmp = path.join(dist, '.next');
const maplibreDir = path.join(root, '..', 'node_modules', 'maplibre-gl', 'dist');
const WORKER = 'maplibre-gl-worker.mjs';
/** The service emulator: a service worker for sites, and the in-page fallback's code, each its own classic script. */
const SERVICE_WORKER = 'maplib-sw.js';
const EMULATOR = 'maplib-emulator.js';
const POINTS = 'emulator-points.json';
/** Heavy libraries of single components, each its own classic script loaded on first use (never inside maplib.js). */
const LAZY_LIBS = LIB_FILES;
/**
 * jsPDF's optional dependencies, reached only by its html() and svg paths, which Print never calls: left out of every
 * build (jsPDF imports them dynamically, so nothing loads them unless those paths run).
 */
const JSPDF_OPTIONAL = ['html2canvas', 'canvg', 'dompurify'];

/**
 * In the ESM package jsPDF's optional dependencies are modules that throw when loaded: a bare import of a package
 * the app does not have fails the app's build (Vite, webpack), and jsPDF reaches them only on paths Print never takes.
 */
const jspdfOptionalAbsent: Plugin = {
  name: 'jspdf-optional-absent',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${JSPDF_OPTIONAL.join('|')})$`) }, (args) => ({ path: args.path, namespace: 'jspdf-optional' }));
    b.onLoad({ filter: /.*/, namespace: 'jspdf-optional' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`MapLib: ${args.path} (an optional dependency of jsPDF) is not included`)});`,
      loader: 'js',
    }));
  },
};

/** In the browser bundle React comes from window.React / window.ReactDOM (the docs site loads them first). */
const reactFromGlobals: Plugin = {
  name: 'react-from-globals',
  setup(b) {
    const shims: Record<string, string> = {
      react: 'reactGlobal.ts',
      'react-dom': 'reactDomGlobal.ts',
      'react/jsx-runtime': 'jsxRuntimeGlobal.ts',
    };
    b.onResolve({ filter: /^react(-dom)?(\/jsx-runtime)?$/ }, (args) => {
      const shim = shims[args.path];
      if (!shim) throw new Error(`maplib browser build: no global stand-in for ${args.path}`);
      return { path: path.join(root, 'src', 'browser', shim) };
    });
  },
};

/**
 * maplib.js loads the heavy libraries as scripts beside it (src/browser/loadLib.ts), not as bundled imports: every
 * import of core/overlays/loadLib.ts from the core (the overlays, drawing sessions) gets the browser stand-in.
 */
const lazyLibsAsScripts: Plugin = {
  name: 'lazy-libs-as-scripts',
  setup(b) {
    const stand = path.join(root, 'src', 'browser', 'loadLib.ts');
    const core = path.join(root, 'src', 'core') + path.sep;
    b.onResolve({ filter: /(^|\/)loadLib\.ts$/ }, (args) => (args.importer.startsWith(core) ? { path: stand } : undefined));
  },
};

/**
 * mapv starts a requestAnimationFrame loop for its tween library when its module loads, and never stops it. MapLib
 * animates mapv itself, so the loop is cut out (the build fails if mapv's code no longer has it).
 */
const mapvWithoutGlobalLoop: Plugin = {
  name: 'mapv-without-global-loop',
  setup(b) {
    b.onLoad({ filter: /[\\/]mapv[\\/]build[\\/]mapv\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      const loop = "if (typeof window !== 'undefined') {\n    requestAnimationFrame(animate);\n}";
      if (!code.includes(loop)) throw new Error('mapv: the global requestAnimationFrame loop was not found; check the mapv version');
      return { contents: code.replace(loop, '/* MapLib: no global animation loop */'), loader: 'js' };
    });
  },
};

/** The Vue components for pages with Vue: a classic script after Vue's and maplib.js, defining MapLib.vue. */
const VUE_SCRIPT = 'maplib-vue.js';

/**
 * maplib-vue.js carries only the Vue bindings: Vue is the page's window.Vue, and every import of the core is the core
 * inside maplib.js (window.MapLib.core) — one copy of each, so a Vue <Map> holds the same MapView class as MapLib.core.
 */
const vueAndCoreFromGlobals: Plugin = {
  name: 'vue-and-core-from-globals',
  setup(b) {
    const core = path.join(root, 'src', 'core') + path.sep;
    b.onResolve({ filter: /^vue$/ }, () => ({ path: 'vue', namespace: 'maplib-global' }));
    b.onResolve({ filter: /\/core\// }, (args) => {
      const resolved = path.resolve(args.resolveDir, args.path);
      return resolved.startsWith(core) ? { path: 'core', namespace: 'maplib-global' } : undefined;
    });
    const globals: Record<string, string> = {
      vue: "if (!globalThis.Vue) throw new Error('maplib-vue.js needs window.Vue (Vue 3): load Vue before it'); module.exports = globalThis.Vue;",
      core: "if (!globalThis.MapLib) throw new Error('maplib-vue.js needs window.MapLib: load maplib.js before it'); module.exports = globalThis.MapLib.core;",
    };
    b.onLoad({ filter: /.*/, namespace: 'maplib-global' }, (args) => ({ contents: globals[args.path], loader: 'js' }));
  },
};

async function buildVueScript(out: string): Promise<void> {
  await build({ ...CLASSIC_SCRIPT, entryPoints: [path.join(root, 'src/browser/vueEntry.ts')], outfile: path.join(out, VUE_SCRIPT), plugins: [vueAndCoreFromGlobals] });
}

/** The scripts of LAZY_LIBS (maplib-echarts.js, maplib-table.js…): each defines window.MapLibLibs.<name>; none carries MapLibre. */
async function buildLazyLibs(out: string): Promise<void> {
  for (const name of Object.keys(LAZY_LIBS) as (keyof typeof LAZY_LIBS)[]) {
    await build({
      ...CLASSIC_SCRIPT,
      entryPoints: [path.join(root, `src/browser/${name}Entry.ts`)],
      outfile: path.join(out, LAZY_LIBS[name]),
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [mapvWithoutGlobalLoop],
      external: JSPDF_OPTIONAL,
    });
  }
}

async function writeBasemap(dirs: string[]): Promise<void> {
  const data = buildBasemapData();
  const points = JSON.stringify(buildEmulatorPoints());
  for (const dir of dirs) {
    for (const [key, file] of Object.entries(BASEMAP_FILES)) {
      await writeFile(path.join(dir, file), JSON.stringify(data[key as keyof typeof data]));
    }
    // The emulator's points; its countries are the basemap's.
    await writeFile(path.join(dir, POINTS), points);
  }
}

/** The emulator's two classic scripts; neither imports MapLib's core, so neither carries MapLibre. */
async function buildEmulator(out: string): Promise<void> {
  await build({ ...CLASSIC_SCRIPT, entryPoints: [path.join(root, 'src/emulator/host/serviceWorker.ts')], outfile: path.join(out, SERVICE_WORKER) });
  await build({ ...CLASSIC_SCRIPT, entryPoints: [path.join(root, 'src/emulator/host/browserEntry.ts')], outfile: path.join(out, EMULATOR) });
}

async function buildEsm(out: string): Promise<void> {
  await build({
    entryPoints: { index: path.join(root, 'src/core/index.ts'), react: path.join(root, 'src/react/index.ts'), vue: path.join(root, 'src/vue/index.ts'), emulator: path.join(root, 'src/emulator/index.ts') },
    outdir: out,
    bundle: true,
    splitting: true, // index.js and react.js share one copy of the core
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: ['maplibre-gl', 'react', 'react-dom', 'react/jsx-runtime', 'vue'],
    plugins: [mapvWithoutGlobalLoop, esmAssets, jspdfOptionalAbsent],
    sourcemap: true,
    logLevel: 'warning',
  });
}

/**
 * The package's `.d.ts` files: tsc (tsconfig.maplib-types.json) emits a declaration per source file, whose relative
 * imports name the sources (`./map.ts`); they are rewritten to `.js`, which TypeScript resolves to the `.d.ts` beside
 * it under every moduleResolution an app may use.
 */
async function writeDeclarations(out: string): Promise<void> {
  const tsc = path.join(root, '..', 'node_modules', 'typescript', 'bin', 'tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', path.join(root, '..', 'tsconfig.maplib-types.json'), '--outDir', out], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`maplib types: tsc failed\n${run.stdout}${run.stderr}`);
  for (const file of await listFiles(out)) {
    if (!file.endsWith('.d.ts')) continue;
    const text = await readFile(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g, '$1$2.js$3');
    if (fixed !== text) await writeFile(file, fixed);
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function buildBrowser(out: string): Promise<void> {
  await build({
    ...CLASSIC_SCRIPT,
    entryPoints: [path.join(root, 'src/browser/index.ts')],
    outfile: path.join(out, 'maplib.js'),
    jsx: 'automatic',
    // There is no import.meta in a classic script: MapLib finds its folder from document.currentScript instead, and
    // MapLibre's own worker lookup is bypassed by setWorkerUrl.
    // maplib.js is a production build: no development warnings (unknown props) on sites that host it.
    define: { 'import.meta.url': 'undefined', 'process.env.NODE_ENV': '"production"' },
    plugins: [reactFromGlobals, lazyLibsAsScripts],
  });
}

async function writeCss(dirs: string[]): Promise<void> {
  const css = (await readFile(path.join(maplibreDir, 'maplibre-gl.css'), 'utf8')) + '\n' + (await readFile(path.join(root, 'src/maplib.css'), 'utf8'));
  for (const dir of dirs) await writeFile(path.join(dir, 'maplib.css'), css);
}

async function writeManifest(dir: string): Promise<Record<string, unknown>> {
  const files = (await readdir(dir)).filter((f) => !f.endsWith('.map') && f !== 'manifest.json').sort();
  const manifest = {
    name: 'maplib',
    version,
    maplibre: JSON.parse(await readFile(path.join(maplibreDir, '..', 'package.json'), 'utf8')).version,
    global: 'MapLib',
    js: 'maplib.js',
    css: 'maplib.css',
    worker: WORKER,
    data: [...Object.values(BASEMAP_FILES), POINTS],
    serviceWorker: SERVICE_WORKER,
    emulator: EMULATOR,
    lazy: LAZY_LIBS,
    vue: VUE_SCRIPT,
    requires: { globals: ['React', 'ReactDOM'], note: 'only for the React components; load them before maplib.js is used (the Vue components: Vue 3 as window.Vue, then maplib-vue.js after maplib.js)' },
    files,
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

async function printSizes(dir: string, files: string[]): Promise<void> {
  const rows: string[] = [];
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = await readFile(path.join(dir, f));
    const g = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += g;
    rows.push(`  ${f.padEnd(28)} ${(buf.length / 1024).toFixed(1).padStart(8)} KB raw ${(g / 1024).toFixed(1).padStart(8)} KB gzip`);
  }
  rows.push(`  ${'total'.padEnd(28)} ${(raw / 1024).toFixed(1).padStart(8)} KB raw ${(gz / 1024).toFixed(1).padStart(8)} KB gzip`);
  console.log(`maplib/dist/browser sizes:\n${rows.join('\n')}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const esm = path.join(tmp, 'esm');
  const browser = path.join(tmp, 'browser');
  // 1. fresh temporary output
  await rm(tmp, { recursive: true, force: true });
  await mkdir(esm, { recursive: true });
  await mkdir(browser, { recursive: true });
  // 2. offline basemap data, beside both builds (each locates it relative to its own script)
  await writeBasemap([esm, browser]);
  // 3. ESM package (maplibre-gl, react, react-dom external)
  await buildEsm(esm);
  // 4. browser bundle (maplibre-gl inside, React from globals)
  await buildBrowser(browser);
  // 4b. the service emulator's service worker and in-page code
  await buildEmulator(browser);
  // 4c. the heavy libraries (ECharts, mapv, terra-draw, jsPDF) and Print's engine, loaded only by pages that use their components
  // 4c. the heavy libraries (ECharts, mapv, terra-draw, TanStack table), loaded only by pages that use their components
  await buildLazyLibs(browser);
  // 4d. the Vue components (maplib-vue.js), loaded only by pages with Vue
  await buildVueScript(browser);
  // 5. CSS, 6. worker beside the bundle, 7. manifest
  await writeCss([esm, browser]);
  await copyFile(path.join(maplibreDir, WORKER), path.join(browser, WORKER));
  // 6b. the ESM package's files that the browser folder has: MapLibre's worker (src/esm/bundledAssets.ts names it) and
  // the service worker, for apps that copy it to their root (servicesReady's `serviceWorker` option); its types
  await copyFile(path.join(maplibreDir, WORKER), path.join(esm, WORKER));
  await copyFile(path.join(browser, SERVICE_WORKER), path.join(esm, SERVICE_WORKER));
  await writeDeclarations(path.join(tmp, 'types'));
  const manifest = await writeManifest(browser);
  // 8. swap in the new output only now that everything succeeded
  for (const dir of ['esm', 'browser', 'types']) {
    await rm(path.join(dist, dir), { recursive: true, force: true });
    await rename(path.join(tmp, dir), path.join(dist, dir));
  }
  await rm(tmp, { recursive: true, force: true });
  await printSizes(path.join(dist, 'browser'), [manifest.js as string, manifest.css as string, WORKER, SERVICE_WORKER, EMULATOR, VUE_SCRIPT, ...Object.values(LAZY_LIBS), ...(manifest.data as string[])]);
  const esmSize = (await stat(path.join(dist, 'esm', 'index.js'))).size;
  console.log(`maplib built in ${Date.now() - started} ms (esm/index.js ${(esmSize / 1024).toFixed(1)} KB)`);
}

main().catch(async (error) => {
  await rm(tmp, { recursive: true, force: true });
  console.error(error);
  process.exit(1);
});
