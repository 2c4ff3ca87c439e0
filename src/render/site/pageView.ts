// Everything the theme needs to draw one page: locale strings, nav, sidebar, prev/next, edit and locale links.
import { localeOf } from '../../shared/pagePath.ts';
import type { RouteTable } from '../../shared/resolveRoute.ts';
import { resolveRoute } from '../../shared/resolveRoute.ts';
import type { LocaleThemeConfig, NavItem, PageRecord, SiteData } from '../../shared/types.ts';
import type { LastUpdated } from '../pages/lastUpdated.ts';
import { uiStrings } from '../../../theme/strings.ts';
import { autoSidebar, flattenSidebar, resolveSidebar, type SidebarItem, type SidebarMemo } from './resolveSidebar.ts';
import { compactSidebar, isLargeTree, type ShownItem } from './compactSidebar.ts';
import { sidebarTreeFile } from './sidebarTree.ts';

export interface PageLink {
  title: string;
  path: string;
}

export interface LocaleLink {
  text: string;
  /** The same page in that locale; when it has none (`missing`), that locale's home. */
  path: string;
  current: boolean;
  /** The locale's path (`/`, `/en/`) and language (`zh-CN`, `en-US`). */
  localePath: string;
  lang: string;
  /** That locale has no translation of this page: the switcher says so (in that locale's language) instead of linking. */
  missing?: string;
}

export interface PageView {
  site: SiteData;
  page: PageRecord;
  /** Rendered markdown body. */
  contentHtml: string;
  localePath: string;
  lang: string;
  /** The locale's title and description, falling back to the site's. */
  siteTitle: string;
  description: string;
  theme: LocaleThemeConfig;
  nav: NavItem[];
  /** The locale's whole sidebar (prev/next follow it). */
  sidebar: SidebarItem[];
  /**
   * What the page shows of it: the whole tree, or for a large tree the page's own section and the other sections'
   * headings (compactSidebar.ts), with `sidebarTree` then naming the shared file of the whole tree (output-relative).
   */
  sidebarShown: ShownItem[];
  sidebarTree?: string;
  prev?: PageLink;
  next?: PageLink;
  editLink?: string;
  localeLinks: LocaleLink[];
  layout: 'home' | 'page' | 'not-found';
  hasDemos: boolean;
  /** When the page last changed (ms), when the locale's `lastUpdated` is on. */
  lastUpdated?: number;
  /** The site is read through a VuePress config: the theme shows what VuePress's default theme showed. */
  vuepress: boolean;
}

export interface ViewContext {
  site: SiteData;
  routes: RouteTable;
  pagesByPath: Map<string, PageRecord>;
  onMissingSidebarEntry(entry: string): void;
  /** When each page last changed; asked only where `themeConfig.lastUpdated` is on. */
  lastUpdated?: LastUpdated;
  /** VuePress semantics (a `.vuepress` config). Default `false`. */
  vuepress?: boolean;
}

/** Each locale's theme config, made once per site data: every page's view and locale links ask for it. */
const localeThemes = new WeakMap<SiteData, Map<string, LocaleThemeConfig>>();

/** The theme config of one locale: site-wide fields overlaid by that locale's own. */
export function localeTheme(site: SiteData, localePath: string): LocaleThemeConfig {
  let bySite = localeThemes.get(site);
  if (!bySite) localeThemes.set(site, (bySite = new Map()));
  let theme = bySite.get(localePath);
  if (!theme) {
    const { locales, ...global } = site.themeConfig;
    bySite.set(localePath, (theme = { ...global, ...(locales?.[localePath] ?? {}) }));
  }
  return theme;
}

// Per build context: each locale's sidebar resolves once, not once per page (a missing entry is reported once too).
interface SidebarMemos {
  sidebars: SidebarMemo;
  order: WeakMap<SidebarItem[], PageLink[]>;
  /** A large tree's shared file, by tree; every such file of the context, by name. */
  trees: WeakMap<SidebarItem[], string | null>;
  files: Map<string, string>;
}
const sidebarMemos = new WeakMap<ViewContext, SidebarMemos>();

function memosOf(ctx: ViewContext): SidebarMemos {
  let memo = sidebarMemos.get(ctx);
  if (!memo) sidebarMemos.set(ctx, (memo = { sidebars: new Map(), order: new WeakMap(), trees: new WeakMap(), files: new Map() }));
  return memo;
}

/** The shared sidebar files the views of this context name (file → content), to write with the site. */
export function sidebarTreeFiles(ctx: ViewContext): [string, string][] {
  return [...memosOf(ctx).files];
}

