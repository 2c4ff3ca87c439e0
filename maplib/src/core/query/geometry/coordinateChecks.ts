// The checks of the geometry classes' coordinates, as sentences (without the class name, which MapLibError adds):
// positions are [x, y] or [x, y, z] numbers, a line has two of them, a ring four and ends where it starts, a hole lies
// in its polygon. Nothing here knows lon/lat from metres: coordinates are as the service's layer has them.
import type * as GeoJSON from 'geojson';
import { pointInRing } from '../../geo/index.ts';
import { show } from '../../base/validateProps.ts';

/** At most this many problems are listed one by one; the rest are counted (a broken 10,000-vertex line is one message). */
const LISTED = 8;

/** How deep arrays nest along first elements: `[x, y]` 1, a line 2, a polygon 3, a multipolygon 4; `[]` is 1, not an array 0. */
export function depthOf(c: unknown): number {
  let depth = 0;
  for (let v = c; Array.isArray(v); v = v[0]) depth++;
  return depth;
}

export const isPosition = (p: unknown): p is GeoJSON.Position =>
  Array.isArray(p) && (p.length === 2 || p.length === 3) && p.every((n) => typeof n === 'number' && Number.isFinite(n));

/** A position as written in the messages, `[10, NaN]` (JSON would say null), `[10, "x"]`; anything else as `show` has it. */
function showPosition(p: unknown): string {
  const plain = Array.isArray(p) && p.length <= 4 && p.every((v) => v === null || ['number', 'string', 'boolean', 'undefined'].includes(typeof v));
  return plain ? `[${(p as unknown[]).map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(', ')}]` : show(p);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Problems of a list of positions, each named `${name} ${i}` (or `name` alone when there is one). */
function positionProblems(list: unknown[], name: (i: number) => string): string[] {
  const problems: string[] = [];
  list.forEach((p, i) => {
    if (!isPosition(p)) problems.push(`${name(i)} must be [x, y] numbers, got ${showPosition(p)}`);
  });
  return problems;
}

export function pointProblems(coordinates: unknown, multi: boolean): string[] {
  if (!multi) return (coordinates as unknown[]).length === 0 ? [] : positionProblems([coordinates], () => 'coordinates');
  return positionProblems(coordinates as unknown[], (i) => `point ${i}`);
}

export function lineProblems(lines: unknown[]): string[] {
  return lines.flatMap((line, i) => {
    if (!Array.isArray(line)) return [`line ${i} must be a list of [x, y] positions, got ${show(line)}`];
    const problems = positionProblems(line, (j) => `line ${i} point ${j}`);
    if (line.length < 2) problems.unshift(`line ${i} has ${plural(line.length, 'point')}, a line needs at least 2`);
    return problems;
  });
}

const same = (a: GeoJSON.Position, b: GeoJSON.Position) => a.length === b.length && a.every((v, k) => v === b[k]);

/** Problems of polygons given as their rings (outer first); `multi` names each polygon's index in the sentences. */
export function polygonProblems(polygons: unknown[], multi: boolean): string[] {
  return polygons.flatMap((rings, k) => {
    const at = multi ? `polygon ${k}, ` : '';
    if (!Array.isArray(rings)) return [`polygon ${k} must be a list of rings, got ${show(rings)}`];
    if (multi && rings.length === 0) return [`polygon ${k} has no rings`];
    const problems = rings.flatMap((ring, i) => {
      if (!Array.isArray(ring)) return [`${at}ring ${i} must be a list of [x, y] positions, got ${show(ring)}`];
      const bad = positionProblems(ring, (j) => `${at}ring ${i} point ${j}`);
      if (bad.length) return bad;
      if (ring.length < 4) return [`${at}ring ${i} has ${plural(ring.length, 'point')}, a ring needs at least 4 (closed)`];
      const [first, last] = [ring[0], ring[ring.length - 1]];
      if (!same(first, last)) return [`${at}ring ${i} is not closed: it starts at ${showPosition(first)} and ends at ${showPosition(last)} (repeat the first point at the end)`];
      return [];
    });
    if (problems.length) return problems;
    // A hole none of whose vertices lies inside the outer ring is outside it (one that crosses the outer ring is not
    // caught here: that needs an edge-intersection test, which services do on their side).
    const outer = rings[0] as GeoJSON.Position[];
    rings.slice(1).forEach((hole: GeoJSON.Position[], h) => {
      if (!hole.some(([x, y]) => pointInRing(x, y, outer))) problems.push(`${at}ring ${h + 1} (a hole) lies outside ring 0`);
    });
    return problems;
  });
}

/** The first LISTED problems, and how many more there are. */
export function listed(problems: string[]): string[] {
  if (problems.length <= LISTED) return problems;
  const more = problems.length - LISTED;
  return [...problems.slice(0, LISTED), `… and ${plural(more, 'more problem')}`];
}
