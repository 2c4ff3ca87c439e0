// The size of a circle terra-draw drew: its centre (the mean of its vertices on the Web Mercator plane, where terra-draw
// draws it round), its radius (the mean great-circle distance from the centre to its vertices) and its area, all through
// the geometry kit. Draw's `showSize` shows it, its `onUpdateRadius` reports it, and the session keeps a resized
// circle's `radiusKilometers` true with it.
import type * as GeoJSON from 'geojson';
import { haversine } from '../../geo/distance.ts';
import { polygonArea } from '../../geo/area.ts';
import { mercatorMean } from '../../geo/webMercator.ts';

export interface CircleSize {
  center: [number, number];
  /** Kilometres. */
  radiusKm: number;
  /** Square kilometres. */
  areaKm2: number;
}

export function circleSize(polygon: GeoJSON.Position[][]): CircleSize {
  const ring = polygon[0];
  const vertices = ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  const center = mercatorMean(vertices);
  const radius = vertices.reduce((sum, v) => sum + haversine(center, v), 0) / vertices.length;
  return { center, radiusKm: radius / 1000, areaKm2: Math.abs(polygonArea(polygon)) / 1e6 };
}
