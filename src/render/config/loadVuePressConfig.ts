// Loads a VuePress 1 `.vuepress/config.{js,ts}` as VuePress would: CommonJS or ES modules, TypeScript, local imports,
// `defineConfig` from `vuepress/config` (answered here, so VuePress need not be installed), and a config that is a
// function of VuePress's app context.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire, SourceMap } from 'node:module';
import type * as esbuild from 'esbuild';
import { MapdocsError } from '../errors.ts';
import { escapeRegExp } from '../../shared/escapeRegExp.ts';

export const VUEPRESS_CONFIG_NAMES = ['config.ts', 'config.js'];

/** What a config function receives: the parts of VuePress's app context configs read. */
export interface VuePressContext {
  isProd: boolean;
  sourceDir: string;
  vuepressDir: string;
}

// `vuepress/config` only exports identity helpers that give editors types.
const SHIM = 'const same = (config) => config;\nmodule.exports = { defineConfig: same, defineConfig4CustomTheme: same };\n';

/**
 * A config that is one plain CommonJS file — no import or export, no file of the site's own required, nothing from
 * `vuepress` — runs as it is, as Node would run it: bundling it started esbuild's service, ~15 ms before a build could
 * begin. Anything else goes through the bundle, and so does a plain file with a syntax error (esbuild's parser says
 * where; Node's does not).
 */
const NOT_PLAIN = /\b(?:import|export)\b|\brequire\s*\(\s*['"`](?:\.|vuepress)/;

export async function loadVuePressConfig(file: string, context: VuePressContext): Promise<unknown> {
  if (file.endsWith('.js')) {
    const source = fs.readFileSync(file, 'utf8');
    let script: vm.Script | undefined;
    try {
      if (!NOT_PLAIN.test(source)) script = new vm.Script(commonJsWrapper(source), { filename: file });
    } catch {
      // A syntax error: esbuild's parser (the bundle below) says where, Node's does not.
    }
    // The file runs as it is, so the stack's lines are its own.
    if (script) return withDeepStacks(() => runCommonJs(script, file, context), (err) => ({ file, line: lineIn(err, file) }));
  }
  const { code, map } = await bundle(file);
  const bundleName = `${file}.bundle.cjs`;
  return withDeepStacks(
    () => runCommonJs(new vm.Script(commonJsWrapper(code), { filename: bundleName }), file, context),
    (err) => originalPlace(err, bundleName, map, path.dirname(bundleName)) ?? { file },
  );
}

/**
 * Runs the config with stacks deep enough that a failed require still shows the config's own frame beneath the
 * loader's; what it throws becomes a config error at the place `placeOf` finds.
 */
async function withDeepStacks<T>(run: () => Promise<T>, placeOf: (err: unknown) => { file: string; line?: number }): Promise<T> {
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  try {
    return await run();
  } catch (err) {
    const { file, line } = placeOf(err);
    const message = String((err as Error)?.message ?? err).split('\n')[0];
    throw new MapdocsError({ message: `cannot load config: ${message}`, stage: 'config', file, line, cause: err });
  } finally {
    Error.stackTraceLimit = stackLimit;
  }
}

/** The line of `file` in an error's stack (its first frame there). */
function lineIn(err: unknown, file: string): number | undefined {
  const m = new RegExp(`${escapeRegExp(file)}:(\\d+):\\d+`).exec(String((err as Error)?.stack ?? ''));
  return m ? Number(m[1]) : undefined;
}

/** CommonJS code as a function of its module's variables; on the code's first line, so its lines stay its own. */
const commonJsWrapper = (code: string) => `(function (exports, require, module, __filename, __dirname) {${code}\n})`;

/** Runs a wrapped CommonJS script as the module `file`; its export, called with the context if a function. */
async function runCommonJs(script: vm.Script, file: string, context: VuePressContext): Promise<unknown> {
  const module = { exports: {} as unknown };
  const wrapper = script.runInThisContext();
  // Packages the config imports (not bundled) resolve from the config's folder, as Node would for the original.
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  const exported = module.exports as { __esModule?: boolean; default?: unknown };
  const value = exported && exported.__esModule ? exported.default : exported;
  return typeof value === 'function' ? await value(context) : value;
}

/** The config and the local files it imports as one CommonJS script; imported packages stay `require` calls. */
async function bundle(file: string): Promise<{ code: string; map: string }> {
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [file],
      outfile: `${file}.bundle.cjs`,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      sourcemap: 'external',
      logLevel: 'silent',
      plugins: [vuepressConfigPlugin()],
    });
    const js = result.outputFiles.find((f) => f.path.endsWith('.cjs'))!;
    const map = result.outputFiles.find((f) => f.path.endsWith('.map'))!;
    return { code: js.text, map: map.text };
  } catch (err) {
    const first = (err as esbuild.BuildFailure).errors?.[0];
    const where = first?.location;
    throw new MapdocsError({
      message: `cannot load config: ${first?.text ?? (err as Error).message}`,
      stage: 'config',
      file: where?.file ? path.resolve(where.file) : file,
      line: where?.line,
      cause: err,
    });
  }
}

function vuepressConfigPlugin(): esbuild.Plugin {
  return {
    name: 'mapdocs-vuepress-config',
    setup(b) {
      b.onResolve({ filter: /^vuepress(\/config)?$/ }, () => ({ path: 'vuepress/config', namespace: 'mapdocs-shim' }));
      b.onLoad({ filter: /.*/, namespace: 'mapdocs-shim' }, () => ({ contents: SHIM, loader: 'js' }));
      // Packages are required at run time from the config's folder; only the site's own files are bundled.
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
      // Each file keeps its own __dirname and __filename (a sidebar helper reading a folder beside it), on its first
      // line so error lines stay true. esbuild renames the repeats when it joins the files.
      b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
        const header = `var __dirname = ${JSON.stringify(path.dirname(args.path))}, __filename = ${JSON.stringify(args.path)};`;
        return { contents: header + fs.readFileSync(args.path, 'utf8'), loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
      });
    },
  };
}

/** The source file and line an error thrown inside the bundle came from, through the bundle's source map. */
function originalPlace(err: unknown, bundleName: string, map: string, mapDir: string): { file: string; line: number } | undefined {
  const m = new RegExp(`${escapeRegExp(bundleName)}:(\\d+):(\\d+)`).exec(String((err as Error)?.stack ?? ''));
  if (!m) return undefined;
  const entry = new SourceMap(JSON.parse(map)).findEntry(Number(m[1]) - 1, Number(m[2]) - 1) as { originalSource?: string; originalLine?: number };
  if (!entry?.originalSource || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file://') ? new URL(entry.originalSource).pathname : path.resolve(mapDir, entry.originalSource);
  return { file: source, line: entry.originalLine + 1 };
}
