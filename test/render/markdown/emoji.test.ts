// Emoji on VuePress sites (src/render/markdown/emoji.ts): what markdown-it-emoji makes, from text it is shown only
// when the text may hold one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import MarkdownIt from 'markdown-it';
import { full as emoji } from 'markdown-it-emoji';
import { emojiPlugin } from '../../../src/render/markdown/emoji.ts';

const SAMPLES = [
  'Plain text with nothing to find, 中文段落也没有。',
  'A :tada: party and :smile: faces, `:tada:` in code stays.',
  'Shortcuts :) ;) :-D <3 </3 8-) x-) B-) >:( :P and ,:( too.',
  'Not in words: http://example.com/a:b and foo:)bar, nor a time 10:30.',
  '# Heading :rocket:\n\n- item :white_check_mark:\n- [link :+1:](https://example.com)\n- <https://example.com/:smile:>',
  '| a :x: | b |\n|---|---|\n| ;-) | 8-) |',
  'Unknown :not_an_emoji: stays; colon: semicolon; less < than.',
];

test('the same HTML as markdown-it-emoji alone, for text with and without emoji, shortcuts, links, code and tables', () => {
  const stock = new MarkdownIt({ html: true }).use(emoji);
  const ours = new MarkdownIt({ html: true });
  emojiPlugin(ours);
  for (const src of SAMPLES) assert.is(ours.render(src), stock.render(src), src);
  assert.match(ours.render(SAMPLES[1]), '🎉');
  assert.match(ours.render(SAMPLES[2]), '❤️');
  assert.match(ours.render(SAMPLES[2]), '😎');
});

test('text hidden from the plugin comes back as text; the rest becomes emoji', () => {
  const md = new MarkdownIt();
  emojiPlugin(md);
  const tokens = md.parse('Nothing here\n\nand here :smile: there', {});
  const types = tokens.flatMap((t) => t.children ?? []).map((t) => t.type);
  assert.not.ok(types.includes('text_without_emoji'));
  assert.ok(types.includes('emoji'));
  assert.is(tokens[1].children![0].content, 'Nothing here');
});

test.run();
