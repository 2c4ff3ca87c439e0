// Walls for a linked 3D view: every edge of a plot's outline (and every segment of a plot's line) becomes a thin quad
// a few tens of metres wide, which a fill-extrusion layer raises into a wall — the original's `domModAttributes` wall
// of height `dimModHeight`. Pure, on the Web Mercator plane (widths in ground metres at the edge's latitude).
import type * as GeoJSON from 'geojson';
import { lonLatToMercator, mercatorToLonLat } from '../../geo/webMercator.ts';
import { linesOf } from '../../geo/parts.ts';

/** Quads along every line of a geometry (polygon rings included), each `width` ground metres across. */
export function wallQuads(geometry: GeoJSON.Geometry, width: number): GeoJSON.Position[][][] {
  const quads: GeoJSON.Position[][][] = [];
  for (const line of linesOf(geometry)) {
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [lonLatToMercator(line[i - 1][0], line[i - 1][1]), lonLatToMercator(line[i][0], line[i][1])];
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (length === 0) continue;
      // Mercator stretches ground distances by 1 / cos(latitude): a wall `width` metres wide is that much wider here.
      const lat = (line[i - 1][1] + line[i][1]) / 2;
      const half = width / 2 / Math.cos((lat * Math.PI) / 180);
      const [nx, ny] = [(-(b[1] - a[1]) / length) * half, ((b[0] - a[0]) / length) * half];
      const ring = [
        [a[0] + nx, a[1] + ny],
        [a[0] - nx, a[1] - ny],
        [b[0] - nx, b[1] - ny],
        [b[0] + nx, b[1] + ny],
      ].map(([x, y]) => mercatorToLonLat(x, y));
      quads.push([[...ring, ring[0]]]);
    }
  }
  return quads;
}
