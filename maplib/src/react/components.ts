// The React components of everything a <Map> holds: one line each, made by wrap() from the core classes.
import * as core from '../core/index.ts';
import { wrap, type WrappedProps } from './wrap.ts';
import { CONTENT } from '../bindings/content.ts';

// <Compare> holds two <Map>s instead of living inside one: its component is react/Compare.tsx, not a wrap() line.
export const NavigationControl = wrap('NavigationControl', core.NavigationControl);
export const ScaleControl = wrap('ScaleControl', core.ScaleControl);
export const FullscreenControl = wrap('FullscreenControl', core.FullscreenControl);
export const GeolocateControl = wrap('GeolocateControl', core.GeolocateControl);
export const AttributionControl = wrap('AttributionControl', core.AttributionControl);
export const Zoom = wrap('Zoom', core.Zoom);
export const Scale = wrap('Scale', core.Scale);
export const Hawkeye = wrap('Hawkeye', core.Hawkeye);
export const Legend = wrap('Legend', core.Legend);
export const MvtLegend = wrap('MvtLegend', core.MvtLegend);
export const Print = wrap('Print', core.Print);
export const DocumentTree = wrap('DocumentTree', core.DocumentTree);

// #region markerPopup
// React children become the marker's element and the popup's content (rendered through a portal). MapLibre cannot
// swap a live marker's element, so whether a <Marker> has custom content is decided when it mounts.
export const Marker = wrap('Marker', core.Marker, CONTENT.Marker);
export const Popup = wrap('Popup', core.Popup, CONTENT.Popup);
// #endregion markerPopup
export type MarkerProps = WrappedProps<core.MarkerProps, core.Marker, 'element'>;
export type PopupProps = WrappedProps<core.PopupProps, core.Popup, 'content'>;

export const GeoJSONLayer = wrap('GeoJSONLayer', core.GeoJSONLayer);
export const VectorLayer = wrap('VectorLayer', core.VectorLayer);
export const RasterLayer = wrap('RasterLayer', core.RasterLayer);
export const ImageLayer = wrap('ImageLayer', core.ImageLayer);
export const VideoLayer = wrap('VideoLayer', core.VideoLayer);
export const CanvasLayer = wrap('CanvasLayer', core.CanvasLayer);
export const ElasticsearchLayer = wrap('ElasticsearchLayer', core.ElasticsearchLayer);
export const EchartsOverlay = wrap('EchartsOverlay', core.EchartsOverlay);
export const MapvOverlay = wrap('MapvOverlay', core.MapvOverlay);
export const ClusterLayer = wrap('ClusterLayer', core.ClusterLayer);
export const HeatmapLayer = wrap('HeatmapLayer', core.HeatmapLayer);
export const BuildingLayer = wrap('BuildingLayer', core.BuildingLayer);
// Children of <TrackerLayer> are its icon (drawn pointing north); decided at mount, like <Marker>'s.
export const TrackerLayer = wrap('TrackerLayer', core.TrackerLayer, CONTENT.TrackerLayer);
export const DynamicMarkerLayer = wrap('DynamicMarkerLayer', core.DynamicMarkerLayer);
export const IgsDocLayer = wrap('IgsDocLayer', core.IgsDocLayer);
export const IgsTileLayer = wrap('IgsTileLayer', core.IgsTileLayer);
export const IgsTdtLayer = wrap('IgsTdtLayer', core.IgsTdtLayer);
export const IgsVectorLayer = wrap('IgsVectorLayer', core.IgsVectorLayer);
export const OgcWmsLayer = wrap('OgcWmsLayer', core.OgcWmsLayer);
export const OgcWmtsLayer = wrap('OgcWmtsLayer', core.OgcWmtsLayer);
export const ArcGISMapLayer = wrap('ArcGISMapLayer', core.ArcGISMapLayer);
export const ArcGISTileLayer = wrap('ArcGISTileLayer', core.ArcGISTileLayer);
export const CustomTileLayer = wrap('CustomTileLayer', core.CustomTileLayer);
export const MvtStyleLayer = wrap('MvtStyleLayer', core.MvtStyleLayer);
// `render` is a render prop: `render={(state) => <div>{state.text.lng}</div>}` draws into the bar (the original's slot).
export const StateBar = wrap('StateBar', core.StateBar, CONTENT.StateBar);
export const Measure = wrap('Measure', core.Measure);
export const Draw = wrap('Draw', core.Draw);
export const PlotLayer = wrap('PlotLayer', core.PlotLayer);
export const Plot = wrap('Plot', core.Plot);
export const PlotAnimation = wrap('PlotAnimation', core.PlotAnimation);
// The children of <Editor> go below its toolbar's buttons (the original's default slot).
export const Editor = wrap('Editor', core.Editor, CONTENT.Editor);
export const BaseTable = wrap('BaseTable', core.BaseTable);
export const FeatureTable = wrap('FeatureTable', core.FeatureTable);
export const ComprehensiveQuery = wrap('ComprehensiveQuery', core.ComprehensiveQuery);
