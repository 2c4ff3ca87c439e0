// MapLib's geometry kit: one implementation of each formula, pure (no map, no DOM), for the core, the React layer and
// the service emulator alike. Lengths and areas are on a sphere of the IUGG mean radius (earth.ts).
export { toRadians, toDegrees, wrapLongitude, longitudeNear } from './angles.ts';
export { EARTH_RADIUS } from './earth.ts';
export { haversine, lineLength, geometryLength } from './distance.ts';
export { ringArea, polygonArea, geometryArea } from './area.ts';
export { groundMetresPerPixel, metresPerPixelAt, niceNumber, scaleBar, scaleDenominator, METRES_PER_INCH, CSS_DPI, SCALE_SYSTEMS, type ScaleSystem, type ScaleBar } from './mapScale.ts';
export { WEB_MERCATOR_RADIUS, MERCATOR_MAX, MAX_MERCATOR_LAT, METERS_PER_DEGREE, clampMercatorLat, mercatorY, latitudeOfMercatorY, lonLatToMercator, mercatorToLonLat, mercatorMean } from './webMercator.ts';
export { toDms, formatDms, type Dms, type Hemisphere } from './dms.ts';
export { mercatorTileAt, mercatorTileLonLat } from './mercatorTiles.ts';
export { MERCATOR_TILE_MATRIX, GEOGRAPHIC_TILE_MATRIX, matrixTileBBox, type TileMatrix } from './tileMatrix.ts';
export { project, unproject, worldWidth, reprojectBBox, gridOfCrs, type Plane } from './projection.ts';
export { EMPTY_BBOX, eachPosition, geometryBBox, isEmptyBBox, unionBBox, toBoundObject, geometryBounds, geographicBBox, boxesIntersect, boxContains, type BBox, type BoundObject } from './bounds.ts';
export { pointsOf, linesOf, polygonsOf } from './parts.ts';
export { pointInRing, pointInPolygon, geometryContainsPoint } from './pointInPolygon.ts';
export { intersectsPolygon, intersectsBox } from './intersects.ts';
export { signedRingArea, isClockwise, orientRing, orientPolygon, rewindRfc7946 } from './ringOrientation.ts';
export { GeometryFormatError } from './geometryFormatError.ts';
export { isGeoJsonGeometry, type SimpleGeometry } from './isGeometry.ts';
export { geoJsonToEsri, esriToGeoJson, type EsriGeometry, type EsriPoint, type EsriMultipoint, type EsriPolyline, type EsriPolygon, type EsriEnvelope, type PositionTransform } from './esriGeometry.ts';
export { geoJsonToZondy, zondyToGeoJson, type ZondyKind, type ZondyGeometry, type ZondyDot, type ZondyArcs } from './zondyGeometry.ts';
export { planarLineLength, planarRingArea, planarPolygonArea, planarGeometryLength, planarGeometryArea } from './planar.ts';
export { METRES_PER_UNIT, SQUARE_METRES_PER_UNIT, lengthUnitFor, areaUnitFor, lengthIn, areaIn, type LengthSymbol, type AreaSymbol } from './units.ts';
export { parseWkt, toWkt, WktError } from './wkt.ts';
export { bezierPoint, bezierCurve, quadraticBSpline, catmullRom, circleThrough, arcPoints, arcThrough, ringSelfIntersections, type XY } from './curves.ts';
