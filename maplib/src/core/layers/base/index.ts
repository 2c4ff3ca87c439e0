// What every layer shares: the base class, effective style layers, prop diffs, opacity, type inference, feature popups.
export { BaseLayer, type LayerProps, type LayerEvent } from './baseLayer.ts';
export { effectiveLayer, belongsToType } from './effectiveLayer.ts';
export { FeaturePopup, fillTemplate, popupContent, type PopupContent, type PopupTrigger } from './featurePopup.ts';
export { diffLayerProps, diffLayerLists, type LayerStyle, type LayerOp } from './diffLayerProps.ts';
export { applyOpacity } from './applyOpacity.ts';
export { inferLayerType } from './inferLayerType.ts';
