// A large site's sidebar in the browser. Each page carries its own section and the other sections' headings only
// (src/render/site/compactSidebar.ts); the whole tree of the locale is one shared, content-hashed JSON file named by
// the sidebar's `data-sidebar-tree`. The button beside another section's heading (hidden until this runs: without
// JavaScript the heading's link to the section's first page is the way in), or the "more" button of a windowed
// section, lists the section from that file (fetched once, then from memory and the HTTP cache). The sections a reader
// opened stay open across client navigations: the new page's sidebar comes from its chunk, and they are listed again.
// Small sites carry their whole tree in every page and have no such attribute: nothing here runs for them.
import type { SidebarTreeNode } from '../shared/types.ts';
import { encodeUrlPath, withBase } from '../shared/pagePath.ts';
import { readBoot } from './boot.ts';

const trees = new Map<string, Promise<SidebarTreeNode[]>>();
/** Section ids the reader opened, by tree file: reopened after a navigation. */
const opened = new Map<string, Set<string>>();

function loadTree(url: string): Promise<SidebarTreeNode[]> {
  let tree = trees.get(url);
  if (!tree) {
    tree = fetch(url, { credentials: 'same-origin' }).then((res) => {
      if (!res.ok) throw new Error(`[mapdocs] sidebar tree ${url}: HTTP ${res.status}`);
      return res.json() as Promise<SidebarTreeNode[]>;
    });
    trees.set(url, tree);
    // A failed load is forgotten, so the next opening retries.
    tree.catch(() => trees.delete(url));
  }
  return tree;
}

const treeUrl = () => document.querySelector<HTMLElement>('#sidebar [data-sidebar-tree]')?.dataset.sidebarTree;

/** The node a section id (`3`, `3.2`: indexes from the top) names. */
function nodeAt(tree: SidebarTreeNode[], id: string): SidebarTreeNode | undefined {
  let list: SidebarTreeNode[] | undefined = tree;
  let node: SidebarTreeNode | undefined;
  for (const i of id.split('.')) {
    node = list?.[Number(i)];
    list = node?.c;
  }
  return node;
}

/** One entry as the theme renders an entry that does not hold the current page (theme/components/Sidebar.tsx). */
function renderNode(node: SidebarTreeNode, base: string): HTMLLIElement {
  const li = document.createElement('li');
  if (node.c) {
    // Every group drawn here lies inside a section: a sub-group; one with no entries is a plain label.
    li.className = node.o ? 'sidebar-group collapsable sub-group' : 'sidebar-group sub-group';
    const opens = node.o && node.c.length > 0;
    const heading = document.createElement(opens ? 'summary' : 'p');
    heading.className = 'sidebar-heading';
    heading.textContent = node.t;
    const items = document.createElement('ul');
    items.className = 'sidebar-group-items';
    items.append(...node.c.map((c) => renderNode(c, base)));
    if (!node.c.length) li.append(heading);
    else if (opens) {
      const details = document.createElement('details');
      details.append(heading, items);
      li.append(details);
    } else li.append(heading, items);
    return li;
  }
  const a = document.createElement('a');
  a.className = 'sidebar-link';
  a.textContent = node.t;
  if (node.x !== undefined) {
    a.href = node.x;
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  } else a.setAttribute('href', encodeUrlPath(withBase(base, node.p ?? '/')));
  li.append(a);
  return li;
}

/**
 * Fills a section's list from the tree: every child, keeping the entries already shown (a windowed section's, by
 * `data-sidebar-index`: the page's own entry keeps its headings and active mark).
 */
