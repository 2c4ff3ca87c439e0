// What a vector-tile style layer's legend shows, read from its paint as data (no DOM), and the filter that hides some of
// its entries on the map. A colour that is a `match` becomes categories, a `step` classes, an `interpolate` over a
// feature property a continuous ramp, a `case` one entry per branch; a literal colour one symbol. Legacy style
// functions (`{ property, type, stops }`) read the same way. A colour that depends on the zoom is read at the zoom given.
// Pure, so unit-tested on real style snippets (test/maplib/controls/legend/styleLegend.test.ts).

/** A style-spec expression or legacy filter, as JSON. */
export type Expression = unknown[];
type Value = string | number | boolean | null;

/** How one kind of feature is drawn: enough for a legend swatch. */
export interface StyleSwatch {
  /** `fill` an area, `line` a stroke, `circle` a dot, `text` a label, `icon` a point symbol, `extrusion` a 3D area. */
  shape: 'fill' | 'line' | 'circle' | 'text' | 'icon' | 'extrusion';
  color: string;
  /** 0…1, when not 1. */
  opacity?: number;
  /** Circle radius or line width in pixels (when a literal). */
  size?: number;
  /** A circle's stroke, a fill's outline or a label's halo. */
  strokeColor?: string;
  strokeWidth?: number;
}

/** One entry of a categorised or classed layer: a category of a `match`, a class of a `step`, a branch of a `case`. */
export interface StyleLegendItem {
  /** Stable within the layer (`'v:China'`, `'c:2'`, `'other'`): what `hideFilter` and a legend's toggles are keyed by. */
  key: string;
  /** What the entry says: the value(s), the class range (`'≥ 10'`, `'5 – 10'`, `'< 5'`) or the condition. */
  label: string;
  /** The values of a category (absent for classes, branches and the fallback). */
  values?: Value[];
  /** The class's lower bound (inclusive) and upper bound (exclusive). */
  min?: number;
  max?: number;
  /** The fallback: features that match no other entry. */
  other?: boolean;
  swatch: StyleSwatch;
  /** An expression true for exactly the features drawn like this entry (for the hiding filter). */
  when: Expression;
}

export type StyleLayerLegend =
  | { kind: 'single'; swatch: StyleSwatch }
  | { kind: 'categories'; input: string; items: StyleLegendItem[] }
  | { kind: 'classes'; input: string; items: StyleLegendItem[] }
  | { kind: 'ramp'; input: string; swatch: StyleSwatch; stops: { value: number; color: string }[] };

/** The subset of a style layer this reads (a MapLibre `LayerSpecification` fits). */
export interface StyleLayerLike {
  id: string;
  type: string;
  source?: string;
  'source-layer'?: string;
  filter?: unknown;
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
}

export interface StyleLayerEntry {
  /** The map's style layer id. */
  id: string;
  type: StyleSwatch['shape'];
  legend: StyleLayerLegend;
}

/** The layer types a legend draws, with the paint each swatch reads and MapLibre's defaults. */
const KINDS: Record<string, { shape: StyleSwatch['shape']; color: [string, string]; opacity: string; size?: [string, number]; stroke?: [string, string]; strokeWidth?: [string, number] }> = {
  fill: { shape: 'fill', color: ['fill-color', '#000000'], opacity: 'fill-opacity', stroke: ['fill-outline-color', ''] },
  line: { shape: 'line', color: ['line-color', '#000000'], opacity: 'line-opacity', size: ['line-width', 1] },
  circle: { shape: 'circle', color: ['circle-color', '#000000'], opacity: 'circle-opacity', size: ['circle-radius', 5], stroke: ['circle-stroke-color', '#000000'], strokeWidth: ['circle-stroke-width', 0] },
  'fill-extrusion': { shape: 'extrusion', color: ['fill-extrusion-color', '#000000'], opacity: 'fill-extrusion-opacity' },
  text: { shape: 'text', color: ['text-color', '#000000'], opacity: 'text-opacity', stroke: ['text-halo-color', ''], strokeWidth: ['text-halo-width', 0] },
  icon: { shape: 'icon', color: ['icon-color', '#000000'], opacity: 'icon-opacity' },
};

/** The types `legendEntries` reads by default: what a vector-tile legend shows (no background, raster, heatmap, hillshade). */
export const LEGEND_LAYER_TYPES = ['fill', 'line', 'circle', 'symbol', 'fill-extrusion'] as const;

