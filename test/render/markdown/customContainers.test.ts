import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';
import { defaultTitleFor } from '../../../src/render/markdown/customContainers.ts';

test('a container with before/after wraps its content; functions get the text after the type', async () => {
  const containers = [
    { type: 'vue', before: '<pre class="vue-container"><code>', after: '</code></pre>' },
    { type: 'upgrade', before: (info: string) => `<UpgradePath title="${info}">`, after: '</UpgradePath>' },
  ];
  const { html, env } = await render('::: vue\n**a**\n:::\n\n::: upgrade v1 to v2\nsteps\n:::\n\n::: upgrade\nmore\n:::\n', { options: { containers } });
  assert.match(html, '<pre class="vue-container"><code><p><strong>a</strong></p>\n</code></pre>');
  assert.match(html, '<UpgradePath title="v1 to v2"><p>steps</p>\n</UpgradePath>');
  // No text after the type: the default title, the type in capitals.
  assert.match(html, '<UpgradePath title="UPGRADE"><p>more</p>\n</UpgradePath>');
  assert.is(env.diagnostics.length, 0);
});

test('a container without before/after is a custom block titled by its line, else its default title per locale', async () => {
  const containers = [{ type: 'note', defaultTitle: { '/': 'NOTE', '/zh/': '注' } }, { type: 'plain' }, { type: 'quiet', defaultTitle: '' }];
  const en = await render('::: note\nx\n:::\n\n::: plain\ny\n:::\n\n::: note Mine\nz\n:::\n', { file: 'guide/a.md', options: { containers } });
  assert.match(en.html, '<div class="custom-block note"><p class="custom-block-title">NOTE</p>');
  assert.match(en.html, '<div class="custom-block plain"><p class="custom-block-title">PLAIN</p>');
  assert.match(en.html, '<p class="custom-block-title">Mine</p>');
  const quiet = await render('::: quiet\nq\n:::\n', { options: { containers } });
  assert.match(quiet.html, '<div class="custom-block quiet">\n<p>q</p>');
  const zh = await render('::: note\nx\n:::\n', { file: 'zh/guide/a.md', options: { containers } });
  assert.match(zh.html, '<p class="custom-block-title">注</p>');
  assert.is(defaultTitleFor({ '/zh/': '注' }, 'guide/a.md', 'note'), '');
  assert.is(defaultTitleFor(undefined, 'guide/a.md', 'note'), 'NOTE');
});

test("a config's own tip replaces the built-in one", async () => {
  const { html } = await render('::: tip\nx\n:::\n', { options: { containers: [{ type: 'tip', defaultTitle: 'HINT' }] } });
  assert.match(html, '<div class="custom-block tip"><p class="custom-block-title">HINT</p>');
});

test('a before function that throws is an error at the container line, not a crash', async () => {
  const containers = [{ type: 'boom', before: () => { throw new Error('nope'); }, after: '</div>' }];
  const { env } = await render('text\n\n::: boom\nx\n:::\n', { options: { containers } });
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity, d.message]), [[3, 'error', 'container "boom": its before function failed: nope']]);
});

test('VuePress sites: ::: v-pre keeps Vue syntax as text, ::: slot fills a named slot outside the body', async () => {
  const { html, env } = await render('::: v-pre\n`{{ raw }}`\n:::\n\n::: slot footer\nMIT Licensed\n:::\n', { options: { vuepress: true } });
  assert.match(html, '<div v-pre><p><code>{{ raw }}</code></p>\n</div>');
  assert.match(html, '<template data-slot="footer"><p>MIT Licensed</p>\n</template>');
  assert.is(env.diagnostics.length, 0);
});

test.run();
