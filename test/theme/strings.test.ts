import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uiStrings } from '../../theme/strings.ts';

test('uiStrings: one shared set of words per language, which no caller can change', () => {
  const zh = uiStrings('zh-CN');
  assert.is(uiStrings('zh'), zh);
  assert.is(zh.prev, '上一页');
  assert.is(zh.searchLabel, '搜索');
  const en = uiStrings('en-US');
  assert.is(uiStrings('fr'), en, 'every other language gets the English words');
  assert.is(en.prev, 'Previous');
  assert.is(en.searchPlaceholder, 'Search docs');
  assert.ok(Object.isFrozen(zh) && Object.isFrozen(en));
  assert.throws(() => ((zh as { prev: string }).prev = 'x'));
  assert.is(uiStrings('zh-TW').prev, '上一页');
});

test.run();
