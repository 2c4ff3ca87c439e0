// The config a site author writes (docs/.mapdocs/config.*): every field optional, each with its default.
import type { HeadTag, LocaleConfig, RouterMode, ThemeConfig } from '../../shared/types.ts';

export interface DemoConfig {
  /** Extra script URLs loaded before demos run (also passed to the playgrounds). Default `[]`. */
  jsLibs?: string[];
  /** Extra stylesheet URLs for demos. Default `[]`. */
  cssLibs?: string[];
  /** Put code beside the demo instead of below it, site-wide. Default `false`. */
  horizontal?: boolean;
  /** Render every demo inside an iframe for full isolation. Default `false`. */
  iframe?: boolean;
  /** Show "Open in JSFiddle". Default `true`. */
  jsfiddle?: boolean;
  /** Show "Open in CodePen". Default `true`. */
  codepen?: boolean;
  /** Vue major version Vue demos run on. Default `3`; `2` (Vue 2.7) for a site read through a VuePress config. */
  vue?: 2 | 3;
  /**
   * Absolute URLs the playgrounds load instead of the site's own versioned copies (`_playground/<name>/v<version>/`),
   * keyed by runtime (`react`, `vue`, `vue2`, `numeral`, a hosted library's name, `<name>-css` and `<name>-vue` (its
   * `vueJs`), e.g. `maplib`, `maplib-css`). Default: the site's copies.
   */
  cdn?: Record<string, string>;
  /**
   * Local library builds the site hosts for demos, by name: a folder (relative to the config folder) copied whole
   * to a hashed URL, and the scripts and stylesheets in it that demo pages load. Default `{}`.
   */
  hostedLibs?: Record<string, HostedLib>;
}

/** A custom `::: type [info]` container, as vuepress-plugin-container takes it. */
export interface ContainerConfig {
  /** The container's name: `::: type`. */
  type: string;
  /**
   * Title shown when the container line gives none: one string, or one per locale path (`{ '/': 'NOTE', '/zh/': '注' }`).
   * Default: the type in capitals. Ignored when `before` and `after` are given.
   */
  defaultTitle?: string | Record<string, string>;
  /** HTML that opens the block, or a function of the text after the type. Default: a `custom-block` div with its title. */
  before?: string | ((info: string) => string);
  /** HTML that closes the block, or a function of the text after the type. Default `</div>`. */
  after?: string | ((info: string) => string);
}

export interface HostedLib {
  dir: string;
  js?: string[];
  css?: string[];
  /** Scripts of the folder only Vue 3 demos need (components over the page's Vue), loaded after Vue and `js`. */
  vueJs?: string[];
}

export interface UserConfig {
  /** Site title, shown in the navbar and `<title>`. Default `''`. */
  title?: string;
  /** Site description for `<meta name="description">`. Default `''`. */
  description?: string;
  /** Base path the site is served under, e.g. `/static/modules/maplib/`. Default `/`. */
  base?: string;
  /** Extra tags for every page's `<head>`: `[tag, attrs, innerHTML?]`. Default `[]`. */
  head?: HeadTag[];
  /** Locales keyed by path prefix: `'/'` and `'/en/'`. Default: one locale at `/`. */
  locales?: Record<string, LocaleConfig>;
  /** Theme settings: nav, sidebar, footer, edit links, search. */
  themeConfig?: ThemeConfig;
  /** Client router. Default `{ mode: 'history' }`. */
  router?: { mode?: RouterMode };
  /** Live demo blocks. */
  demo?: DemoConfig;
  /** Output folder, relative to the config folder. Default `dist`. */
  dest?: string;
  /**
   * Replace the output folder even when it holds files mapdocs did not write (they are deleted). The docs folder, the
   * project folder and their parents are refused whatever this says. Default `false`.
   */
  emptyOutDir?: boolean;
  /**
   * The origin the site is published at, e.g. `https://maplib.dev` (the path comes from `base`): pages get absolute
   * canonical and hreflang links and `sitemap.xml` is written. Without it there are neither (search engines take no
   * relative ones) and the build warns once; `false` says the site has no public address and silences the warning.
   */
  hostname?: string | false;
  /** Write a brotli (`.br`) and gzip (`.gz`) copy beside each text-like output file over 1 KB, for static hosts that serve them. Default `true`. */
  precompress?: boolean;
  /** Language of the site when `locales` is not given. Default `zh-CN`. */
  lang?: string;
  /** Warnings fail the build as errors do (the `--strict` flag says the same). Default `false`. */
  strict?: boolean;
  /** What a link to a missing page is: `'error'` stops the build, `'warning'` reports it and builds. Default `'error'`. */
  deadLinks?: 'error' | 'warning';
  /** Custom `::: type` containers besides tip, warning, danger, details and demo. Default `[]`. */
  containers?: ContainerConfig[];
  /**
   * Folders besides the repository that pages may include files from (`<<<` snippets, images), relative to the
   * config folder. The repository is the nearest folder at or above the docs folder holding .git, else the nearest
   * holding a package.json, else the docs folder itself; a file outside every allowed folder — after following
   * symlinks — is an error at the line including it, so a page cannot publish `/proc/self/environ` or
   * `@/../../etc/passwd`. Default `[]`.
   */
  includeRoots?: string[];
}
