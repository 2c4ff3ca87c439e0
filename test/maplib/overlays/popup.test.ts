// Popup: `coordinates` and `showed` (the original library's names) as aliases of lngLat and open, `onlyText` (content
// shown as text, never parsed as HTML) at creation and in updates, and onRemoved with its payload — on a stand-in live
// MapLibre popup (no DOM needed; onlyText over React children is in the browser test, browser/overlays/popup.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Popup, popupText } from '../../../maplib/src/core/overlays/popup.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

/** `p` as if mounted and open: a stand-in MapLibre popup recording the calls a patch makes. */
function live(p: Popup) {
  const calls: unknown[][] = [];
  let open = true;
  const fake = {
    setLngLat: (ll: unknown) => calls.push(['setLngLat', ll]),
    setHTML: (h: string) => calls.push(['setHTML', h]),
    setText: (t: string) => calls.push(['setText', t]),
    setDOMContent: (n: unknown) => calls.push(['setDOMContent', n]),
    isOpen: () => open,
    addTo: () => ((open = true), calls.push(['addTo'])),
    remove: () => ((open = false), calls.push(['remove'])),
  };
  const view = { removed: false, maplibre: {} };
  Object.assign(p, { popup: fake, view });
  return { calls, view };
}

test('coordinates and showed are stored as lngLat and open', () => {
  const p = new Popup({ coordinates: [1, 2], showed: false, html: 'x' });
  assert.equal([p.props.lngLat, p.props.open], [[1, 2], false]);
  assert.not.ok('coordinates' in p.props || 'showed' in p.props);
});

test('validation: aliases named in their errors, onlyText a boolean, event props functions', () => {
  assert.is(mapLibErrorMessage(() => new Popup({ lngLat: [0, 0], showed: 'yes' as unknown as boolean })), 'Popup: showed must be true or false, got "yes"');
  assert.is(mapLibErrorMessage(() => new Popup({ coordinates: [0, 100] })), 'Popup: coordinates must be [lng, lat] numbers, got [0,100]');
  assert.is(mapLibErrorMessage(() => new Popup({ lngLat: [0, 0], onlyText: 1 as unknown as boolean })), 'Popup: onlyText must be true or false, got 1');
  for (const key of ['onAdded', 'onRemoved']) assert.is(mapLibErrorMessage(() => new Popup({ lngLat: [0, 0], [key]: 3 })), `Popup: ${key} must be a function, got 3`);
});

test('onlyText: html shown as written, DOM content as its text', () => {
  assert.is(popupText({ html: '<img src=x onerror=alert(1)>' }), '<img src=x onerror=alert(1)>');
  assert.is(popupText({ text: 'plain' }), 'plain');
  assert.is(popupText({ html: '<b>a</b>', content: { textContent: 'from children' } as HTMLElement }), 'from children');
});

test('runtime update: showed closes and reopens, coordinates moves, onlyText switches html to text and back', () => {
  const p = new Popup({ lngLat: [0, 0], html: '<b>hi</b>' });
  const { calls } = live(p);
  p.update({ showed: false });
  assert.equal(calls.at(-1), ['remove']);
  p.update({ showed: true });
  assert.equal(calls.at(-1), ['addTo']);
  p.update({ coordinates: [5, 6] });
  assert.equal(calls.at(-1), ['setLngLat', [5, 6]]);
  p.update({ onlyText: true });
  assert.equal(calls.at(-1), ['setText', '<b>hi</b>']);
  p.update({ onlyText: false });
  assert.equal(calls.at(-1), ['setHTML', '<b>hi</b>']);
});

test('detach fires onRemoved once with the popup and its map', () => {
  const got: { popup: Popup; map: unknown }[] = [];
  const p = new Popup({ lngLat: [0, 0], onRemoved: (e) => got.push(e) });
  const { view } = live(p);
  p.detach();
  p.detach();
  assert.is(got.length, 1);
  assert.is(got[0].popup, p);
  assert.is(got[0].map, view);
});

test.run();
