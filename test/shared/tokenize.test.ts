import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tokenize, tokenizeQuery, splitRuns, identifierParts } from '../../src/shared/tokenize.ts';

test('Chinese: segmenter words; grams are the pairs it did not return as words', () => {
  const { words, grams } = tokenize('栅格瓦片大小');
  assert.equal(words, ['栅', '格', '瓦片', '大小']);
  assert.equal(grams, ['栅格', '格瓦', '片大']);
  assert.equal(tokenize('比例尺').words, ['比例尺']);
  assert.equal(tokenize('比例尺').grams, ['比例', '例尺']);
});

test('Chinese: function words leave the words, and pairs holding them leave the grams', () => {
  const { words, grams } = tokenize('在瓦片的大小上可以设置');
  assert.equal(words, ['瓦片', '大小', '设置']);
  assert.equal(grams, []);
});

test('mixed text: Latin lower-cased, punctuation between runs dropped', () => {
  assert.equal(tokenize('Marker 气泡，Popup！').words, ['marker', '气泡', 'popup']);
  assert.equal(splitRuns('用 MapLib 画图'), [
    { kind: 'han', text: '用' },
    { kind: 'latin', text: 'MapLib' },
    { kind: 'han', text: '画图' },
  ]);
});

test('identifiers are indexed whole and split: camelCase, kebab, snake', () => {
  assert.equal(tokenize('tileSize').words, ['tilesize', 'tile', 'size']);
  assert.equal(tokenize('maplibre-gl').words, ['maplibregl', 'maplibre', 'gl']);
  assert.equal(tokenize('zoom_offset').words, ['zoomoffset', 'zoom', 'offset']);
  assert.equal(identifierParts('XMLHttpRequest'), ['xml', 'http', 'request']);
  assert.equal(identifierParts('getWMSUrl'), ['get', 'wms', 'url']);
  assert.equal(tokenize('tile2d').words, ['tile2d', 'tile', '2', 'd', 'tile2', '2d']);
});

test('an identifier of three parts or more is also found by two adjacent parts (GeoJSONLayer by geojson)', () => {
  assert.equal(tokenize('GeoJSONLayer').words, ['geojsonlayer', 'geo', 'json', 'layer', 'geojson', 'jsonlayer']);
  assert.equal(tokenize('tileSize').words, ['tilesize', 'tile', 'size']);
});

test('a query keeps the Chinese phrases it is given whole (synonyms: 点聚合), the rest segmented as before', () => {
  const phrases = new Set(['点聚合']);
  const rest = tokenizeQuery('图层').units.map((u) => u.term);
  assert.equal(tokenizeQuery('点聚合图层').units[0].term, '点', 'the segmenter alone cuts 点|聚合');
  assert.equal(
    tokenizeQuery('点聚合图层', phrases).units.map((u) => u.term),
    ['点聚合', ...rest],
  );
  assert.equal(tokenizeQuery('点聚合', phrases).units[0].bigrams, ['点聚', '聚合']);
});

test('tileSize, "tile size" and tilesize meet in the index terms', () => {
  const indexed = new Set(tokenize('通过 tileSize 指定').words);
  for (const q of ['tileSize', 'tile size', 'tilesize', 'TILESIZE']) {
    const { units } = tokenizeQuery(q);
    assert.ok(units.every((u) => indexed.has(u.term)), q);
  }
});

test('English stop words and full-width forms', () => {
  assert.equal(tokenize('The size of a tile').words, ['size', 'tile']);
  assert.equal(tokenize('ＴｉｌｅＳｉｚｅ　１２').words, ['tilesize', 'tile', 'size', '12']);
});

test('markup characters never become terms (tags are stripped before, by extractSections)', () => {
  assert.equal(tokenize('<Map> & "quoted" {z}/{x} #地图').words, ['map', 'quoted', 'z', 'x', '地图']);
});

test('query: Chinese words become units, pairs across word cuts become joins', () => {
  const q = tokenizeQuery('栅格瓦片大小');
  assert.equal(q.units.map((u) => u.term), ['栅', '格', '瓦片', '大小']);
  assert.equal(q.joins, ['栅格', '格瓦', '片大']);
  // A one-character word is also reached through the pairs it forms with its neighbours.
  assert.equal(q.units.map((u) => u.around), [['栅格'], ['栅格', '格瓦'], [], []]);
  const long = tokenizeQuery('比例尺');
  assert.equal(long.units[0].bigrams, ['比例', '例尺']);
});

test('query: the last Latin word is a prefix until a space follows it', () => {
  assert.equal(tokenizeQuery('marker raste').units.map((u) => [u.term, u.last]), [['marker', false], ['raste', true]]);
  assert.equal(tokenizeQuery('raste ').units[0].last, false);
  assert.equal(tokenizeQuery('marker 气泡').units.map((u) => [u.kind, u.term]), [['latin', 'marker'], ['han', '气泡']]);
  assert.equal(tokenizeQuery('tileSize').units[0].parts, ['tile', 'size']);
});

test.run();
