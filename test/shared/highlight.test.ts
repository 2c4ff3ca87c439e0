import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { highlight, markRanges, snippet } from '../../src/shared/highlight.ts';

const show = (parts: { text: string; mark: boolean }[]) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

test('Chinese terms are marked wherever they occur, adjacent marks merge', () => {
  assert.is(show(highlight('栅格瓦片大小由 tileSize 指定', ['栅格', '瓦片', '大小'])), '[栅格瓦片大小]由 tileSize 指定');
});

test('a lone Han character is marked only when nothing longer is', () => {
  assert.is(show(highlight('图层决定地图上画什么', ['图', '层'])), '[图层]决定地图上画什么');
  assert.is(show(highlight('地图', ['地图'])), '[地图]');
});

test('Chinese: a character is marked where it is a word of its own, never inside a word (issue 33)', () => {
  // What a search for 热力图 matches: the word, and 图 where a page says it alone.
  const terms = ['热力图', '热力', '图'];
  assert.is(show(highlight('制图和图表', terms)), '制图和图表');
  assert.is(show(highlight('热力图适合表现密度，制图时注意图表配色', terms)), '[热力图]适合表现密度，制图时注意图表配色');
  assert.is(show(snippet('专题制图：分类设色和图表', terms)), '专题制图：分类设色和图表');
});

test('Latin terms are marked case-insensitively at word and camelCase boundaries only', () => {
  assert.is(show(highlight('Set tileSize, then resize the Tile', ['size', 'tile'])), 'Set [tileSize], then resize the [Tile]');
  assert.is(show(highlight('tileSize', ['tilesize'])), '[tileSize]');
  assert.equal(markRanges('rasterize raster', ['raster']), [[10, 16]]);
});

test('snippet: a window around the densest matches, with ellipses where cut', () => {
  const text = '开头的一段无关文字。'.repeat(10) + '这里说明 Marker 的气泡怎么打开。' + '结尾的无关文字。'.repeat(10);
  const s = show(snippet(text, ['marker', '气泡'], 40));
  assert.ok(s.startsWith('…') && s.endsWith('…'), s);
  assert.ok(s.includes('[Marker] 的[气泡]'), s);
});

test('snippet: short text is shown whole; no match shows the start', () => {
  assert.is(show(snippet('短文本', ['长'], 90)), '短文本');
  assert.is(show(snippet('abcdefghij '.repeat(20), ['zzz'], 20)), 'abcdefghij abcdefghi…');
});

test.run();
