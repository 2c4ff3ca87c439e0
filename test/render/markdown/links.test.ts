import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

test('a link to README.md reaches the folder index page even when that page is index.md', async () => {
  const { html, env } = await render('[home](../README.md) [guide](./README.md#top)', { file: 'theme/config.md', pages: ['index.md', 'theme/index.md'] });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, '<a href="/">home</a>');
  assert.match(html, '<a href="/theme/#top">guide</a>');
});

test('deadLinks: "warning" reports a link to a missing page without failing', async () => {
  const { env } = await render('[x](./nope.md)\n', { options: { deadLinks: 'warning' } });
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity, d.message]), [[1, 'warning', 'link to missing page "./nope.md"']]);
});

test('a relative page URL on an index page starts from its own folder', async () => {
  const { html, env } = await render('[faq](../faq/#why) [sibling](./other.html)', { file: 'zh/config/README.md', pages: ['zh/faq/README.md', 'faq/README.md', 'zh/config/other.md'] });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, '<a href="/zh/faq/#why">faq</a>');
  assert.match(html, '<a href="/zh/config/other.html">sibling</a>');
});

test('.md links become page URLs under the base; anchors and encoding survive', async () => {
  const { html, env } = await render('[a](./install.md#使用-npm) [b](layers&sources.md) [c](./复杂线.md) [d](../README.md) [e](/guide/install.html) [f](https://maplibre.org)', {
    pages: ['guide/install.md', 'guide/layers&sources.md', 'guide/复杂线.md', 'README.md'],
    base: '/static/modules/maplib/',
  });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, 'href="/static/modules/maplib/guide/install.html#使用-npm"');
  assert.match(html, 'href="/static/modules/maplib/guide/layers&amp;sources.html"');
  assert.match(html, 'href="/static/modules/maplib/guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html"');
  assert.match(html, 'href="/static/modules/maplib/"');
  assert.match(html, 'href="https://maplibre.org" target="_blank" rel="noopener noreferrer"');
});

test('links to missing pages are errors naming file and line', async () => {
  const { env } = await render('# t\n\n\n[x](./nope.md)\n\n[y](/api/missing.html)\n', { file: 'guide/a.md' });
  assert.equal(
    env.diagnostics.map((d) => [d.file, d.line, d.message]),
    [
      ['guide/a.md', 4, 'link to missing page "./nope.md"'],
      ['guide/a.md', 6, 'dead link "/api/missing.html"'],
    ],
  );
});

test.run();
