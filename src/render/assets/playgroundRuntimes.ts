// Stable copies of the demo runtimes for JSFiddle / CodePen exports. A saved fiddle keeps the URLs it was opened
// with for years, so they must outlive the next deploy: the pages' hashed assets change name whenever their content
// does, these are named by package version (`_playground/<name>/v<version>/<file>`) and stay the same until a
// release. Both callers of writeDemoRuntimes (build and serve --watch) write them, beside the hashed copies.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { StagingDir } from '../write/outputDir.ts';
import { copyTree } from '../write/outputDir.ts';
import { contentHash } from '../write/hashedName.ts';

const require = createRequire(import.meta.url);

/** The folder every playground runtime lives under, relative to the site's base. */
export const PLAYGROUND_DIR = '_playground';

/** Output paths (relative to the out dir) of what a playground loads; `libs` in load order. */
export interface PlaygroundRuntimes {
  react: string;
  /** Vue 3 with its template compiler: a playground's template is compiled in the browser. */
  vue: string;
  /** Vue 2.7 with its template compiler, for the Vue demos of VuePress sites (`demo.vue: 2`). */
  vue2: string;
  numeral: string;
  libs: { name: string; js: string[]; css: string[]; vueJs: string[] }[];
}

export interface HostedLibInput {
  name: string;
  dir: string;
  js: string[];
  css: string[];
  vueJs: string[];
}

/** `_playground/<name>/v<version>/<file>`. */
export function playgroundPath(name: string, version: string, file: string): string {
  return `${PLAYGROUND_DIR}/${name}/v${version}/${file}`;
}

/**
 * The version a hosted library folder is published under: the `version` of the build manifest in it (MapLib's build
 * writes dist/browser/manifest.json), else of the nearest package.json at or above it. A folder with neither gets its
 * content's hash, so its URL is stable only while it does not change.
 */
export function hostedLibVersion(dir: string, fingerprint: () => Buffer): string {
  const versionIn = (file: string): string | undefined => {
    if (!fs.existsSync(file)) return undefined;
    const v = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof v === 'string' && /^[\w.+-]+$/.test(v) ? v : undefined;
  };
  const own = versionIn(path.join(dir, 'manifest.json'));
  if (own) return own;
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const v = versionIn(path.join(d, 'package.json'));
    if (v) return v;
    if (path.dirname(d) === d) return contentHash(fingerprint());
  }
}

/** The installed version of an npm package. */
export const pkgVersion = (name: string) => require(`${name}/package.json`).version as string;

/**
 * Writes the playground copies: React's global bundle (given, as the pages use it), Vue 3 and Vue 2.7 with their
 * compilers, numeral, and each hosted library's folder whole (MapLib finds its worker and data beside maplib.js).
 */
export function writePlaygroundRuntimes(staging: StagingDir, react: string, libs: HostedLibInput[], fingerprint: (dir: string) => Buffer): PlaygroundRuntimes {
  const copy = (from: string, name: string, version: string): string => {
    const rel = playgroundPath(name, version, path.basename(from));
    staging.write(rel, fs.readFileSync(from));
    return rel;
  };
  const reactPath = playgroundPath('react', pkgVersion('react'), 'react.js');
  staging.write(reactPath, react);
  const vueDist = path.join(path.dirname(require.resolve('vue/package.json')), 'dist');
  return {
    react: reactPath,
    vue: copy(path.join(vueDist, 'vue.global.prod.js'), 'vue', pkgVersion('vue')),
    vue2: copy(require.resolve('vue2/dist/vue.min.js'), 'vue', pkgVersion('vue2')),
    numeral: copy(require.resolve('numeral/min/numeral.min.js'), 'numeral', pkgVersion('numeral')),
    libs: libs.map((lib) => {
      const prefix = `${PLAYGROUND_DIR}/${lib.name}/v${hostedLibVersion(lib.dir, () => fingerprint(lib.dir))}`;
      copyTree(lib.dir, staging, prefix, (name) => name.endsWith('.map'));
      return { name: lib.name, js: lib.js.map((f) => `${prefix}/${f}`), css: lib.css.map((f) => `${prefix}/${f}`), vueJs: lib.vueJs.map((f) => `${prefix}/${f}`) };
    }),
  };
}
