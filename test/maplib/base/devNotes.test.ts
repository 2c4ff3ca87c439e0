// Migration help in the console: the original library's prop names (Marker coordinates, Popup showed, Map mapStyle and
// accessToken) get one note each naming MapLib's prop; an unknown prop gets one development warning naming component
// and prop, none in a production build; bad values still throw as before.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../maplib/src/core/index.ts';
import { isDevelopment } from '../../../maplib/src/core/base/devNotes.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

/** What `fn` wrote with console.info and console.warn. */
function consoleOf(fn: () => void): { info: string[]; warn: string[] } {
  const out = { info: [] as string[], warn: [] as string[] };
  const { info, warn } = console;
  console.info = (m: string) => out.info.push(m);
  console.warn = (m: string) => out.warn.push(m);
  try {
    fn();
  } finally {
    Object.assign(console, { info, warn });
  }
  return out;
}

test('an alias gets one note naming the MapLib prop, however often it is used', () => {
  const out = consoleOf(() => {
    new core.Marker({ coordinates: [1, 2] });
    new core.Marker({ coordinates: [3, 4] }).update({ coordinates: [5, 6] });
    new core.Popup({ lngLat: [0, 0], showed: true, html: 'x' });
    core.validateMapOptions({ mapStyle: 'offline', accessToken: 'k' });
    core.validateMapOptions({ mapStyle: 'offline' });
  });
  assert.equal(out.info, [
    `MapLib: Marker's "coordinates" (the original library's name) is read as "lngLat"; MapLib's name is "lngLat".`,
    `MapLib: Popup's "showed" (the original library's name) is read as "open"; MapLib's name is "open".`,
    `MapLib: Map's "mapStyle" (the original library's name) is read as "basemap"; MapLib's name is "basemap".`,
    `MapLib: Map's "accessToken" (the original library's name) is read as "token"; MapLib's name is "token".`,
  ]);
  assert.equal(out.warn, []);
});

test('an unknown prop gets one development warning naming component and prop; known props none', () => {
  assert.ok(isDevelopment(), 'NODE_ENV is not production here');
  const out = consoleOf(() => {
    new core.Marker({ lngLat: [1, 2], colour: 'red' } as core.MarkerProps);
    new core.Marker({ lngLat: [1, 2], colour: 'blue' } as core.MarkerProps);
    new core.GeoJSONLayer({ id: 'g', data: { type: 'Point', coordinates: [0, 0] }, paint: { 'circle-color': '#f00' }, visible: true });
    core.validateMapOptions({ zoom: 2, centre: [0, 0] } as core.MapOptions);
  });
  assert.equal(out.warn, [
    'MapLib: Marker has no prop "colour"; it is ignored (see the Marker API page for its props).',
    'MapLib: Map has no prop "centre"; it is ignored (see the Map API page for its props).',
  ]);
});

test('a production build says nothing about unknown props, and bad values still throw', () => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const out = consoleOf(() => new core.Marker({ lngLat: [1, 2], sizeX: 3 } as core.MarkerProps));
    assert.equal(out.warn, []);
  } finally {
    process.env.NODE_ENV = before;
  }
  assert.is(mapLibErrorMessage(() => new core.Marker({ lngLat: [0, 100] })), 'Marker: lngLat must be [lng, lat] numbers, got [0,100]');
});

test.run();
