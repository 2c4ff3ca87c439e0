// Draw (MapGIS's mapgis-draw) on the drawing engine of core/interactions/draw, with its toolbar and size readout.
export { Draw, type DrawProps, type DrawRadiusEvent } from './draw.ts';
export type { DrawControlKey } from './drawToolbar.ts';
// Editor (MapGIS's mapgis-edit) on the same engine's select mode, with its toolbar.
export { Editor, type EditorProps, type EditorChangeEvent, type EditableFeature, type EditableFeatures } from './editor.ts';
export type { EditorControlKey } from './editorToolbar.ts';
