// Great-circle lengths against values derived without the code: a degree of arc is R·π/180 on the sphere; Land's End
// to John o' Groats is Movable Type's worked haversine example; the antimeridian is crossed the short way.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EARTH_RADIUS } from '../../../maplib/src/core/geo/earth.ts';
import { geometryLength, haversine, lineLength } from '../../../maplib/src/core/geo/distance.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);
/** An arc of `degrees` on the sphere: R·θ, θ in radians (111,195.08 m a degree with R = 6,371,008.8 m). */
const arc = (degrees: number) => (EARTH_RADIUS * degrees * Math.PI) / 180;

test('the Earth model: the IUGG mean radius, turf\'s earthRadius', () => {
  assert.is(EARTH_RADIUS, 6371008.8);
  close(arc(1), 111195.08, 0.01, 'a degree of arc');
});

test('haversine: a degree of meridian and of equator, a known long distance, zero and symmetry', () => {
  close(haversine([0, 0], [0, 1]), arc(1), 1e-6, 'one degree north');
  close(haversine([10, 45], [10, 46]), arc(1), 1e-6, 'a degree of meridian anywhere');
  close(haversine([0, 0], [1, 0]), arc(1), 1e-6, 'one degree along the equator');
  // movable-type.co.uk/scripts/latlong.html: 50°03′59″N 005°42′53″W → 58°38′38″N 003°04′12″W is 968.9 km on a
  // 6,371 km sphere; on 6,371.0088 km it is 968.9 × 6371.0088 / 6371 = 968.90 km (Vincenty on WGS84: 969.95 km).
  const landsEnd = [-(5 + 42 / 60 + 53 / 3600), 50 + 3 / 60 + 59 / 3600];
  const johnOGroats = [-(3 + 4 / 60 + 12 / 3600), 58 + 38 / 60 + 38 / 3600];
  close(haversine(landsEnd, johnOGroats) / 1000, 968.9, 0.05, "Land's End – John o' Groats, km");
  assert.is(haversine([116.4, 39.9], [116.4, 39.9]), 0);
  assert.is(haversine([2.35, 48.86], [-0.13, 51.51]), haversine([-0.13, 51.51], [2.35, 48.86]));
  close(haversine([0, 90], [0, -90]), arc(180), 1e-6, 'pole to pole, half a great circle');
});

test('antimeridian: 179°E to 179°W is 2° (~222 km), not 358° (~39,800 km)', () => {
  const d = haversine([179, 0], [-179, 0]);
  close(d, arc(2), 1e-6, '179°E → 179°W');
  close(d / 1000, 222.39, 0.01, 'in km');
  close(lineLength([[178, 0], [180, 0], [-178, 0]]), arc(4), 1e-6, 'a line over the antimeridian');
});

test('lineLength sums the segments; no segment, no length', () => {
  close(lineLength([[0, 0], [0, 1], [0, 3]]), arc(3), 1e-6, 'three degrees north in two legs');
  assert.is(lineLength([]), 0);
  assert.is(lineLength([[5, 5]]), 0);
});

test('geometryLength: lines, multilines, polygon perimeters (holes too, as turf), points none, collections summed', () => {
  close(geometryLength({ type: 'LineString', coordinates: [[0, 0], [2, 0]] }), arc(2), 1e-6, 'LineString');
  close(geometryLength({ type: 'MultiLineString', coordinates: [[[0, 0], [1, 0]], [[0, 10], [0, 12]]] }), arc(3), 1e-6, 'MultiLineString');
  // The cell 0–1°E × 0–1°N: two meridian degrees, one equator degree, and the chord along 1°N, the great circle
  // between two points of one latitude φ Δλ apart: 2·asin(cos φ · sin(Δλ/2)).
  const cell = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
  const topEdge = 2 * Math.asin(Math.cos(Math.PI / 180) * Math.sin(Math.PI / 360)) * EARTH_RADIUS;
  close(geometryLength({ type: 'Polygon', coordinates: [cell] }), 3 * arc(1) + topEdge, 1e-6, 'Polygon perimeter');
  const hole = [[0.25, 0.25], [0.25, 0.75], [0.75, 0.75], [0.75, 0.25], [0.25, 0.25]];
  const holed = geometryLength({ type: 'Polygon', coordinates: [cell, hole] });
  close(holed, geometryLength({ type: 'Polygon', coordinates: [cell] }) + lineLength(hole), 1e-6, 'hole counted');
  close(geometryLength({ type: 'MultiPolygon', coordinates: [[cell], [cell]] }), 2 * (3 * arc(1) + topEdge), 1e-6, 'MultiPolygon');
  assert.is(geometryLength({ type: 'Point', coordinates: [1, 2] }), 0);
  assert.is(geometryLength({ type: 'MultiPoint', coordinates: [[1, 2], [3, 4]] }), 0);
  close(
    geometryLength({ type: 'GeometryCollection', geometries: [{ type: 'LineString', coordinates: [[0, 0], [1, 0]] }, { type: 'Point', coordinates: [0, 0] }] }),
    arc(1),
    1e-6,
    'GeometryCollection',
  );
  assert.is(geometryLength(null), 0);
});

test.run();
