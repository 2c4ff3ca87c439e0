// GeometryParameter: the geometry inputs it reads (GeoJSON, Feature, toGeoJSON(), a box), its defaults and checks, fromGeoJSON.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GeometryParameter } from '../../../../maplib/src/core/query/index.ts';
import { mapLibErrorMessage as message } from '../../unitHelpers.ts';


test('GeometryParameter: a GeoJSON geometry or Feature, toGeoJSON(), or a box; the defaults Intersect, not rectangles only', () => {
  const point = { type: 'Point' as const, coordinates: [116.4, 39.9] };
  const p = new GeometryParameter({ geometry: point });
  assert.equal([p.spatialRelationType, p.compareRectOnly, p.enableDisplayCondition, p.where], ['Intersect', false, false, undefined]);
  assert.equal(p.toRequest().spatial, { shape: { type: 'geometry', geometry: point }, mustInside: false, compareRectOnly: false, enableDisplayCondition: false });
  assert.equal(new GeometryParameter({ geometry: { type: 'Feature', properties: {}, geometry: point } }).toRequest().spatial!.shape, { type: 'geometry', geometry: point });
  assert.equal(new GeometryParameter({ geometry: { toGeoJSON: () => ({ type: 'Feature', properties: {}, geometry: point }) } }).toRequest().spatial!.shape, { type: 'geometry', geometry: point });
  assert.equal(new GeometryParameter({ geometry: [1, 2, 3, 4] }).toRequest().spatial!.shape, { type: 'box', box: [1, 2, 3, 4] });
  assert.equal(new GeometryParameter({ geometry: { xmin: 1, ymin: 2, xmax: 3, ymax: 4 } }).toRequest().spatial!.shape, { type: 'box', box: [1, 2, 3, 4] });
  assert.is(new GeometryParameter({ geometry: point, spatialRelationType: 'Intersects' as never }).spatialRelationType, 'Intersect', "MapGIS's RectangleParameter spelling");
  assert.is(new GeometryParameter({ geometry: point, where: '' }).toRequest().where, undefined, 'a blank where is no where');
});

test('GeometryParameter: what is not a geometry is an error naming the prop', () => {
  assert.match(message(() => new GeometryParameter({ layers: 0 }).toIgsQuery()), /^GeometryParameter: geometry is required: a GeoJSON geometry such as .* \(or fromGeoJSON\(feature\)\)$/);
  assert.match(message(() => new GeometryParameter({ geometry: { type: 'Point', coordinates: [1, NaN] } })), /^GeometryParameter: geometry must be a GeoJSON geometry \(Point, LineString, Polygon or their Multi forms\), a GeoJSON Feature or an object with toGeoJSON\(\), got/);
  assert.match(message(() => new GeometryParameter({ geometry: { type: 'GeometryCollection', geometries: [] } })), /a GeometryCollection has no form in the query protocols/);
  assert.match(message(() => new GeometryParameter({ geometry: { toGeoJSON: () => { throw new Error('ring 0 is open'); } } })), /geometry could not be written as GeoJSON: ring 0 is open/);
  assert.is(message(() => new GeometryParameter({ geometry: [0, 10, 1, 5] })), 'GeometryParameter: geometry must have its south edge below its north edge, got [0,10,1,5]');
  assert.is(message(() => new GeometryParameter({ geometry: [0, 0, 1, 1], spatialRelationType: 'Within' as never })), "GeometryParameter: spatialRelationType must be 'Intersect' or 'MustInside', got \"Within\"");
  assert.is(message(() => new GeometryParameter({ geometry: [0, 0, 1, 1], compareRectOnly: 'yes' as never })), 'GeometryParameter: compareRectOnly must be true or false, got "yes"');
});

test('fromGeoJSON: takes a Feature\'s geometry, returns the parameter; a bad one throws and leaves the old geometry', () => {
  // As MapGIS's examples use it: the parameter first, the drawn feature after.
  const drawn = { type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [1, 2] } };
  assert.is(new GeometryParameter({ layers: 0 }).fromGeoJSON(drawn).toIgsQuery().geometry, '1,2;0.001');
  const p = new GeometryParameter({ geometry: [0, 0, 1, 1] });
  const line = { type: 'LineString' as const, coordinates: [[1, 2], [3, 4]] };
  assert.is(p.fromGeoJSON({ type: 'Feature', properties: {}, geometry: line }), p);
  assert.equal(p.toRequest().spatial!.shape, { type: 'geometry', geometry: line });
  assert.throws(() => p.fromGeoJSON({ type: 'Feature', properties: {}, geometry: null } as never), /GeometryParameter: geometry must be a GeoJSON geometry/);
  assert.equal(p.toRequest().spatial!.shape, { type: 'geometry', geometry: line });
});

test.run();
