// Canonical links, hreflang alternates and the sitemap are absolute URLs at the configured hostname; without one there
// are none, and the build says so once (not once per page). `hostname: false` opts out without the warning.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig, NO_HOSTNAME } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { renderSitemap, writesSitemap } from '../../../src/render/write/sitemap.ts';
import { tempDir } from '../../helpers/site.ts';
import type { PageRecord } from '../../../src/shared/types.ts';

const FIXTURE = path.resolve('test/fixtures/locale-links/docs');

/** The fixture (zh and en pages, some translated) built with `hostname` set as given (undefined: left out). */
async function buildWith(hostname: unknown) {
  const docs = path.join(tempDir('mapdocs-canonical-'), 'docs');
  fs.cpSync(FIXTURE, docs, { recursive: true, filter: (src) => !src.includes('.cache') });
  const configFile = path.join(docs, '.mapdocs/config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  delete config.hostname;
  if (hostname !== undefined) config.hostname = hostname;
  fs.writeFileSync(configFile, JSON.stringify(config));
  const outDir = path.join(path.dirname(docs), 'out');
  const result = await build(await resolveConfig(docs, { outDir }));
  const read = (f: string) => fs.readFileSync(path.join(outDir, f), 'utf8');
  const head = (f: string) => read(f).slice(0, read(f).indexOf('</head>'));
  return { result, read, head, outDir };
}

const links = (head: string) => [...head.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((m) => m[0]);

test('with a hostname: absolute canonical and alternates on every page, an absolute sitemap, no warning', async () => {
  const { result, head, read } = await buildWith('https://maplib.example/');
  assert.equal(links(head('guide/both.html')), [
    '<link rel="canonical" href="https://maplib.example/docs/guide/both.html">',
    '<link rel="alternate" hreflang="zh-CN" href="https://maplib.example/docs/guide/both.html">',
    '<link rel="alternate" hreflang="en-US" href="https://maplib.example/docs/en/guide/both.html">',
    '<link rel="alternate" hreflang="x-default" href="https://maplib.example/docs/guide/both.html">',
  ]);
  for (const page of result.pages) {
    const file = page.path.endsWith('/') ? `${page.path.slice(1)}index.html` : page.path.slice(1);
    for (const link of links(head(file))) assert.match(link, 'href="https://maplib.example/docs/', file);
  }
  const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.is(locs.length, result.pages.length);
  for (const loc of locs) assert.ok(loc.startsWith('https://maplib.example/docs/'), loc);
  assert.equal(result.warnings.filter((w) => w.message === NO_HOSTNAME), []);
  assert.match(head('404.html'), '<meta name="robots" content="noindex">');
  assert.equal(links(head('404.html')), []);
});

test('without a hostname: no canonical, no alternates, no URL in a sitemap, and one warning for the whole build', async () => {
  const { result, head, read, outDir } = await buildWith(undefined);
  for (const page of result.pages) {
    const file = page.path.endsWith('/') ? `${page.path.slice(1)}index.html` : page.path.slice(1);
    assert.equal(links(head(file)), [], file);
  }
  assert.not.ok(fs.existsSync(path.join(outDir, 'sitemap.xml')), 'no sitemap without a hostname');
  const warned = result.warnings.filter((w) => w.message === NO_HOSTNAME);
  assert.is(warned.length, 1, JSON.stringify(result.warnings));
  assert.match(warned[0].file, /config\.json$/);
});

test('hostname: false: none of them and no warning', async () => {
  const { result, head } = await buildWith(false);
  assert.equal(links(head('guide/both.html')), []);
  assert.equal(result.warnings.filter((w) => w.message === NO_HOSTNAME), []);
});

test('a hostname that is not an origin is a config error naming it', async () => {
  for (const [bad, why] of [
    ['maplib.example', 'expected an origin'],
    ['ftp://maplib.example', 'http(s) origin'],
    ['https://maplib.example/docs/', 'the path comes from base'],
    [42, 'got number'],
  ] as const) {
    const err = await buildWith(bad).catch((e) => e);
    assert.instance(err, Error, String(bad));
    assert.match(err.message, `hostname: `, String(bad));
    assert.match(err.message, why, String(bad));
  }
});

test('renderSitemap: absolute URLs, entities escaped, sitemap: false left out; nothing without a hostname', () => {
  const page = (p: string, frontmatter = {}) => ({ path: p, frontmatter }) as PageRecord;
  const pages = [page('/'), page('/guide/a&b.html'), page('/guide/复杂.html'), page('/hidden.html', { sitemap: false })];
  const xml = renderSitemap(pages, '/docs/', 'https://maplib.example');
  assert.equal([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]), [
    'https://maplib.example/docs/',
    'https://maplib.example/docs/guide/a&amp;b.html',
    'https://maplib.example/docs/guide/%E5%A4%8D%E6%9D%82.html',
  ]);
  assert.not.match(renderSitemap(pages, '/docs/', undefined), '<loc>');
  assert.ok(writesSitemap('https://maplib.example'));
  assert.not.ok(writesSitemap(undefined));
});

test.run();
