// The drawing engine (Draw, Editor and Measure are built on it): a terra-draw session on a MapView as an interaction
// mode, with mapbox-gl-draw's mode names, MapLib's styles, GeoJSON in and out and the keyboard. Only the session's API
// and what apps name (modes, styles) are public here; the engine's inner modules are imported by path inside the core,
// and everything that talks to terra-draw is loaded with it (terraDrawLib.ts, drawEngine.ts).
export { DrawSession, type DrawSessionOptions, type DrawSessionEvents, type DrawChangeAction } from './drawSession.ts';
export type { DrawEngine, DrawEngineHost } from './drawEngine.ts';
export { DRAW_MODES, DRAW_MODE_NAMES, resolveDrawMode, type DrawModeName, type DrawModeKind, type DrawModeInfo, type TerraModeName, type TerraDrawingMode } from './drawModes.ts';
export { DEFAULT_DRAW_STYLE, DEFAULT_ACTIVE_STYLE, checkDrawStyles, type DrawStyle, type DrawStyles, type StyleValue, type StyledFeature } from './drawStyles.ts';
export type { DrawCommand } from './drawKeys.ts';
export type { DrawnFeature, DrawnId } from './drawFeatures.ts';
export { circleSize, type CircleSize } from './circleSize.ts';
