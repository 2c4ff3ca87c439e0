// How much of the plane one emulated image may show. An image draws every layer once per world copy its extent
// overlaps (the graticule's lines included), so an unbounded extent is unbounded work: CRS:84 ±1e308 asked for ~1e306
// copies. Handlers refuse an extent past the bound with their protocol's error; drawMap refuses it too, as a backstop.
import type { CrsKind } from '../geo/crs.ts';
import { worldWidth, type BBox } from '../../core/geo/index.ts';

/**
 * How far from the origin an extent may reach, in world widths (360° in lon/lat, 40,075 km in Web Mercator), on both
 * axes. MapLibre asks for one tile at a time, at most one world; MapLib's own layers never come near this.
 */
export const MAX_EXTENT_WORLDS = 32;

/** The most world copies one image draws: an extent within the bound spans 2 × 32 worlds, plus one copy each side. */
export const MAX_WORLD_COPIES = 2 * MAX_EXTENT_WORLDS + 3;

/** Why `bbox` (`[minx, miny, maxx, maxy]`, x east, in the CRS's units) cannot be drawn, for the protocol's error; undefined when it can. */
export function extentProblem(bbox: BBox, kind: CrsKind): string | undefined {
  const reach = MAX_EXTENT_WORLDS * worldWidth(kind);
  if (bbox.every((n) => Number.isFinite(n) && Math.abs(n) <= reach)) return undefined;
  const unit = kind === 'geographic' ? '°' : ' m';
  return `the extent reaches too far: every coordinate must lie within ±${Math.round(reach)}${unit} (${MAX_EXTENT_WORLDS} world widths) of the origin`;
}

/**
 * x offsets (multiples of `period`) of the world copies whose [-period/2, period/2] overlaps [minx, maxx] (data
 * rings may run past ±180 after unwrapping: one more copy each side). Throws past MAX_WORLD_COPIES.
 */
export function worldOffsets(minx: number, maxx: number, period: number): number[] {
  const first = Math.floor((minx + period / 2) / period) - 1;
  const last = Math.ceil((maxx - period / 2) / period) + 1;
  const count = last - first + 1;
  if (!(count <= MAX_WORLD_COPIES)) throw new RangeError(`MapLib emulator: the extent ${minx}…${maxx} spans ${count} world copies, more than ${MAX_WORLD_COPIES}`);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(k * period);
  return out;
}
