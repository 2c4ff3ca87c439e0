// The mode names a drawing session answers to. MapGIS's `mapgis-draw` used mapbox-gl-draw's names (`draw_polygon`,
// `simple_select`…), so those are the canonical ones; terra-draw's own names (`polygon`, `select`…) are accepted too.
// Each name maps to the terra-draw mode doing the work and to the kind of pointer mode it is: drawing takes the map's
// drags, selecting leaves panning on, static leaves the map alone.

/** The terra-draw modes a session registers (`static` is terra-draw's built-in idle mode). */
export type TerraModeName = 'point' | 'linestring' | 'polygon' | 'rectangle' | 'circle' | 'freehand' | 'select' | 'static';

/** The terra-draw modes that draw a new shape. */
export type TerraDrawingMode = Exclude<TerraModeName, 'select' | 'static'>;

/** The canonical (mapbox-gl-draw style) names. */
export type DrawModeName =
  | 'draw_point'
  | 'draw_line_string'
  | 'draw_polygon'
  | 'draw_rectangle'
  | 'draw_circle'
  | 'draw_radius'
  | 'draw_freehand'
  | 'simple_select'
  | 'direct_select'
  | 'static';

/**
 * `draw`: a new shape is being drawn — the map does not pan or zoom on double-click. `select`: shapes are picked and
 * edited — the map pans except while a shape is dragged. `static`: shapes are only shown.
 */
export type DrawModeKind = 'draw' | 'select' | 'static';

export interface DrawModeInfo {
  name: DrawModeName;
  terra: TerraModeName;
  kind: DrawModeKind;
}

/** Canonical name → terra-draw mode. `draw_radius` is a circle whose radius is shown while drawing (see Draw's showSize). */
export const DRAW_MODES: Readonly<Record<DrawModeName, TerraModeName>> = {
  draw_point: 'point',
  draw_line_string: 'linestring',
  draw_polygon: 'polygon',
  draw_rectangle: 'rectangle',
  draw_circle: 'circle',
  draw_radius: 'circle',
  draw_freehand: 'freehand',
  simple_select: 'select',
  direct_select: 'select',
  static: 'static',
};

export const DRAW_MODE_NAMES = Object.keys(DRAW_MODES) as DrawModeName[];

/** terra-draw's names (and `freehand` alone) → the canonical name they stand for. */
const ALIASES: Readonly<Record<string, DrawModeName>> = {
  point: 'draw_point',
  linestring: 'draw_line_string',
  polygon: 'draw_polygon',
  rectangle: 'draw_rectangle',
  circle: 'draw_circle',
  freehand: 'draw_freehand',
  select: 'simple_select',
};

/** Every name `resolveDrawMode` accepts, canonical first: for error messages and docs. */
export const ACCEPTED_MODE_NAMES: readonly string[] = [...DRAW_MODE_NAMES, ...Object.keys(ALIASES)];

function kindOf(terra: TerraModeName): DrawModeKind {
  return terra === 'select' ? 'select' : terra === 'static' ? 'static' : 'draw';
}

/** The mode a name stands for, or undefined for a name no session knows. */
export function resolveDrawMode(name: string): DrawModeInfo | undefined {
  const canonical = (Object.hasOwn(DRAW_MODES, name) ? name : Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined) as DrawModeName | undefined;
  if (!canonical) return undefined;
  const terra = DRAW_MODES[canonical];
  return { name: canonical, terra, kind: kindOf(terra) };
}

/** The canonical name of a terra-draw mode (the one a shape drawn in it reports). */
export function canonicalModeOf(terra: TerraModeName): DrawModeName {
  return terra === 'static' ? 'static' : ALIASES[terra];
}
