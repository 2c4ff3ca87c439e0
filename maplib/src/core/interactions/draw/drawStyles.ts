// How drawn shapes look. MapLib's `styles` is one small object — colours, widths and radii of fills, lines, points,
// vertex handles and midpoints, plus `active` overrides for the shape being drawn or selected — instead of
// mapbox-gl-draw's array of style layers (a deliberate change: terra-draw renders through its own layers, and an object
// can be checked key by key). This module checks that object and turns it into terra-draw's per-mode `styles` options.
import { show } from '../../base/validateProps.ts';
import type { TerraModeName } from './drawModes.ts';

/** A shape as terra-draw hands it to a style function: GeoJSON with `properties.mode` and the shape's own properties. */
export interface StyledFeature {
  id?: string | number;
  type: 'Feature';
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

/** A value, or a function of the shape giving it (a colour by a property, say). */
export type StyleValue<T> = T | ((feature: StyledFeature) => T);

export interface DrawStyle {
  /** Fill of polygons, rectangles, circles and freehand shapes (CSS colour). */
  fillColor?: StyleValue<string>;
  /** 0…1. */
  fillOpacity?: StyleValue<number>;
  /** Lines and polygon outlines (CSS colour). */
  lineColor?: StyleValue<string>;
  /** Pixels. */
  lineWidth?: StyleValue<number>;
  /** 0…1. */
  lineOpacity?: StyleValue<number>;
  /** Dashes of lines (not polygon outlines): `[dash, gap]` in pixels, or `null` for a solid line. */
  lineDash?: StyleValue<[number, number] | null>;
  /** Drawn points (CSS colour). */
  pointColor?: StyleValue<string>;
  /** Pixels. */
  pointRadius?: StyleValue<number>;
  pointOutlineColor?: StyleValue<string>;
  pointOutlineWidth?: StyleValue<number>;
  /** The handles on a shape's vertices while it is drawn or selected (CSS colour). */
  vertexColor?: StyleValue<string>;
  vertexRadius?: StyleValue<number>;
  vertexOutlineColor?: StyleValue<string>;
  vertexOutlineWidth?: StyleValue<number>;
  /** The handles between two vertices of a selected shape, dragged to insert a vertex. */
  midpointColor?: StyleValue<string>;
  midpointRadius?: StyleValue<number>;
}

export interface DrawStyles extends DrawStyle {
  /** Overrides for the shape being drawn and the selected shape (mapbox-gl-draw's `active` state). */
  active?: DrawStyle;
}

type Kind = 'colour' | 'size' | 'opacity' | 'dash';

const KEYS: Readonly<Record<keyof DrawStyle, Kind>> = {
  fillColor: 'colour',
  fillOpacity: 'opacity',
  lineColor: 'colour',
  lineWidth: 'size',
  lineOpacity: 'opacity',
  lineDash: 'dash',
  pointColor: 'colour',
  pointRadius: 'size',
  pointOutlineColor: 'colour',
  pointOutlineWidth: 'size',
  vertexColor: 'colour',
  vertexRadius: 'size',
  vertexOutlineColor: 'colour',
  vertexOutlineWidth: 'size',
  midpointColor: 'colour',
  midpointRadius: 'size',
};

export const DRAW_STYLE_KEYS = Object.keys(KEYS) as (keyof DrawStyle)[];

/** mapbox-gl-draw's default theme: blue shapes, orange for the shape being drawn or selected, white-ringed handles. */
export const DEFAULT_DRAW_STYLE: Readonly<Required<DrawStyle>> = {
  fillColor: '#3bb2d0',
  fillOpacity: 0.1,
  lineColor: '#3bb2d0',
  lineWidth: 2,
  lineOpacity: 1,
  lineDash: null,
  pointColor: '#3bb2d0',
  pointRadius: 5,
  pointOutlineColor: '#ffffff',
  pointOutlineWidth: 2,
  vertexColor: '#fbb03b',
  vertexRadius: 4,
  vertexOutlineColor: '#ffffff',
  vertexOutlineWidth: 2,
  midpointColor: '#fbb03b',
  midpointRadius: 3,
};

export const DEFAULT_ACTIVE_STYLE: Readonly<DrawStyle> = {
  fillColor: '#fbb03b',
  lineColor: '#fbb03b',
  lineDash: [4, 3],
  pointColor: '#fbb03b',
};

function checkValue(kind: Kind, v: unknown): string | undefined {
  if (typeof v === 'function') return undefined;
  switch (kind) {
    case 'colour':
      return typeof v === 'string' && v.trim() !== '' ? undefined : `must be a CSS colour or a function, got ${show(v)}`;
    case 'size':
      return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? undefined : `must be a number ≥ 0 (pixels) or a function, got ${show(v)}`;
    case 'opacity':
      return typeof v === 'number' && v >= 0 && v <= 1 ? undefined : `must be a number between 0 and 1 or a function, got ${show(v)}`;
    case 'dash':
      return v === null || (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0))
        ? undefined
        : `must be [dash, gap] pixels, null or a function, got ${show(v)}`;
  }
}

/** A problem sentence for one style object; `path` is '' at the top and 'active.' inside `active`. */
function checkStyle(style: Record<string, unknown>, path: string): string | undefined {
  for (const [key, value] of Object.entries(style)) {
    if (value === undefined) continue;
    if (key === 'active' && path === '') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return `has a bad active: must be an object of styles, got ${show(value)}`;
      const problem = checkStyle(value as Record<string, unknown>, 'active.');
      if (problem) return problem;
      continue;
    }
    const kind = KEYS[key as keyof DrawStyle];
    if (!kind) return `has no style '${path}${key}' (known: ${DRAW_STYLE_KEYS.join(', ')}${path ? '' : ', active'})`;
    const problem = checkValue(kind, value);
    if (problem) return `has a bad ${path}${key}: ${problem}`;
  }
  return undefined;
}

