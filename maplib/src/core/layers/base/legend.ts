// What a layer's legend shows, described as data (a legend control, a print layout or an app draws it): one symbol,
// a colour ramp, or symbols by class. Read from the style layers' paint as MapLibre holds it, so it follows every
// prop; a paint that is an expression this cannot read gives no legend rather than a wrong one. Pure, so unit-tested.
import type { LayerStyle } from './diffLayerProps.ts';

/** How one kind of feature is drawn: enough for a legend swatch. */
export interface LegendSymbol {
  /** `circle` a dot, `line` a stroke, `fill` an area, `extrusion` a 3D area, `text` a label. */
  shape: 'circle' | 'line' | 'fill' | 'extrusion' | 'text';
  color: string;
  /** 0…1, when not 1 (the layer's `opacity` is folded in). */
  opacity?: number;
  /** Circle radius or line width in pixels (a fill has none). */
  size?: number;
  /** A circle's stroke or a fill's outline. */
  strokeColor?: string;
  strokeWidth?: number;
}

/** Every feature of the layer is drawn the same way. */
export interface SymbolLegend {
  type: 'symbol';
  symbol: LegendSymbol;
}

/** A continuous colour ramp over `input` (a heatmap's `heatmap-density`, 0…1), its colours at ascending values. */
export interface RampLegend {
  type: 'ramp';
  input: string;
  stops: { value: number; color: string }[];
}

/** Symbols by class of a numeric property (a cluster's `point_count`): from `min` (inclusive) up to `max` (exclusive). */
export interface ClassesLegend {
  type: 'classes';
  property: string;
  classes: LegendClass[];
}

export interface LegendClass {
  min?: number;
  max?: number;
  symbol: LegendSymbol;
}

export type LegendDescription = SymbolLegend | RampLegend | ClassesLegend;

/** MapLibre's own heatmap ramp (the style specification's default of `heatmap-color`), used when a paint has none. */
export const MAPLIBRE_HEATMAP_COLOR = ['interpolate', ['linear'], ['heatmap-density'], 0, 'rgba(0, 0, 255, 0)', 0.1, 'royalblue', 0.3, 'cyan', 0.5, 'lime', 0.7, 'yellow', 1, 'red'];

/** Per layer type: the shape, and the paint properties a swatch reads, with MapLibre's defaults. */
const SHAPES: Record<string, { shape: LegendSymbol['shape']; color: [string, string]; opacity: string; size?: [string, number]; stroke?: [string, string]; strokeWidth?: [string, number] }> = {
  circle: { shape: 'circle', color: ['circle-color', '#000000'], opacity: 'circle-opacity', size: ['circle-radius', 5], stroke: ['circle-stroke-color', '#000000'], strokeWidth: ['circle-stroke-width', 0] },
  line: { shape: 'line', color: ['line-color', '#000000'], opacity: 'line-opacity', size: ['line-width', 1] },
  fill: { shape: 'fill', color: ['fill-color', '#000000'], opacity: 'fill-opacity', stroke: ['fill-outline-color', ''] },
  'fill-extrusion': { shape: 'extrusion', color: ['fill-extrusion-color', '#000000'], opacity: 'fill-extrusion-opacity' },
  symbol: { shape: 'text', color: ['text-color', '#000000'], opacity: 'text-opacity' },
};

/**
 * A paint value as one class of a step sees it: a literal as it is; `['step', ['get', property], v0, s1, v1, …]` over
 * the given property and stops as its output for class `index`; anything else unreadable (undefined).
 */
function valueFor(v: unknown, at?: { property: string; stops: number[]; index: number }): unknown {
  if (!Array.isArray(v)) return v;
  const step = at && readStep(v);
  if (!step || step.property !== at.property || step.stops.join() !== at.stops.join()) return undefined;
  return step.outputs[at.index];
}

/** `['step', ['get', p], v0, s1, v1, …]` as its property, stops and outputs; undefined for any other value. */
function readStep(v: unknown): { property: string; stops: number[]; outputs: unknown[] } | undefined {
  if (!Array.isArray(v) || v[0] !== 'step' || v.length < 3 || v.length % 2 === 0) return undefined;
  const input = v[1];
  if (!Array.isArray(input) || input[0] !== 'get' || typeof input[1] !== 'string' || input.length !== 2) return undefined;
  const stops: number[] = [];
  const outputs: unknown[] = [v[2]];
  for (let i = 3; i < v.length; i += 2) {
    if (typeof v[i] !== 'number') return undefined;
    stops.push(v[i]);
    outputs.push(v[i + 1]);
  }
  return { property: input[1], stops, outputs };
}

