// The swipe's arithmetic, pure: where a key or a pointer puts the handle, and the clip that shows the top map up to it.

/**
 * Which way the dividing line runs, the original's (and maplibre-gl-compare's) words: `'vertical'` is a vertical line
 * moved left and right (the before map on the left), `'horizontal'` a horizontal line moved up and down (the before
 * map above).
 */
export type CompareOrientation = 'vertical' | 'horizontal';

export const ORIENTATIONS: readonly CompareOrientation[] = ['vertical', 'horizontal'];

/** One arrow key moves the handle this share of the map; with Shift, the bigger share. */
export const KEY_STEP = 0.02;
export const BIG_KEY_STEP = 0.1;

/** 0…1, rounded so that steps add up to the values a reader expects (0.52, not 0.5200000000000001). */
export function clampPosition(position: number): number {
  return Math.round(Math.min(1, Math.max(0, position)) * 1e6) / 1e6;
}

/**
 * Where `key` moves the handle from `position`, or undefined for a key the handle leaves to the page. Left and right
 * move it left and right; along a handle that moves up and down, up and down move it up and down; across one that moves
 * left and right, up increases the value and down decreases it (the ARIA slider pattern). Home and End go to the ends.
 */
export function positionAfterKey(key: string, shift: boolean, position: number, orientation: CompareOrientation): number | undefined {
  const step = shift ? BIG_KEY_STEP : KEY_STEP;
  const upIsBack = orientation === 'horizontal';
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return 1;
    case 'ArrowRight':
      return clampPosition(position + step);
    case 'ArrowLeft':
      return clampPosition(position - step);
    case 'ArrowDown':
      return clampPosition(position + (upIsBack ? step : -step));
    case 'ArrowUp':
      return clampPosition(position + (upIsBack ? -step : step));
    default:
      return undefined;
  }
}

/** The box the handle moves in (the container's client rect) and a point in client pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The position of the client point `x, y` along the handle's axis in `box`, clamped to 0…1 (undefined for an empty box). */
export function positionAt(x: number, y: number, box: Box, orientation: CompareOrientation): number | undefined {
  const [offset, size] = orientation === 'vertical' ? [x - box.left, box.width] : [y - box.top, box.height];
  return size > 0 ? clampPosition(offset / size) : undefined;
}

/** `position` as a CSS percentage (`'37.5%'`). */
export function percent(position: number): string {
  return `${Math.round(position * 1e6) / 1e4}%`;
}

/** The top (before) map's CSS clip-path: everything up to the handle, left of it or above it. */
export function clipPathAt(position: number, orientation: CompareOrientation): string {
  const rest = percent(1 - position);
  return orientation === 'vertical' ? `inset(0 ${rest} 0 0)` : `inset(0 0 ${rest} 0)`;
}

/** The ARIA orientation of the handle as a slider: the axis it moves along, across its line. */
export function sliderOrientation(orientation: CompareOrientation): 'horizontal' | 'vertical' {
  return orientation === 'vertical' ? 'horizontal' : 'vertical';
}
