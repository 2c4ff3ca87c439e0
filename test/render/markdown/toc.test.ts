import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

test('[[toc]] lists h2 and nested h3 headers', async () => {
  const { html } = await render('[[toc]]\n\n## 一\n\n### 一点一\n\n## 二\n');
  assert.match(html, '<nav class="table-of-contents"><ul><li><a href="#一">一</a><ul><li><a href="#一点一">一点一</a></li></ul></li><li><a href="#二">二</a></li></ul></nav>');
});

test.run();
