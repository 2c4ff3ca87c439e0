// Marker: `coordinates` (the original library's name) as an alias of lngLat at creation and in updates, validation of
// the new event props, and onRemoved with its payload — on a stand-in live MapLibre marker (no DOM needed).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Marker } from '../../../maplib/src/core/overlays/marker.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

/** `m` as if mounted: a stand-in MapLibre marker recording the calls a patch makes. */
function live(m: Marker) {
  const calls: unknown[][] = [];
  const fake = { setLngLat: (ll: unknown) => calls.push(['setLngLat', ll]), remove: () => calls.push(['remove']), getElement: () => undefined };
  const view = { removed: false, removeChild: () => {} };
  Object.assign(m, { marker: fake, view });
  return { calls, view };
}

test('coordinates is stored as lngLat and read back by getLngLat()', () => {
  const m = new Marker({ coordinates: [114.3, 30.6] });
  assert.equal(m.props.lngLat, [114.3, 30.6]);
  assert.not.ok('coordinates' in m.props);
  assert.equal(m.getLngLat(), [114.3, 30.6]);
});

test('validation: coordinates named in its own errors, one of lngLat / coordinates required, event props are functions', () => {
  assert.is(mapLibErrorMessage(() => new Marker({ coordinates: 'wuhan' as unknown as [number, number] })), 'Marker: coordinates must be [lng, lat] numbers, got "wuhan"');
  assert.is(mapLibErrorMessage(() => new Marker({})), 'Marker: lngLat is required');
  assert.match(mapLibErrorMessage(() => new Marker({ lngLat: [0, 0], coordinates: [1, 1] })), 'coordinates is another name for lngLat');
  for (const key of ['onMouseEnter', 'onMouseLeave', 'onAdded', 'onRemoved'])
    assert.is(mapLibErrorMessage(() => new Marker({ lngLat: [0, 0], [key]: 'x' })), `Marker: ${key} must be a function, got "x"`);
});

test('runtime update: coordinates moves the live marker, and a later lngLat is not refused by the old alias', () => {
  const m = new Marker({ coordinates: [0, 0] });
  const { calls } = live(m);
  m.update({ coordinates: [10, 20] });
  assert.equal(calls, [['setLngLat', [10, 20]]]);
  m.update({ lngLat: [11, 21] });
  assert.equal(calls.at(-1), ['setLngLat', [11, 21]]);
  assert.is(mapLibErrorMessage(() => m.update({ coordinates: [0, 100] })), 'Marker: coordinates must be [lng, lat] numbers, got [0,100]');
  assert.equal(m.props.lngLat, [11, 21], 'a refused update leaves the props');
});

test('detach fires onRemoved once with the marker and its map; a re-create does not', () => {
  const got: unknown[] = [];
  const m = new Marker({ lngLat: [0, 0], onRemoved: (e) => got.push(e) });
  const { view, calls } = live(m);
  m.detach();
  assert.equal(calls, [['remove']]);
  assert.is(got.length, 1);
  const e = got[0] as { marker: Marker; map: unknown };
  assert.is(e.marker, m);
  assert.is(e.map, view);
  m.detach();
  assert.is(got.length, 1, 'detached twice: one onRemoved');
});

test.run();
