// How a plot looks: its own `style` property over the layer's default, flattened into the properties the style
// layers read (MapLibre expressions read top-level properties only).
import { show } from '../base/validateProps.ts';

export interface PlotStyle {
  /** Fill colour of areas (CSS colour). */
  fill?: string;
  /** Fill opacity, 0–1. */
  fillOpacity?: number;
  /** Outline and line colour. */
  stroke?: string;
  /** Outline and line width in pixels. */
  strokeWidth?: number;
  /** Outline and line opacity, 0–1. */
  strokeOpacity?: number;
  /** Text drawn on the graphic. */
  text?: string;
  /** Text colour. */
  textColor?: string;
}

export const DEFAULT_PLOT_STYLE: Required<PlotStyle> = { fill: '#e53935', fillOpacity: 0.45, stroke: '#b71c1c', strokeWidth: 2, strokeOpacity: 1, text: '', textColor: '#1a1a1a' };

const STYLE_KEYS = Object.keys(DEFAULT_PLOT_STYLE) as (keyof PlotStyle)[];

/** Problems with a style object, as sentences naming the key (empty: fine). */
export function plotStyleProblems(style: unknown, where: string): string[] {
  if (style === undefined) return [];
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return [`${where} must be an object, got ${show(style)}`];
  const problems: string[] = [];
  for (const [k, v] of Object.entries(style)) {
    if (!STYLE_KEYS.includes(k as keyof PlotStyle)) problems.push(`${where}.${k} is not a style key (${STYLE_KEYS.join(', ')})`);
    else if ((k === 'fillOpacity' || k === 'strokeOpacity') && !(typeof v === 'number' && v >= 0 && v <= 1)) problems.push(`${where}.${k} must be a number from 0 to 1, got ${show(v)}`);
    else if (k === 'strokeWidth' && !(typeof v === 'number' && v >= 0)) problems.push(`${where}.strokeWidth must be a number ≥ 0, got ${show(v)}`);
    else if (!['fillOpacity', 'strokeOpacity', 'strokeWidth'].includes(k) && typeof v !== 'string') problems.push(`${where}.${k} must be a string, got ${show(v)}`);
  }
  return problems;
}

/** The style properties of one plot's display features: its own style over the default. */
export function resolvedPlotStyle(own: PlotStyle | undefined, fallback: PlotStyle | undefined): Required<PlotStyle> {
  return { ...DEFAULT_PLOT_STYLE, ...fallback, ...own };
}
