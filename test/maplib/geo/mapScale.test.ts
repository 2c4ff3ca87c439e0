// The map scale maths against values derived without the code. Metres per pixel, measured through a map's pixel →
// lon/lat conversion (here a Web Mercator and a geographic map of MapLibre's 512-pixel tiles, built from the kit's tile
// matrices), equal the closed form 2π·R·cos φ / (512·2^z) at the equator and at 39.5°N; nice numbers are 1, 2 or 5 ×
// 10ⁿ; bars pick their unit; the denominator matches OGC's GoogleMapsCompatible scale set at its 0.28 mm pixel.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EARTH_RADIUS } from '../../../maplib/src/core/geo/earth.ts';
import { project, unproject, type Plane } from '../../../maplib/src/core/geo/projection.ts';
import { GEOGRAPHIC_TILE_MATRIX, MERCATOR_TILE_MATRIX } from '../../../maplib/src/core/geo/tileMatrix.ts';
import { CSS_DPI, METRES_PER_INCH, groundMetresPerPixel, metresPerPixelAt, niceNumber, scaleBar, scaleDenominator } from '../../../maplib/src/core/geo/mapScale.ts';
import { METRES_PER_UNIT } from '../../../maplib/src/core/geo/units.ts';

const close = (a: number, b: number, relative: number, what: string) => assert.ok(Math.abs(a - b) <= relative * Math.abs(b), `${what}: ${a} vs ${b}`);

/** A map of `plane` at zoom `z` whose world is 512·2^z pixels (MapLibre's), as pixel ↔ lon/lat of the world's pixels. */
function worldPixels(plane: Plane, z: number) {
  const matrix = plane === 'mercator' ? MERCATOR_TILE_MATRIX : GEOGRAPHIC_TILE_MATRIX;
  const size = 512 * 2 ** z;
  return {
    unproject: ([x, y]: [number, number]) => unproject(plane, matrix.origin[0] + (x / size) * matrix.extent, matrix.origin[1] - (y / size) * matrix.extent),
    pixelOf: (lon: number, lat: number): [number, number] => {
      const [x, y] = project(plane, lon, lat);
      return [((x - matrix.origin[0]) / matrix.extent) * size, ((matrix.origin[1] - y) / matrix.extent) * size];
    },
  };
}

/** The closed form: a pixel spans 360° / (512·2^z) of longitude, which is R·cos φ·Δλ metres along the parallel φ. */
const closedForm = (lat: number, z: number) => (2 * Math.PI * EARTH_RADIUS * Math.cos((lat * Math.PI) / 180)) / (512 * 2 ** z);

test('metres per pixel at 0° and 39.5°N, zooms 2, 10 and 18, Web Mercator and geographic maps: the closed form', () => {
  // By hand: 2π × 6,371,008.8 m = 40,030,228.88 m around the equator; / 524,288 pixels at zoom 10 = 76.3516 m.
  close(closedForm(0, 10), 76.3516, 1e-6, 'the closed form at the equator, zoom 10');
  close(closedForm(39.5, 10), 58.9148, 1e-6, 'and at 39.5°N (× cos 39.5° = 0.77162)');
  for (const plane of ['mercator', 'geographic'] as const)
    for (const lat of [0, 39.5])
      for (const z of [2, 10, 18]) {
        const map = worldPixels(plane, z);
        const at = map.pixelOf(116.4, lat);
        close(groundMetresPerPixel(map.unproject, at), closedForm(lat, z), 1e-6, `${plane} ${lat}° z${z}`);
        // A wider span measures the great circle under the parallel: Δλ²·sin²φ / 24 shorter (35° at zoom 2: 6·10⁻³).
        close(groundMetresPerPixel(map.unproject, at, 200), closedForm(lat, z), z === 2 && lat ? 7e-3 : 1e-6, `${plane} ${lat}° z${z}, a 200-pixel span`);
      }
});

test('metres per pixel follows the map: twice the zoom level, half the metres; anything else, whatever unproject says', () => {
  const a = worldPixels('mercator', 7);
  const b = worldPixels('mercator', 8);
  close(groundMetresPerPixel(a.unproject, a.pixelOf(10, 50)) / groundMetresPerPixel(b.unproject, b.pixelOf(10, 50)), 2, 1e-9, 'one zoom level');
  // A plain linear map of 1 km per pixel east–west at the equator (1 km = 0.008993° on the sphere).
  const degreesPerKm = 360 / (2 * Math.PI * EARTH_RADIUS / 1000);
  close(groundMetresPerPixel(([x, y]) => [x * degreesPerKm, y * degreesPerKm], [0, 0]), 1000, 1e-9, 'a stand-in unproject');
});

test('niceNumber: the largest 1, 2 or 5 × 10ⁿ not above the value, powers of ten and fractions included', () => {
  const cases: [number, number][] = [[1, 1], [1.99, 1], [2, 2], [4.99, 2], [5, 5], [9.99, 5], [10, 10], [7.635, 5], [37, 20], [1000, 1000], [1999, 1000], [0.37, 0.2], [0.3, 0.2], [0.05, 0.05], [0.0999, 0.05], [123456, 100000], [5e-7, 5e-7]];
  for (const [x, nice] of cases) assert.is(niceNumber(x), nice, `niceNumber(${x})`);
});

