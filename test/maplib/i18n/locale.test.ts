// Which locale MapLib's words are in: a component's own `locale` wins, then its map's `locale` option, then the
// page's <html lang> (zh… → zh-CN, anything else → en); the map option is checked like every other.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageLocale, resolveLocale, localizedText, type Locale } from '../../../maplib/src/core/i18n/locale.ts';
import { resolveMapLocale, validateMapOptions } from '../../../maplib/src/core/map/mapOptions.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

/** Runs `fn` on a page whose <html lang> is `lang` (Node has no document: a stand-in with just that). */
function onPage<T>(lang: string | undefined, fn: () => T): T {
  const g = globalThis as { document?: unknown };
  g.document = lang === undefined ? undefined : { documentElement: { lang } };
  try {
    return fn();
  } finally {
    delete g.document;
  }
}

/** A map as resolveLocale sees it: what its getLocale() answers (the option, else the page). */
const mapWith = (locale?: Locale) => ({ getLocale: () => resolveMapLocale({ locale }) });

test('the page: <html lang> starting with zh is zh-CN, any other (or none) is en', () => {
  const cases: [string | undefined, Locale][] = [['zh-CN', 'zh-CN'], ['zh', 'zh-CN'], ['ZH-hans-CN', 'zh-CN'], ['zh-TW', 'zh-CN'], ['en', 'en'], ['en-US', 'en'], ['fr', 'en'], ['', 'en'], [undefined, 'en']];
  for (const [lang, locale] of cases) assert.is(onPage(lang, pageLocale), locale, `lang=${lang}`);
});

test('explicit > map option > html lang', () => {
  onPage('zh-CN', () => {
    assert.is(resolveLocale(), 'zh-CN', 'no component prop, no map: the page');
    assert.is(resolveLocale(undefined, mapWith()), 'zh-CN', 'a map without the option: the page');
    assert.is(resolveLocale(undefined, mapWith('en')), 'en', 'the map option over the page');
    assert.is(resolveLocale('zh-CN', mapWith('en')), 'zh-CN', "the component's own prop over the map");
    assert.is(resolveLocale('en'), 'en', 'the prop on no map');
  });
  onPage('en', () => {
    assert.is(resolveLocale(undefined, mapWith()), 'en');
    assert.is(resolveLocale(undefined, mapWith('zh-CN')), 'zh-CN');
    assert.is(resolveLocale('en', mapWith('zh-CN')), 'en');
  });
});

test('Map: locale is checked, in the wording of every option', () => {
  assert.is(mapLibErrorMessage(() => validateMapOptions({ locale: 'zh' as never })), `Map: locale must be 'zh-CN' or 'en', got "zh"`);
  validateMapOptions({ locale: 'zh-CN' });
  validateMapOptions({ locale: 'en' });
});

test('localizedText: a string as it is, { zh, en } by the locale', () => {
  assert.is(localizedText('Roads', 'zh-CN'), 'Roads');
  assert.is(localizedText({ zh: '道路', en: 'Roads' }, 'zh-CN'), '道路');
  assert.is(localizedText({ zh: '道路', en: 'Roads' }, 'en'), 'Roads');
});

test.run();
