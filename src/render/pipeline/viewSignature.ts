// What a page's regions and HTML are made of, as one key: a rebuild re-renders a page only when its key changed.
// Config-level parts of a view (site, theme, nav) are left out: a config change rebuilds everything anyway.
import { contentKey } from '../cache.ts';
import type { PageView } from '../site/pageView.ts';
import type { SidebarItem } from '../site/resolveSidebar.ts';

/**
 * Each sidebar's key, made once per sidebar (items are never changed once made): a `serve --watch` save that reuses
 * the views (siteViews.ts) keys its page's sidebar — a large locale's whole tree, ~10 ms at 10,000 pages — no more.
 */
const sidebarKeys = new WeakMap<SidebarItem[], string>();

/**
 * `htmlKey` stands for the rendered markdown (`view.contentHtml`), hashed once when the page rendered. Pages sharing
 * a sidebar share its items, so each sidebar is keyed once (sidebarKeys). Other pages' headers are left out because
 * the theme lists only the current page's headers (theme/components/Sidebar.tsx), and those come with the page
 * record: editing a heading re-renders that page alone, renaming a page the pages whose sidebar lists it.
 */
export function createViewSignature(): (view: PageView, assetsKey: string, htmlKey: string) => string {
  const sidebarKey = (items: SidebarItem[]) => {
    let key = sidebarKeys.get(items);
    if (key === undefined) sidebarKeys.set(items, (key = contentKey(JSON.stringify(items, (k, v) => (k === 'headers' ? undefined : v)))));
    return key;
  };
  return (view, assetsKey, htmlKey) =>
    contentKey(
      assetsKey,
      JSON.stringify(view.page),
      htmlKey,
      sidebarKey(view.sidebar),
      JSON.stringify([view.localePath, view.lang, view.siteTitle, view.description, view.prev, view.next, view.editLink, view.localeLinks, view.layout, view.hasDemos]),
    );
}
