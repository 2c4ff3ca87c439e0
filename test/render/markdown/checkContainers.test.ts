import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

test('unknown containers (::: 提示, ::: v-pre on a native site) are shown as text, with a warning at their line', async () => {
  const { html, env } = await render('# a\n\n::: 提示\n内容\n:::\n\n::: v-pre\n{{ x }}\n:::\n');
  assert.match(html, '<p>::: 提示\n内容\n:::</p>');
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity, d.message]), [
    [3, 'warning', 'unknown container "提示": shown as text'],
    [7, 'warning', 'unknown container "v-pre": shown as text'],
  ]);
});

test('VuePress sites know v-pre, slot and the containers their config defines', async () => {
  const { env } = await render('::: v-pre\nx\n:::\n\n::: upgrade a\ny\n:::\n', { options: { vuepress: true, containers: [{ type: 'upgrade' }] } });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
});

test('an unclosed container runs to the end of the page, with a warning at the line that opened it', async () => {
  const { html, env } = await render('# a\n\n::: tip\nnever closed\n');
  assert.match(html, '<div class="custom-block tip"><p class="custom-block-title">提示</p>\n<p>never closed</p>\n</div>');
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity, d.message]), [[3, 'warning', 'container "tip" opened here is never closed: it runs to the end of the page']]);
});

test('strict: every warning of the page is an error', async () => {
  const { env } = await render('::: 提示\nx\n:::\n\n![x]()\n', { options: { strict: true } });
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity]), [
    [1, 'error'],
    [5, 'error'],
  ]);
});

test.run();
