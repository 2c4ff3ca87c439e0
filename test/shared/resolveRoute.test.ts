import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRouteTable, looksLikePage, resolveRoute, resolveUrl, stripBase } from '../../src/shared/resolveRoute.ts';

const PAGES = ['/', '/en/', '/guide/', '/guide/install.html', '/guide/layers&sources.html', '/guide/复杂线.html', '/en/guide/', '/api/Layers/', '/api/Layers/geojsonlayer.html'];
const table = createRouteTable(PAGES);

const page = (path: string, redirect: boolean) => ({ kind: 'page', path, redirect });
const notFound = { kind: 'notFound' };

// [requested, expected page, whether the URL must change]
const MATRIX: [string, string, boolean][] = [
  // home
  ['/', '/', false],
  ['', '/', false],
  ['/index.html', '/', true],
  ['/INDEX.HTML', '/', true],
  ['/index', '/', true],
  // index pages: slash form is canonical
  ['/guide/', '/guide/', false],
  ['/guide', '/guide/', true],
  ['/guide.html', '/guide/', true],
  ['/guide/index.html', '/guide/', true],
  ['/Guide/Index.html', '/guide/', true],
  ['/GUIDE/', '/guide/', true],
  ['/en', '/en/', true],
  ['/en/index.html', '/en/', true],
  ['/api/layers/', '/api/Layers/', true],
  ['/api/Layers/', '/api/Layers/', false],
  // .html pages: .html form is canonical
  ['/guide/install.html', '/guide/install.html', false],
  ['/guide/install', '/guide/install.html', true],
  ['/guide/install/', '/guide/install.html', true],
  ['/guide/install.html/', '/guide/install.html', true],
  ['/GUIDE/INSTALL.HTML//', '/guide/install.html', true],
  ['/guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html/', '/guide/复杂线.html', true],
  ['/GUIDE/INSTALL.HTML', '/guide/install.html', true],
  ['/Guide/Install', '/guide/install.html', true],
  ['/api/layers/GEOJSONLAYER', '/api/Layers/geojsonlayer.html', true],
  // `&` plain and encoded, any case of the escape
  ['/guide/layers&sources.html', '/guide/layers&sources.html', false],
  ['/guide/layers%26sources.html', '/guide/layers&sources.html', false],
  ['/guide/layers%26sources', '/guide/layers&sources.html', true],
  ['/guide/Layers&Sources/', '/guide/layers&sources.html', true],
  // non-ASCII, decoded and percent-encoded
  ['/guide/复杂线.html', '/guide/复杂线.html', false],
  ['/guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html', '/guide/复杂线.html', false],
  ['/guide/%e5%a4%8d%e6%9d%82%e7%ba%bf', '/guide/复杂线.html', true],
  ['/guide/复杂线', '/guide/复杂线.html', true],
  // repeated slashes never name another page
  ['//guide//install.html', '/guide/install.html', true],
];

test('every URL variant reaches its page, with redirect only when the URL is not canonical', () => {
  for (const [requested, path, redirect] of MATRIX) {
    assert.equal(resolveRoute(requested, table), page(path, redirect), `requested ${JSON.stringify(requested)}`);
  }
});

test('paths that match nothing are not found', () => {
  for (const requested of ['/nope', '/guide/nope.html', '/guide/install.htm', '/guide/install.html.html', '/en/guide/install.html', '/assets/app.js', '/guide/%E0%A4%A', '/../etc/passwd']) {
    assert.equal(resolveRoute(requested, table), notFound, requested);
  }
});

test('a malformed escape is matched literally instead of throwing', () => {
  const t = createRouteTable(['/a%zz.html']);
  assert.equal(resolveRoute('/a%zz.html', t), page('/a%zz.html', false));
});

test('stripBase cuts the base case- and encoding-insensitively and keeps the rest as written', () => {
  const base = '/static/modules/maplib/';
  assert.is(stripBase('/static/modules/maplib/guide/', base), '/guide/');
  assert.is(stripBase('/static/modules/maplib/', base), '/');
  assert.is(stripBase('/static/modules/maplib', base), '/');
  assert.is(stripBase('/STATIC/Modules/maplib/guide/layers%26sources', base), '/guide/layers%26sources');
  assert.is(stripBase('/%73tatic/modules/maplib/x', base), '/x');
  assert.is(stripBase('/static/modules/maplibX/', base), null);
  assert.is(stripBase('/static/modules/', base), null);
  assert.is(stripBase('/', base), null);
  assert.is(stripBase('/guide/', '/'), '/guide/');
});

test('looksLikePage tells pages from static files', () => {
  for (const p of ['/', '/guide/', '/guide/install', '/guide/install.html', '/guide/layers&sources', '/guide/复杂线']) assert.ok(looksLikePage(p), p);
  for (const p of ['/assets/app.js', '/sitemap.xml', '/guide/复杂线.png', '/notes.txt', '/guide/%E5%A4%8D.png']) assert.not.ok(looksLikePage(p), p);
});

test('resolveUrl: a page named with ? or # typed unencoded is found from the query and fragment it was cut into', () => {
  const t = createRouteTable(['/', '/guide/c#-notes.html', '/guide/why?.html', '/guide/install.html']);
  const url = (path: string, search: string, anchor: string) => resolveUrl(path, search, anchor, t);
  // Encoded: the path alone names the page; query and fragment are left alone.
  assert.equal(url('/guide/c%23-notes.html', '?x=1', '#setup'), { match: page('/guide/c#-notes.html', false), search: '?x=1', anchor: '#setup' });
  assert.equal(url('/guide/c', '', '#-notes.html'), { match: page('/guide/c#-notes.html', true), search: '', anchor: '' });
  assert.equal(url('/guide/c', '', '#-notes.html#setup'), { match: page('/guide/c#-notes.html', true), search: '', anchor: '#setup' });
  assert.equal(url('/guide/c', '', '#-notes'), { match: page('/guide/c#-notes.html', true), search: '', anchor: '' });
  assert.equal(url('/guide/why', '?.html', ''), { match: page('/guide/why?.html', true), search: '', anchor: '' });
  assert.equal(url('/guide/why', '?.html?x=1', '#a'), { match: page('/guide/why?.html', true), search: '?x=1', anchor: '#a' });
  // A page that exists without the rest keeps its query and fragment.
  assert.equal(url('/guide/install.html', '?.html', '#-notes.html'), { match: page('/guide/install.html', false), search: '?.html', anchor: '#-notes.html' });
  assert.equal(url('/guide/nope', '?x', '#y'), { match: notFound, search: '?x', anchor: '#y' });
});

test.run();
