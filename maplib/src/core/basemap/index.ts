// The offline basemap style and its palettes.
export { createBasemapStyle, labelTextField, BASEMAPS, BASEMAP_FILES, type BasemapName, type LabelLanguage } from './basemapStyle.ts';
export { PALETTES } from './palettes.ts';
