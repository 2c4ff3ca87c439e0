// A search's results: items from features (title from attrs or the search fields, details from showAttrsAndTitle,
// marker position for points and areas, category colour), the tabs and their counts (combine), the items of a tab
// (allShows on "all"), paging and the clustering threshold.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { isClustered, itemsOfTab, pageOf, pageOfItem, positionOf, resultItems, tabsOf, type CategoryResult } from '../../../../maplib/src/core/controls/comprehensiveQuery/searchResults.ts';
import { CATEGORY_COLORS } from '../../../../maplib/src/core/controls/comprehensiveQuery/placeNameConfig.ts';

const city = (id: number, zh: string, en: string, lon: number, lat: number): GeoJSON.Feature => ({ type: 'Feature', id, properties: { name_zh: zh, name_en: en, country: 'China' }, geometry: { type: 'Point', coordinates: [lon, lat] } });
const CITIES = { placeName: '城市', gdbp: 'gdbp://x/sfcls/places', searchField: 'name_zh,name_en', showAttrsAndTitle: [{ attr: 'country', showName: '国家' }] };
const COUNTRIES = { placeName: '国家', gdbp: 'gdbp://x/sfcls/countries', searchField: 'name_zh', attrs: ['name_en'], color: '#059669' };

test('resultItems: id, title from the search fields (or attrs), details, point position, colour by position', () => {
  const [bj] = resultItems(CITIES, 0, [city(1, '北京', 'Beijing', 116.4, 39.9)]);
  assert.equal({ ...bj, feature: undefined }, { id: '0:1', category: 0, title: '北京 · Beijing', details: [{ label: '国家', value: 'China' }], lngLat: [116.4, 39.9], color: CATEGORY_COLORS[0], feature: undefined });
  const area: GeoJSON.Feature = { type: 'Feature', id: 7, properties: { name_zh: '中国', name_en: 'China' }, geometry: { type: 'Polygon', coordinates: [[[100, 20], [120, 20], [120, 40], [100, 40], [100, 20]]] } };
  const [cn] = resultItems(COUNTRIES, 1, [area, { type: 'Feature', properties: {}, geometry: null as unknown as GeoJSON.Geometry }]);
  assert.equal([cn.title, cn.lngLat, cn.color, cn.details], ['China', [110, 30], '#059669', []], 'attrs title, bounds centre, own colour; no geometry left out');
  assert.is(positionOf(null), undefined);
});

const results = (): CategoryResult[] => [
  { category: 0, name: '城市', color: '#2563eb', total: 3, items: resultItems(CITIES, 0, [city(1, '广州', 'Guangzhou', 113.26, 23.13), city(2, '杭州', 'Hangzhou', 120.16, 30.27), city(3, '福州', 'Fuzhou', 119.3, 26.08)]) },
  { category: 1, name: '国家', color: '#059669', total: 250, items: resultItems(COUNTRIES, 1, [{ type: 'Feature', id: 9, properties: { name_zh: '法国', name_en: 'France' }, geometry: { type: 'Point', coordinates: [2, 46] } }]) },
];

test('tabsOf: "all" with the sum of the totals first (the server\'s count, not the features fetched); none when combine is false', () => {
  assert.equal(tabsOf(results(), {}, '全部').map((t) => [t.key, t.name, t.count]), [['all', '全部', 253], [0, '城市', 3], [1, '国家', 250]]);
  assert.equal(tabsOf(results(), { combine: false }, 'All').map((t) => t.key), [0, 1]);
});

test('itemsOfTab: a category its items; "all" every item in category order, details from allShows when set', () => {
  assert.equal(itemsOfTab(results(), 1).map((i) => i.id), ['1:9']);
  assert.equal(itemsOfTab(results(), 'all').map((i) => i.id), ['0:1', '0:2', '0:3', '1:9']);
  const all = itemsOfTab(results(), 'all', 'name_en:English, country');
  assert.equal(all[0].details, [{ label: 'English', value: 'Guangzhou' }, { label: 'country', value: 'China' }]);
  assert.equal(all[3].details, [{ label: 'English', value: 'France' }], 'empty values left out');
});

test('pageOf / pageOfItem: pages of a size, index clamped, the page of an item', () => {
  const items = Array.from({ length: 14 }, (_, i) => ({ id: String(i) }));
  assert.equal(pageOf(items, 0, 5), { index: 0, count: 3, items: items.slice(0, 5), offset: 0 });
  assert.equal(pageOf(items, 2, 5).items.map((i) => i.id), ['10', '11', '12', '13']);
  assert.is(pageOf(items, 9, 5).index, 2, 'past the end: the last page');
  assert.is(pageOf(items, -1, 5).index, 0);
  assert.equal(pageOf([], 0, 5), { index: 0, count: 1, items: [], offset: 0 });
  assert.is(pageOfItem(items, '10', 5), 2);
  assert.is(pageOfItem(items, 'x', 5), -1);
});

test('isClustered: only above clusterMaxCount', () => {
  assert.is(isClustered(20, 20), false);
  assert.is(isClustered(21, 20), true);
  assert.is(isClustered(1, 0), true);
});

test.run();
