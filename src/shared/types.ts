// Types shared by the node pipeline, the theme and the browser client (no node: imports, no DOM).

export interface Header {
  level: 2 | 3;
  title: string;
  slug: string;
}

/** A page as the build records it: what the theme, the page chunks and the search index are made from. */
export interface PageRecord {
  title: string;
  frontmatter: Record<string, unknown>;
  /** URL path without base, e.g. `/guide/install.html` or `/guide/`. */
  regularPath: string;
  /** Path of the source file relative to the docs folder, with `/` separators. */
  relativePath: string;
  /** Stable id of the page; names its content chunk. */
  key: string;
  /** Final URL path without base (a frontmatter `permalink` may override regularPath). */
  path: string;
  headers?: Header[];
}

export interface NavItem {
  text: string;
  link?: string;
  items?: NavItem[];
}

/** Sidebar entry as written in config: a path, `[path, title]`, or a group. */
export type SidebarItemConfig = string | [string, string] | SidebarGroupConfig;

export interface SidebarGroupConfig {
  title: string;
  path?: string;
  collapsable?: boolean;
  sidebarDepth?: number;
  children: SidebarItemConfig[];
}

export type SidebarConfig = SidebarItemConfig[] | Record<string, SidebarItemConfig[] | 'auto'> | 'auto' | false;

export interface LocaleThemeConfig {
  selectText?: string;
  label?: string;
  ariaLabel?: string;
  nav?: NavItem[];
  sidebar?: SidebarConfig;
  editLinkText?: string;
  lastUpdated?: string | boolean;
  footer?: string;
  searchPlaceholder?: string;
  [key: string]: unknown;
}

export interface ThemeConfig extends LocaleThemeConfig {
  logo?: string;
  repo?: string;
  repoLabel?: string;
  docsRepo?: string;
  docsDir?: string;
  docsBranch?: string;
  editLinks?: boolean;
  sidebarDepth?: number;
  search?: boolean;
  searchMaxSuggestions?: number;
  /**
   * Groups of words that mean the same to the site's readers, in any of its languages (`[['popup', '弹窗', '气泡']]`):
   * a query word of a group also finds the others. Applied at query time (each locale's index manifest carries the
   * list), so changing it rebuilds no page.
   */
  searchSynonyms?: string[][];
  /** A button that scrolls back to the top once the reader has scrolled down (VuePress's back-to-top plugin). */
  backToTop?: boolean;
  /** Content images open zoomed on click: `true`, or a CSS selector of the images (VuePress's medium-zoom plugin). */
  imageZoom?: boolean | string;
  locales?: Record<string, LocaleThemeConfig>;
}

export interface LocaleConfig {
  lang: string;
  title?: string;
  description?: string;
}

export type HeadTag = [string, Record<string, string | boolean>, string?];

export interface SiteData {
  title: string;
  description: string;
  base: string;
  headTags: HeadTag[];
  pages: PageRecord[];
  themeConfig: ThemeConfig;
  locales: Record<string, LocaleConfig>;
  /** The navbar logo's pixel size, read from the public file: its box is reserved before it loads. */
  logoSize?: { width: number; height: number };
}

export type RouterMode = 'history' | 'hash' | 'memory';

/** One entry of the route manifest the client loads to navigate without a server. */
export interface RouteEntry {
  /** Page path without base, e.g. `/guide/install.html`. */
  path: string;
  key: string;
  /** Chunk file name under `assets/chunks/`. */
  chunk: string;
  title: string;
}

/**
 * A node of a large locale's shared sidebar file: title, page path (`p`) or outside link (`x`), children (`c`) of a
 * group, `o` when the group collapses. Short keys: the file lists every page of the locale.
 */
export interface SidebarTreeNode {
  t: string;
  p?: string;
  x?: string;
  o?: 1;
  c?: SidebarTreeNode[];
}

/** What a page chunk holds: everything the client needs to swap in a page. */
export interface PageChunk {
  key: string;
  path: string;
  title: string;
  description: string;
  lang: string;
  localePath: string;
  /** Inner HTML of the regions the client replaces, by region name (`data-region`). */
  regions: Record<string, string>;
  /** Whether the page contains demo blocks (the client loads the demo runtime only then). */
  hasDemos: boolean;
}

/** Boot data inlined into every HTML page. */
export interface BootData {
  base: string;
  routerMode: RouterMode;
  routes: string;
  key: string | null;
  localePath: string;
  searchIndexes: Record<string, string>;
  searchMaxSuggestions: number;
  assets: Record<string, string>;
  /** Present when the site has demo blocks. */
  demo?: DemoBoot;
  /** A demo's standalone page: no router, the document is the demo. */
  standalone?: boolean;
  /** `serve --watch` only: where the dev client listens for rebuilds (URL path with base). */
  dev?: { events: string };
}

/** What the demo runtime needs: where the hosted runtimes are and which playground buttons to show. */
export interface DemoBoot {
  /** URL paths (with base) of the runtimes the site hosts. */
  runtimes: {
    react: string;
    vue: string;
    /** Vue 2.7's runtime, for Vue demos of VuePress sites. */
    vue2: string;
    numeral: string;
    /** `vueJs`: scripts only Vue 3 demos load, after Vue and `js`. */
    libs: { name: string; js: string[]; css: string[]; vueJs: string[] }[];
  };
  /** Extra libraries from config `demo.jsLibs` / `demo.cssLibs`. */
  jsLibs: string[];
  cssLibs: string[];
  /**
   * URL paths (with base) of the copies JSFiddle / CodePen exports load: named by version, not content hash, so a
   * saved fiddle still finds them after the next deploy (`_playground/<name>/v<version>/…`).
   */
  playground: {
    react: string;
    /** Vue 3 with its template compiler. */
    vue: string;
    /** Vue 2.7 with its template compiler. */
    vue2: string;
    numeral: string;
    /** `vueJs`: scripts only Vue 3 demos load, after Vue and `js`. */
    libs: { name: string; js: string[]; css: string[]; vueJs: string[] }[];
  };
  /** The Vue major version the site's Vue demos run on (config `demo.vue`). */
  vue: 2 | 3;
  /** Absolute CDN URLs that replace hosted copies in the playgrounds, keyed by runtime name. */
  cdn: Record<string, string>;
}
