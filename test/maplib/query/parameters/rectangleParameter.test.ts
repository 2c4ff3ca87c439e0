// RectangleParameter: the box inputs it reads, MapGIS's `rectangle` option, antimeridian boxes, its checks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RectangleParameter, GeometryParameter } from '../../../../maplib/src/core/query/index.ts';
import { mapLibErrorMessage as message } from '../../unitHelpers.ts';


test('RectangleParameter: [w, s, e, n], { xmin, … }, a geometry\'s box, or MapGIS\'s `rectangle` option', () => {
  assert.equal(new RectangleParameter({ geometry: [70, 15, 140, 55] }).box, [70, 15, 140, 55]);
  assert.equal(new RectangleParameter({ rectangle: [70, 15, 140, 55] }).box, [70, 15, 140, 55]);
  assert.equal(new RectangleParameter({ rectangle: { xmin: 70, ymin: 15, xmax: 140, ymax: 55 } }).geometry, { xmin: 70, ymin: 15, xmax: 140, ymax: 55 });
  const tri = { type: 'Polygon' as const, coordinates: [[[100, 20], [120, 25], [110, 45], [100, 20]]] };
  assert.equal(new RectangleParameter({ geometry: tri }).box, [100, 20, 120, 45]);
  assert.equal(new RectangleParameter({ geometry: [0, 0, 1, 1] }).fromGeoJSON({ type: 'Feature', properties: {}, geometry: tri }).box, [100, 20, 120, 45]);
  assert.equal(new RectangleParameter({ geometry: [170, -10, -170, 10] }).box, [170, -10, -170, 10], 'across the antimeridian: west > east');
  assert.equal(new RectangleParameter({ geometry: [0, 0, 1, 1] }).toRequest().spatial!.shape, { type: 'box', box: [0, 0, 1, 1] });
  assert.is(message(() => new RectangleParameter({ geometry: [0, 0, 1, 1], rectangle: [0, 0, 1, 1] })), 'RectangleParameter: give geometry or rectangle, not both');
  assert.is(message(() => new RectangleParameter({ geometry: [0, 0, 1] as never })), 'RectangleParameter: geometry must be [west, south, east, north] in degrees or { xmin, ymin, xmax, ymax }, got [0,0,1]');
  assert.is(message(() => new RectangleParameter({ geometry: [0, -100, 1, 1] })), 'RectangleParameter: geometry must have latitudes within ±90°, got [0,-100,1,1]');
  assert.match(message(() => new RectangleParameter().toOgcQuery()), /^RectangleParameter: geometry is required: \[west, south, east, north\] such as \[70, 15, 140, 55\]/);
  assert.ok(new RectangleParameter({ geometry: [0, 0, 1, 1] }) instanceof GeometryParameter, 'a RectangleParameter is a GeometryParameter');
});

test.run();
