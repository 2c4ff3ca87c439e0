// The drawing engine (Draw, Editor and Measure are built on it): a terra-draw session on a MapView as an interaction
// mode, with mapbox-gl-draw's mode names, MapLib's styles, GeoJSON in and out and the keyboard. terra-draw itself is in
// terraDrawLib.ts, loaded on first use (never imported from here).
export { DrawSession, type DrawSessionOptions, type DrawSessionEvents, type DrawChangeAction } from './drawSession.ts';
export { DRAW_MODES, DRAW_MODE_NAMES, ACCEPTED_MODE_NAMES, resolveDrawMode, canonicalModeOf, type DrawModeName, type DrawModeKind, type DrawModeInfo, type TerraModeName, type TerraDrawingMode } from './drawModes.ts';
export { DEFAULT_DRAW_STYLE, DEFAULT_ACTIVE_STYLE, DRAW_STYLE_KEYS, checkDrawStyles, resolveDrawStyles, terraModeStyles, type DrawStyle, type DrawStyles, type StyleValue, type StyledFeature } from './drawStyles.ts';
export { drawKeyCommand, keyIsForMap, type DrawCommand, type DrawKeyState } from './drawKeys.ts';
export { toDrawnFeature, toStoreFeatures, isGuidance, featureCollection, type DrawnFeature, type DrawnId } from './drawFeatures.ts';
export { terraModeOptions, selectFlags, REGISTERED_MODES, type RegisteredMode } from './drawModeOptions.ts';
export { DrawInteraction, DRAWING_MODE, SELECTING_MODE } from './drawInteraction.ts';
