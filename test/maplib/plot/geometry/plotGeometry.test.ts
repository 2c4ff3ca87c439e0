// Tactical graphics from control points: every graphic is valid for typical input (closed rings of four or more
// positions, no self-crossing), symmetric where the symbol is, built with the specified head proportions, kept
// through a GeoJSON round trip, continuous across the antimeridian, and bad input is named.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as GeoJSON from 'geojson';
import { PLOT_GRAPHICS, PLOT_TYPES, plotFeature, plotGeometry, readPlotFeature, type PlotType } from '../../../../maplib/src/core/plot/index.ts';
import { attackArrow, fineArrow, squadCombat, ATTACK_ARROW } from '../../../../maplib/src/core/plot/geometry/arrows.ts';
import { ringSelfIntersections } from '../../../../maplib/src/core/geo/curves.ts';
import { signedRingArea } from '../../../../maplib/src/core/geo/ringOrientation.ts';

/** Typical control points (lon/lat around Beijing) for each graphic, as a user would click them. */
const TYPICAL: Record<PlotType, number[][]> = {
  attackArrow: [[116.0, 39.6], [116.1, 39.6], [116.1, 39.8], [116.3, 39.95]],
  tailedAttackArrow: [[116.0, 39.6], [116.1, 39.6], [116.1, 39.8], [116.3, 39.95]],
  squadCombat: [[116.0, 39.6], [116.15, 39.75], [116.35, 39.8]],
  tailedSquadCombat: [[116.0, 39.6], [116.15, 39.75], [116.35, 39.8]],
  doubleArrow: [[116.0, 39.6], [116.2, 39.6], [116.3, 39.9], [115.9, 39.9]],
  fineArrow: [[116.0, 39.6], [116.3, 39.9]],
  straightArrow: [[116.0, 39.6], [116.3, 39.9]],
  assemblyArea: [[116.0, 39.6], [116.3, 39.6], [116.15, 39.85]],
  closedCurve: [[116.0, 39.6], [116.3, 39.65], [116.25, 39.9], [116.05, 39.85]],
  curve: [[116.0, 39.6], [116.1, 39.8], [116.3, 39.7]],
  arc: [[116.0, 39.6], [116.3, 39.6], [116.15, 39.75]],
  lune: [[116.0, 39.6], [116.3, 39.6], [116.15, 39.75]],
  sector: [[116.1, 39.7], [116.3, 39.7], [116.1, 39.9]],
  circle: [[116.1, 39.7], [116.3, 39.7]],
  ellipse: [[116.0, 39.6], [116.3, 39.8]],
  rectangle: [[116.0, 39.6], [116.3, 39.8]],
  rectFlag: [[116.0, 39.9], [116.2, 39.6]],
  triangleFlag: [[116.0, 39.9], [116.2, 39.6]],
  curveFlag: [[116.0, 39.9], [116.2, 39.6]],
  freeLine: [[116.0, 39.6], [116.05, 39.65], [116.1, 39.62]],
  polyline: [[116.0, 39.6], [116.05, 39.65], [116.1, 39.62]],
  polygon: [[116.0, 39.6], [116.3, 39.6], [116.2, 39.8]],
  milSymbol: [[116.1, 39.7]],
};

/** Properties a graphic needs beside style and name (a point symbol's code). */
const NEEDS: Partial<Record<PlotType, Record<string, unknown>>> = { milSymbol: { sidc: 'SFGPUCI--------', uniqueDesignation: '1' } };

const parts = (g: GeoJSON.Geometry): GeoJSON.Geometry[] => (g.type === 'GeometryCollection' ? g.geometries.flatMap(parts) : [g]);

