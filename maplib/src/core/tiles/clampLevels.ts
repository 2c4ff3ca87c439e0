// Turns minimumLevel/maximumLevel/zoomOffset into the zoom range a tile source may request.

export interface LevelOptions {
  minimumLevel?: number;
  maximumLevel?: number;
  zoomOffset?: number;
}

/** MapLibre's deepest tile level. */
export const MAX_LEVEL = 24;

/**
 * Source minzoom/maxzoom. Levels are tile levels, the levels MapLibre requests (its zoom is defined for 512 px tiles:
 * 512 px tiles are requested at the map zoom, 256 px tiles one level deeper). A negative zoomOffset would ask for URL
 * levels below 0, so the minimum is raised until `level + zoomOffset >= 0`; both ends are kept inside 0..24 and min
 * never exceeds max.
 */
export function clampLevels({ minimumLevel = 0, maximumLevel = 18, zoomOffset = 0 }: LevelOptions): { minzoom: number; maxzoom: number } {
  const maxzoom = Math.max(0, Math.min(MAX_LEVEL, Math.floor(maximumLevel), MAX_LEVEL - zoomOffset));
  const minzoom = Math.min(maxzoom, Math.max(0, Math.ceil(minimumLevel), -zoomOffset));
  return { minzoom, maxzoom };
}

/** The level a tile request at `zoom` is served from: deeper zooms overscale maxzoom, shallower ones show nothing. */
export function clampLevel(zoom: number, range: { minzoom: number; maxzoom: number }): number | null {
  const z = Math.floor(zoom);
  if (z < range.minzoom) return null;
  return Math.min(z, range.maxzoom);
}
