// Turns a docs folder into one validated SiteConfig: absolute paths, defaults filled, locales normalised.
import fs from 'node:fs';
import path from 'node:path';
import { baseProblem, normalizeBase } from '../../shared/pagePath.ts';
import type { HeadTag, LocaleConfig, RouterMode, ThemeConfig } from '../../shared/types.ts';
import { asReported, MapdocsError, type Diagnostic } from '../errors.ts';
import { fromVuePress, type VuePressLook } from './fromVuePress.ts';
import { loadConfigFile } from './loadConfigFile.ts';
import type { ContainerConfig, DemoConfig, UserConfig } from './userConfig.ts';
import { findSourceRoot } from './sourceRoot.ts';
import { includeRootOf } from '../folders.ts';

export interface ResolvedHostedLib {
  name: string;
  /** Absolute folder copied to the output. */
  dir: string;
  js: string[];
  css: string[];
  /** Scripts only Vue 3 demos load (after Vue and `js`). */
  vueJs: string[];
}
import { validateConfig } from './validateConfig.ts';
import { MAPDOCS_VERSION } from '../version.ts';

export interface SiteConfig {
  /** Absolute docs folder. */
  root: string;
  configFile?: string;
  configDir: string;
  outDir: string;
  /** Replace an output folder mapdocs did not write (`--empty-out`, `emptyOutDir`). */
  emptyOutDir: boolean;
  /** What chose `outDir`, for messages: `--out`, `dest in <config>` or the default. */
  outDirChosenBy: string;
  publicDir: string;
  cacheDir: string;
  title: string;
  description: string;
  base: string;
  head: HeadTag[];
  locales: Record<string, LocaleConfig>;
  themeConfig: ThemeConfig;
  routerMode: RouterMode;
  demo: Required<Omit<DemoConfig, 'cdn' | 'hostedLibs'>> & { cdn: Record<string, string>; hostedLibs: ResolvedHostedLib[] };
  /** The site's origin without a trailing slash (`https://maplib.dev`); undefined when not set or `false`. */
  hostname?: string;
  /** Write `.br` and `.gz` copies of text-like output files (config `precompress`, `--no-precompress`). */
  precompress: boolean;
  version: string;
  /** Warnings fail the build as errors do (`--strict`, `strict: true`). */
  strict: boolean;
  /** Severity of a link to a missing page. */
  deadLinks: 'error' | 'warning';
  /** Custom `::: type` containers (config `containers`, VuePress's vuepress-plugin-container entries). */
  containers: ContainerConfig[];
  /**
   * Absolute paths of the folders pages may include files from (`<<<`, images): the repository or project folder first
   * (folders.ts `includeRootOf`: nearest .git, else nearest package.json, else the docs folder), then `includeRoots`.
   */
  includeRoots: string[];
  /** VuePress 1 semantics, for a site read through a `.vuepress` config; undefined on native sites. */
  vuepress?: VuePressSite;
  /** Problems of the config that do not stop the build (a VuePress plugin with no counterpart), with file and line. */
  warnings: Diagnostic[];
}

export interface VuePressSite {
  /** The project root VuePress ran from, which `<<< @/…` snippets start at. */
  sourceRoot: string;
  /** The default theme's look (fromVuePress.ts), or mapdocs' own with `theme: 'mapdocs'`. */
  look: VuePressLook;
}

export interface ConfigOverrides {
  outDir?: string;
  emptyOutDir?: boolean;
  base?: string;
  routerMode?: RouterMode;
  /** `--strict`: warnings fail the build. */
  strict?: boolean;
  /** `--no-precompress`: no `.br`/`.gz` copies, whatever the config says. */
  precompress?: boolean;
  /** Whether a VuePress config function sees `ctx.isProd` (false under `serve --watch`). Default `true`. */
  isProd?: boolean;
}

/** The one warning of a site without `hostname` (not one per page: it is the same for every page). */
export const NO_HOSTNAME =
  'no hostname set: pages get no canonical or hreflang links and no sitemap.xml is written (both need absolute URLs); set hostname to the origin the site is published at, e.g. "https://maplib.dev", or hostname: false for a site without one';