test('every graphic in the catalog has typical points, and builds what its kind says', () => {
  assert.equal(Object.keys(TYPICAL).sort(), [...PLOT_TYPES].sort());
  for (const type of PLOT_TYPES) {
    const g = plotGeometry(type, TYPICAL[type]);
    const kinds = parts(g).map((p) => p.type);
    const kind = PLOT_GRAPHICS[type].kind;
    if (kind === 'area') assert.equal(kinds, ['Polygon'], type);
    if (kind === 'line') assert.ok(kinds.every((k) => k === 'LineString' || k === 'MultiLineString'), type);
    if (kind === 'mixed') assert.equal(kinds, ['Polygon', 'LineString'], type);
    if (kind === 'point') assert.equal(g, { type: 'Point', coordinates: TYPICAL[type][0] }, type);
  }
});

test('every area is a valid polygon for typical input: closed, four or more positions, anticlockwise, no self-crossing', () => {
  for (const type of PLOT_TYPES) {
    for (const p of parts(plotGeometry(type, TYPICAL[type]))) {
      if (p.type !== 'Polygon') continue;
      const ring = p.coordinates[0];
      assert.ok(ring.length >= 4, `${type}: ${ring.length} positions`);
      assert.equal(ring[0], ring[ring.length - 1], `${type}: closed`);
      assert.ok(signedRingArea(ring) > 0, `${type}: anticlockwise (RFC 7946)`);
      assert.equal(ringSelfIntersections(ring), [], `${type}: self-crossing`);
      for (const [lon, lat] of ring) assert.ok(Number.isFinite(lon) && Number.isFinite(lat), `${type}: finite`);
    }
  }
});

test('attack arrows along a bent path stay simple while drawing: 3, 4, 5 and 6 control points', () => {
  const path = [[116.1, 39.8], [116.3, 39.95], [116.5, 39.9], [116.6, 40.1]];
  for (let n = 1; n <= path.length; n++) {
    for (const type of ['attackArrow', 'tailedAttackArrow'] as const) {
      const ring = (plotGeometry(type, [[116.0, 39.6], [116.1, 39.6], ...path.slice(0, n)]) as GeoJSON.Polygon).coordinates[0];
      assert.equal(ringSelfIntersections(ring), [], `${type} with ${n + 2} points`);
    }
  }
});

/** Reflects every vertex across the line through `a` and `b`; each must land on a vertex of the ring. */
function assertMirrorSymmetric(ring: number[][], a: number[], b: number[], what: string): void {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy;
  for (const p of ring) {
    const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
    const foot = [a[0] + t * dx, a[1] + t * dy];
    const mirror = [2 * foot[0] - p[0], 2 * foot[1] - p[1]];
    const nearest = Math.min(...ring.map((q) => Math.hypot(q[0] - mirror[0], q[1] - mirror[1])));
    assert.ok(nearest < 1e-6 * Math.sqrt(len2), `${what}: ${p} has no mirror image (off by ${nearest})`);
  }
}

test('symmetric symbols are symmetric about their axis: fine arrow, straight attack arrow, swallow tail, squad combat', () => {
  assertMirrorSymmetric(fineArrow([[0, 0], [1000, 500]]).coordinates[0], [0, 0], [1000, 500], 'fine arrow');
  assertMirrorSymmetric(attackArrow([[0, -100], [0, 100], [1000, 0]]).coordinates[0], [0, 0], [1000, 0], 'attack arrow');
  assertMirrorSymmetric(attackArrow([[0, -100], [0, 100], [500, 0], [1000, 0]], true).coordinates[0], [0, 0], [1000, 0], 'tailed attack arrow');
  assertMirrorSymmetric(squadCombat([[0, 0], [2000, 0]], true).coordinates[0], [0, 0], [2000, 0], 'tailed squad combat');
});