/** A large tree's shared file name, made once per tree; undefined for a tree pages carry whole. */
function treeFileOf(items: SidebarItem[], memo: SidebarMemos): string | undefined {
  let file = memo.trees.get(items);
  if (file === undefined) {
    file = null;
    if (isLargeTree(items)) {
      const made = sidebarTreeFile(items);
      memo.files.set(made.file, made.json);
      file = made.file;
    }
    memo.trees.set(items, file);
  }
  return file ?? undefined;
}

export function createPageView(page: PageRecord, contentHtml: string, ctx: ViewContext, layout: PageView['layout'], hasDemos = false): PageView {
  const { site } = ctx;
  const memo = memosOf(ctx);
  const localePaths = Object.keys(site.locales);
  const localePath = localeOf(page.path, localePaths);
  const locale = site.locales[localePath] ?? { lang: 'zh-CN' };
  const theme = localeTheme(site, localePath);
  const fm = page.frontmatter;
  const sidebar =
    fm.sidebar === false || fm.home || layout !== 'page'
      ? []
      : fm.sidebar === 'auto'
        ? autoSidebar(page, ctx.vuepress)
        : resolveSidebar(theme.sidebar, page, { routes: ctx.routes, pagesByPath: ctx.pagesByPath, onMissing: ctx.onMissingSidebarEntry, vuepress: ctx.vuepress }, memo.sidebars);
  let order = memo.order.get(sidebar);
  if (!order) memo.order.set(sidebar, (order = flattenSidebar(sidebar)));
  const index = order.findIndex((p) => p.path === page.path);
  const sidebarTree = treeFileOf(sidebar, memo);
  return {
    site,
    page,
    contentHtml,
    localePath,
    lang: locale.lang,
    siteTitle: locale.title ?? site.title,
    description: (typeof fm.description === 'string' && fm.description) || locale.description || site.description,
    theme,
    nav: theme.nav ?? [],
    sidebar,
    sidebarShown: sidebarTree ? compactSidebar(sidebar, page.path) : sidebar,
    ...(sidebarTree ? { sidebarTree } : {}),
    prev: linkOverride(fm.prev, ctx) ?? (fm.prev === false || index <= 0 ? undefined : order[index - 1]),
    next: linkOverride(fm.next, ctx) ?? (fm.next === false || index < 0 ? undefined : order[index + 1]),
    editLink: editLinkFor(site, page),
    localeLinks: localeLinksFor(page.path, localePath, ctx, layout === 'not-found'),
    layout,
    hasDemos,
    lastUpdated: theme.lastUpdated && layout === 'page' && page.relativePath ? ctx.lastUpdated?.(page.relativePath) : undefined,
    vuepress: ctx.vuepress ?? false,
  };
}

function linkOverride(value: unknown, ctx: ViewContext): PageLink | undefined {
  if (typeof value !== 'string') return undefined;
  const match = resolveRoute(value.replace(/\.md$/, '.html'), ctx.routes);
  const page = match.kind === 'page' ? ctx.pagesByPath.get(match.path) : undefined;
  return page ? { title: page.title, path: page.path } : undefined;
}

function editLinkFor(site: SiteData, page: PageRecord): string | undefined {
  const t = site.themeConfig;
  if (!t.editLinks || page.frontmatter.editLink === false) return undefined;
  const repo = t.docsRepo ?? t.repo;
  if (!repo) return undefined;
  const repoUrl = /^https?:/.test(repo) ? repo.replace(/\/$/, '') : `https://github.com/${repo}`;
  const dir = (t.docsDir ?? '').replace(/^\/|\/$/g, '');
  const branch = t.docsBranch ?? 'main';
  return `${repoUrl}/edit/${branch}/${dir ? dir + '/' : ''}${page.relativePath}`;
}

/**
 * For each locale: the same page there if it exists; else the locale's home, marked `missing` with a note in that
 * locale's language, so the switcher can say the translation is not there rather than land the reader on the home.
 */
export function localeLinksFor(path: string, current: string, ctx: Pick<ViewContext, 'site' | 'routes'>, notFound = false): LocaleLink[] {
  const { site } = ctx;
  const localePaths = Object.keys(site.locales);
  if (localePaths.length < 2) return [];
  const rest = path.slice(current.length - 1);
  return localePaths.map((lp) => {
    const candidate = lp.replace(/\/$/, '') + rest;
    const match = resolveRoute(candidate, ctx.routes);
    const theme = localeTheme(site, lp);
    const lang = site.locales[lp].lang ?? '';
    // The 404 page has no translation to miss: its switcher leads to each locale's home.
    const found = notFound || lp === current || match.kind === 'page';
    return {
      text: theme.label ?? lang,
      path: match.kind === 'page' ? match.path : lp,
      current: lp === current,
      localePath: lp,
      lang,
      ...(found ? {} : { missing: uiStrings(lang).translationMissing }),
    };
  });
}
