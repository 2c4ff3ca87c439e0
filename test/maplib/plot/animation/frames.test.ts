// Plot animation maths: where each animation sits on the timeline (offsets, delays, loops), eased progress, easings'
// ends, growth along a path and from the centre, and the frame at a time for each animation type.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EASINGS, EASING_NAMES, frameAt, grownPoints, pathPrefix, placeEntries, progressAt, between, type PlotAnimationSpec } from '../../../../maplib/src/core/plot/animation/index.ts';
import { plotFeature, plotGeometry } from '../../../../maplib/src/core/plot/geometry/plotGeometry.ts';
import type { PlotFeature } from '../../../../maplib/src/core/plot/plotLayer.ts';
import { lonLatToMercator } from '../../../../maplib/src/core/geo/webMercator.ts';

test('placeEntries: one after another by default, at timelineOffset when given; delays, loops and end delays count', () => {
  const { placed, length } = placeEntries([{ duration: 1000 }, { duration: 500, delay: 200, endDelay: 100 }, { duration: 300, timelineOffset: 0, loop: 2 }]);
  assert.equal(placed, [{ start: 0, end: 1000 }, { start: 1000, end: 1800 }, { start: 0, end: 600 }]);
  assert.is(length, 1800);
});

test('progressAt: undefined before the delay ends, eased while running, 1 after; loops restart', () => {
  const e = { duration: 1000, delay: 500 };
  const p = { start: 0, end: 1500 };
  assert.is(progressAt(e, p, 499), undefined);
  assert.is(progressAt(e, p, 500), 0);
  assert.is(progressAt(e, p, 1000), 0.5);
  assert.is(progressAt(e, p, 5000), 1);
  assert.is(progressAt({ duration: 1000, easing: 'easeInQuad' }, { start: 0, end: 1000 }, 500), 0.25);
  assert.is(progressAt({ duration: 100, loop: 3 }, { start: 0, end: 300 }, 150), 0.5, 'second run, halfway');
});

test('every easing runs from 0 to 1; the in-out ones pass 0.5 at halfway', () => {
  for (const name of EASING_NAMES) {
    assert.ok(Math.abs(EASINGS[name](0)) < 1e-9, `${name}(0)`);
    assert.ok(Math.abs(EASINGS[name](1) - 1) < 1e-9, `${name}(1)`);
    if (name.startsWith('easeInOut')) assert.ok(Math.abs(EASINGS[name](0.5) - 0.5) < 1e-9, `${name}(0.5)`);
  }
  assert.ok(EASINGS.easeOutSine(0.25) > 0.25 && EASINGS.easeInSine(0.25) < 0.25);
});

const planeLength = (pts: number[][]) => {
  const xy = pts.map(([lon, lat]) => lonLatToMercator(lon, lat));
  return xy.slice(1).reduce((s, p, i) => s + Math.hypot(p[0] - xy[i][0], p[1] - xy[i][1]), 0);
};

