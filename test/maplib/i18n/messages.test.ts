// The message tables: every key in both locales, each with words of its own (an English string left in the Chinese
// table, or an empty one, is a missed translation).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES } from '../../../maplib/src/core/i18n/locale.ts';
import { MESSAGES, messageFor, type MessageKey } from '../../../maplib/src/core/i18n/messages.ts';

test('both locales have exactly the same keys', () => {
  const keys = (locale: string) => Object.keys(MESSAGES[locale as keyof typeof MESSAGES]).sort();
  assert.equal(LOCALES.slice().sort(), Object.keys(MESSAGES).sort(), 'a table per locale');
  for (const locale of LOCALES) assert.equal(keys(locale), keys('en'), `${locale} has the keys of en`);
  assert.ok(keys('en').length > 0);
});

test('every message is words: not empty, and translated', () => {
  for (const key of Object.keys(MESSAGES.en) as MessageKey[]) {
    for (const locale of LOCALES) assert.ok(MESSAGES[locale][key].trim(), `${locale} ${key} is empty`);
    assert.is.not(MESSAGES['zh-CN'][key], MESSAGES.en[key], `zh-CN ${key} is the English text`);
    assert.match(MESSAGES['zh-CN'][key], /[\u4e00-\u9fff]/, `zh-CN ${key} has Chinese words`);
  }
});

test('keys are <component>.<what>; messageFor picks the locale', () => {
  for (const key of Object.keys(MESSAGES.en)) assert.match(key, /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/, key);
  assert.is(messageFor('zh-CN', 'tracker.play'), '播放');
  assert.is(messageFor('en', 'tracker.play'), 'Play');
  assert.is(messageFor('en', 'no.suchKey' as MessageKey), 'no.suchKey', 'an unknown key is shown as it is');
});

test.run();
