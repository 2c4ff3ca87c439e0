// What every layer shares: the base class, effective style layers, prop diffs, opacity, type inference, feature popups,
// titles, legend descriptions and the features of local data.
export { BaseLayer, type LayerProps, type LayerEvent } from './baseLayer.ts';
export { effectiveLayer, belongsToType } from './effectiveLayer.ts';
export { FeaturePopup, fillTemplate, popupContent, type PopupContent, type PopupTrigger } from './featurePopup.ts';
export { diffLayerProps, diffLayerLists, type LayerStyle, type LayerOp } from './diffLayerProps.ts';
export { applyOpacity } from './applyOpacity.ts';
export { inferLayerType } from './inferLayerType.ts';
export type { LayerTitle } from './layerTitle.ts';
export { styleLegend, symbolOf, rampOf, stepClassesOf, MAPLIBRE_HEATMAP_COLOR, type LegendDescription, type SymbolLegend, type RampLegend, type ClassesLegend, type LegendClass, type LegendSymbol } from './legend.ts';
export { featuresOf, type LayerFeature } from './geojsonInput.ts';
