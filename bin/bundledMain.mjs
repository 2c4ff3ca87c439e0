// `mapdocs build` from an esbuild bundle of mapdocs' sources instead of through tsx: tsx's loader hooks cost about
// half of a warm build's CPU. The bundle is an explicit build step — `npm run build:cli` (also run by `prepare`, so
// `npm install` makes it) — kept in node_modules/.cache/mapdocs-cli/<key>/, the key naming the sources it was made
// from (src/render/sourceHash.mjs, the same hash that stamps the build cache), this file and the checkout's path.
// A command finds the bundle of the sources as they are now, or runs them through tsx (bin/mapdocs.js).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceHash } from '../src/render/sourceHash.mjs';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/mapdocs-cli');

/** The folder of the bundle of the sources as they are now. */
export function bundleDir() {
  // The bundle holds absolute paths to the sources: another checkout sharing node_modules needs its own. How the
  // bundle is made (this file) is part of what it is.
  const key = createHash('sha1').update(ROOT).update('\0').update(sourceHash(ROOT)).update('\0').update(fs.readFileSync(fileURLToPath(import.meta.url))).digest('hex');
  return path.join(CACHE, key.slice(0, 16));
}

/** Makes the bundle of the current sources (nothing when it exists); returns its folder. */
export async function buildCliBundle() {
  const dir = bundleDir();
  if (!fs.existsSync(path.join(dir, 'main.mjs'))) await bundle(dir);
  return dir;
}

async function bundle(dir) {
  const esbuild = await import('esbuild');
  const tmp = `${dir}.tmp-${process.pid}`;
  const common = {
    absWorkingDir: ROOT,
    define: { MAPDOCS_BUNDLE_DIR: JSON.stringify(dir) },
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    // Stack traces (`--debug`) map back to the sources.
    sourcemap: 'linked',
    logLevel: 'silent',
    plugins: [
      {
        // The source hash is this file's module, not a copy in the bundle: its memo is shared, so a build hashes
        // mapdocs' ~230 source files once, not twice (~9 ms).
        name: 'shared-source-hash',
        setup(build) {
          build.onResolve({ filter: /\/sourceHash\.mjs$/ }, (args) => ({ path: pathToFileURL(path.resolve(args.resolveDir, args.path)).href, external: true }));
        },
      },
      {
        // React's entry files pick its production or development build when first required, by NODE_ENV (which
        // bin/mapdocs.js sets to production): the bundle keeps the production one only. The development builds
        // (~940 KB, never run) were parsed at every build's start all the same: ~16-35 ms of the main thread.
        name: 'react-production',
        setup(build) {
          build.onLoad({ filter: /[\\/]node_modules[\\/]react(-dom)?[\\/][\w.-]+\.js$/ }, async (args) => ({
            contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll('process.env.NODE_ENV', '"production"'),
            loader: 'js',
          }));
        },
      },
      {
        // Modules find files next to themselves (package root, theme, worker entry): each keeps its own location.
        name: 'own-import-meta-url',
        setup(build) {
          build.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
            contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          }));
        },
      },
    ],
  };
  await esbuild.build({
    ...common,
    // The client prebuilder and the worker prestarter are bundled too (src/render/toolBundle.ts, src/cli/prestart.ts).
    entryPoints: { main: 'src/cli/main.ts', prebuildClient: 'src/render/assets/prebuildClient.ts', prestart: 'src/cli/prestart.ts' },
    // Code split at dynamic imports, so what a build loads lazily (markdown pipeline, watch mode) stays lazy.
    splitting: true,
    // Bundled CommonJS packages require Node's own modules; an ES module has no `require` of its own.
    banner: { js: "import { createRequire as mapdocsCreateRequire } from 'node:module'; const require = mapdocsCreateRequire(import.meta.url);" },
    // The small pure-JS packages every build loads are bundled in (one file read and parse instead of dozens of
    // module loads); the rest is loaded from node_modules: packages that find their own files at run time (shiki's
    // grammars, esbuild's binary, tsx), big ones only some builds need, and what the browser bundles take.
    external: [
      '@shikijs/*',
      'shiki',
      'shiki/*',
      'esbuild',
      'tsx',
      'tsx/*',
      '@vue/*',
      'vue',
      'chokidar',
      'maplibre-gl',
      'i18n-iso-countries',
      'topojson-client',
      'world-atlas/*',
      'lunr',
      'nprogress',
      'numeral',
      'numeral/*',
    ],
  });
  // The highlight worker carries shiki's core in its one file: the worker's start-up is on a cold build's critical
  // path, and loading shiki's few dozen modules one by one was most of it. Grammars stay separate modules, loaded as
  // pages need them.
  await esbuild.build({
    ...common,
    entryPoints: { highlightWorker: 'src/render/highlight/worker.ts' },
    external: ['shiki/langs', '@shikijs/langs/*'],
  });
  try {
    // The browser client depends on these sources alone: bundled now, not in each build. Without it, builds bundle it.
    await (await import(pathToFileURL(path.join(tmp, 'prebuildClient.mjs')).href)).prebuildClient(tmp);
  } catch {}
  try {
    fs.renameSync(tmp, dir);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true }); // another process bundled the same sources first
  }
  // Bundles of older sources go once no build can still be loading chunks from them.
  const parent = path.dirname(dir);
  for (const name of fs.readdirSync(parent))
    if (name !== path.basename(dir) && Date.now() - fs.statSync(path.join(parent, name)).mtimeMs > 3600_000) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
}

/**
 * The CLI's `main` from the bundle of the current sources, with the highlight workers it started for a cold build
 * (src/cli/prestart.ts) to pass to it; null when there is no such bundle (then tsx runs the sources).
 */
export async function bundledMain() {
  const dir = bundleDir();
  const entry = path.join(dir, 'main.mjs');
  if (!fs.existsSync(entry)) return null;
  let prestarted = null;
  try {
    // Highlight workers start before the rest loads when the build looks cold.
    prestarted = (await import(pathToFileURL(path.join(dir, 'prestart.mjs')).href)).prestartIfCold(process.argv);
    return { main: (await import(pathToFileURL(entry).href)).main, prestarted };
  } catch {
    // A bundle that does not load (a half-removed folder): tsx runs the sources. Started workers would keep the
    // process alive.
    await prestarted?.discard();
    return null;
  }
}
