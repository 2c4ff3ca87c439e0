// A geometry's parts by dimension, whatever its type: its points, its lines (a polygon's rings count as lines), its
// polygons. The measures and tests of the kit walk these instead of each switching over the seven types.
import type * as GeoJSON from 'geojson';

const collected = <T>(g: GeoJSON.GeometryCollection, of: (part: GeoJSON.Geometry) => T[]): T[] => (g.geometries ?? []).flatMap(of);

/** The positions of a Point or MultiPoint (of a collection's such parts); none for lines and polygons. */
export function pointsOf(g: GeoJSON.Geometry | null | undefined): GeoJSON.Position[] {
  if (!g) return [];
  if (g.type === 'GeometryCollection') return collected(g, pointsOf);
  return g.type === 'Point' ? [g.coordinates] : g.type === 'MultiPoint' ? g.coordinates : [];
}

/** The lines of a geometry: a LineString's one, a MultiLineString's, and every ring of its polygons. */
export function linesOf(g: GeoJSON.Geometry | null | undefined): GeoJSON.Position[][] {
  if (!g) return [];
  switch (g.type) {
    case 'LineString':
      return [g.coordinates];
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates;
    case 'MultiPolygon':
      return g.coordinates.flat();
    case 'GeometryCollection':
      return collected(g, linesOf);
    default:
      return [];
  }
}

/** The polygons (each its rings, outer first) of a Polygon or MultiPolygon. */
export function polygonsOf(g: GeoJSON.Geometry | null | undefined): GeoJSON.Position[][][] {
  if (!g) return [];
  if (g.type === 'GeometryCollection') return collected(g, polygonsOf);
  return g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
}