const isExpr = (v: unknown): v is Expression => Array.isArray(v) && typeof v[0] === 'string';
const isFunction = (v: unknown): v is { property?: string; type?: string; stops?: [unknown, unknown][]; default?: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Array.isArray((v as { stops?: unknown }).stops);

/** `['get', p]` (or a legacy function's property) as its name, else the expression as compact JSON. */
function inputName(input: unknown): string {
  if (isExpr(input) && input[0] === 'get' && typeof input[1] === 'string' && input.length === 2) return input[1];
  if (isExpr(input) && input.length === 1) return input[0] as string;
  return JSON.stringify(input);
}

const isZoom = (input: unknown) => isExpr(input) && input[0] === 'zoom' && input.length === 1;

/**
 * A paint value at `zoom` with zoom-dependence taken away: `step` / `interpolate` over `['zoom']` and a legacy function
 * without `property` give the output of the stop at or below the zoom (a colour between two stops is shown as the
 * lower stop's); anything else as it is.
 */
export function atZoom(v: unknown, zoom: number): unknown {
  if (isFunction(v) && v.property === undefined) return atZoom(stopAtOrBelow(v.stops!.map(([z, out]) => [Number(z), out]), zoom), zoom);
  if (!isExpr(v)) return v;
  if (v[0] === 'step' && isZoom(v[1])) {
    const pairs: [number, unknown][] = [[-Infinity, v[2]]];
    for (let i = 3; i < v.length; i += 2) pairs.push([Number(v[i]), v[i + 1]]);
    return atZoom(stopAtOrBelow(pairs, zoom), zoom);
  }
  if ((v[0] === 'interpolate' || v[0] === 'interpolate-hcl' || v[0] === 'interpolate-lab') && isZoom(v[2])) {
    const pairs: [number, unknown][] = [];
    for (let i = 3; i < v.length; i += 2) pairs.push([Number(v[i]), v[i + 1]]);
    return atZoom(stopAtOrBelow(pairs, zoom), zoom);
  }
  return v;
}

function stopAtOrBelow(pairs: [number, unknown][], zoom: number): unknown {
  let out = pairs[0]?.[1];
  for (const [z, value] of pairs) if (z <= zoom) out = value;
  return out;
}

/** A literal colour (`'#e9c46a'`, `'rgba(…)'`, `['to-color', '…']`, `['literal', '…']`), else undefined. */
function literalColor(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (isExpr(v) && (v[0] === 'to-color' || v[0] === 'literal') && typeof v[1] === 'string') return v[1];
  return undefined;
}

const literalNumber = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The kind of swatch a symbol layer draws: a label when it has text, else an icon; undefined when neither. */
function symbolKind(layer: StyleLayerLike): 'text' | 'icon' | undefined {
  if (layer.layout?.['text-field'] !== undefined) return 'text';
  if (layer.layout?.['icon-image'] !== undefined) return 'icon';
  return undefined;
}

function kindOf(layer: StyleLayerLike) {
  const name = layer.type === 'symbol' ? symbolKind(layer) : layer.type;
  return name ? KINDS[name] : undefined;
}

/** The swatch with the colour property replaced by `color` (other paint read as literals at the zoom). */
function swatchOf(layer: StyleLayerLike, color: string, zoom: number): StyleSwatch {
  const kind = kindOf(layer)!;
  const paint = layer.paint ?? {};
  const read = (name: string, fallback: unknown) => atZoom(paint[name] ?? fallback, zoom);
  const swatch: StyleSwatch = { shape: kind.shape, color };
  const opacity = literalNumber(read(kind.opacity, 1));
  if (opacity !== undefined && opacity !== 1) swatch.opacity = opacity;
  const size = kind.size && literalNumber(read(...kind.size));
  if (size !== undefined) swatch.size = size;
  const stroke = kind.stroke && literalColor(read(...kind.stroke));
  const strokeWidth = kind.strokeWidth && literalNumber(read(...kind.strokeWidth));
  if (stroke && strokeWidth !== 0) {
    swatch.strokeColor = stroke;
    if (strokeWidth !== undefined) swatch.strokeWidth = strokeWidth;
  }
  return swatch;
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A short reading of a condition for a `case` branch's label: `pop ≥ 20`, `class = park`, else compact JSON. */
export function conditionLabel(c: unknown): string {
  const ops: Record<string, string> = { '==': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' };
  if (isExpr(c) && ops[c[0] as string] && c.length === 3) return `${isExpr(c[1]) ? inputName(c[1]) : show(c[1])} ${ops[c[0] as string]} ${isExpr(c[2]) ? inputName(c[2]) : show(c[2])}`;
  if (isExpr(c) && c[0] === 'has' && typeof c[1] === 'string') return `has ${c[1]}`;
  return JSON.stringify(c);
}

const not = (e: unknown): Expression => ['!', e];
const all = (...es: unknown[]): Expression => (es.length === 1 && isExpr(es[0]) ? es[0] : ['all', ...es]);

/** Classes of a step over `input`: outputs[i] from stops[i-1] (inclusive) to stops[i] (exclusive). */
function classItems(layer: StyleLayerLike, input: unknown, stops: number[], outputs: unknown[], zoom: number): StyleLegendItem[] | undefined {
  const items: StyleLegendItem[] = [];
  for (let i = 0; i < outputs.length; i++) {
    const color = literalColor(atZoom(outputs[i], zoom));
    if (!color) return undefined;
    const min = i > 0 ? stops[i - 1] : undefined;
    const max = i < stops.length ? stops[i] : undefined;
    const label = min === undefined ? `< ${max}` : max === undefined ? `≥ ${min}` : `${min} – ${max}`;
    const bounds: Expression[] = [];
    if (min !== undefined) bounds.push(['>=', ['to-number', input], min]);
    if (max !== undefined) bounds.push(['<', ['to-number', input], max]);
    const item: StyleLegendItem = { key: `c:${i}`, label, swatch: swatchOf(layer, color, zoom), when: bounds.length ? all(...bounds) : ['literal', true] };
    if (min !== undefined) item.min = min;
    if (max !== undefined) item.max = max;
    items.push(item);
  }
  return items;
}

const valueKey = (values: Value[]) => `v:${values.map((v) => show(v)).join('|')}`;

/** The legend of a colour value (expression or legacy function) for `layer`; undefined when it cannot be read. */
function colorLegend(layer: StyleLayerLike, value: unknown, zoom: number): StyleLayerLegend | undefined {
  const v = atZoom(value, zoom);
  const literal = literalColor(v);
  if (literal) return { kind: 'single', swatch: swatchOf(layer, literal, zoom) };
  if (isFunction(v)) return functionLegend(layer, v, zoom);
  if (!isExpr(v)) return undefined;
  switch (v[0]) {
    case 'match': {
      // ['match', input, label1, out1, label2, out2, …, fallback]: a label is one value or an array of values.
      const input = v[1];
      const items: StyleLegendItem[] = [];
      const seen: Value[] = [];
      for (let i = 2; i < v.length - 1; i += 2) {
        const values = (Array.isArray(v[i]) ? v[i] : [v[i]]) as Value[];
        const color = literalColor(atZoom(v[i + 1], zoom));
        if (!color) return undefined;
        seen.push(...values);
        items.push({ key: valueKey(values), label: values.map(show).join(', '), values, swatch: swatchOf(layer, color, zoom), when: ['match', input, v[i], true, false] });
      }
      const fallback = literalColor(atZoom(v[v.length - 1], zoom));
      if (!fallback) return undefined;
      items.push({ key: 'other', label: '', other: true, swatch: swatchOf(layer, fallback, zoom), when: seen.length ? ['match', input, seen, false, true] : ['literal', true] });
      return { kind: 'categories', input: inputName(input), items };
    }
    case 'step': {
      const stops: number[] = [];
      const outputs: unknown[] = [v[2]];
      for (let i = 3; i < v.length; i += 2) {
        if (typeof v[i] !== 'number') return undefined;
        stops.push(v[i] as number);
        outputs.push(v[i + 1]);
      }
      const items = classItems(layer, v[1], stops, outputs, zoom);
      return items && { kind: 'classes', input: inputName(v[1]), items };
    }
    case 'interpolate':
    case 'interpolate-hcl':
    case 'interpolate-lab': {
      const stops: { value: number; color: string }[] = [];
      for (let i = 3; i < v.length; i += 2) {
        const color = literalColor(atZoom(v[i + 1], zoom));
        if (typeof v[i] !== 'number' || !color) return undefined;
        stops.push({ value: v[i] as number, color });
      }
      if (!stops.length) return undefined;
      return { kind: 'ramp', input: inputName(v[2]), swatch: swatchOf(layer, stops[0].color, zoom), stops };
    }
    case 'case': {
      // ['case', cond1, out1, cond2, out2, …, fallback]: a feature is drawn by the first condition it meets.
      const items: StyleLegendItem[] = [];
      const earlier: unknown[] = [];
      for (let i = 1; i < v.length - 1; i += 2) {
        const color = literalColor(atZoom(v[i + 1], zoom));
        if (!color) return undefined;
        items.push({ key: `b:${items.length}`, label: conditionLabel(v[i]), swatch: swatchOf(layer, color, zoom), when: all(...earlier.map(not), v[i]) });
        earlier.push(v[i]);
      }
      const fallback = literalColor(atZoom(v[v.length - 1], zoom));
      if (!fallback) return undefined;
      items.push({ key: 'other', label: '', other: true, swatch: swatchOf(layer, fallback, zoom), when: earlier.length ? all(...earlier.map(not)) : ['literal', true] });
      return { kind: 'categories', input: 'case', items };
    }
    case 'coalesce': {
      // A colour read from the feature with a literal fallback: only the fallback can be shown.
      const fallback = literalColor(v[v.length - 1]);
      return fallback ? { kind: 'single', swatch: swatchOf(layer, fallback, zoom) } : undefined;
    }
  }
  return undefined;
}

/** A legacy function over a feature property: categorical → categories, interval → classes, exponential → a ramp. */
function functionLegend(layer: StyleLayerLike, f: { property?: string; type?: string; stops?: [unknown, unknown][]; default?: unknown }, zoom: number): StyleLayerLegend | undefined {
  const property = f.property!;
  const input = ['get', property];
  // Zoom-and-property functions have `{ zoom, value }` stops: read those of the zoom at or below.
  let stops = f.stops!;
  if (stops.length && typeof stops[0][0] === 'object' && stops[0][0] !== null) {
    const zooms = [...new Set(stops.map(([s]) => (s as { zoom: number }).zoom))].sort((a, b) => a - b);
    const z = zooms.filter((x) => x <= zoom).pop() ?? zooms[0];
    stops = stops.filter(([s]) => (s as { zoom: number }).zoom === z).map(([s, out]) => [(s as { value: unknown }).value, out]);
  }
  const type = f.type ?? (stops.every(([s]) => typeof s === 'number') ? 'exponential' : 'categorical');
  if (type === 'categorical') {
    const items: StyleLegendItem[] = [];
    for (const [value, out] of stops) {
      const color = literalColor(out);
      if (!color) return undefined;
      items.push({ key: valueKey([value as Value]), label: show(value), values: [value as Value], swatch: swatchOf(layer, color, zoom), when: ['==', input, value] });
    }
    const fallback = literalColor(f.default);
    if (fallback) items.push({ key: 'other', label: '', other: true, swatch: swatchOf(layer, fallback, zoom), when: all(...stops.map(([value]) => ['!=', input, value])) });
    return { kind: 'categories', input: property, items };
  }
  if (type === 'interval') {
    // Below the first stop a legacy interval function gives its first output.
    const values = stops.map(([s]) => Number(s));
    const outputs = stops.map(([, out]) => out);
    const items = classItems(layer, input, values.slice(1), outputs, zoom);
    return items && { kind: 'classes', input: property, items };
  }
  if (type === 'exponential') {
    const ramp: { value: number; color: string }[] = [];
    for (const [value, out] of stops) {
      const color = literalColor(out);
      if (typeof value !== 'number' || !color) return undefined;
      ramp.push({ value, color });
    }
    return ramp.length ? { kind: 'ramp', input: property, swatch: swatchOf(layer, ramp[0].color, zoom), stops: ramp } : undefined;
  }
  return undefined;
}

/** The legend of one style layer at `zoom`; undefined for types a legend does not draw and colours it cannot read. */
export function layerLegend(layer: StyleLayerLike, zoom = 0): StyleLayerLegend | undefined {
  const kind = kindOf(layer);
  if (!kind) return undefined;
  return colorLegend(layer, layer.paint?.[kind.color[0]] ?? kind.color[1], zoom);
}

/**
 * The legend of every style layer of `layers` a vector-tile legend shows, top of the map first: layers of a `vector`
 * source (the names in `vectorSources`), or exactly the ids `only` names in that order. Layers whose colour cannot be
 * read are left out.
 */
export function legendEntries(layers: StyleLayerLike[], options: { zoom?: number; vectorSources?: string[]; only?: string[] } = {}): StyleLayerEntry[] {
  const zoom = options.zoom ?? 0;
  const byId = new Map(layers.map((l) => [l.id, l]));
  const chosen = options.only
    ? options.only.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
    : [...layers].reverse().filter((l) => (LEGEND_LAYER_TYPES as readonly string[]).includes(l.type) && (!options.vectorSources || options.vectorSources.includes(l.source ?? '')));
  const out: StyleLayerEntry[] = [];
  for (const layer of chosen) {
    const legend = layerLegend(layer, zoom);
    if (legend) out.push({ id: layer.id, type: kindOf(layer)!.shape, legend });
  }
  return out;
}

// Filters: a legend hides entries by adding `['!', when]` to the layer's own filter, which may be a legacy filter.

const LEGACY_COMPARISONS = ['==', '!=', '<', '<=', '>', '>='];

/** Whether a filter is in expression syntax (the style specification's own test, as MapLibre applies it). */
export function isExpressionFilter(filter: unknown): boolean {
  if (filter === true || filter === false) return true;
  if (!Array.isArray(filter) || filter.length === 0) return false;
  switch (filter[0]) {
    case 'has':
      return filter.length >= 2 && filter[1] !== '$id' && filter[1] !== '$type';
    case 'in':
      return filter.length >= 3 && (typeof filter[1] !== 'string' || Array.isArray(filter[2]));
    case '!in':
    case '!has':
    case 'none':
      return false;
    case '==':
    case '!=':
    case '>':
    case '>=':
    case '<':
    case '<=':
      return filter.length !== 3 || Array.isArray(filter[1]) || Array.isArray(filter[2]);
    case 'any':
    case 'all':
      for (const f of filter.slice(1)) if (!isExpressionFilter(f) && typeof f !== 'boolean') return false;
      return true;
    default:
      return true;
  }
}

/** A legacy filter (`['==', 'class', 'park']`, `['in', '$type', 'Point']`…) in expression syntax. */
export function legacyFilterToExpression(filter: unknown): unknown {
  if (!Array.isArray(filter) || isExpressionFilter(filter)) return filter;
  const [op, key, ...values] = filter as [string, string, ...Value[]];
  const get = (k: string): Expression => (k === '$type' ? ['geometry-type'] : k === '$id' ? ['id'] : ['get', k]);
  // Legacy `$type` values are Point / LineString / Polygon; geometry-type also says Multi… — compare loosely.
  const typeIs = (t: Value): Expression => ['in', ['geometry-type'], ['literal', [t, `Multi${t}`]]];
  switch (op) {
    case 'all':
    case 'any':
      return [op, ...filter.slice(1).map(legacyFilterToExpression)];
    case 'none':
      return ['!', ['any', ...filter.slice(1).map(legacyFilterToExpression)]];
    case 'has':
      return key === '$id' ? ['!=', ['id'], null] : key === '$type' ? true : ['has', key];
    case '!has':
      return key === '$id' ? ['==', ['id'], null] : key === '$type' ? false : ['!', ['has', key]];
    case 'in':
    case '!in': {
      const test: Expression = key === '$type' ? ['any', ...values.map(typeIs)] : ['any', ...values.map((v) => ['==', get(key), v])];
      return op === 'in' ? test : ['!', test];
    }
  }
  if (LEGACY_COMPARISONS.includes(op)) {
    const value = values[0];
    if (key === '$type' && (op === '==' || op === '!=')) return op === '==' ? typeIs(value) : ['!', typeIs(value)];
    // Legacy comparisons are false when the property is missing or of another type than the value.
    if (op === '==' || op === '!=') return [op, get(key), value];
    const type = typeof value === 'number' ? 'number' : 'string';
    return ['all', ['==', ['typeof', get(key)], type], [op, [type === 'number' ? 'to-number' : 'to-string', get(key)], value]];
  }
  return filter;
}

/**
 * The filter that shows `original`'s features except the entries named by `hidden` (keys of `items`): the original
 * (a legacy one converted) and `['!', when]` of each hidden entry. Nothing hidden gives `original` back unchanged.
 */
export function hideFilter(original: unknown, items: StyleLegendItem[], hidden: Iterable<string>): unknown {
  const keys = new Set(hidden);
  const gone = items.filter((item) => keys.has(item.key));
  if (!gone.length) return original;
  const parts: unknown[] = [];
  if (original !== undefined && original !== null) parts.push(legacyFilterToExpression(original));
  for (const item of gone) parts.push(not(item.when));
  return all(...parts);
}
