// Picks one label point per country: the pole of inaccessibility of its largest polygon (grid search, refined).

type Ring = number[][];
type Polygon = Ring[];

export function ringArea(ring: Ring): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(a / 2);
}

/** Planar area in square degrees scaled by cos(latitude), enough to rank countries by size. */
export function polygonArea(polygon: Polygon): number {
  const outer = polygon[0];
  const lat = outer.reduce((s, p) => s + p[1], 0) / outer.length;
  return (ringArea(outer) - polygon.slice(1).reduce((s, r) => s + ringArea(r), 0)) * Math.cos((lat * Math.PI) / 180);
}

function inside(x: number, y: number, polygon: Polygon): boolean {
  let c = false;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
    }
  }
  return c;
}

function segmentDistance(px: number, py: number, a: number[], b: number[]): number {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = b;
    else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = px - x;
  dy = py - y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Signed distance to the polygon edge: positive inside. */
function edgeDistance(x: number, y: number, polygon: Polygon): number {
  let d = Infinity;
  for (const ring of polygon) for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) d = Math.min(d, segmentDistance(x, y, ring[i], ring[j]));
  return inside(x, y, polygon) ? d : -d;
}

export function poleOfInaccessibility(polygon: Polygon, steps = 24, rounds = 4): [number, number] {
  const xs = polygon[0].map((p) => p[0]);
  const ys = polygon[0].map((p) => p[1]);
  let [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best: [number, number] = [(minX + maxX) / 2, (minY + maxY) / 2];
  let bestD = edgeDistance(best[0], best[1], polygon);
  for (let r = 0; r < rounds; r++) {
    const sx = (maxX - minX) / steps;
    const sy = (maxY - minY) / steps;
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const x = minX + i * sx;
        const y = minY + j * sy;
        const d = edgeDistance(x, y, polygon);
        if (d > bestD) [best, bestD] = [[x, y], d];
      }
    }
    // Zoom the search window in around the best cell.
    [minX, maxX, minY, maxY] = [best[0] - 2 * sx, best[0] + 2 * sx, best[1] - 2 * sy, best[1] + 2 * sy];
  }
  return best;
}

/** Label point and size of a (Multi)Polygon: the largest part's pole of inaccessibility, total area. */
export function labelPoint(geometry: { type: string; coordinates: any }): { point: [number, number]; area: number } {
  const polygons: Polygon[] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const areas = polygons.map(polygonArea);
  const largest = polygons[areas.indexOf(Math.max(...areas))];
  return { point: poleOfInaccessibility(largest), area: areas.reduce((a, b) => a + b, 0) };
}
