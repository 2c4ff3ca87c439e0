// Lengths and areas on the Web Mercator plane (EPSG:3857 metres): what a ruler on the flat map reads. They grow with
// latitude by the projection's scale factor sec φ (lengths) and sec² φ (areas); the sphere's figures are distance.ts's
// and area.ts's. Measure shows both, so that the difference is visible.
import type * as GeoJSON from 'geojson';
import { lonLatToMercator } from './webMercator.ts';
import { linesOf, polygonsOf } from './parts.ts';

const projected = (line: GeoJSON.Position[]) => line.map(([lon, lat]) => lonLatToMercator(lon, lat));

/** Length in Web Mercator metres of a line of `[lon, lat]` positions: straight segments on the projected plane. */
export function planarLineLength(line: GeoJSON.Position[]): number {
  const xy = projected(line);
  let total = 0;
  for (let i = 1; i < xy.length; i++) total += Math.hypot(xy[i][0] - xy[i - 1][0], xy[i][1] - xy[i - 1][1]);
  return total;
}

/** Signed area in square Web Mercator metres of a ring (closed or not), positive counter-clockwise: the shoelace formula. */
export function planarRingArea(ring: GeoJSON.Position[]): number {
  const xy = projected(ring);
  let twice = 0;
  for (let i = 0, j = xy.length - 1; i < xy.length; j = i++) twice += xy[j][0] * xy[i][1] - xy[i][0] * xy[j][1];
  return twice / 2;
}

/** Planar area of a polygon's rings: the outer ring's less its holes', whichever way each ring runs. */
export function planarPolygonArea(rings: GeoJSON.Position[][]): number {
  if (!rings.length) return 0;
  return rings.slice(1).reduce((area, hole) => area - Math.abs(planarRingArea(hole)), Math.abs(planarRingArea(rings[0])));
}

/** Planar length of a geometry: its lines summed, a polygon's rings as perimeters (as geometryLength counts them). */
export function planarGeometryLength(g: GeoJSON.Geometry | null | undefined): number {
  return linesOf(g).reduce((sum, line) => sum + planarLineLength(line), 0);
}

/** Planar area of a geometry: polygons and multipolygons summed (holes out); other types have none. */
export function planarGeometryArea(g: GeoJSON.Geometry | null | undefined): number {
  return polygonsOf(g).reduce((sum, rings) => sum + planarPolygonArea(rings), 0);
}
