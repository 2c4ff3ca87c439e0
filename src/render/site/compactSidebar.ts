// A large sidebar as one page carries it: the top-level section that holds the page (a window of it around the page
// when that section is itself large), and every other section as its heading only, linking to its first page. The
// full tree goes to one shared JSON file per locale (sidebarTree.ts) that the client reads when the reader opens
// another section. Without this every page held its locale's whole tree: ~42 KB of each page at 600 pages, so the
// site's output grew with the square of its page count.
import type { SidebarItem } from './resolveSidebar.ts';

/** A tree with more entries than this is compacted; docs/'s (≈ 60 a locale) stays whole, as it always was. */
export const FULL_TREE_LIMIT = 100;
/** The page's own section is listed in full up to this many entries, else as a window around the page. */
export const FULL_SECTION_LIMIT = 30;
/** Entries shown either side of the page in a windowed section (its first and last entries are always shown). */
export const WINDOW = 6;

/** An item of a compacted sidebar: the tree's items, section headings standing for whole sections, and gaps. */
export type ShownItem =
  | Exclude<SidebarItem, { type: 'group' }>
  | (Omit<SidebarItem & { type: 'group' }, 'children'> & { children: ShownItem[]; id?: string })
  /** A section not shown: its heading, linking to its first page; `id` finds it in the tree file. */
  | { type: 'stub'; title: string; first?: string; id: string; collapsable: boolean }
  /** Children of a windowed section left out (`skipped`, holding `count` entries); the client fills section `id`. */
  | { type: 'gap'; count: number; skipped: number; id: string };

const entryCounts = new WeakMap<SidebarItem, number>();

/** Links an item holds (pages, groups with a page, external links), itself included. */
export function entryCount(item: SidebarItem): number {
  let n = entryCounts.get(item);
  if (n === undefined) {
    n = item.type === 'group' ? (item.path ? 1 : 0) + item.children.reduce((s, c) => s + entryCount(c), 0) : 1;
    entryCounts.set(item, n);
  }
  return n;
}

export const treeSize = (items: SidebarItem[]) => items.reduce((s, i) => s + entryCount(i), 0);

/** Whether a locale's tree is large enough to be compacted (and written as a shared file). */
export const isLargeTree = (items: SidebarItem[]) => treeSize(items) > FULL_TREE_LIMIT;

/** The first page a section leads to (its own page, else its first page in order). */
export function firstPage(item: SidebarItem): string | undefined {
  if (item.type === 'page' || item.type === 'headings') return item.path;
  if (item.type === 'group') {
    if (item.path) return item.path;
    for (const c of item.children) {
      const p = firstPage(c);
      if (p) return p;
    }
  }
  return undefined;
}

// Stubs are the same on every page that does not hold their section: one object each, so the theme renders each once.
const stubs = new WeakMap<SidebarItem, ShownItem>();

function stub(item: SidebarItem, id: string): ShownItem {
  if (item.type !== 'group') return item;
  let s = stubs.get(item);
  if (!s) stubs.set(item, (s = { type: 'stub', title: item.title, first: firstPage(item), id, collapsable: item.collapsable }));
  return s;
}

// Which item of a list holds a page, by page path: made once per list, so finding a page's section costs the same at
// any size (searching the tree on every page made the build's sidebar work grow with the square of the page count).
const holders = new WeakMap<SidebarItem[], Map<string, number>>();

function holderOf(items: SidebarItem[], path: string): number {
  let map = holders.get(items);
  if (!map) {
    map = new Map();
    const add = (item: SidebarItem, i: number) => {
      if (item.type === 'page' || item.type === 'headings') map!.has(item.path) || map!.set(item.path, i);
      else if (item.type === 'group') {
        if (item.path && !map!.has(item.path)) map!.set(item.path, i);
        for (const c of item.children) add(c, i);
      }
    };
    items.forEach(add);
    holders.set(items, map);
  }
  return map.get(path) ?? -1;
}

/** The sidebar one page carries: see the file's header. `items` is the locale's whole tree. */
export function compactSidebar(items: SidebarItem[], current: string): ShownItem[] {
  const at = holderOf(items, current);
  return items.map((item, i) => (i === at ? ownSection(item, String(i), current) : stub(item, String(i))));
}

function ownSection(item: SidebarItem, id: string, current: string): ShownItem {
  if (item.type !== 'group') return item;
  const children: ShownItem[] = [];
  const kids = item.children;
  if (entryCount(item) <= FULL_SECTION_LIMIT) return item;
  // A window of the section's entries around the one holding the page; the first and last stay as landmarks.
  const at = holderOf(kids, current);
  const from = Math.max(1, at - WINDOW);
  const to = Math.min(kids.length - 2, at + WINDOW);
  const keep = (i: number) => i === 0 || i === kids.length - 1 || (i >= from && i <= to);
  let count = 0;
  let skipped = 0;
  for (const [i, c] of kids.entries()) {
    if (!keep(i)) {
      count += entryCount(c);
      skipped++;
      continue;
    }
    if (skipped) children.push({ type: 'gap', count, skipped, id });
    count = skipped = 0;
    const childId = `${id}.${i}`;
    children.push(i === at ? ownSection(c, childId, current) : c.type === 'group' ? stub(c, childId) : c);
  }
  if (skipped) children.push({ type: 'gap', count, skipped, id });
  return { ...item, children, id };
}