/** The swatch of one style layer (of a step class when `at` is given); undefined when its colour is not a literal. */
export function symbolOf(layer: LayerStyle, at?: { property: string; stops: number[]; index: number }): LegendSymbol | undefined {
  const kind = SHAPES[layer.type];
  if (!kind) return undefined;
  // A symbol layer is a label swatch only when it draws text.
  if (layer.type === 'symbol' && layer.layout?.['text-field'] === undefined) return undefined;
  const paint = layer.paint ?? {};
  const read = (name: string, fallback: unknown) => valueFor(paint[name] ?? fallback, at);
  const color = read(...kind.color);
  if (typeof color !== 'string') return undefined;
  const symbol: LegendSymbol = { shape: kind.shape, color };
  const opacity = read(kind.opacity, 1);
  if (typeof opacity === 'number' && opacity !== 1) symbol.opacity = opacity;
  const size = kind.size && read(...kind.size);
  if (typeof size === 'number') symbol.size = size;
  const strokeWidth = kind.strokeWidth ? read(...kind.strokeWidth) : undefined;
  const stroke = kind.stroke && read(...kind.stroke);
  // A circle stroke of width 0 is not drawn; a fill outline has no width of its own.
  if (typeof stroke === 'string' && stroke !== '' && strokeWidth !== 0) {
    symbol.strokeColor = stroke;
    if (typeof strokeWidth === 'number') symbol.strokeWidth = strokeWidth;
  }
  return symbol;
}

/** A colour ramp from `['interpolate', …, input, v0, c0, v1, c1, …]` with literal colours; undefined otherwise. */
export function rampOf(expression: unknown): RampLegend | undefined {
  const e = expression;
  if (!Array.isArray(e) || e[0] !== 'interpolate' || e.length < 5 || e.length % 2 === 0) return undefined;
  const input = Array.isArray(e[2]) && e[2].length === 1 && typeof e[2][0] === 'string' ? e[2][0] : Array.isArray(e[2]) && e[2][0] === 'get' && typeof e[2][1] === 'string' ? e[2][1] : undefined;
  if (!input) return undefined;
  const stops: RampLegend['stops'] = [];
  for (let i = 3; i < e.length; i += 2) {
    if (typeof e[i] !== 'number' || typeof e[i + 1] !== 'string') return undefined;
    stops.push({ value: e[i], color: e[i + 1] });
  }
  return { type: 'ramp', input, stops };
}

/** Classes from a style layer whose colour is a `step` over a property: one per step, with their paint. */
export function stepClassesOf(layer: LayerStyle): ClassesLegend | undefined {
  const kind = SHAPES[layer.type];
  const step = kind && readStep(layer.paint?.[kind.color[0]]);
  if (!step) return undefined;
  const classes: LegendClass[] = [];
  for (let index = 0; index < step.outputs.length; index++) {
    const symbol = symbolOf(layer, { property: step.property, stops: step.stops, index });
    if (!symbol) return undefined;
    const c: LegendClass = { symbol };
    if (index > 0) c.min = step.stops[index - 1];
    if (index < step.stops.length) c.max = step.stops[index];
    classes.push(c);
  }
  return { type: 'classes', property: step.property, classes };
}

/**
 * The legend of a layer made of these style layers: a heatmap's colour ramp, classes when the colour steps over a
 * property, else one symbol. Only for a single style layer; several (a cluster's circles, counts and points) need the
 * layer to say what they mean.
 */
export function styleLegend(layers: LayerStyle[]): LegendDescription | undefined {
  if (layers.length !== 1) return undefined;
  const [layer] = layers;
  if (layer.type === 'heatmap') return rampOf(layer.paint?.['heatmap-color'] ?? MAPLIBRE_HEATMAP_COLOR);
  const classes = stepClassesOf(layer);
  if (classes) return classes;
  const symbol = symbolOf(layer);
  return symbol && { type: 'symbol', symbol };
}