test('the attack arrow head has the specified proportions: 0.18 of the base length, 0.3 wide, neck at 0.85 and 0.15', () => {
  const L = 10_000;
  const W = 4_000; // wide tail, so the base length sets the head, not the tail limit
  const ring = attackArrow([[0, -W / 2], [0, W / 2], [L, 0]]).coordinates[0];
  const h = Math.pow(L, 0.99) * ATTACK_ARROW.headHeight;
  const has = (x: number, y: number, what: string) => assert.ok(ring.some((p) => Math.hypot(p[0] - x, p[1] - y) < 1e-6), `${what} at ${x},${y}`);
  has(L, 0, 'tip');
  has(L - h, 0.3 * h, 'head corner');
  has(L - h, -0.3 * h, 'head corner');
  has(L - 0.85 * h, 0.15 * h, 'neck');
  has(L - 0.85 * h, -0.15 * h, 'neck');
  has(0, W / 2, 'tail');
  // A narrow tail caps the head at 0.8 of its width.
  const narrow = attackArrow([[0, -100], [0, 100], [L, 0]]).coordinates[0];
  assert.ok(narrow.some((p) => Math.hypot(p[0] - (L - 160), p[1] - 0.3 * 160) < 1e-6), 'head 0.8 × 200 long');
});

test('plot features keep type and control points through a GeoJSON round trip, and build the same geometry', () => {
  for (const type of PLOT_TYPES) {
    const f = plotFeature(type, TYPICAL[type], { name: '一号', style: { fill: '#c00' }, ...NEEDS[type] }, 7);
    const back = readPlotFeature(JSON.parse(JSON.stringify(f)));
    assert.equal(back.properties.controlPoints, TYPICAL[type], type);
    assert.is(back.properties.plotType, type);
    assert.is(back.properties.name, '一号');
    assert.is(back.id, 7);
    assert.equal(back.geometry, JSON.parse(JSON.stringify(f.geometry)), type);
    for (const [k, v] of Object.entries(NEEDS[type] ?? {})) assert.is(back.properties[k], v, `${type}.${k}`);
  }
  // Services keeping attributes as text: control points as a JSON string.
  const asText = { type: 'Feature', geometry: null, properties: { plotType: 'circle', controlPoints: '[[116,39],[116.1,39]]' } };
  assert.equal(readPlotFeature(asText).properties.controlPoints, [[116, 39], [116.1, 39]]);
});

test('across the antimeridian a graphic is drawn the short way round', () => {
  const g = plotGeometry('attackArrow', [[179.8, 10], [179.9, 10], [-179.9, 10.2], [-179.6, 10.4]]) as GeoJSON.Polygon;
  const ring = g.coordinates[0];
  for (let i = 1; i < ring.length; i++) assert.ok(Math.abs(ring[i][0] - ring[i - 1][0]) < 1, `jump at ${i}: ${ring[i - 1][0]} → ${ring[i][0]}`);
  assert.ok(Math.max(...ring.map((p) => p[0])) > 180, 'continues past 180° (MapLibre draws it on the next copy of the world)');
});

test('bad input is named: unknown type, too few or too many points, a point that is not [lon, lat]', () => {
  assert.throws(() => plotGeometry('arrow' as PlotType, [[0, 0]]), /Plot: type must be one of attackArrow, .*got "arrow"/);
  assert.throws(() => plotGeometry('attackArrow', [[0, 0], [1, 1]]), /Plot: attackArrow needs at least 3 control points, got 2/);
  assert.throws(() => plotGeometry('circle', [[0, 0], [1, 1], [2, 2]]), /Plot: circle takes at most 2 control points, got 3/);
  assert.throws(() => plotGeometry('circle', [[0, 0], [1, 95]]), /Plot: circle: control point 1 must be \[lon, lat\] with lat within ±90, got \[1,95\]/);
  assert.throws(() => readPlotFeature({ type: 'Feature', id: 3, geometry: null, properties: { plotType: 'lune', controlPoints: 'x' } }), /PlotLayer: feature 3: controlPoints is text that is not JSON/);
  assert.throws(() => readPlotFeature({ type: 'Feature', geometry: null, properties: {} }), /PlotLayer: type must be one of/);
});

test.run();
