// What a page of a large sidebar carries (compactSidebar): its own section whole when small, else a window around the
// page with the first and last entries and gaps standing for the rest; other sections as headings to their first page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compactSidebar, isLargeTree, type ShownItem } from '../../../src/render/site/compactSidebar.ts';
import type { SidebarItem } from '../../../src/render/site/resolveSidebar.ts';

const page = (path: string): SidebarItem => ({ type: 'page', title: path, path, headers: [] });
const group = (title: string, children: SidebarItem[], path?: string): SidebarItem => ({ type: 'group', title, collapsable: false, children, ...(path ? { path } : {}) });
const section = (name: string, n: number) => group(name, Array.from({ length: n }, (_, i) => page(`/${name}/${i}.html`)));

const tree = [section('a', 10), section('b', 80), group('c', [section('c1', 5), page('/c/x.html')]), section('d', 12)];
const shown = (items: ShownItem[]) => items.map((i) => (i.type === 'page' ? i.path : i.type === 'gap' ? `…${i.count}` : i.type));

test('a tree of more than 100 entries is large; a smaller one is carried whole', () => {
  assert.ok(isLargeTree(tree));
  assert.not.ok(isLargeTree([section('a', 60), section('b', 40)]));
});

test('a small own section is whole; the others are headings linking to their first page', () => {
  const out = compactSidebar(tree, '/a/3.html');
  assert.is(out[0], tree[0], 'the section as it is');
  assert.equal(out[1], { type: 'stub', title: 'b', first: '/b/0.html', id: '1', collapsable: false });
  assert.equal(out[2], { type: 'stub', title: 'c', first: '/c1/0.html', id: '2', collapsable: false });
  // The same heading object on every page that does not hold its section (rendered once).
  assert.is(compactSidebar(tree, '/d/0.html')[1], out[1]);
});

test('a large own section: first and last entries, the page with six either side, gaps counting the rest', () => {
  const own = compactSidebar(tree, '/b/40.html')[1] as ShownItem & { type: 'group' };
  assert.is(own.id, '1');
  assert.equal(shown(own.children), ['/b/0.html', '…33', ...Array.from({ length: 13 }, (_, i) => `/b/${34 + i}.html`), '…32', '/b/79.html']);
  // Near the start: no gap before the window.
  const start = compactSidebar(tree, '/b/2.html')[1] as ShownItem & { type: 'group' };
  assert.equal(shown(start.children).slice(0, 10), ['/b/0.html', '/b/1.html', '/b/2.html', '/b/3.html', '/b/4.html', '/b/5.html', '/b/6.html', '/b/7.html', '/b/8.html', '…70']);
});

test('a page in a nested group opens its top-level section; a page not in the sidebar leaves every section a heading', () => {
  const out = compactSidebar(tree, '/c1/2.html');
  assert.is(out[2], tree[2]);
  assert.equal(
    compactSidebar(tree, '/elsewhere.html').map((i) => i.type),
    ['stub', 'stub', 'stub', 'stub'],
  );
});

test.run();
