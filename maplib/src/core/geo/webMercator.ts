// Web Mercator (EPSG:3857): lon/lat ↔ metres on its sphere of the WGS84 equatorial radius, the latitude where its
// square world ends, and the constants tile grids and scale denominators are made of.

/** The radius of Web Mercator's sphere: WGS84's semi-major axis a, in metres (a projection constant, not a measure). */
export const WEB_MERCATOR_RADIUS = 6378137;
/** Half the Web Mercator world's width (and height) in metres: π·a = 20,037,508.34 m. */
export const MERCATOR_MAX = Math.PI * WEB_MERCATOR_RADIUS;
/** The latitude where Web Mercator's square world ends, atan(sinh(π)) (Elasticsearch clamps its geotiles there too). */
export const MAX_MERCATOR_LAT = 85.0511287798066;
/** Metres per degree on the Web Mercator sphere's equator: OGC's and ArcGIS's factor between degrees and metres. */
export const METERS_PER_DEGREE = (2 * Math.PI * WEB_MERCATOR_RADIUS) / 360;

/** A latitude clamped into Web Mercator's world (±85.0511°). */
export function clampMercatorLat(lat: number): number {
  return Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
}

/** Mercator y of a latitude on the unit sphere (radians of the projected plane), the latitude clamped first. */
export function mercatorY(lat: number): number {
  return Math.log(Math.tan(Math.PI / 4 + (clampMercatorLat(lat) * Math.PI) / 360));
}

/** The latitude of a unit-sphere Mercator y: the inverse of mercatorY. */
export function latitudeOfMercatorY(y: number): number {
  return (2 * Math.atan(Math.exp(y)) - Math.PI / 2) * (180 / Math.PI);
}

/** lon/lat in degrees → Web Mercator metres `[x, y]` (latitudes beyond ±85.0511° clamped to the world's edge). */
export function lonLatToMercator(lon: number, lat: number): [number, number] {
  return [(lon * Math.PI * WEB_MERCATOR_RADIUS) / 180, mercatorY(lat) * WEB_MERCATOR_RADIUS];
}

/** Web Mercator metres → lon/lat in degrees. */
export function mercatorToLonLat(x: number, y: number): [number, number] {
  return [(x / WEB_MERCATOR_RADIUS) * (180 / Math.PI), latitudeOfMercatorY(y / WEB_MERCATOR_RADIUS)];
}

/**
 * The mean of positions in Web Mercator, as lon/lat: the centre of a regular polygon drawn on the map's plane (a
 * circle terra-draw drew, whose vertices are evenly spaced on a Mercator circle). The closing position of a ring
 * counts twice: pass the ring without it.
 */
export function mercatorMean(positions: readonly (readonly number[])[]): [number, number] {
  let x = 0;
  let y = 0;
  for (const [lon, lat] of positions) {
    const [px, py] = lonLatToMercator(lon, lat);
    x += px;
    y += py;
  }
  return mercatorToLonLat(x / positions.length, y / positions.length);
}
