// Turns a docs folder into one validated SiteConfig: absolute paths, defaults filled, locales normalised.
import fs from 'node:fs';
import path from 'node:path';
import { baseProblem, normalizeBase } from '../../shared/pagePath.ts';
import type { HeadTag, LocaleConfig, RouterMode, ThemeConfig } from '../../shared/types.ts';
import { MapdocsError } from '../errors.ts';
import { fromVuePress } from './fromVuePress.ts';
import { loadConfigFile } from './loadConfigFile.ts';
import type { DemoConfig, UserConfig } from './userConfig.ts';

export interface ResolvedHostedLib {
  name: string;
  /** Absolute folder copied to the output. */
  dir: string;
  js: string[];
  css: string[];
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
  hostname?: string;
  version: string;
}

export interface ConfigOverrides {
  outDir?: string;
  emptyOutDir?: boolean;
  base?: string;
  routerMode?: RouterMode;
}

export async function resolveConfig(docsDir: string, overrides: ConfigOverrides = {}): Promise<SiteConfig> {
  const root = path.resolve(docsDir);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
    throw new MapdocsError({ message: `docs folder not found`, stage: 'config', file: root });
  const overrideProblem = overrides.base === undefined ? undefined : baseProblem(overrides.base);
  if (overrideProblem) throw new MapdocsError({ message: `--base ${overrideProblem}`, stage: 'config' });
  const loaded = await loadConfigFile(root);
  const raw = loaded.raw as Record<string, unknown>;
  const problems = validateConfig(raw);
  if (problems.length)
    throw new MapdocsError({ message: `invalid config:\n  ${problems.join('\n  ')}`, stage: 'config', file: loaded.file });
  const user: UserConfig = loaded.flavour === 'vuepress' ? fromVuePress(raw) : (raw as UserConfig);
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
      cdn: user.demo?.cdn ?? {},
      hostedLibs: Object.entries(user.demo?.hostedLibs ?? {}).map(([name, lib]) => ({
        name,
        dir: path.resolve(loaded.dir, lib.dir),
        js: lib.js ?? [],
        css: lib.css ?? [],
      })),
    },
    hostname: user.hostname?.replace(/\/$/, ''),
    version: MAPDOCS_VERSION,
  };
}
