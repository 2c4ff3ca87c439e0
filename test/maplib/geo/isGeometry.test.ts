// The check of GeoJSON geometries from outside (stored edits, query parameters): the six single types, coordinates
// nested as the type says, finite numbers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isGeoJsonGeometry } from '../../../maplib/src/core/geo/isGeometry.ts';

test('isGeoJsonGeometry: the six single types, coordinates nested as the type says, finite numbers', () => {
  const yes = [
    { type: 'Point', coordinates: [1, 2] },
    { type: 'MultiPoint', coordinates: [[1, 2]] },
    { type: 'LineString', coordinates: [[1, 2], [3, 4]] },
    { type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]]] },
    { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] },
    { type: 'MultiPolygon', coordinates: [[[[0, 0], [1, 0], [1, 1], [0, 0]]]] },
  ];
  for (const g of yes) assert.ok(isGeoJsonGeometry(g), g.type);
  const no = [
    undefined,
    null,
    'Point',
    { type: 'Point', coordinates: [1] },
    { type: 'Point', coordinates: [1, Infinity] },
    { type: 'Point' },
    { type: 'LineString', coordinates: [1, 2] },
    { type: 'Polygon', coordinates: [[1, 2]] },
    { type: 'GeometryCollection', geometries: [] },
    { type: 'toString', coordinates: [1, 2] },
  ];
  for (const g of no) assert.not.ok(isGeoJsonGeometry(g), JSON.stringify(g));
});

test.run();
