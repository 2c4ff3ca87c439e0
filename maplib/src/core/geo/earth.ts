// The Earth model of MapLib's lengths and areas: a sphere of the IUGG mean radius, turf's model too (`earthRadius` of
// @turf/helpers). Its distances differ from the WGS84 ellipsoid's geodesics by up to about 0.6 % (a degree of meridian
// at the equator: 111,195 m on the sphere, 110,574 m on the ellipsoid); the 1°×1° cell at 39.5°N is 0.1 % smaller than
// on the ellipsoid. Enough for measuring on a web map; surveying wants an ellipsoidal library.

/**
 * The mean Earth radius R₁ = (2a + b) / 3 of the WGS84 ellipsoid in metres (IUGG; Moritz, "Geodetic Reference System
 * 1980"). Not Web Mercator's 6,378,137 m: that is the equatorial radius, which the projection uses for its plane only.
 */
export const EARTH_RADIUS = 6371008.8;
