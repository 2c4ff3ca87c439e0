// The runtimes demo pages load (React, ReactDOM, Vue, numeral, hosted libraries such as MapLib), written as
// hashed assets from node_modules and local builds, so demos run with no network.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import type { SiteConfig } from '../config/resolveConfig.ts';
import { MapdocsError } from '../errors.ts';
import type { StagingDir } from '../write/outputDir.ts';
import { contentHash, hashedName } from '../write/hashedName.ts';
import { copyTree } from '../write/outputDir.ts';
import { pkgVersion, writePlaygroundRuntimes, type PlaygroundRuntimes } from './playgroundRuntimes.ts';

const require = createRequire(import.meta.url);

/** URLs (relative to the out dir) of each runtime; `libs` in load order. */
export interface DemoRuntimes {
  react: string;
  vue: string;
  /** Vue 2.7's runtime, for the Vue demos of VuePress sites (`demo.vue: 2`). */
  vue2: string;
  numeral: string;
  libs: { name: string; js: string[]; css: string[]; vueJs: string[] }[];
  /** Copies under stable, versioned URLs for JSFiddle / CodePen exports (playgroundRuntimes.ts). */
  playground: PlaygroundRuntimes;
}

/** React 19 ships no UMD build: an IIFE that sets window.React and window.ReactDOM (client included). */
export async function bundleReactGlobal(): Promise<string> {
  const result = await esbuild.build({
    stdin: {
      contents: [
        "import * as React from 'react';",
        "import * as ReactDOM from 'react-dom';",
        "import * as ReactDOMClient from 'react-dom/client';",
        'window.React = React;',
        'window.ReactDOM = Object.assign({}, ReactDOM, ReactDOMClient);',
      ].join('\n'),
      resolveDir: path.dirname(require.resolve('react/package.json')),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The React global bundle, cached per React version. */
async function reactGlobal(cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, `react-global-${pkgVersion('react')}-${pkgVersion('react-dom')}.js`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const code = await bundleReactGlobal();
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, code);
  return code;
}

function copyHashed(staging: StagingDir, from: string, name: string): string {
  const content = fs.readFileSync(from);
  const rel = hashedName('assets/runtime', name, '.js', content);
  staging.write(rel, content);
  return rel;
}

export async function writeDemoRuntimes(config: SiteConfig, staging: StagingDir): Promise<DemoRuntimes> {
  const react = await reactGlobal(config.cacheDir);
  const reactPath = hashedName('assets/runtime', 'react', '.js', react);
  staging.write(reactPath, react);
  const vueDist = path.join(path.dirname(require.resolve('vue/package.json')), 'dist');
  const libs = config.demo.hostedLibs.map((lib) => {
    if (!fs.existsSync(lib.dir))
      throw new MapdocsError({ message: `demo.hostedLibs.${lib.name}: folder ${lib.dir} not found (build the library first)`, stage: 'assets', file: config.configFile });
    const hash = contentHash(folderFingerprint(lib.dir));
    const prefix = `assets/${lib.name}.${hash}`;
    // Source maps of a hosted build are megabytes no reader needs.
    copyTree(lib.dir, staging, prefix, (name) => name.endsWith('.map'));
    return { name: lib.name, js: lib.js.map((f) => `${prefix}/${f}`), css: lib.css.map((f) => `${prefix}/${f}`), vueJs: lib.vueJs.map((f) => `${prefix}/${f}`) };
  });
  return {
    react: reactPath,
    vue: copyHashed(staging, path.join(vueDist, 'vue.runtime.global.prod.js'), 'vue.runtime'),
    // The same file and name as the Vue islands' runtime (vueSite.ts): a page with both loads it once.
    vue2: copyHashed(staging, require.resolve('vue2/dist/vue.runtime.min.js'), 'vue2.runtime'),
    numeral: copyHashed(staging, require.resolve('numeral/min/numeral.min.js'), 'numeral'),
    libs,
    playground: writePlaygroundRuntimes(staging, react, config.demo.hostedLibs, folderFingerprint),
  };
}

/** Names and contents of every file, so the URL changes exactly when the library does. */
function folderFingerprint(dir: string): Buffer {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.map'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  return Buffer.concat(files.flatMap((f) => [Buffer.from(path.relative(dir, f) + '\0'), fs.readFileSync(f)]));
}
