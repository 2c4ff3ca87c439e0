// Map options under the original library's names (issue 32): each is checked with a message naming Map and the option,
// the two aliases resolve like MapLib's own names, and logoPosition, deliberately left out, says why.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { basemapOf, resolveStyle, tokenOf, validateMapOptions, type MapOptions } from '../../../maplib/src/core/map/mapOptions.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

const problem = (options: Record<string, unknown>) => mapLibErrorMessage(() => validateMapOptions(options as MapOptions));

test('good values of every original name pass', () => {
  validateMapOptions({
    mapStyle: 'offline',
    accessToken: 'key',
    hash: 'map',
    bearingSnap: 0,
    failIfMajorPerformanceCaveat: true,
    crossSourceCollisions: false,
    fadeDuration: 0,
    preserveDrawingBuffer: true,
    refreshExpiredTiles: false,
    trackResize: false,
    light: { anchor: 'viewport', color: '#fff', intensity: 0.5 },
    tileBoundaries: true,
    collisionBoxes: true,
    repaint: false,
    transformRequest: (url) => ({ url }),
    localIdeographFontFamily: false,
    fitBoundsOptions: { padding: 20, maxZoom: 10 },
  });
  validateMapOptions({ hash: true, localIdeographFontFamily: "'Noto Sans SC', sans-serif", mapStyle: { version: 8, sources: {}, layers: [] } as never });
});

test('bad values: one message per option, naming Map, the option, what it must be and what it got', () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ mapStyle: 'satellite' }, /^Map: mapStyle must be one of 'offline'.*a style object or a style URL, got "satellite"$/],
    [{ accessToken: 42 }, /^Map: accessToken must be a string, got 42$/],
    [{ hash: 'a b' }, /^Map: hash must be true, false or a hash parameter name such as 'map', got "a b"$/],
    [{ bearingSnap: -1 }, /^Map: bearingSnap must be between 0 and 180, got -1$/],
    [{ bearingSnap: '7' }, /^Map: bearingSnap must be a number, got "7"$/],
    [{ failIfMajorPerformanceCaveat: 'yes' }, /^Map: failIfMajorPerformanceCaveat must be true or false, got "yes"$/],
    [{ crossSourceCollisions: 1 }, /^Map: crossSourceCollisions must be true or false, got 1$/],
    [{ fadeDuration: -300 }, /^Map: fadeDuration must be between 0 and Infinity, got -300$/],
    [{ preserveDrawingBuffer: null }, /^Map: preserveDrawingBuffer must be true or false, got null$/],
    [{ refreshExpiredTiles: 'no' }, /^Map: refreshExpiredTiles must be true or false, got "no"$/],
    [{ trackResize: 0 }, /^Map: trackResize must be true or false, got 0$/],
    [{ light: 'bright' }, /^Map: light must be an object, got "bright"$/],
    [{ light: { colour: 'red' } }, /^Map: light must have only anchor, position, color and intensity, got \{"colour":"red"\}$/],
    [{ tileBoundaries: 'on' }, /^Map: tileBoundaries must be true or false, got "on"$/],
    [{ collisionBoxes: 1 }, /^Map: collisionBoxes must be true or false, got 1$/],
    [{ repaint: 'always' }, /^Map: repaint must be true or false, got "always"$/],
    [{ transformRequest: 'https://proxy' }, /^Map: transformRequest must be a function, got "https:\/\/proxy"$/],
    [{ localIdeographFontFamily: '' }, /^Map: localIdeographFontFamily must be a CSS font family such as 'sans-serif' or false, got ""$/],
    [{ localIdeographFontFamily: true }, /^Map: localIdeographFontFamily must be a CSS font family/],
    [{ fitBoundsOptions: [20] }, /^Map: fitBoundsOptions must be an object, got \[20\]$/],
  ];
  for (const [options, expected] of cases) assert.match(problem(options), expected, JSON.stringify(options));
});

test('logoPosition is refused with the reason: MapLib shows no logo, and how to get MapLibre’s', () => {
  assert.match(problem({ logoPosition: 'bottom-left' }), /^Map: logoPosition is not a MapLib option: MapLib shows no logo .*maplibreOptions: \{ maplibreLogo: true, logoPosition \}, got "bottom-left"$/);
});

test('mapStyle is basemap and accessToken is token under the original names; MapLib’s own names win', () => {
  assert.equal(resolveStyle({ mapStyle: 'https://example.com/style.json' }), 'https://example.com/style.json');
  assert.equal(resolveStyle({ mapStyle: 'https://a/style.json', basemap: 'https://b/style.json' }), 'https://b/style.json');
  assert.equal(basemapOf({ mapStyle: 'osm' }), 'osm');
  assert.equal(tokenOf({ accessToken: 'a' }), 'a');
  assert.equal(tokenOf({ accessToken: 'a', token: 'b' }), 'b');
  // Tianditu tiles carry the key given as accessToken.
  const style = resolveStyle({ mapStyle: 'tianditu', accessToken: 'KEY123' }) as { sources: Record<string, { tiles?: string[] }> };
  const tiles = Object.values(style.sources).flatMap((s) => s.tiles ?? []);
  assert.ok(tiles.length && tiles.every((t) => t.includes('tk=KEY123')), tiles[0]);
  // The CRS rule applies to mapStyle as to basemap.
  assert.match(problem({ crs: 'EPSG:4326', mapStyle: 'osm' }), /^Map: mapStyle must be .* in crs 'EPSG:4326'/);
});

test.run();
