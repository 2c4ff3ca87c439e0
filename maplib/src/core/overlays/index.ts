// Things drawn over the map that are not style layers: markers, popups, ECharts and mapv overlays.
export { Marker, type MarkerProps, type MarkerEvent } from './marker.ts';
export { Popup, type PopupProps } from './popup.ts';
export { EchartsOverlay, type EchartsOverlayProps } from './echartsOverlay.ts';
export { MapLibreCoordSys, COORD_SYS_NAMES, type ProjectingMap } from './echarts/coordSys.ts';
export { MapvOverlay, type MapvOverlayProps } from './mapvOverlay.ts';
export { geojsonToMapvData, animationStep, type MapvItem } from './mapvData.ts';
