import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileSynonyms, synonymProblems } from '../../src/shared/searchSynonyms.ts';

test('a word of a group finds the others, by its letters whatever the case or spacing', () => {
  const s = compileSynonyms([['popup', '弹窗', '气泡'], ['layer tree', '图层目录']]);
  assert.equal(s.of('弹窗'), ['popup', '气泡']);
  assert.equal(s.of('popup'), ['弹窗', '气泡']);
  assert.equal(s.of('layertree'), ['图层目录']);
  assert.equal(s.of('marker'), []);
  // Chinese entries are kept whole in a query (the segmenter would cut them).
  assert.equal([...s.phrases].sort(), ['图层目录', '弹窗', '气泡']);
});

test('no list is no synonyms', () => {
  assert.equal(compileSynonyms(undefined).of('popup'), []);
  assert.equal(synonymProblems(undefined, 'x'), []);
});

test('a wrong list: one key.path line per problem, saying what is expected', () => {
  const at = 'config.themeConfig.searchSynonyms';
  assert.match(synonymProblems({ popup: '弹窗' }, at)[0], `${at}: expected a list of groups of words that mean the same`);
  assert.equal(synonymProblems([['popup', '弹窗'], 'scale', ['legend'], ['draw', 3], ['print', '，'], ['气泡', 'Popup']], at), [
    `${at}[1]: expected a group (a list of words), such as [["popup", "弹窗", "气泡"], ["scale", "比例尺"]], got "scale"`,
    `${at}[2]: a group needs two words or more, got ["legend"]`,
    `${at}[3][1]: expected a word or phrase (a string), got number`,
    `${at}[4][1]: "，" has no word search can find (only punctuation or stop words)`,
    `${at}[5][1]: "Popup" is in group 0 too (merge the two groups)`,
  ]);
  assert.equal(synonymProblems([['popup', '弹窗', '气泡']], at), []);
});

test.run();
