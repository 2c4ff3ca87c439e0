// Reads a VuePress 1.x config with VuePress semantics and returns the equivalent native config: official plugins
// become the mapdocs features they correspond to; plugins and themes with no counterpart are named in warnings.
import type { UserConfig, DemoConfig, ContainerConfig } from './userConfig.ts';
import type { ThemeConfig } from '../../shared/types.ts';
import { lineOfQuoted, pluginEntries, type PluginEntry } from './vuepressPlugins.ts';

interface VuePressDemoSettings {
  jsLib?: string[];
  cssLib?: string[];
  horizontal?: boolean;
  jsfiddle?: boolean;
  codepen?: boolean;
  [key: string]: unknown;
}

export interface ConfigWarning {
  message: string;
  line?: number;
}

// The default theme and the Vue docs theme built on it: mapdocs' own theme draws what they drew.
const DEFAULT_THEMES = new Set(['default', '@vuepress/default', '@vuepress/theme-default', 'vue', '@vuepress/vue', '@vuepress/theme-vue', 'vuepress-theme-vue']);

// Always on in mapdocs (progress bar, headings followed while scrolling, last-updated times from git).
const BUILT_IN = new Set(['@vuepress/nprogress', '@vuepress/active-header-links', '@vuepress/last-updated']);

// What a reader of the migrated site loses with the old service worker, said for the plugin and for the option alike.
const NO_SERVICE_WORKER =
  "mapdocs writes no service worker: pages are not cached for offline reading, and a browser that installed the old site's worker keeps serving its cached pages until a service-worker.js that unregisters itself is published in its place";

/**
 * How a VuePress site looks: as VuePress's default theme drew it (what its readers know), unless the config opts into
 * mapdocs' own look with `theme: 'mapdocs'`.
 */
export type VuePressLook = 'vuepress' | 'mapdocs';
const MAPDOCS_THEME = 'mapdocs';

type Apply = (entry: PluginEntry, config: UserConfig, theme: ThemeConfig) => ConfigWarning | void;

const PLUGINS: Record<string, Apply> = {
  '@vuepress/back-to-top': (_, __, theme) => void (theme.backToTop = true),
  '@vuepress/medium-zoom': ({ options }, _, theme) => void (theme.imageZoom = typeof options.selector === 'string' ? options.selector : true),
  '@vuepress/search': ({ options }, _, theme) => {
    if (typeof options.searchMaxSuggestions === 'number') theme.searchMaxSuggestions ??= options.searchMaxSuggestions;
  },
  container: ({ written, options }, config) => {
    if (typeof options.type !== 'string' || !options.type) return { message: `plugin "${written}" without a type: it defines no container` };
    if (options.render !== undefined) return { message: `plugin "${written}" (type "${options.type}"): a render function is not supported; its container uses before/after or the default look` };
    (config.containers ??= []).push(options as unknown as ContainerConfig);
  },
  // vuepress-plugin-sitemap's hostname is the site's origin (its sitemap joined it with the base and page path).
  sitemap: ({ written, options }, config) => {
    const origin = typeof options.hostname === 'string' ? originOf(options.hostname) : undefined;
    if (!origin) return { message: `plugin "${written}" without a hostname such as "https://example.com": no sitemap or canonical links are written` };
    config.hostname ??= origin;
  },
  '@vuepress/pwa': ({ written }) => ({ message: `plugin "${written}": ${NO_SERVICE_WORKER}` }),
  'demo-block': ({ options }, config) => {
    const s = (options.settings ?? {}) as VuePressDemoSettings;
    const mapped: DemoConfig = {};
    if (s.jsLib) mapped.jsLibs = s.jsLib;
    if (s.cssLib) mapped.cssLibs = s.cssLib;
    if (s.horizontal !== undefined) mapped.horizontal = s.horizontal;
    if (s.jsfiddle !== undefined) mapped.jsfiddle = s.jsfiddle;
    if (s.codepen !== undefined) mapped.codepen = s.codepen;
    config.demo = { ...mapped, ...(config.demo ?? {}) };
  },
};

