// The geographic grid: projection round trip, tile matrix, zoom offsets of real caches, the workers' copy of the
// projection, and how Map options name and check the CRS.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  GEOGRAPHIC_TILE_MATRIX_SET,
  forward,
  inverse,
  geographicTileAt,
  geographicTileBounds,
  geographicZoomOffset,
} from '../../../maplib/src/core/map/geographicProjection.ts';
import { projectionWorkerScript } from '../../../maplib/src/core/map/geographicCrs.ts';
import { GEOGRAPHIC_DEFINITIONS, isGeographicCrs } from '../../../maplib/src/core/map/crs.ts';
import { resolveStyle, validateMapOptions } from '../../../maplib/src/core/map/mapOptions.ts';
import { MapLibError } from '../../../maplib/src/core/base/mapLibError.ts';

test('forward and inverse: degrees are the CRS units, and every place on the globe comes back', () => {
  for (const place of [[0, 0], [116.391, 39.907], [-180, 90], [180, -90], [-73.97, 40.78], [151.21, -33.87]]) {
    const crs = forward(place);
    assert.equal(crs, place);
    assert.equal(inverse(crs), place);
  }
});

test('inverse: no answer off the globe (tile 0/0/0 reaches 180° below the south pole)', () => {
  assert.is(inverse([0, -90.5]), null);
  assert.is(inverse([0, -200]), null);
  assert.is(inverse([180.01, 0]), null);
  assert.is(inverse([-181, 10]), null);
});

test('tile matrix: origin (−180, 90), 360° at z0, halved per level', () => {
  assert.equal(GEOGRAPHIC_TILE_MATRIX_SET, { origin: [-180, 90], extentAtZoom0: 360 });
  assert.equal(geographicTileBounds(0, 0, 0), [-180, -270, 180, 90]);
  assert.equal(geographicTileBounds(1, 0, 0), [-180, -90, 0, 90]);
  assert.equal(geographicTileBounds(1, 1, 0), [0, -90, 180, 90]);
  // z3: 45° tiles; Beijing lies in column 6 (90°E–135°E), row 1 (45°N–0°)
  assert.equal(geographicTileBounds(3, 6, 1), [90, 0, 135, 45]);
  assert.equal(geographicTileAt(116.391, 39.907, 3), { x: 6, y: 1 });
  assert.equal(geographicTileAt(-180, 90, 5), { x: 0, y: 0 });
  assert.equal(geographicTileAt(180, -90, 2), { x: 3, y: 1 }, 'the east edge stays in the last column, the south pole in the last row of the globe');
  assert.equal(geographicTileAt(0, -90, 0), { x: 0, y: 0 });
});

test('zoom offsets: Tianditu c lines up at TILEMATRIX = z, ArcGIS geographic caches at level = z − 1', () => {
  // Tianditu c: TILEMATRIX 1 is 2 × 1 tiles of 180° (0.703125°/px × 256 px).
  assert.is(geographicZoomOffset(0.703125 * 256, 1), 0);
  // ArcGIS's default geographic tiling scheme: lods[0].resolution 0.703125°/px, 256 px tiles.
  assert.is(geographicZoomOffset(0.703125 * 256, 0), -1);
  // A cache whose level 0 is one 360° tile (1.40625°/px) needs no offset either.
  assert.is(geographicZoomOffset(360), 0);
  assert.throws(() => geographicZoomOffset(100), /not 360° \/ 2\^n/);
});

test('the workers get the same projection, for every longlat definition, and keep a later handler for the rest', () => {
  let handler: ((definition: string) => { forward: typeof forward; inverse: typeof inverse }) | undefined;
  const scope = { setProjectionHandler: (h: typeof handler) => (handler = h) } as { setProjectionHandler: (h: unknown) => void };
  new Function('self', projectionWorkerScript())(scope);
  assert.ok(handler, 'the script sets a handler');
  for (const definition of Object.values(GEOGRAPHIC_DEFINITIONS)) {
    const p = handler!(definition);
    assert.equal(p.forward([116.4, 39.9]), [116.4, 39.9]);
    assert.equal(p.inverse([116.4, 39.9]), [116.4, 39.9]);
    assert.is(p.inverse([0, -120]), null);
  }
  assert.throws(() => handler!('+proj=tmerc +lon_0=173'), /no projection for \+proj=tmerc/);
  const nztm = { forward: () => [1, 2], inverse: () => [3, 4] };
  scope.setProjectionHandler(() => nztm);
  assert.is(handler!('+proj=tmerc +lon_0=173') as unknown, nztm, 'a handler set afterwards answers what MapLib does not');
  assert.equal(handler!(GEOGRAPHIC_DEFINITIONS['EPSG:4326']).forward([1, 2]), [1, 2], 'and MapLib still answers longlat');
});

test('crs option: three names, EPSG:4490 is a geographic grid too', () => {
  assert.ok(isGeographicCrs('EPSG:4326') && isGeographicCrs('EPSG:4490'));
  assert.not.ok(isGeographicCrs('EPSG:3857') || isGeographicCrs(undefined));
  for (const crs of ['EPSG:3857', 'EPSG:4326', 'EPSG:4490'] as const) validateMapOptions({ crs });
  assert.throws(
    () => validateMapOptions({ crs: 'EPSG:2193' as never }),
    (e: MapLibError) => e.message === `Map: crs must be 'EPSG:3857', 'EPSG:4326' or 'EPSG:4490', got "EPSG:2193"`,
  );
});

test('a geographic map refuses Web Mercator-only basemaps and switches Tianditu to its c matrix set', () => {
  validateMapOptions({ crs: 'EPSG:3857', basemap: 'osm' });
  assert.throws(() => validateMapOptions({ crs: 'EPSG:4326', basemap: 'osm' }), /Map: basemap must be .*'offline'.* in crs 'EPSG:4326' \(OpenStreetMap tiles are Web Mercator only\), got "osm"/);
  const tiles = (crs: 'EPSG:3857' | 'EPSG:4490') => {
    const style = resolveStyle({ crs, basemap: 'tianditu', token: 'k' }) as { sources: Record<string, { tiles: string[] }> };
    return Object.values(style.sources).flatMap((s) => s.tiles);
  };
  assert.ok(tiles('EPSG:3857').every((u) => u.includes('_w/wmts?') && u.includes('TILEMATRIXSET=w&')));
  assert.ok(tiles('EPSG:4490').every((u) => u.includes('_c/wmts?') && u.includes('TILEMATRIXSET=c&') && u.includes('TILEMATRIX={z}&')));
});

test.run();