test('grownPoints: an attack arrow keeps its tail and grows half its spine; a fine arrow grows from its tail; a circle from its centre', () => {
  const arrow = [[116, 39], [116.2, 39], [116.1, 39.3], [116.4, 39.6]];
  const half = grownPoints('attackArrow', arrow, 0.5);
  assert.equal(half.slice(0, 2), arrow.slice(0, 2), 'the tail stays');
  const spine = (pts: number[][]) => [[(pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2], ...pts.slice(2)];
  assert.ok(Math.abs(planeLength(spine(half)) / planeLength(spine(arrow)) - 0.5) < 1e-9, 'half the spine');
  const fine = grownPoints('fineArrow', [[0, 0], [2, 0]], 0.5);
  assert.ok(Math.abs(fine[1][0] - 1) < 1e-9 && Math.abs(fine[1][1]) < 1e-9, `tip halfway: ${fine[1]}`);
  const circle = grownPoints('circle', [[0, 0], [2, 0]], 0.5);
  assert.ok(Math.abs(planeLength(circle) / planeLength([[0, 0], [2, 0]]) - 0.5) < 1e-9, 'radius halved');
  assert.equal(pathPrefix([[0, 0], [10, 0], [10, 10]], 0.75), [[0, 0], [10, 0], [10, 5]]);
});

const plots: PlotFeature[] = [
  { ...plotFeature('attackArrow', [[116, 39], [116.2, 39], [116.1, 39.3], [116.4, 39.6]], { style: { fill: '#ff0000' } }, 'a'), id: 'a' } as PlotFeature,
  { ...plotFeature('circle', [[117, 39], [117.1, 39]], {}, 'c'), id: 'c' } as PlotFeature,
];

test('frameAt: grow hides a plot before it starts and shows the graphic of the grown points halfway', () => {
  const animations: PlotAnimationSpec[] = [{ featureIds: ['a'], animationType: 'grow', duration: 1000, delay: 1000 }];
  assert.equal(frameAt(plots, animations, 500).map((p) => p.id), ['c'], 'not started: hidden');
  const mid = frameAt(plots, animations, 1500).find((p) => p.id === 'a')!;
  assert.equal(mid.geometry, plotGeometry('attackArrow', grownPoints('attackArrow', plots[0].properties.controlPoints, 0.5)));
  assert.equal(mid.properties.controlPoints, grownPoints('attackArrow', plots[0].properties.controlPoints, 0.5), 'the frame\'s control points are the grown ones');
  assert.equal(frameAt(plots, animations, 2000).find((p) => p.id === 'a')!.geometry, plots[0].geometry, 'grown: the plot itself');
});

test('frameAt: visible, blink, fade, scale, path and attribute', () => {
  const at = (a: PlotAnimationSpec, t: number) => frameAt(plots, [a], t).find((p) => p.id === 'c');
  assert.is(at({ featureIds: ['c'], animationType: 'visible', duration: 0, timelineOffset: 1000 }, 999), undefined);
  assert.ok(at({ featureIds: ['c'], animationType: 'visible', duration: 0, timelineOffset: 1000 }, 1000));
  const blink: PlotAnimationSpec = { featureIds: ['c'], animationType: 'blink', duration: 1000, times: 2 };
  assert.ok(at(blink, 100), 'on in the first quarter');
  assert.is(at(blink, 300), undefined, 'off in the second quarter');
  assert.ok(at(blink, 1000), 'on once done');
  const fade = at({ featureIds: ['c'], animationType: 'fade', duration: 1000 }, 250)!;
  assert.ok(Math.abs((fade.properties.style as any).fillOpacity - 0.45 * 0.25) < 1e-9);
  const scaled = at({ featureIds: ['c'], animationType: 'scale', duration: 1000, from: 1, to: 3 }, 500)!;
  assert.ok(Math.abs(planeLength(scaled.geometry.type === 'Polygon' ? [scaled.geometry.coordinates[0][0], scaled.geometry.coordinates[0][32]] : []) / planeLength([plots[1].geometry.type === 'Polygon' ? plots[1].geometry.coordinates[0][0] : [], plots[1].geometry.type === 'Polygon' ? plots[1].geometry.coordinates[0][32] : []]) - 2) < 1e-6, 'twice the size halfway from 1 to 3');
  const moved = at({ featureIds: ['c'], animationType: 'path', duration: 1000, animationCoords: [[117, 39], [118, 39]] }, 500)!;
  const center = (f: PlotFeature) => (f.geometry.type === 'Polygon' ? f.geometry.coordinates[0].slice(0, -1).reduce((s, p) => s + p[0], 0) / (f.geometry.coordinates[0].length - 1) : NaN);
  assert.ok(Math.abs(center(moved) - center(plots[1]) - 0.5) < 1e-6, 'moved half the path');
  const tinted = at({ featureIds: ['c'], animationType: 'attribute', attribute: 'fill', from: '#000000', to: '#ffffff', duration: 1000 }, 500)!;
  assert.is((tinted.properties.style as any).fill, '#808080');
  assert.is(between(0, 10, 0.3), 3);
});

test.run();
