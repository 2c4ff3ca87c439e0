// Curves and circles on the plane: Bézier by its closed form, the B-spline's clamped ends and hull, Catmull–Rom through
// its points, circles through three points, arcs going the way of their middle point, and ring self-crossings.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arcThrough, bezierCurve, bezierPoint, catmullRom, circleThrough, quadraticBSpline, ringSelfIntersections } from '../../../maplib/src/core/geo/curves.ts';

const near = (a: number[], b: number[], eps = 1e-9) => assert.ok(Math.hypot(a[0] - b[0], a[1] - b[1]) <= eps, `${a} vs ${b}`);

test('bezierPoint: a quadratic at t = 0.5 is ¼P0 + ½P1 + ¼P2; ends are the end points', () => {
  near(bezierPoint([[0, 0], [2, 4], [4, 0]], 0.5), [2, 2]);
  const c = bezierCurve([[0, 0], [1, 3], [3, 3], [4, 0]], 10);
  assert.is(c.length, 11);
  near(c[0], [0, 0]);
  near(c[10], [4, 0]);
  // A cubic at t = 0.5: (P0 + 3P1 + 3P2 + P3) / 8.
  near(bezierPoint([[0, 0], [1, 3], [3, 3], [4, 0]], 0.5), [2, 2.25]);
});

test('quadraticBSpline: starts and ends on the end points, stays in the control hull, two points stay a segment', () => {
  const pts = [[0, 0], [10, 10], [20, 0], [30, 10]];
  const s = quadraticBSpline(pts, 10);
  near(s[0], [0, 0]);
  near(s[s.length - 1], [30, 10]);
  assert.is(s.length, 1 + 10 * 2);
  for (const [x, y] of s) assert.ok(x >= 0 && x <= 30 && y >= 0 && y <= 10, `${x},${y}`);
  // Smooth at a span join: the join is the midpoint of the legs between control points.
  near(s[10], [15, 5]);
  assert.equal(quadraticBSpline([[0, 0], [1, 1]]), [[0, 0], [1, 1]]);
});

test('catmullRom: passes through every point; closed curves do not repeat the first at the end', () => {
  const pts = [[0, 0], [10, 5], [20, -5], [30, 0]];
  const open = catmullRom(pts, { steps: 8 });
  assert.is(open.length, 3 * 8 + 1);
  pts.forEach((p, i) => near(open[i * 8], p));
  const ring = catmullRom(pts, { closed: true, steps: 8 });
  assert.is(ring.length, 4 * 8);
  pts.forEach((p, i) => near(ring[i * 8], p));
  // Close points do not make a loop (centripetal): x never runs backwards on this monotone input.
  const tight = catmullRom([[0, 0], [1, 0], [1.01, 5], [2, 5]], { steps: 20 });
  assert.is(ringSelfIntersections([...tight, [2, -10], [0, -10]]).length, 0);
});

test('circleThrough: the unit circle from three of its points; collinear points have none', () => {
  const c = circleThrough([1, 0], [0, 1], [-1, 0])!;
  near(c.center, [0, 0]);
  assert.ok(Math.abs(c.radius - 1) < 1e-12);
  assert.is(circleThrough([0, 0], [1, 1], [2, 2]), null);
});

test('arcThrough: goes the way of its middle point, ends on the end points', () => {
  const top = arcThrough([1, 0], [0, 1], [-1, 0]);
  near(top[0], [1, 0]);
  near(top[top.length - 1], [-1, 0]);
  assert.ok(Math.max(...top.map((p) => p[1])) > 0.999 && Math.min(...top.map((p) => p[1])) > -1e-9, 'over the top');
  const bottom = arcThrough([1, 0], [0, -1], [-1, 0]);
  near(bottom[0], [1, 0]);
  near(bottom[bottom.length - 1], [-1, 0]);
  assert.ok(Math.min(...bottom.map((p) => p[1])) < -0.999 && Math.max(...bottom.map((p) => p[1])) < 1e-9, 'under the bottom');
  assert.equal(arcThrough([0, 0], [1, 1], [2, 2]), [[0, 0], [2, 2]]);
});

test('ringSelfIntersections: a bow tie crosses once, a square and a closed square never', () => {
  assert.equal(ringSelfIntersections([[0, 0], [1, 1], [1, 0], [0, 1]]), [[0, 2]]);
  assert.equal(ringSelfIntersections([[0, 0], [1, 0], [1, 1], [0, 1]]), []);
  assert.equal(ringSelfIntersections([[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]), []);
});

test.run();
