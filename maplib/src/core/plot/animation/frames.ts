// One frame of a plot animation: every plot as it stands at time t, from the plots at rest and the animations that
// have started. Grow (along the path or from the centre), visible (shown from its start), fade (opacity), blink (shown
// and hidden `times` times), scale (about the centre), path (moved along `animationCoords` between two rates) and
// attribute (a style value, colour or number, from one value to another). Pure.
import type * as GeoJSON from 'geojson';
import { lonLatToMercator, mercatorToLonLat } from '../../geo/webMercator.ts';
import { plotFeature } from '../geometry/plotGeometry.ts';
import type { PlotFeature } from '../plotLayer.ts';
import { resolvedPlotStyle, type PlotStyle } from '../plotStyle.ts';
import { grownPoints, pathPrefix, scaleAbout, type GrowMode } from './growth.ts';
import { placeEntries, progressAt, type TimelineEntry } from './timeline.ts';

export const ANIMATION_TYPES = ['grow', 'visible', 'fade', 'blink', 'scale', 'path', 'attribute'] as const;
export type AnimationType = (typeof ANIMATION_TYPES)[number];

export interface PlotAnimationSpec extends TimelineEntry {
  /** The plots it animates, by id. */
  featureIds: string[];
  animationType: AnimationType;
  /** grow: along the path (`'spline'`, default) or from the centre. */
  growMode?: GrowMode;
  /** blink: how many times it goes off and on over the duration (default 3). */
  times?: number;
  /** fade: opacity from → to (default 0 → 1); scale: factor from → to (default 0 → 1); attribute: value from → to. */
  from?: number | string;
  to?: number | string;
  /** path: the line it moves along ([lon, lat]s), and the share of it where the move starts and ends (0 → 1). */
  animationCoords?: GeoJSON.Position[];
  startRate?: number;
  endRate?: number;
  /** attribute: the style key it changes (fill, stroke, fillOpacity, strokeWidth, textColor…). */
  attribute?: keyof PlotStyle;
}

interface PlotState {
  points: GeoJSON.Position[];
  style: Required<PlotStyle>;
  hidden: boolean;
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const isHex = (c: unknown): c is string => typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c);

/** A value between two (colours as #rrggbb, or numbers) at share p. */
export function between(from: number | string, to: number | string, p: number): number | string {
  if (typeof from === 'number' && typeof to === 'number') return from + (to - from) * p;
  if (isHex(from) && isHex(to)) {
    const [a, b] = [hex(from), hex(to)];
    return '#' + a.map((v, i) => Math.round(v + (b[i] - v) * p).toString(16).padStart(2, '0')).join('');
  }
  return p < 1 ? from : to;
}

function moveAlong(points: GeoJSON.Position[], path: GeoJSON.Position[], from: number, to: number): GeoJSON.Position[] {
  const plane = path.map(([lon, lat]) => lonLatToMercator(lon, lat));
  const at = (share: number) => pathPrefix(plane, share).at(-1)!;
  const [a, b] = [at(from), at(to)];
  return points.map(([lon, lat]) => {
    const [x, y] = lonLatToMercator(lon, lat);
    return mercatorToLonLat(x + b[0] - a[0], y + b[1] - a[1]);
  });
}

function apply(state: PlotState, a: PlotAnimationSpec, type: PlotFeature['properties']['plotType'], p: number | undefined): void {
  switch (a.animationType) {
    case 'grow':
      if (p === undefined || p <= 0) state.hidden = true;
      else state.points = grownPoints(type, state.points, p, a.growMode);
      return;
    case 'visible':
      if (p === undefined) state.hidden = true;
      return;
    case 'fade': {
      const k = Number(between(Number(a.from ?? 0), Number(a.to ?? 1), p ?? 0));
      state.style.fillOpacity *= k;
      state.style.strokeOpacity *= k;
      if (k <= 0) state.hidden = true;
      return;
    }
    case 'blink':
      if (p !== undefined && p < 1 && Math.floor(p * Math.max(1, a.times ?? 3) * 2) % 2 === 1) state.hidden = true;
      return;
    case 'scale': {
      const k = Number(between(Number(a.from ?? 0), Number(a.to ?? 1), p ?? 0));
      if (k <= 0) state.hidden = true;
      else state.points = scaleAbout(state.points, k);
      return;
    }
    case 'path':
      if (a.animationCoords && a.animationCoords.length > 1) {
        const from = a.startRate ?? 0;
        state.points = moveAlong(state.points, a.animationCoords, from, from + ((a.endRate ?? 1) - from) * (p ?? 0));
      }
      return;
    case 'attribute':
      if (a.attribute && a.from !== undefined && a.to !== undefined) (state.style as Record<string, unknown>)[a.attribute] = between(a.from, a.to, p ?? 0);
      return;
  }
}

/** The timeline's length in ms (0 without animations). */
export const animationLength = (animations: readonly PlotAnimationSpec[]): number => placeEntries(animations).length;

/** Every plot shown at time `t` (ms), hidden ones left out. */
export function frameAt(plots: readonly PlotFeature[], animations: readonly PlotAnimationSpec[], t: number, fallback?: PlotStyle): PlotFeature[] {
  const { placed } = placeEntries(animations);
  const out: PlotFeature[] = [];
  for (const plot of plots) {
    const { plotType, controlPoints, style, ...rest } = plot.properties;
    const state: PlotState = { points: controlPoints.map((p) => [...p]), style: resolvedPlotStyle(style as PlotStyle | undefined, fallback), hidden: false };
    animations.forEach((a, i) => {
      if (a.featureIds.includes(plot.id)) apply(state, a, plotType, progressAt(a, placed[i], t));
    });
    if (!state.hidden) out.push({ ...plotFeature(plotType, state.points, { ...rest, style: state.style }, plot.id), id: plot.id } as PlotFeature);
  }
  return out;
}
