// Finds and loads the config file of a docs folder: native `.mapdocs/config.*`, else VuePress 1 `.vuepress/config.*`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MapdocsError } from '../errors.ts';
import { jsonErrorLine } from './jsonErrorLine.ts';
import { loadVuePressConfig, VUEPRESS_CONFIG_NAMES } from './loadVuePressConfig.ts';
import { escapeRegExp } from '../../shared/escapeRegExp.ts';

const NATIVE_NAMES = ['config.ts', 'config.mts', 'config.mjs', 'config.js', 'config.json'];

export interface LoadedConfigFile {
  /** Absolute path of the file, or undefined when the folder has none. */
  file?: string;
  /** The folder holding config, `public/` and the default output. */
  dir: string;
  flavour: 'mapdocs' | 'vuepress' | 'none';
  raw: unknown;
}

export interface LoadOptions {
  /** Handed to a VuePress config that is a function (`ctx.isProd`). Default `true`. */
  isProd?: boolean;
}

export async function loadConfigFile(root: string, opts: LoadOptions = {}): Promise<LoadedConfigFile> {
  const nativeDir = path.join(root, '.mapdocs');
  for (const name of NATIVE_NAMES) {
    const file = path.join(nativeDir, name);
    if (fs.existsSync(file)) return { file, dir: nativeDir, flavour: 'mapdocs', raw: await importConfig(file) };
  }
  const vuepressDir = path.join(root, '.vuepress');
  for (const name of VUEPRESS_CONFIG_NAMES) {
    const file = path.join(vuepressDir, name);
    if (!fs.existsSync(file)) continue;
    const raw = await loadVuePressConfig(file, { isProd: opts.isProd ?? true, sourceDir: root, vuepressDir });
    return { file, dir: vuepressDir, flavour: 'vuepress', raw };
  }
  return { dir: nativeDir, flavour: 'none', raw: {} };
}

async function importConfig(file: string): Promise<unknown> {
  if (file.endsWith('.json')) return parseJsonFile(file);
  try {
    // The query defeats Node's module cache so `serve --watch` sees edits.
    const url = `${pathToFileURL(file).href}?t=${Date.now()}`;
    // TypeScript configs load through tsx whether or not the CLI itself runs under it (a bundled build does not).
    const mod = /\.m?ts$/.test(file) ? await (await import('tsx/esm/api')).tsImport(url, import.meta.url) : await import(url);
    const value = mod.default ?? mod;
    // Outside an ESM package tsx compiles the config to CommonJS, whose default export arrives one level down.
    return value && typeof value === 'object' && Object.keys(value).join() === 'default' ? value.default : value;
  } catch (err) {
    // tsx reports TypeScript syntax errors as esbuild does: a list whose first entry has the place and the words.
    const first = (err as { errors?: { text: string; location?: { line: number } }[] }).errors?.[0];
    const line = first?.location?.line ?? lineOf(err, file) ?? (err instanceof SyntaxError ? await syntaxErrorLine(file) : undefined);
    throw new MapdocsError({ message: `cannot load config: ${first?.text ?? (err as Error).message}`, stage: 'config', file, line, cause: err });
  }
}

/**
 * Node reports a syntax error in an ES module without its place; esbuild's parser finds it. (esbuild is loaded only
 * for a config that failed to load.)
 */
async function syntaxErrorLine(file: string): Promise<number | undefined> {
  try {
    const { transform } = await import('esbuild');
    await transform(fs.readFileSync(file, 'utf8'), { loader: /\.m?ts$/.test(file) ? 'ts' : 'js', format: 'esm', logLevel: 'silent' });
  } catch (err) {
    return (err as { errors?: { location?: { line: number } }[] }).errors?.[0]?.location?.line;
  }
  return undefined;
}

function parseJsonFile(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    const line = jsonErrorLine(text);
    throw new MapdocsError({ message: `invalid JSON: ${(err as Error).message}`, stage: 'config', file, line });
  }
}

/** The line of `file` named in an error's stack, if any. */
function lineOf(err: unknown, file: string): number | undefined {
  const stack = String((err as Error)?.stack ?? '');
  const escaped = escapeRegExp(path.basename(file));
  const m = new RegExp(`${escaped}(?:\\?[^:]*)?:(\\d+)`).exec(stack);
  return m ? Number(m[1]) : undefined;
}
