// Vertices of a shape being edited, as pure functions: which positions are vertices a person can pick (a polygon's
// closing position is its first vertex again), which handle a press hits, how a click changes the picked vertices
// (Shift adds), and deleting picked vertices — refused, with the reason, when the shape would no longer be a line (two
// vertices) or a ring (three). terra-draw deletes one vertex on a right-click; the keyboard's Delete of several picked
// vertices is MapLib's, done here and applied by the engine.
import type * as GeoJSON from 'geojson';

/** The geometries a drawing session holds. */
export type EditableGeometry = GeoJSON.Point | GeoJSON.LineString | GeoJSON.Polygon;

/** Fewest vertices each geometry keeps. */
export const MIN_LINE_VERTICES = 2;
export const MIN_RING_VERTICES = 3;

/**
 * The vertices a person can pick, in order: a line's positions, a polygon's outer ring without its closing position
 * (terra-draw edits only outer rings: its polygons have no holes), none for a point (it moves as a whole).
 */
export function editableVertices(geometry: EditableGeometry): GeoJSON.Position[] {
  if (geometry.type === 'LineString') return geometry.coordinates;
  if (geometry.type === 'Polygon') {
    const ring = geometry.coordinates[0] ?? [];
    return closes(ring) ? ring.slice(0, -1) : ring;
  }
  return [];
}

function closes(ring: GeoJSON.Position[]): boolean {
  const [a, b] = [ring[0], ring[ring.length - 1]];
  return ring.length > 1 && a[0] === b[0] && a[1] === b[1];
}

export type VertexDeletion = { geometry: EditableGeometry } | { refused: string };

/**
 * The geometry without the vertices at `indices` (of `editableVertices`), or why not: nothing picked, a point, an index
 * that is no vertex, or fewer vertices left than a line (2) or a ring (3) needs. A polygon stays closed: deleting its
 * first vertex makes the next one first and last.
 */
export function deleteVertices(geometry: EditableGeometry, indices: readonly number[]): VertexDeletion {
  if (geometry.type === 'Point') return { refused: 'a point has no vertices to delete; delete the point instead' };
  const vertices = editableVertices(geometry);
  const gone = new Set(indices);
  if (gone.size === 0) return { refused: 'no vertex is selected: click a vertex first (Shift+click adds more)' };
  for (const i of gone) if (!Number.isInteger(i) || i < 0 || i >= vertices.length) return { refused: `there is no vertex ${i} (the shape has ${vertices.length})` };
  const kept = vertices.filter((_, i) => !gone.has(i)).map((p) => [...p]);
  if (geometry.type === 'LineString') {
    if (kept.length < MIN_LINE_VERTICES) return { refused: `a line needs at least ${MIN_LINE_VERTICES} vertices: deleting ${gone.size} of ${vertices.length} would leave ${kept.length}` };
    return { geometry: { type: 'LineString', coordinates: kept } };
  }
  if (kept.length < MIN_RING_VERTICES) return { refused: `a polygon needs at least ${MIN_RING_VERTICES} vertices: deleting ${gone.size} of ${vertices.length} would leave ${kept.length}` };
  return { geometry: { type: 'Polygon', coordinates: [[...kept, [...kept[0]]]] } };
}

/** A handle on screen: its index (of a vertex) and its pixel. */
export interface ScreenHandle {
  index: number;
  x: number;
  y: number;
}

/** The handle nearest to `at` within `distance` pixels (ties: the first), or undefined. */
export function nearestHandle(handles: readonly ScreenHandle[], at: { x: number; y: number }, distance: number): ScreenHandle | undefined {
  let best: ScreenHandle | undefined;
  let bestDistance = Infinity;
  for (const h of handles) {
    const d = Math.hypot(h.x - at.x, h.y - at.y);
    if (d <= distance && d < bestDistance) [best, bestDistance] = [h, d];
  }
  return best;
}

/**
 * The picked vertices after a click on vertex `index`: alone, it becomes the only one picked; with Shift (`additive`)
 * it is added, or taken out when it was picked already. Sorted.
 */
export function pickVertex(picked: readonly number[], index: number, additive: boolean): number[] {
  if (!additive) return [index];
  const next = picked.includes(index) ? picked.filter((i) => i !== index) : [...picked, index];
  return next.sort((a, b) => a - b);
}
