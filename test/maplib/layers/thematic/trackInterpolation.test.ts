// Tracker interpolation: position and bearing at time t — Mercator-straight segments (where MapLibre draws the
// line), rhumb bearings, timestamped tracks with uneven steps and standstills, constant ground speed without
// times, clamping, the antimeridian, and the errors a bad track gets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildTrack, trackPositionAt, travelledCoords, rhumbBearing, mercatorLerp, lonLatLerp, lonLatBearing, haversine, toTime } from '../../../../maplib/src/core/layers/thematic/trackInterpolation.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);
const line = (coords: number[][], properties: Record<string, unknown> = {}) => ({ type: 'Feature' as const, properties, geometry: { type: 'LineString' as const, coordinates: coords } });

test('rhumbBearing: the four directions, diagonals on the Mercator plane, the short way across ±180°', () => {
  assert.is(rhumbBearing([0, 0], [0, 1]), 0);
  assert.is(rhumbBearing([0, 0], [1, 0]), 90);
  assert.is(rhumbBearing([0, 1], [0, 0]), 180);
  assert.is(rhumbBearing([1, 0], [0, 0]), 270);
  // At the equator 1° east and 1° north are (almost) the same distance on the Mercator plane: ~45°.
  close(rhumbBearing([0, 0], [1, 1]), 45, 0.01, 'NE at the equator');
  // At 60°N a degree of longitude is half as wide: atan2(1°, 2°-ish of Mercator y).
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  close(rhumbBearing([0, 60], [1, 61]), (Math.atan2((1 * Math.PI) / 180, y(61) - y(60)) * 180) / Math.PI, 1e-9, 'NE at 60°N');
  close(rhumbBearing([179, 0], [-179, 0]), 90, 1e-9, 'east across the antimeridian');
});

test('mercatorLerp: longitude linear, latitude through the Mercator y (not the mean latitude)', () => {
  const [lng, lat] = mercatorLerp([0, 0], [10, 60], 0.5);
  assert.is(lng, 5);
  const y = (d: number) => Math.log(Math.tan(Math.PI / 4 + (d * Math.PI) / 360));
  close(y(lat), y(60) / 2, 1e-12, 'half-way in Mercator y');
  assert.ok(lat < 30 === false && lat > 30, `mid latitude ${lat} lies north of 30°: Mercator stretches the north`);
  assert.equal(mercatorLerp([1, 2], [3, 4], 0), [1, 2]);
  assert.equal(mercatorLerp([1, 2], [3, 4], 1), [3, 4]);
});

test('a line without times: constant ground speed over `duration`, position and bearing at t', () => {
  // Two equal 1° legs along the equator, then 1° north: three legs of ~111.2 km each.
  const track = buildTrack(line([[0, 0], [1, 0], [2, 0], [2, 1]]), { duration: 30000 });
  close(track.duration, 30000, 1e-9, 'duration');
  close(track.times[1], 10000, 1, 'leg 1 ends at a third');
  close(track.distances[3], 3 * haversine([0, 0], [1, 0]), 1, 'distance');
  close(haversine([0, 0], [1, 0]), 111195, 1, 'one degree on the equator');
  let p = trackPositionAt(track, 5000);
  close(p.lngLat[0], 0.5, 1e-3, 'lng at 5 s');
  assert.is(p.lngLat[1], 0);
  assert.is(p.bearing, 90);
  assert.is(p.index, 0);
  close(p.progress, 1 / 6, 1e-9, 'progress');
  p = trackPositionAt(track, 25000);
  assert.equal([p.lngLat[0], p.bearing, p.index], [2, 0, 2]);
  close(p.lngLat[1], 0.5, 1e-3, 'half-way up the last leg');
  close(p.distance, 2.5 * haversine([0, 0], [1, 0]), 50, 'distance travelled');
});

test('clamping: before the start is the start, after the end is the end (last vertex passed)', () => {
  const track = buildTrack({ type: 'LineString', coordinates: [[10, 10], [11, 10]] }, { duration: 1000 });
  assert.equal(trackPositionAt(track, -50), { lngLat: [10, 10], bearing: 90, index: 0, time: 0, progress: 0, distance: 0 });
  const end = trackPositionAt(track, 5000);
  assert.equal([end.lngLat, end.index, end.time, end.progress], [[11, 10], 1, 1000, 1]);
  assert.equal(trackPositionAt(track, NaN).time, 0);
});

test('timestamped points: uneven steps follow the clock; a standstill keeps the last heading', () => {
  const pts = {
    type: 'FeatureCollection' as const,
    features: [
      ['2024-05-01T08:00:00Z', 0, 0, 'A'],
      ['2024-05-01T08:00:10Z', 0, 1, 'B'], // 10 s north
      ['2024-05-01T08:00:40Z', 0, 1, 'B'], // 30 s standing
      ['2024-05-01T08:01:00Z', 1, 1, 'C'], // 20 s east
    ].map(([time, x, y, name]) => ({ type: 'Feature' as const, properties: { time, name }, geometry: { type: 'Point' as const, coordinates: [x as number, y as number] } })),
  };
  const track = buildTrack(pts);
  assert.equal(track.times, [0, 10000, 40000, 60000]);
  assert.is(track.start, Date.parse('2024-05-01T08:00:00Z'));
  let p = trackPositionAt(track, 5000);
  assert.is(p.bearing, 0);
  assert.is(p.index, 0);
  const y = (d: number) => Math.log(Math.tan(Math.PI / 4 + (d * Math.PI) / 360));
  close(y(p.lngLat[1]), y(1) / 2, 1e-12, 'half-way north at 5 s');
  p = trackPositionAt(track, 25000);
  assert.equal([p.lngLat, p.bearing, p.index], [[0, 1], 0, 1]);
  assert.is(track.properties[p.index].name, 'B');
  p = trackPositionAt(track, 50000);
  assert.equal([p.lngLat[0], p.bearing, p.index], [0.5, 90, 2]);
  close(p.lngLat[1], 1, 1e-12, 'east along the parallel');
});

