// Legends: of the map's layers and ArcGIS services (Legend), of a vector-tile style (MvtLegend), and the pure reader of
// a style's colours they stand on.
export { Legend, type LegendProps, type LegendEntry, type ServiceLegend } from './legend.ts';
export { MvtLegend, type MvtLegendProps, type MvtLegendLabels, type MvtLegendToggleEvent } from './mvtLegend.ts';
export { LegendPanel, type LegendPanelProps } from './legendPanel.ts';
export {
  layerLegend,
  legendEntries as styleLegendEntries,
  hideFilter as legendHideFilter,
  legacyFilterToExpression,
  isExpressionFilter,
  LEGEND_LAYER_TYPES,
  type StyleSwatch,
  type StyleLegendItem,
  type StyleLayerLegend,
  type StyleLayerEntry,
} from './styleLegend.ts';
