// The `title` every layer has: validation wording (through a layer, as a user meets it), the pick by locale — given,
// else the page's <html lang> — and the id when there is no title; changing it at runtime touches no map.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { localizedText as titleIn, resolveLocale } from '../../../../maplib/src/core/i18n/locale.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const data = { type: 'FeatureCollection' as const, features: [] };

/** Runs `fn` with a stand-in document whose <html lang> is `lang`. */
function withLang<T>(lang: string, fn: () => T): T {
  const g = globalThis as { document?: unknown };
  const before = g.document;
  g.document = { documentElement: { lang } };
  try {
    return fn();
  } finally {
    if (before === undefined) delete g.document;
    else g.document = before;
  }
}

test('title: a string or { zh, en }; anything else is named with what was given', () => {
  new core.GeoJSONLayer({ data, title: '城市' });
  new core.HeatmapLayer({ data, title: { zh: '地震', en: 'Earthquakes' } });
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, title: 3 as never })), 'GeoJSONLayer: title must be a string or { zh, en } (two strings), got 3');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, title: ['a'] as never })), 'GeoJSONLayer: title must be a string or { zh, en } (two strings), got ["a"]');
  assert.is(mapLibErrorMessage(() => new core.ClusterLayer({ data, title: { zh: '点' } as never })), 'ClusterLayer: title must give en as a string, got {"zh":"点"}');
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: 'http://x/{z}/{x}/{y}.png', title: { zh: 1, en: null } as never })), 'RasterLayer: title must give zh and en as strings, got {"zh":1,"en":null}');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, title: { zh: '城市', en: 'Cities', fr: 'Villes' } as never })), 'GeoJSONLayer: title has "fr": only zh and en are known, got {"zh":"城市","en":"Cities","fr":"Villes"}');
  const layer = new core.GeoJSONLayer({ data, title: 'a' });
  assert.is(mapLibErrorMessage(() => layer.update({ title: 5 as never })), 'GeoJSONLayer: title must be a string or { zh, en } (two strings), got 5');
});

test('a title through i18n (localizedText and resolveLocale): the string as it is, else the entry of the locale; given locale, else <html lang>', () => {
  const t = { zh: '地震', en: 'Earthquakes' };
  assert.is(titleIn('Roads', 'zh-CN'), 'Roads');
  assert.is(titleIn(t, 'zh-CN'), '地震');
  assert.is(titleIn(t, 'en'), 'Earthquakes');
  assert.is(withLang('zh-CN', () => resolveLocale()), 'zh-CN');
  assert.is(withLang('zh-Hant', () => resolveLocale()), 'zh-CN');
  assert.is(withLang('en-GB', () => resolveLocale()), 'en');
  assert.is(withLang('fr', () => resolveLocale()), 'en');
  assert.is(withLang('zh', () => resolveLocale('en')), 'en', 'a given locale wins');
  assert.is(resolveLocale(), 'en', 'no document (Node): en');
});

test('getTitle: by locale, the page language by default, the id without a title; a runtime change is just read', () => {
  const layer = new core.GeoJSONLayer({ id: 'quakes', data, title: { zh: '地震', en: 'Earthquakes' } });
  assert.is(layer.getTitle('zh-CN'), '地震');
  assert.is(layer.getTitle('en'), 'Earthquakes');
  assert.is(withLang('zh-CN', () => layer.getTitle()), '地震');
  assert.is(withLang('en', () => layer.getTitle()), 'Earthquakes');
  layer.update({ title: 'Quakes' });
  assert.is(layer.getTitle('zh-CN'), 'Quakes');
  layer.update({ title: undefined });
  assert.is(layer.getTitle(), 'quakes');
});

test.run();
