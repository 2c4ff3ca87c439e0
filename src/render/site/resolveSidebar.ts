// Resolves the configured sidebar of a page's locale into concrete links, groups and the page's own headers.
import { resolveRoute, type RouteTable } from '../../shared/resolveRoute.ts';
import type { Header, PageRecord, SidebarConfig, SidebarItemConfig } from '../../shared/types.ts';

export type SidebarItem =
  | { type: 'page'; title: string; path: string; headers: Header[] }
  | { type: 'group'; title: string; path?: string; collapsable: boolean; children: SidebarItem[]; sidebarDepth?: number }
  | { type: 'external'; title: string; href: string }
  /** VuePress's `sidebar: auto`: the page's own headings under its title, h3 nested in h2. */
  | { type: 'headings'; title: string; path: string; headers: Header[] };

export interface SidebarContext {
  routes: RouteTable;
  pagesByPath: Map<string, PageRecord>;
  /** Reports a sidebar entry that names no page. */
  onMissing(entry: string): void;
  /** VuePress semantics: `auto` lists the page's headings under its title. */
  vuepress?: boolean;
}

/** The sidebar of a page whose sidebar is `auto`. */
export function autoSidebar(page: PageRecord, vuepress = false): SidebarItem[] {
  if (vuepress) return [{ type: 'headings', title: page.title || page.path, path: page.path, headers: page.headers ?? [] }];
  return [{ type: 'page', title: page.title, path: page.path, headers: page.headers ?? [] }];
}

/** Picks the sidebar entries that apply to a page path: an array, or the longest matching key of an object. */
export function sidebarEntriesFor(config: SidebarConfig | undefined, pagePath: string): { entries: SidebarItemConfig[] | 'auto'; prefix: string } {
  if (!config) return { entries: [], prefix: '/' };
  if (config === 'auto') return { entries: 'auto', prefix: '/' };
  if (Array.isArray(config)) return { entries: config, prefix: '/' };
  const lower = pagePath.toLowerCase();
  const key = Object.keys(config)
    .filter((k) => lower.startsWith(k.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  return key === undefined ? { entries: [], prefix: '/' } : { entries: config[key], prefix: key };
}

/** Resolved sidebars by configured entries and prefix: pages sharing a sidebar share its items (and their HTML). */
export type SidebarMemo = Map<SidebarItemConfig[], Map<string, SidebarItem[]>>;

export function resolveSidebar(config: SidebarConfig | undefined, page: PageRecord, ctx: SidebarContext, memo?: SidebarMemo): SidebarItem[] {
  const { entries, prefix } = sidebarEntriesFor(config, page.path);
  if (entries === 'auto') return autoSidebar(page, ctx.vuepress);
  const byPrefix = memo?.get(entries) ?? new Map<string, SidebarItem[]>();
  let items = byPrefix.get(prefix);
  if (!items) {
    items = entries.map((e) => resolveItem(e, prefix, ctx)).filter((x): x is SidebarItem => x !== null);
    byPrefix.set(prefix, items);
    memo?.set(entries, byPrefix);
  }
  return items;
}

function resolveItem(entry: SidebarItemConfig, prefix: string, ctx: SidebarContext): SidebarItem | null {
  if (typeof entry === 'string' || Array.isArray(entry)) {
    const [link, title] = typeof entry === 'string' ? [entry, undefined] : entry;
    if (/^[a-z]+:/i.test(link)) return { type: 'external', title: title ?? link, href: link };
    const page = findPage(link, prefix, ctx);
    if (!page) {
      ctx.onMissing(link);
      return null;
    }
    // A page without a title of its own is listed by its path, as VuePress listed it (never by its file name).
    return { type: 'page', title: title ?? (page.title || page.path), path: page.path, headers: page.headers ?? [] };
  }
  const groupPage = entry.path ? findPage(entry.path, prefix, ctx) : undefined;
  // A group with a path and no children is a link to that page under the group's title (VuePress's rule).
  if (!entry.children?.length && groupPage) return { type: 'page', title: entry.title, path: groupPage.path, headers: groupPage.headers ?? [] };
  const children = (entry.children ?? []).map((c) => resolveItem(c, prefix, ctx)).filter((x): x is SidebarItem => x !== null);
  return {
    type: 'group',
    title: entry.title,
    path: groupPage?.path,
    collapsable: entry.collapsable ?? true,
    children,
    ...(typeof entry.sidebarDepth === 'number' ? { sidebarDepth: entry.sidebarDepth } : {}),
  };
}

function findPage(link: string, prefix: string, ctx: SidebarContext): PageRecord | undefined {
  const clean = link.replace(/\.md$/i, '').replace(/(^|\/)(README|index)$/i, '$1');
  const absolute = clean.startsWith('/') ? clean : prefix.replace(/[^/]*$/, '') + clean;
  const match = resolveRoute(absolute || '/', ctx.routes);
  return match.kind === 'page' ? ctx.pagesByPath.get(match.path) : undefined;
}

/** Pages in sidebar order, for prev/next links. */
export function flattenSidebar(items: SidebarItem[]): { title: string; path: string }[] {
  const out: { title: string; path: string }[] = [];
  for (const item of items) {
    if (item.type === 'page') out.push({ title: item.title, path: item.path });
    else if (item.type === 'group') {
      if (item.path) out.push({ title: item.title, path: item.path });
      out.push(...flattenSidebar(item.children));
    }
  }
  return out;
}