test('scaleBar: metric (m, then km from 1 km), imperial (ft, then mi from 1 mi), nautical miles; width = metres / metres per pixel', () => {
  // 76.3516 m/px × 100 px = 7,635 m: 5 km; 4.74 mi: 2 mi; 4.12 nmi: 2 nmi.
  const mpp = closedForm(0, 10);
  assert.equal(scaleBar(mpp, 100, 'metric'), { unit: 'km', length: 5, metres: 5000, width: 5000 / mpp });
  assert.equal(scaleBar(mpp, 100, 'imperial'), { unit: 'mi', length: 2, metres: 2 * 1609.344, width: (2 * 1609.344) / mpp });
  assert.equal(scaleBar(mpp, 100, 'nautical'), { unit: 'nmi', length: 2, metres: 3704, width: 3704 / mpp });
  // Half a metre per pixel: 50 m; 164 ft → 100 ft; 0.027 nmi → 0.02 nmi.
  assert.equal(scaleBar(0.5, 100, 'metric'), { unit: 'm', length: 50, metres: 50, width: 100 });
  assert.equal(scaleBar(0.5, 100, 'imperial').length, 100);
  assert.is(scaleBar(0.5, 100, 'imperial').unit, 'ft');
  assert.is(scaleBar(0.5, 100, 'nautical').length, 0.02);
  // At the switch: exactly 1 km in the widest bar is 1 km, not 1000 m.
  assert.equal(scaleBar(10, 100, 'metric'), { unit: 'km', length: 1, metres: 1000, width: 100 });
  for (const system of ['metric', 'imperial', 'nautical'] as const)
    for (const m of [0.01, 0.3, 7, 150, 2500, 40000]) {
      const bar = scaleBar(m, 120, system);
      assert.ok(bar.width <= 120 + 1e-9 && bar.width > 120 / 2.5 - 1e-9, `${system} at ${m} m/px: ${bar.width} px`);
      close(bar.metres, bar.length * METRES_PER_UNIT[bar.unit], 1e-12, 'metres');
    }
});

test('scaleDenominator: metres per pixel × dpi / 0.0254; OGC GoogleMapsCompatible level 0 at its 0.28 mm pixel', () => {
  close(scaleDenominator(1), 96 / 0.0254, 1e-12, '1 m/px at 96 dpi: 1:3,779.5');
  // At zoom 10 on the equator: 76.3516 m/px × 96 / 0.0254 = 1:288,573; at 39.5°N, 1:222,670.
  close(scaleDenominator(closedForm(0, 10)), 288573, 1e-5, 'equator, zoom 10');
  close(scaleDenominator(closedForm(39.5, 10)), 222670, 1e-5, '39.5°N, zoom 10');
  // OGC 07-057r7 (WMTS) Annex E.4: level 0 of GoogleMapsCompatible, 156,543.0339280410 m per 0.28 mm pixel, is 1:559,082,264.0287178.
  close(scaleDenominator(156543.033928041, 0.0254 / 0.00028), 559082264.0287178, 1e-12, 'GoogleMapsCompatible level 0');
  close(scaleDenominator(1, 300), 300 / 0.0254, 1e-12, 'a print at 300 dpi');
});

// Closed form (metresPerPixelAt) and the denominator, as the status bar reads them.
// 512 px MapLibre world at zoom z is Bing's level z + 1.

const near = (actual: number, expected: number, relative = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= Math.abs(expected) * relative, `${actual} is not ${expected}`);

test('metresPerPixelAt: the equator of a 512 px world at zoom 0 is 40,075,016.686 m over 512 px; halves per zoom level', () => {
  near(metresPerPixelAt(0, 0), 40075016.686 / 512);
  near(metresPerPixelAt(1, 0), 40075016.686 / 1024);
  near(metresPerPixelAt(10.5, 0), 40075016.686 / 512 / 2 ** 10.5);
  // 256 px tiles (Bing, Google, OSM's zoom table): twice the metres per pixel at the same zoom.
  near(metresPerPixelAt(0, 0, 256), 156543.03392804097);
});

test('metresPerPixelAt shrinks with cos(latitude): half at 60°, the same north and south', () => {
  near(metresPerPixelAt(10, 60), 40075016.686 / 512 / 1024 / 2, 1e-9);
  near(metresPerPixelAt(4, -39.9), metresPerPixelAt(4, 39.9));
  assert.ok(metresPerPixelAt(3, 89.999) < 1, 'next to nothing at the pole');
});

test('scaleDenominator: metres per pixel × dpi / 0.0254; Bing level 1 at the equator is 1:295,829,355.45', () => {
  assert.is(METRES_PER_INCH, 0.0254);
  assert.is(CSS_DPI, 96);
  near(scaleDenominator(1), 96 / 0.0254);
  near(scaleDenominator(metresPerPixelAt(0, 0)), 295829355.45, 1e-10);
  // Bing level 10 (our zoom 9): 1:577,791.71 at the equator, times cos 40° at 40°N.
  near(scaleDenominator(metresPerPixelAt(9, 0)), 577791.71, 1e-8);
  near(scaleDenominator(metresPerPixelAt(9, 40)), 577791.71 * Math.cos((40 * Math.PI) / 180), 1e-8);
  // A print at 300 dpi: the same ground in smaller pixels, a larger N.
  near(scaleDenominator(2, 300), (2 * 300) / 0.0254);
});

test.run();
