// The whole sidebar tree of a large locale as one shared, content-hashed JSON file: pages carry only their own
// section (compactSidebar.ts) and the client reads this file, once and then from the HTTP cache, when the reader opens
// another section (src/client/sidebarSections.ts renders from it).
import type { SidebarTreeNode } from '../../shared/types.ts';
import { hashedName } from '../write/hashedName.ts';
import type { SidebarItem } from './resolveSidebar.ts';

/** The file's nodes: no headers (only the current page lists its own, and those come with the page). */
export function treeNodes(items: SidebarItem[]): SidebarTreeNode[] {
  const out: SidebarTreeNode[] = [];
  for (const item of items) {
    if (item.type === 'page' || item.type === 'headings') out.push({ t: item.title, p: item.path });
    else if (item.type === 'external') out.push({ t: item.title, x: item.href });
    else out.push({ t: item.title, ...(item.path ? { p: item.path } : {}), ...(item.collapsable ? { o: 1 as const } : {}), c: treeNodes(item.children) });
  }
  return out;
}

/** The file (path relative to the output) and its content. */
export function sidebarTreeFile(items: SidebarItem[]): { file: string; json: string } {
  const json = JSON.stringify(treeNodes(items));
  return { file: hashedName('assets', 'sidebar', '.json', json), json };
}
