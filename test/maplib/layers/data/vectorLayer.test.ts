// VectorLayer's `source` (the original's spelling of url/tiles/scheme/zoom range), its validation, and the methods'
// messages off a map.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { withSourceAlias } from '../../../../maplib/src/core/layers/data/vectorLayer.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const layers = [{ id: 'roads', type: 'line' as const, sourceLayer: 'roads' }];

test('VectorLayer: source gives url/tiles, scheme, zoom range, promoteId, attribution; props win', () => {
  const l = new core.VectorLayer({ layers, source: { type: 'vector', tiles: ['https://t/{z}/{x}/{y}.pbf'], minzoom: 2, maxzoom: 12, promoteId: 'gid' } });
  assert.equal((l as any).sourceSpec(l.props), { type: 'vector', minzoom: 2, maxzoom: 12, tiles: ['https://t/{z}/{x}/{y}.pbf'], promoteId: 'gid' });
  assert.equal(withSourceAlias({ layers, url: 'https://a/tiles.json', maximumLevel: 10, source: { tiles: ['x'], maxzoom: 14 } }).tiles, undefined, 'a url prop wins over source.tiles');
  assert.is(withSourceAlias({ layers, url: 'https://a/tiles.json', maximumLevel: 10, source: { maxzoom: 14 } }).maximumLevel, 10);
});

test('VectorLayer: source is checked; url or tiles may come from it', () => {
  assert.is(mapLibErrorMessage(() => new core.VectorLayer({ layers, source: { type: 'geojson', url: 'u' } as never })), "VectorLayer: source .type must be 'vector', got \"geojson\"");
  assert.is(mapLibErrorMessage(() => new core.VectorLayer({ layers, source: { url: 'u', data: 1 } as never })), 'VectorLayer: source .data is not taken (type, url, tiles, scheme, minzoom, maxzoom, promoteId, attribution)');
  assert.is(mapLibErrorMessage(() => new core.VectorLayer({ layers, source: {} })), 'VectorLayer: url or tiles is required');
  new core.VectorLayer({ layers, source: { url: 'https://a/tiles.json' } });
});

test('VectorLayer: queries and feature state off a map; feature state needs the source layer when there are several', () => {
  const l = new core.VectorLayer({ id: 'v', layers, tiles: ['https://t/{z}/{x}/{y}.pbf'] });
  assert.throws(() => l.getSourceFeatures('roads'), /VectorLayer v: not in a map with a loaded style yet/);
  assert.throws(() => l.setFeatureState({ id: 1 }, { hover: true }), /VectorLayer v: not in a map/);
  const two = new core.VectorLayer({ id: 'w', layers: [...layers, { id: 'b', type: 'fill', sourceLayer: 'buildings' }], tiles: ['x'] });
  assert.throws(() => two.getFeatureState({ id: 1 }), /VectorLayer w: say which source layer feature 1 is in/);
});

test.run();