/**
 * The native config a VuePress config means, and what of it mapdocs leaves out. `source` is the config file's text,
 * for the lines warnings point at.
 */
export function fromVuePress(raw: Record<string, unknown>, source = ''): { config: UserConfig; warnings: ConfigWarning[]; look: VuePressLook } {
  const { plugins, theme, ...rest } = raw;
  const config: UserConfig = { ...(rest as UserConfig) };
  const themeConfig: ThemeConfig = { ...(config.themeConfig ?? {}) };
  const warnings: ConfigWarning[] = [];
  if (typeof theme === 'string' && !DEFAULT_THEMES.has(theme) && theme !== MAPDOCS_THEME)
    warnings.push({ message: `theme "${theme}" is not available: mapdocs draws its own theme (the look of VuePress's default theme)`, line: lineOfQuoted(source, theme) });
  const seen = new Map<string, number>();
  for (const entry of pluginEntries(plugins)) {
    const occurrence = seen.get(entry.written) ?? 0;
    seen.set(entry.written, occurrence + 1);
    const line = lineOfQuoted(source, entry.written, occurrence);
    const apply = PLUGINS[entry.name];
    if (apply) {
      const problem = apply(entry, config, themeConfig);
      if (problem) warnings.push({ ...problem, line });
    } else if (!BUILT_IN.has(entry.name)) {
      warnings.push({ message: `plugin "${entry.written}" has no counterpart in mapdocs; the build goes on without it`, line });
    }
  }
  for (const key of ['extendMarkdown', 'chainMarkdown'] as const)
    if (key in raw || (raw.markdown && typeof raw.markdown === 'object' && key in raw.markdown))
      warnings.push({ message: `${key}: markdown-it extensions of the config are not run by mapdocs`, line: lineOfWord(source, key) });
  if (raw.serviceWorker) warnings.push({ message: `serviceWorker: ${NO_SERVICE_WORKER}`, line: lineOfWord(source, 'serviceWorker') });
  if (usesAlgolia(themeConfig))
    warnings.push({ message: "themeConfig.algolia: Algolia DocSearch is not used; the site gets mapdocs' local search (its index is built with the site)", line: lineOfWord(source, 'algolia') });
  if (Object.keys(themeConfig).length) config.themeConfig = themeConfig;
  Object.assign(config, vuepressDefaults(config));
  // VuePress 1 demos were written for Vue 2.
  config.demo = { ...(config.demo ?? {}), vue: config.demo?.vue ?? 2 };
  return { config, warnings, look: theme === MAPDOCS_THEME ? 'mapdocs' : 'vuepress' };
}

/**
 * What VuePress assumed where the config says nothing, where mapdocs' own defaults differ: English (VuePress's `$lang`
 * is the locale's `lang`, else en-US — most English sites declare none), and a link to a missing page is a warning
 * (VuePress built the site and linked to the missing page; bilingual sites have such links in untranslated pages).
 */
function vuepressDefaults(config: UserConfig): Pick<UserConfig, 'lang' | 'locales' | 'deadLinks'> {
  const locales = config.locales && Object.keys(config.locales).length ? config.locales : undefined;
  return {
    ...(locales
      ? { locales: Object.fromEntries(Object.entries(locales).map(([path, locale]) => [path, { ...locale, lang: locale.lang || 'en-US' }])) }
      : { lang: config.lang || 'en-US' }),
    deadLinks: config.deadLinks ?? 'warning',
  };
}

/** The default theme's Algolia DocSearch, configured for the site or for one of its locales. */
function usesAlgolia(theme: ThemeConfig): boolean {
  const locales = Object.values((theme as { locales?: Record<string, { algolia?: unknown }> }).locales ?? {});
  return Boolean((theme as { algolia?: unknown }).algolia) || locales.some((locale) => Boolean(locale?.algolia));
}

function originOf(hostname: string): string | undefined {
  try {
    const url = new URL(hostname);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function lineOfWord(text: string, word: string): number | undefined {
  const i = text.indexOf(word);
  return i < 0 ? undefined : text.slice(0, i).split('\n').length;
}