test('times on a line (properties[timeField] or coordTimes), numbers or dates; epoch numbers', () => {
  const t = buildTrack(line([[0, 0], [1, 0], [2, 0]], { when: [1000, 1500, 3500] }), { timeField: 'when' });
  assert.equal([t.times, t.start, t.duration], [[0, 500, 2500], 1000, 2500]);
  const gpx = buildTrack(line([[0, 0], [1, 0]], { coordTimes: ['2020-01-01T00:00:00Z', '2020-01-01T00:01:00Z'] }));
  assert.equal(gpx.times, [0, 60000]);
  assert.is(toTime('1700000000000'), 1700000000000);
  assert.ok(Number.isNaN(toTime('soon')));
});

test('the antimeridian: longitudes made continuous, so the object goes the short way', () => {
  const track = buildTrack(line([[179, 0], [-179, 0]]), { duration: 100 });
  assert.equal(track.coords, [[179, 0], [181, 0]]);
  assert.equal(trackPositionAt(track, 50).lngLat, [180, 0]);
  close(track.distances[1], 2 * haversine([0, 0], [1, 0]), 1, 'two degrees, not 358');
});

test('travelledCoords: the vertices passed and the current position', () => {
  const track = buildTrack(line([[0, 0], [1, 0], [2, 0]]), { duration: 2000 });
  const p = trackPositionAt(track, 1500);
  assert.equal(travelledCoords(track, p), [[0, 0], [1, 0], p.lngLat]);
  assert.equal(travelledCoords(track, trackPositionAt(track, 0)), [[0, 0], [0, 0]]);
});

test('on a geographic map (EPSG:4326/4490) the object moves straight in lon/lat, where that map draws the segment', () => {
  // One long diagonal leg and one long north-south leg: the two planes disagree by degrees half-way along.
  const diagonal = buildTrack(line([[0, 0], [10, 60]]), { duration: 1000 });
  const geo = trackPositionAt(diagonal, 500, 'geographic');
  assert.equal(geo.lngLat, [5, 30]);
  const merc = trackPositionAt(diagonal, 500);
  assert.ok(merc.lngLat[1] - geo.lngLat[1] > 5, `the Mercator midpoint ${merc.lngLat} lies well north of the lon/lat one`);
  // Heading on a plate carrée map: a degree east is as long on screen as a degree north.
  close(geo.bearing, (Math.atan2(10, 60) * 180) / Math.PI, 1e-9, 'diagonal heading on the lon/lat plane');
  assert.ok(Math.abs(merc.bearing - geo.bearing) > 1.5, `rhumb ${merc.bearing} vs lon/lat ${geo.bearing}`);
  const northSouth = buildTrack(line([[100, 70], [100, -50]]), { duration: 1000 });
  assert.equal(trackPositionAt(northSouth, 250, 'geographic').lngLat, [100, 40]);
  assert.is(trackPositionAt(northSouth, 250, 'geographic').bearing, 180);
  assert.ok(Math.abs(trackPositionAt(northSouth, 250).lngLat[1] - 40) > 5, 'Mercator puts a quarter of the way elsewhere');
  // The trail ends at the lon/lat position, and the antimeridian is crossed the short way on this plane too.
  assert.equal(travelledCoords(diagonal, geo), [[0, 0], [5, 30]]);
  const across = buildTrack(line([[179, 10], [-179, 20]]), { duration: 100 });
  assert.equal(trackPositionAt(across, 50, 'geographic').lngLat, [180, 15]);
  close(lonLatBearing([179, 10], [-179, 10]), 90, 1e-12, 'east across ±180°');
  assert.equal(lonLatLerp([1, 2], [3, 4], 0), [1, 2]);
  assert.equal(lonLatLerp([1, 2], [3, 4], 1), [3, 4]);
});

test('bad tracks are rejected with a sentence', () => {
  const msg = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as Error).message;
    }
    return '';
  };
  assert.is(msg(() => buildTrack({ type: 'Point', coordinates: [0, 0] })), 'must hold a LineString (or MultiLineString), or two or more Point features in order');
  assert.is(msg(() => buildTrack(line([[0, 0]]))), 'needs at least two positions');
  assert.is(msg(() => buildTrack(line([[0, 0], [1, 95]]))), 'has a position that is not [lng, lat]');
  assert.is(msg(() => buildTrack(line([[0, 0], [1, 0]], { time: [5, 'x'] }))), 'time 1 is not a date or a number: "x"');
  assert.is(msg(() => buildTrack(line([[0, 0], [1, 0]], { time: [5, 2] }))), 'times must not go backwards (time 1 is before time 0)');
  assert.is(msg(() => buildTrack(line([[0, 0], [1, 0], [2, 0]], { time: [1, 2] }))), 'has 2 times for 3 positions');
});

test.run();
