// widgetInfo.placeName: each mistake named by its path (`widgetInfo.placeName.queryTable[1] needs gdbp …`), through
// the control's constructor as MapLibError; allShows parsing; the service base from url or ip/port.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllShows, serviceBaseOf, widgetInfoProblem } from '../../../../maplib/src/core/controls/comprehensiveQuery/placeNameConfig.ts';
import { ComprehensiveQuery } from '../../../../maplib/src/core/controls/comprehensiveQuery/comprehensiveQuery.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const entry = { placeName: '城市', gdbp: 'gdbp://x/sfcls/places', searchField: 'name_zh' };
const info = (placeName: Record<string, unknown>) => ({ placeName: { url: 'http://h/igs/rest', queryTable: [entry], ...placeName } });

test('a good widgetInfo has no problem; ip + port stand for url', () => {
  assert.is(widgetInfoProblem(info({})), undefined);
  assert.is(widgetInfoProblem({ placeName: { ip: '10.0.0.1', port: 6163, queryTable: [entry] } }), undefined);
  assert.is(widgetInfoProblem(info({ queryWay: 'doc', docName: 'World', queryTable: [{ placeName: 'a', LayerIndex: 0, searchField: 'n' }] })), undefined);
});

test('each problem names its path and shows the value', () => {
  assert.is(widgetInfoProblem(undefined), 'widgetInfo is required: { placeName: { url, queryTable: [{ placeName, gdbp, searchField }] } }');
  assert.is(widgetInfoProblem(info({ queryTable: [] })), 'widgetInfo.placeName.queryTable must be a non-empty array of categories { placeName, searchField, gdbp | LayerIndex }, got []');
  assert.is(widgetInfoProblem(info({ queryTable: [entry, { ...entry, gdbp: 'places' }] })), `widgetInfo.placeName.queryTable[1] needs gdbp ('gdbp://…/sfcls/{name}') with queryWay 'gdbp', got "places"`);
  assert.is(widgetInfoProblem(info({ queryTable: [{ ...entry, searchField: '' }] })), `widgetInfo.placeName.queryTable[0] needs searchField (the fields searched, e.g. 'name_zh,name_en'), got ""`);
  assert.is(widgetInfoProblem(info({ queryWay: 'doc', docName: 'World' })), 'widgetInfo.placeName.queryTable[0] needs LayerIndex (a layer index ≥ 0) with queryWay \'doc\', got undefined');
  assert.is(widgetInfoProblem(info({ clusterMaxCount: 2.5 })), 'widgetInfo.placeName.clusterMaxCount must be an integer ≥ 0, got 2.5');
  assert.is(widgetInfoProblem({ placeName: { queryTable: [entry] } }), 'widgetInfo.placeName needs url (…/igs/rest) or ip and port, got {}');
  assert.is(widgetInfoProblem(info({ allShows: ':label' })), `widgetInfo.placeName.allShows must be 'FIELD:label,…', got ":label"`);
});

test('the constructor throws them as MapLibError, with the other props\' problems', () => {
  assert.is(mapLibErrorMessage(() => new ComprehensiveQuery({ widgetInfo: info({ queryTable: 'cities' }) as never })), 'ComprehensiveQuery: widgetInfo.placeName.queryTable must be a non-empty array of categories { placeName, searchField, gdbp | LayerIndex }, got "cities"');
  assert.is(mapLibErrorMessage(() => new ComprehensiveQuery({ widgetInfo: info({}) as never, pageSize: 0 })), 'ComprehensiveQuery: pageSize must be between 1 and 100, got 0');
  assert.is(
    mapLibErrorMessage(() => new ComprehensiveQuery({ widgetInfo: info({}) as never, geoJSONExtent: { type: 'Point', coordinates: [1, 2] } as never })),
    'ComprehensiveQuery: geoJSONExtent must be a GeoJSON Polygon or MultiPolygon (or a Feature of one), got a Point',
  );
});

test('parseAllShows and serviceBaseOf', () => {
  assert.equal(parseAllShows('name_zh:名称, country:国家,kind'), [{ attr: 'name_zh', showName: '名称' }, { attr: 'country', showName: '国家' }, { attr: 'kind', showName: 'kind' }]);
  assert.is(parseAllShows('a:x,:y'), undefined);
  assert.is(serviceBaseOf({ url: 'http://h/igs/rest/' }), 'http://h/igs/rest');
  assert.is(serviceBaseOf({ ip: '10.0.0.1', port: '6163' }), 'http://10.0.0.1:6163/igs/rest');
});

test.run();
