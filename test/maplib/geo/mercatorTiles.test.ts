// The Web Mercator tile pyramid: the tile of a point (Elasticsearch's geotile documentation's example, GeoTileUtils'
// edges) and the lon/lat of tile corners.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mercatorTileAt, mercatorTileLonLat } from '../../../maplib/src/core/geo/mercatorTiles.ts';
import { MAX_MERCATOR_LAT } from '../../../maplib/src/core/geo/webMercator.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);

test('mercatorTileAt: the NEMO Science Museum is in 8/131/84 (Elasticsearch geotile_grid docs); quadrants at zoom 1', () => {
  assert.equal(mercatorTileAt(4.91235, 52.374081, 8), { x: 131, y: 84 });
  assert.equal(mercatorTileAt(116.4, 39.9, 0), { x: 0, y: 0 });
  assert.equal(mercatorTileAt(10, 10, 1), { x: 1, y: 0 });
  assert.equal(mercatorTileAt(-10, -10, 1), { x: 0, y: 1 });
  assert.equal(mercatorTileAt(0, 0, 1), { x: 1, y: 1 }, 'the equator and the prime meridian start a new row and column');
});

test('mercatorTileAt: 180° and the poles clip into the grid', () => {
  assert.equal(mercatorTileAt(180, 0, 3), { x: 7, y: 4 });
  assert.equal(mercatorTileAt(-180, 0, 3), { x: 0, y: 4 });
  assert.equal(mercatorTileAt(0, 90, 5), { x: 16, y: 0 });
  assert.equal(mercatorTileAt(0, -90, 5), { x: 16, y: 31 });
});

test('mercatorTileLonLat: corners of the world and of tiles, a tile\'s middle, and the point falls in its tile', () => {
  const [w, n] = mercatorTileLonLat(0, 0, 0);
  const [e, s] = mercatorTileLonLat(1, 1, 0);
  assert.equal([w, e], [-180, 180]);
  close(n, MAX_MERCATOR_LAT, 1e-9, 'north edge');
  close(s, -MAX_MERCATOR_LAT, 1e-9, 'south edge');
  assert.equal(mercatorTileLonLat(0.5, 0.5, 0), [0, 0]);
  assert.equal(mercatorTileLonLat(1, 1, 1), [0, 0]);
  const { x, y } = mercatorTileAt(116.39, 39.91, 12);
  const [west, north] = mercatorTileLonLat(x, y, 12);
  const [east, south] = mercatorTileLonLat(x + 1, y + 1, 12);
  assert.ok(west <= 116.39 && 116.39 < east && south < 39.91 && 39.91 <= north, `${[west, south, east, north]}`);
});

test.run();
