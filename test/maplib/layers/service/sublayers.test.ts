// A service's sublayers in one shape: which ones an IGServer / ArcGIS `layers` parameter draws (show / hide / include /
// exclude / bare ids / none), the parameter that draws a chosen set, WMS name lists; and the three layer classes'
// getSublayers / setSublayerVisible against the emulator's real answers (mrcs layer list, MapServer ?f=json, WMS
// GetCapabilities).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasSublayers, showParam, shownByParam, sublayersShown, toggleWmsName, wmsNames } from '../../../../maplib/src/core/layers/service/sublayers.ts';
import { IgsDocLayer } from '../../../../maplib/src/core/layers/service/igs/igsDocLayer.ts';
import { ArcGISMapLayer } from '../../../../maplib/src/core/layers/service/arcgis/arcgisMapLayer.ts';
import { OgcWmsLayer } from '../../../../maplib/src/core/layers/service/ogc/ogcWmsLayer.ts';
import { GeoJSONLayer } from '../../../../maplib/src/core/layers/data/geoJSONLayer.ts';
import { rig, PREFIX } from '../../emulator/fixtures.ts';

const ALL = [
  { id: '0', title: 'countries', defaultVisible: true },
  { id: '1', title: 'graticule', defaultVisible: false },
  { id: '2', title: 'earthquakes', defaultVisible: true },
];
const shown = (param?: string) => [...shownByParam(param, ALL)].sort();

test('shownByParam: show / hide / include / exclude over the default visibility; bare ids are show; none: the defaults', () => {
  assert.equal(shown(undefined), ['0', '2']);
  assert.equal(shown(''), ['0', '2']);
  assert.equal(shown('show:1'), ['1']);
  assert.equal(shown('SHOW: 0, 1'), ['0', '1']);
  assert.equal(shown('hide:0'), ['2']);
  assert.equal(shown('exclude:2'), ['0']);
  assert.equal(shown('include:1'), ['0', '1', '2']);
  assert.equal(shown('1,2'), ['1', '2']);
  assert.equal(shown('show:'), [], 'ArcGIS: show nothing');
});

test('showParam: show: in the service order; none shown: hide: every sublayer (IGServer needs an id)', () => {
  assert.is(showParam(['2', '0'], ALL), 'show:0,2');
  assert.is(showParam(new Set(['1']), ALL), 'show:1');
  assert.is(showParam([], ALL), 'hide:0,1,2');
  assert.equal(shown(showParam([], ALL)), [], 'and that param draws none of the defaults… ');
  assert.equal(sublayersShown(ALL, new Set(['2'])), [
    { id: '0', title: 'countries', visible: false },
    { id: '1', title: 'graticule', visible: false },
    { id: '2', title: 'earthquakes', visible: true },
  ]);
});

test('WMS names: a list or a comma string; a name shown again goes on top', () => {
  assert.equal(wmsNames(' countries, earthquakes ,'), ['countries', 'earthquakes']);
  assert.equal(wmsNames(['a']), ['a']);
  assert.equal(wmsNames(undefined), []);
  assert.equal(toggleWmsName('countries,earthquakes', 'countries', false), ['earthquakes']);
  assert.equal(toggleWmsName('earthquakes', 'countries', true), ['earthquakes', 'countries']);
  assert.equal(toggleWmsName(['countries'], 'countries', true), ['countries']);
});

const r = rig();

async function withEmulator(fn: () => Promise<void>): Promise<void> {
  const original = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return (await r.emulator.handle(new Request(String(input))))!;
  }) as typeof fetch;
  try {
    await fn();
  } finally {
    globalThis.fetch = original;
  }
}

test('IgsDocLayer: the document’s layers from mrcs, toggled into `layers`', async () => {
  await withEmulator(async () => {
    const layer = new IgsDocLayer({ baseUrl: PREFIX + 'igs/rest/mrms/docs/World', layers: 'hide:1' });
    assert.ok(hasSublayers(layer));
    assert.equal(await layer.getSublayers(), [
      { id: '0', title: 'countries', visible: true },
      { id: '1', title: 'graticule', visible: false },
      { id: '2', title: 'earthquakes', visible: true },
      // The place names behind ComprehensiveQuery: in the document, not drawn unless asked for (State UnVisible).
      { id: '3', title: 'places', visible: false },
    ]);
    await layer.setSublayerVisible('2', false);
    assert.is(layer.props.layers, 'show:0');
    await layer.setSublayerVisible('1', true);
    assert.is(layer.props.layers, 'show:0,1');
    await layer.setSublayerVisible('0', false);
    await layer.setSublayerVisible('1', false);
    assert.is(layer.props.layers, 'hide:0,1,2,3', 'none: every layer hidden, a value IGServer takes');
    assert.equal((await layer.getSublayers()).map((s) => s.visible), [false, false, false, false]);
  });
});

test('ArcGISMapLayer: the MapServer’s layers from ?f=json, toggled into `layers`', async () => {
  await withEmulator(async () => {
    const layer = new ArcGISMapLayer({ baseUrl: PREFIX + 'arcgis/rest/services/World/MapServer' });
    assert.equal((await layer.getSublayers()).map((s) => `${s.id} ${s.title} ${s.visible}`), ['0 countries true', '1 graticule true', '2 earthquakes true', '3 places false']);
    await layer.setSublayerVisible('1', false);
    assert.is(layer.props.layers, 'show:0,2');
  });
});

test('OgcWmsLayer: named layers from GetCapabilities; `layers` lists the shown ones; the extent of those', async () => {
  await withEmulator(async () => {
    const layer = new OgcWmsLayer({ baseUrl: PREFIX + 'ogc/wms', layers: 'countries' });
    assert.equal((await layer.getSublayers()).map((s) => `${s.id} ${s.visible}`), ['countries true', 'graticule false', 'earthquakes false', 'places false']);
    await layer.setSublayerVisible('earthquakes', true);
    assert.equal(layer.props.layers, ['countries', 'earthquakes']);
    const extent = await layer.getExtent();
    assert.ok(extent && extent[0][0] >= -180 && extent[1][0] <= 180 && extent[0][1] < extent[1][1], JSON.stringify(extent));
  });
});

test('a layer without a service has no sublayers', () => {
  assert.not.ok(hasSublayers(new GeoJSONLayer({ data: { type: 'FeatureCollection', features: [] } })));
});

test.run();
