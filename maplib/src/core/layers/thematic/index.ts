// Thematic layers over local or queried data: clusters, heat, buildings, tracks, dynamic markers, Elasticsearch grids.
export { ClusterLayer, clusterPaint, clusterSourceSpec, clusterLegend, stepByCount, type ClusterLayerProps, type ClusterClickEvent, type PointClickEvent, type AddedEvent } from './clusterLayer.ts';
export { HeatmapLayer, heatmapPaint, byZoom, HEATMAP_COLORS, type HeatmapLayerProps, type ZoomStops } from './heatmapLayer.ts';
export { BuildingLayer, buildingPaint, buildingSourceSpec, type BuildingLayerProps, type BuildingVectorTile } from './buildingLayer.ts';
export { TrackerLayer, trackOf, trackerData, type TrackerLayerProps, type TrackState } from './trackerLayer.ts';
export { buildTrack, trackPositionAt, travelledCoords, rhumbBearing, mercatorLerp, lonLatBearing, lonLatLerp, haversine, type Track, type TrackPlane, type TrackPosition } from './trackInterpolation.ts';
export { DynamicMarkerLayer, type DynamicMarkerLayerProps, type MarkerStyle, type HighlightStyle, type MarkerEvent as DynamicMarkerEvent, type MapBoundEvent } from './dynamicMarkerLayer.ts';
export { markerSet, markerPosition, geometryBounds, selectionBounds, panOrFit, pinImage, type BoundObject, type MarkerFeatures, type MarkerId, type MarkerSet } from './markerData.ts';
export { ElasticsearchLayer, HEAT_COLORS, type ElasticsearchLayerProps, type HeaterOptions as ElasticsearchHeaterOptions, type ClusterOptions as ElasticsearchClusterOptions, type EsRequest } from './elasticsearchLayer.ts';
export { buildGeoGridQuery, bucketsToGeoJSON, readBuckets, geotileKey, geotileBounds, geotileCenter, parseGeotileKey, autoPrecision, viewBoundingBox, GEOTILE_MAX_LAT, type GeotileBucket, type GeoGridQueryOptions } from './elasticsearchQuery.ts';
