// A demo's standalone page: a title naming the demo and its page, a heading with a link back to the page section the
// demo sits in, in the page's language; marked to drop that heading and margin when an iframe demo loads it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { demoSection } from '../../../src/render/ssr/renderDemoPage.ts';
import { tempDir } from '../../helpers/site.ts';

const DOCS = path.resolve('test/fixtures/demo-page/docs');
let outDir = '';
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

test.before(async () => {
  outDir = path.join(tempDir('mapdocs-demo-page-'), 'out');
  await build(await resolveConfig(DOCS, { outDir }));
});

test('title: the demo, then the page and site', () => {
  assert.match(read('en/guide/counter.demo-1.html'), '<title>Demo: A button that counts its clicks · Counters | Demo site</title>');
  // No description: the section heading names it.
  assert.match(read('en/guide/counter.demo-2.html'), '<title>Demo: Without a description · Counters | Demo site</title>');
  assert.match(read('guide/counter.demo-1.html'), '<title>示例：点一下加一 · 计数器 | 示例站</title>');
});

test('heading with a link back to the page section', () => {
  const html = read('en/guide/counter.demo-1.html');
  assert.match(html, '<a class="demo-standalone-back" href="/site/en/guide/counter.html#counting-clicks">← Counters › Counting clicks</a><h1>A button that counts its clicks</h1>');
  assert.match(read('en/guide/counter.demo-2.html'), 'href="/site/en/guide/counter.html#without-a-description">← Counters › Without a description</a>');
  assert.match(read('guide/counter.demo-1.html'), '← 计数器 › 数点击次数</a><h1>点一下加一</h1>');
  // The heading comes before the demo block, inside the standalone wrapper.
  assert.ok(html.indexOf('demo-standalone-header') < html.indexOf('class="demo-block'));
});

test('framed by an iframe demo, the page marks itself before first paint; not indexed, no alternates', () => {
  const html = read('en/guide/counter.demo-1.html');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, "window.self!==window.top)document.documentElement.classList.add('demo-embedded')");
  assert.match(head, '<meta name="robots" content="noindex">');
  assert.not.match(head, 'rel="canonical"');
  assert.not.match(head, 'hreflang');
});

test('demoSection: the last h2/h3 before the block, text without the anchor', () => {
  const html = '<h2 id="a"><a class="header-anchor" href="#a">#</a> A &amp; B</h2><p>x</p><h3 id="c">C</h3><div data-demo="demo-1"></div><h2 id="d">D</h2><div data-demo="demo-2"></div>';
  assert.equal(demoSection(html, 'demo-1'), { id: 'c', title: 'C' });
  assert.equal(demoSection(html, 'demo-2'), { id: 'd', title: 'D' });
  assert.equal(demoSection('<div data-demo="demo-1"></div>', 'demo-1'), undefined);
  assert.equal(demoSection(html.replace('<h3 id="c">C</h3>', ''), 'demo-1'), { id: 'a', title: 'A & B' });
});

test.run();