export async function resolveConfig(docsDir: string, overrides: ConfigOverrides = {}): Promise<SiteConfig> {
  const root = path.resolve(docsDir);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
    throw new MapdocsError({ message: `docs folder not found`, stage: 'config', file: root });
  const overrideProblem = overrides.base === undefined ? undefined : baseProblem(overrides.base);
  if (overrideProblem) throw new MapdocsError({ message: `--base ${overrideProblem}`, stage: 'config' });
  const loaded = await loadConfigFile(root, { isProd: overrides.isProd });
  const raw = loaded.raw as Record<string, unknown>;
  const problems = validateConfig(raw);
  if (problems.length)
    throw new MapdocsError({ message: `invalid config:\n  ${problems.join('\n  ')}`, stage: 'config', file: loaded.file });
  const configName = loaded.file ? path.relative(process.cwd(), loaded.file) || loaded.file : 'config';
  const vuepress = loaded.flavour === 'vuepress' ? fromVuePress(raw, fs.readFileSync(loaded.file!, 'utf8')) : undefined;
  const user: UserConfig = vuepress ? vuepress.config : (raw as UserConfig);
  const warnings: Diagnostic[] = (vuepress?.warnings ?? []).map((w) => ({ file: configName, line: w.line, message: w.message, severity: 'warning' }));
  if (user.hostname === undefined) warnings.push({ file: configName, message: NO_HOSTNAME, severity: 'warning' });
  const locales = user.locales && Object.keys(user.locales).length ? user.locales : { '/': { lang: user.lang ?? 'zh-CN' } };
  return {
    root,
    configFile: loaded.file,
    configDir: loaded.dir,
    outDir: path.resolve(overrides.outDir ?? path.join(loaded.dir, user.dest ?? 'dist')),
    emptyOutDir: overrides.emptyOutDir ?? user.emptyOutDir ?? false,
    outDirChosenBy: overrides.outDir !== undefined ? '--out' : user.dest !== undefined ? `dest in ${path.basename(loaded.file ?? 'config')}` : 'the default',
    publicDir: path.join(loaded.dir, 'public'),
    cacheDir: path.join(loaded.dir, '.cache'),
    title: user.title ?? '',
    description: user.description ?? '',
    base: normalizeBase(overrides.base ?? user.base),
    head: user.head ?? [],
    locales,
    themeConfig: user.themeConfig ?? {},
    routerMode: overrides.routerMode ?? user.router?.mode ?? 'history',
    demo: {
      jsLibs: user.demo?.jsLibs ?? [],
      cssLibs: user.demo?.cssLibs ?? [],
      horizontal: user.demo?.horizontal ?? false,
      iframe: user.demo?.iframe ?? false,
      jsfiddle: user.demo?.jsfiddle ?? true,
      codepen: user.demo?.codepen ?? true,
      vue: user.demo?.vue ?? 3,
      cdn: user.demo?.cdn ?? {},
      hostedLibs: Object.entries(user.demo?.hostedLibs ?? {}).map(([name, lib]) => ({
        name,
        dir: path.resolve(loaded.dir, lib.dir),
        js: lib.js ?? [],
        css: lib.css ?? [],
        vueJs: lib.vueJs ?? [],
      })),
    },
    hostname: user.hostname ? new URL(user.hostname).origin : undefined,
    precompress: overrides.precompress ?? user.precompress ?? true,
    version: MAPDOCS_VERSION,
    strict: overrides.strict || user.strict === true,
    deadLinks: user.deadLinks ?? 'error',
    containers: user.containers ?? [],
    includeRoots: [includeRootOf(root), ...(user.includeRoots ?? []).map((dir) => path.resolve(loaded.dir, dir))],
    ...(vuepress ? { vuepress: { sourceRoot: findSourceRoot(root), look: vuepress.look } } : {}),
    warnings,
  };
}

/** The config's own warnings as the build reports them: errors under `--strict` / `strict: true`. */
export function configDiagnostics(config: SiteConfig): Diagnostic[] {
  return asReported(config.strict, config.warnings);
}
