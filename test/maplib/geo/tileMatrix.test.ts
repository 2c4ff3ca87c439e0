// Tile grids from tile 0/0/0: Web Mercator's and the geographic grid's, and boxes of tiles in them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GEOGRAPHIC_TILE_MATRIX, MERCATOR_TILE_MATRIX, matrixTileBBox } from '../../../maplib/src/core/geo/tileMatrix.ts';
import { MERCATOR_MAX } from '../../../maplib/src/core/geo/webMercator.ts';

test('the two grids: the Web Mercator world square, the 360° square from (−180°, 90°)', () => {
  assert.equal(MERCATOR_TILE_MATRIX, { origin: [-MERCATOR_MAX, MERCATOR_MAX], extent: 2 * MERCATOR_MAX });
  assert.equal(GEOGRAPHIC_TILE_MATRIX, { origin: [-180, 90], extent: 360 });
});

test('matrixTileBBox: x east, y rows down from the top, each level halving the tile', () => {
  assert.equal(matrixTileBBox(MERCATOR_TILE_MATRIX, 0, 0, 0), [-MERCATOR_MAX, -MERCATOR_MAX, MERCATOR_MAX, MERCATOR_MAX]);
  assert.equal(matrixTileBBox(MERCATOR_TILE_MATRIX, 1, 1, 0), [0, 0, MERCATOR_MAX, MERCATOR_MAX]);
  assert.equal(matrixTileBBox(GEOGRAPHIC_TILE_MATRIX, 1, 1, 0), [0, -90, 180, 90]);
  assert.equal(matrixTileBBox(GEOGRAPHIC_TILE_MATRIX, 2, 3, 1), [90, -90, 180, 0]);
  // ArcGIS's geographic cache: level 0 is 180° tiles from the same corner.
  assert.equal(matrixTileBBox({ origin: [-180, 90], extent: 180 }, 0, 1, 0), [0, -90, 180, 90]);
});

test.run();