/**
 * A problem sentence for a `styles` value, to follow the prop's name ("styles has a bad fillColor: …"), or undefined.
 * An array — mapbox-gl-draw's style layers, as MapGIS took them — is refused with a pointer to the object form.
 */
export function checkDrawStyles(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return `must be an object of draw styles ({ fillColor, lineColor, …, active: {…} }); mapbox-gl-draw's array of style layers is not supported, got an array of ${v.length}`;
  if (typeof v !== 'object' || v === null) return `must be an object of draw styles, got ${show(v)}`;
  return checkStyle(v as Record<string, unknown>, '');
}

/** The two looks of a shape: at rest and active (being drawn or selected), each complete. */
export interface ResolvedDrawStyles {
  base: Required<DrawStyle>;
  active: Required<DrawStyle>;
}

export function resolveDrawStyles(styles: DrawStyles = {}): ResolvedDrawStyles {
  const { active = {}, ...own } = styles;
  const base = { ...DEFAULT_DRAW_STYLE, ...defined(own) } as Required<DrawStyle>;
  return { base, active: { ...base, ...DEFAULT_ACTIVE_STYLE, ...defined(active) } as Required<DrawStyle> };
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** terra-draw reads style values as constants or functions of the feature; a shape being drawn has `currentlyDrawing`. */
type TerraStyleValue = unknown;
type TerraStyles = Record<string, TerraStyleValue>;

function valueOf(value: unknown, feature: StyledFeature): unknown {
  return typeof value === 'function' ? (value as (f: StyledFeature) => unknown)(feature) : value;
}

/**
 * terra-draw's `styles` option of every mode a session registers, from MapLib's styles. A shape being drawn
 * (`currentlyDrawing`) takes the active look; a selected one takes it through the select mode's `selected…` keys.
 * Vertex handles (closing, coordinate, snapping, selection and edited points) always take the active look.
 */
export function terraModeStyles(styles: DrawStyles = {}): Record<Exclude<TerraModeName, 'static'>, TerraStyles> {
  const { base, active } = resolveDrawStyles(styles);
  /** While drawing: the active value; at rest: the base one. */
  const shape = (key: keyof DrawStyle) => (f: StyledFeature) => valueOf(f.properties.currentlyDrawing ? active[key] : base[key], f);
  const on = (key: keyof DrawStyle) => (f: StyledFeature) => valueOf(active[key], f);
  // The line dash: terra-draw wants `undefined` for solid (null is not a dash).
  const dash = (pick: (f: StyledFeature) => unknown) => (f: StyledFeature) => pick(f) ?? undefined;
  /** The handles of one kind of guidance point (terra-draw's `<prefix>Color`, `Width`, `OutlineColor`, `OutlineWidth`). */
  const handles = (prefix: string): TerraStyles => ({
    [`${prefix}Color`]: on('vertexColor'),
    [`${prefix}Width`]: on('vertexRadius'),
    [`${prefix}OutlineColor`]: on('vertexOutlineColor'),
    [`${prefix}OutlineWidth`]: on('vertexOutlineWidth'),
  });
  const area: TerraStyles = {
    fillColor: shape('fillColor'),
    fillOpacity: shape('fillOpacity'),
    outlineColor: shape('lineColor'),
    outlineWidth: shape('lineWidth'),
    outlineOpacity: shape('lineOpacity'),
    ...handles('coordinatePoint'),
  };
  return {
    point: {
      pointColor: shape('pointColor'),
      pointWidth: shape('pointRadius'),
      pointOutlineColor: shape('pointOutlineColor'),
      pointOutlineWidth: shape('pointOutlineWidth'),
      editedPointColor: on('pointColor'),
      editedPointWidth: on('pointRadius'),
      editedPointOutlineColor: on('pointOutlineColor'),
      editedPointOutlineWidth: on('pointOutlineWidth'),
    },
    linestring: {
      lineStringColor: shape('lineColor'),
      lineStringWidth: shape('lineWidth'),
      lineStringOpacity: shape('lineOpacity'),
      lineStringDash: dash(shape('lineDash')),
      ...handles('closingPoint'),
      ...handles('snappingPoint'),
      ...handles('coordinatePoint'),
    },
    polygon: { ...area, ...handles('closingPoint'), ...handles('snappingPoint'), ...handles('editedPoint') },
    rectangle: area,
    circle: area,
    freehand: { ...area, ...handles('closingPoint') },
    select: {
      selectedPolygonColor: on('fillColor'),
      selectedPolygonFillOpacity: on('fillOpacity'),
      selectedPolygonOutlineColor: on('lineColor'),
      selectedPolygonOutlineWidth: on('lineWidth'),
      selectedPolygonOutlineOpacity: on('lineOpacity'),
      selectedLineStringColor: on('lineColor'),
      selectedLineStringWidth: on('lineWidth'),
      selectedLineStringOpacity: on('lineOpacity'),
      selectedLineStringDash: dash(on('lineDash')),
      selectedPointColor: on('pointColor'),
      selectedPointWidth: on('pointRadius'),
      selectedPointOutlineColor: on('pointOutlineColor'),
      selectedPointOutlineWidth: on('pointOutlineWidth'),
      ...handles('selectionPoint'),
      midPointColor: on('midpointColor'),
      midPointWidth: on('midpointRadius'),
      midPointOutlineColor: on('vertexOutlineColor'),
      midPointOutlineWidth: on('vertexOutlineWidth'),
    },
  };
}
