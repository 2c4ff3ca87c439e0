// TrackerLayer's pure parts: prop validation (the track's own problems reported under `geojson`), the source data
// (route and trail features), the style layers from the props, and the state before the layer is on a map.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

const route = { type: 'LineString' as const, coordinates: [[0, 0], [1, 0], [1, 1]] };

test('TrackerLayer: validation wording, the track checked when the props are', () => {
  assert.is(mapLibErrorMessage(() => new core.TrackerLayer({})), 'TrackerLayer: geojson (or data) is required');
  assert.is(mapLibErrorMessage(() => new core.TrackerLayer({ geojson: 'track.geojson' as never })), 'TrackerLayer: geojson must be a GeoJSON object (fetch a URL yourself), got "track.geojson"');
  assert.is(mapLibErrorMessage(() => new core.TrackerLayer({ geojson: { type: 'Point', coordinates: [0, 0] } })), 'TrackerLayer: geojson must hold a LineString (or MultiLineString), or two or more Point features in order');
  assert.is(
    mapLibErrorMessage(() => new core.TrackerLayer({ data: { type: 'Feature', properties: { time: [3, 1, 2] }, geometry: route } })),
    'TrackerLayer: geojson times must not go backwards (time 1 is before time 0)',
  );
  assert.is(mapLibErrorMessage(() => new core.TrackerLayer({ geojson: route, speed: -1 })), 'TrackerLayer: speed must be between 0 and 1000000, got -1');
  assert.is(mapLibErrorMessage(() => new core.TrackerLayer({ geojson: route, duration: 0 })), 'TrackerLayer: duration must be between 1 and 10000000000, got 0');
  assert.is(mapLibErrorMessage(() => new core.TrackerLayer({ geojson: route, popup: 5 as never })), 'TrackerLayer: popup must be an HTML string or a function (state) => HTML, got 5');
  assert.is(mapLibErrorMessage(() => new core.TrackerLayer({ geojson: route, follow: 'yes' as never })), 'TrackerLayer: follow must be true or false, got "yes"');
  const layer = new core.TrackerLayer({ geojson: route, duration: 2000 });
  assert.throws(() => layer.update({ geojson: { type: 'LineString', coordinates: [[0, 0]] } }), /TrackerLayer: geojson needs at least two positions/);
  assert.is(layer.getDuration(), 2000, 'a rejected update keeps the old track');
});

test('the track is built once per GeoJSON object and options', () => {
  const a = core.trackOf({ geojson: route, duration: 1000 });
  assert.is(core.trackOf({ geojson: route, duration: 1000 }), a, 'cached');
  assert.is.not(core.trackOf({ geojson: route, duration: 2000 }), a, 'another duration: another timeline');
});

test('trackerData: the whole route (id 0) and the trail up to the position (id 1)', () => {
  const track = core.buildTrack(route, { duration: 2000 });
  const pos = core.trackPositionAt(track, 500);
  assert.equal(core.trackerData(track, pos), {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', id: 0, properties: { role: 'route' }, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 0], [1, 1]] } },
      { type: 'Feature', id: 1, properties: { role: 'trail' }, geometry: { type: 'LineString', coordinates: [[0, 0], pos.lngLat] } },
    ],
  });
});

test('style layers: route and trail lines, each can be left out; state before mounting', () => {
  const layersOf = (l: core.TrackerLayer) => (l as unknown as { effectiveLayers(p: unknown): core.LayerStyle[] }).effectiveLayers(l.props);
  const all = layersOf(new core.TrackerLayer({ id: 'ship', geojson: route, routeColor: '#999999', trailColor: '#ff0000', lineWidth: 6 }));
  assert.equal(all.map((l) => [l.id, l.filter, l.paint!['line-color'], l.paint!['line-width']]), [
    ['ship-route', ['==', ['get', 'role'], 'route'], '#999999', 6],
    ['ship-trail', ['==', ['get', 'role'], 'trail'], '#ff0000', 6],
  ]);
  assert.equal(layersOf(new core.TrackerLayer({ id: 'ship', geojson: route, showRoute: false })).map((l) => l.id), ['ship-trail']);
  assert.equal(layersOf(new core.TrackerLayer({ id: 'ship', geojson: route, trail: false, showRoute: false })), []);
  const layer = new core.TrackerLayer({ geojson: route, duration: 2000, speed: 3 });
  const s = layer.getState();
  assert.equal([s.lngLat, s.bearing, s.time, s.index, s.timestamp], [[0, 0], 90, 0, 0, undefined]);
  assert.is(layer.getSpeed(), 3);
  layer.seek(1500); // not on a map: only the clock moves
  assert.equal(layer.getState().index, 1);
  assert.is(layer.isPlaying(), false);
});

test('controls: true, false or the corner of the player', () => {
  new core.TrackerLayer({ geojson: route, controls: 'top-right' });
  assert.is(
    mapLibErrorMessage(() => new core.TrackerLayer({ geojson: route, controls: 'left' as never })),
    `TrackerLayer: controls must be true, false or a corner ('top-left', 'top-right', 'bottom-left', 'bottom-right'), got "left"`,
  );
});

test.run();
