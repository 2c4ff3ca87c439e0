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

test.run();
