// The overview map's arithmetic, pure: its zoom (the main map's plus an offset, held in range), the main view's extent
// as a polygon (its four screen corners, so a rotated or pitched view is a quadrilateral), and whether a pointer on
// the overview grabs that box.
import type * as GeoJSON from 'geojson';
import { clampMercatorLat } from '../../geo/webMercator.ts';
import { longitudeNear } from '../../geo/angles.ts';
import { pointInRing } from '../../geo/pointInPolygon.ts';

/** How many zoom levels the overview sits below the main map unless told otherwise. */
export const DEFAULT_ZOOM_OFFSET = -4;

/** The overview's zoom: the main map's plus `zoomOffset`, held within the overview's own `[minZoom, maxZoom]`. */
export function overviewZoom(mainZoom: number, zoomOffset: number, minZoom = 0, maxZoom = 22): number {
  return Math.min(maxZoom, Math.max(minZoom, mainZoom + zoomOffset));
}

/**
 * The main view's extent: the polygon through its four screen corners' `[lng, lat]` (top-left, top-right,
 * bottom-right, bottom-left), closed. Longitudes are moved to the copy nearest `referenceLng` (the overview's centre),
 * so a view across the antimeridian stays one box instead of a band around the world; latitudes are held inside Web
 * Mercator's world (a pitched view's far corners can lie beyond it).
 */
export function extentPolygon(corners: readonly (readonly [number, number])[], referenceLng: number): GeoJSON.Polygon {
  if (corners.length !== 4) throw new Error(`extentPolygon needs the view's four corners, got ${corners.length}`);
  const ring = corners.map(([lng, lat]) => [longitudeNear(lng, referenceLng), clampMercatorLat(lat)]);
  return { type: 'Polygon', coordinates: [[...ring, [...ring[0]]]] };
}

/**
 * Whether a pointer at `point` (overview pixels) grabs the box whose ring is `ringPx` (overview pixels, closed): inside
 * it, or within `reach` pixels of its centre — a box a few pixels small stays easy to take.
 */
export function grabsBox(point: readonly [number, number], ringPx: [number, number][], reach = 8): boolean {
  if (ringPx.length < 4) return false;
  const [x, y] = point;
  if (pointInRing(x, y, ringPx)) return true;
  const corners = ringPx.slice(0, -1);
  const cx = corners.reduce((s, p) => s + p[0], 0) / corners.length;
  const cy = corners.reduce((s, p) => s + p[1], 0) / corners.length;
  return Math.hypot(x - cx, y - cy) <= reach;
}
