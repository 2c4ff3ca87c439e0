import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../helpers/markdown.ts';

test('native sites: plain URLs become links that stop at Chinese text and full-width punctuation', async () => {
  const { html } = await render('见 https://x.com，然后 打开 https://maplibre.org/docs。再看 www.example.com/a（说明）和 https://y.org/路径');
  assert.match(html, '<a href="https://x.com" target="_blank" rel="noopener noreferrer">https://x.com</a>，然后');
  assert.match(html, '<a href="https://maplibre.org/docs" target="_blank" rel="noopener noreferrer">https://maplibre.org/docs</a>。再看');
  assert.match(html, '<a href="http://www.example.com/a" target="_blank" rel="noopener noreferrer">www.example.com/a</a>（说明）');
  assert.match(html, '<a href="https://y.org/" target="_blank" rel="noopener noreferrer">https://y.org/</a>路径');
});

test('native sites: URLs in English text are linked whole', async () => {
  const { html } = await render('See https://example.com/a-b?c=1#d, then go.');
  assert.match(html, '<a href="https://example.com/a-b?c=1#d" target="_blank" rel="noopener noreferrer">https://example.com/a-b?c=1#d</a>, then');
});

test('VuePress sites: plain URLs stay text, as VuePress left them', async () => {
  const { html } = await render('See https://example.com and www.example.com.', { options: { vuepress: true } });
  assert.not.match(html, '<a ');
  assert.match(html, '<p>See https://example.com and www.example.com.</p>');
});

test.run();
