// Geometries the round trips run on, in RFC 7946's ring order (outer counter-clockwise, holes clockwise): a polygon
// with two holes, a multipolygon whose second part has a hole, multi-part lines and points, and three that meet the
// antimeridian: Fiji cut at 180° (Natural Earth's way), a ring continued past 180° (RFC 7946's other way), and a
// flight from Tokyo to Los Angeles written with longitudes beyond 180°.
import type * as GeoJSON from 'geojson';

/** Beijing's Second Ring area with the Forbidden City and Beihai as holes. */
export const HOLED: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [[116.35, 39.86], [116.44, 39.86], [116.44, 39.95], [116.35, 39.95], [116.35, 39.86]],
    [[116.39, 39.91], [116.39, 39.925], [116.4, 39.925], [116.4, 39.91], [116.39, 39.91]],
    [[116.38, 39.92], [116.38, 39.93], [116.385, 39.93], [116.385, 39.92], [116.38, 39.92]],
  ],
};

/** Two islands, the second with a lagoon. */
export const MULTI_POLYGON: GeoJSON.MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [[[120, 20], [122, 20], [122, 22], [120, 20]]],
    [
      [[110, 18], [111.5, 18], [111.5, 19.5], [110, 19.5], [110, 18]],
      [[110.5, 18.5], [110.5, 19], [111, 19], [111, 18.5], [110.5, 18.5]],
    ],
  ],
};

export const MULTI_LINE: GeoJSON.MultiLineString = {
  type: 'MultiLineString',
  coordinates: [
    [[116.4, 39.9], [117.2, 39.13], [118.8, 32.06]],
    [[121.47, 31.23], [120.15, 30.28]],
  ],
};

export const MULTI_POINT: GeoJSON.MultiPoint = { type: 'MultiPoint', coordinates: [[116.4, 39.9], [121.47, 31.23], [113.26, 23.13]] };

export const POINT_Z: GeoJSON.Point = { type: 'Point', coordinates: [86.925, 27.988, 8848.86] };

/** Fiji as Natural Earth cuts it at the antimeridian: a part east of 180° and a part west of it. */
export const FIJI_CUT: GeoJSON.MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [
    [[[178.5, -17], [180, -17], [180, -16], [178.5, -16], [178.5, -17]]],
    [[[-180, -17], [-179.5, -17], [-179.5, -16], [-180, -16], [-180, -17]]],
  ],
};

/** The same island continued past 180° instead of cut, with a hole beyond 180° too. */
export const FIJI_WRAPPED: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [[178.5, -17], [180.5, -17], [180.5, -16], [178.5, -16], [178.5, -17]],
    [[180.1, -16.8], [180.1, -16.2], [180.3, -16.2], [180.3, -16.8], [180.1, -16.8]],
  ],
};

/** Tokyo → Los Angeles the short way, over the Pacific: longitudes continue to 241.6°. */
export const PACIFIC_FLIGHT: GeoJSON.LineString = { type: 'LineString', coordinates: [[139.78, 35.55], [180, 45], [218.4, 42], [241.6, 33.94]] };

export const ROUND_TRIPS: [string, GeoJSON.Geometry][] = [
  ['polygon with holes', HOLED],
  ['multipolygon with a hole', MULTI_POLYGON],
  ['multi-part line', MULTI_LINE],
  ['multipoint', MULTI_POINT],
  ['point with z', POINT_Z],
  ['Fiji cut at the antimeridian', FIJI_CUT],
  ['Fiji continued past 180°', FIJI_WRAPPED],
  ['a flight over the antimeridian', PACIFIC_FLIGHT],
];

/** Features of one kind (ArcGIS sets have one geometryType) with a value of each field type, and numeric ids. */
export const POLYGONS: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [HOLED, MULTI_POLYGON, FIJI_CUT, FIJI_WRAPPED].map((geometry, i) => ({
    type: 'Feature',
    id: i + 1,
    geometry,
    properties: { name: ROUND_TRIPS.find(([, g]) => g === geometry)![0], rank: i * 10, area: i + 0.5, note: i % 2 ? null : '备注' },
  })),
};

/** Lines, points and polygons in one list: an IGServer set carries each feature's kind (ftype), an Esri set cannot. */
export const MIXED: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [MULTI_LINE, PACIFIC_FLIGHT, MULTI_POINT, HOLED].map((geometry, i) => ({ type: 'Feature', id: 100 + i, geometry, properties: { kind: geometry.type } })),
};