async function fillSection(section: HTMLElement, url: string): Promise<void> {
  if (section.dataset.sidebarFilled) return;
  const node = nodeAt(await loadTree(url), section.dataset.sidebarSection!);
  const list = section.querySelector<HTMLElement>(':scope > .sidebar-group-items, :scope > details > .sidebar-group-items');
  if (!node?.c || !list || section.dataset.sidebarFilled || !section.isConnected) return;
  const shown = new Map<number, Element>();
  for (const li of list.querySelectorAll<HTMLElement>(':scope > li[data-sidebar-index]')) shown.set(Number(li.dataset.sidebarIndex), li);
  const base = readBoot().base;
  list.replaceChildren(...node.c.map((c, i) => shown.get(i) ?? renderNode(c, base)));
  section.dataset.sidebarFilled = '1';
}

function remember(url: string, id: string): void {
  let ids = opened.get(url);
  if (!ids) opened.set(url, (ids = new Set()));
  ids.add(id);
}

const report = (err: unknown) => console.error('[mapdocs] could not fill the sidebar section', err);

function forget(url: string, id: string): void {
  opened.get(url)?.delete(id);
}

/** A heading's section listed (from the tree file) or put away again; `open` says which. */
function expand(section: HTMLElement, url: string, open: boolean): Promise<void> {
  const button = section.querySelector<HTMLElement>(':scope > .sidebar-heading > .sidebar-expand');
  button?.setAttribute('aria-expanded', String(open));
  let list = section.querySelector<HTMLElement>(':scope > .sidebar-group-items');
  if (!open) {
    if (list) list.hidden = true;
    return Promise.resolve();
  }
  if (!list) {
    list = document.createElement('ul');
    list.className = 'sidebar-group-items';
    section.append(list);
  }
  list.hidden = false;
  return fillSection(section, url);
}

/** Shows the headings' buttons (the server renders them hidden, for readers without JavaScript). */
function showButtons(): void {
  document.querySelectorAll<HTMLElement>('#sidebar .sidebar-expand[hidden]').forEach((b) => (b.hidden = false));
}
showButtons();

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>('#sidebar button.sidebar-expand');
  const section = button?.closest<HTMLElement>('li.sidebar-stub[data-sidebar-section]');
  const url = treeUrl();
  if (!button || !section || !url) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  const id = section.dataset.sidebarSection!;
  if (open) remember(url, id);
  else forget(url, id);
  expand(section, url, open).catch(report);
});

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>('#sidebar button[data-sidebar-more]');
  const url = treeUrl();
  if (!button || !url) return;
  const section = button.closest<HTMLElement>(`li[data-sidebar-section="${button.dataset.sidebarMore}"]`);
  if (!section) return;
  remember(url, section.dataset.sidebarSection!);
  fillSection(section, url).then(() => {
    // Focus stays in the list the reader asked to see: on the first entry that was left out.
    if (document.activeElement === document.body || !document.activeElement?.isConnected) section.querySelector<HTMLElement>('li:not([data-sidebar-index]) a')?.focus();
  }, report);
});

// A new page's sidebar (from its chunk) shows its own section; the sections the reader opened are opened again. The
// router keeps the sidebar's scroll position, which on a large site may now show another section: the page's own
// entry is brought into view.
document.addEventListener('mapdocs:navigated', () => {
  showButtons();
  const url = treeUrl();
  if (!url) return;
  const fills: Promise<void>[] = [];
  for (const id of opened.get(url) ?? []) {
    const section = document.querySelector<HTMLElement>(`#sidebar li[data-sidebar-section="${id}"]`);
    if (section) fills.push((section.classList.contains('sidebar-stub') ? expand(section, url, true) : fillSection(section, url)).catch(report));
  }
  Promise.all(fills).then(revealActive);
});

function revealActive(): void {
  const sidebar = document.getElementById('sidebar');
  const active = sidebar?.querySelector<HTMLElement>('a.sidebar-link.active');
  if (!sidebar || !active) return;
  const box = sidebar.getBoundingClientRect();
  const at = active.getBoundingClientRect();
  if (at.top < box.top || at.bottom > box.bottom) sidebar.scrollTop += at.top - box.top - box.height / 3;
}
