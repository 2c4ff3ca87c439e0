// Service clients the layers build on: style documents, tile requests, OGC, ArcGIS, custom tiles, IGServer, Tianditu.
export { mapboxUrl, isMapboxUrl, resolveAgainst, resolveStyleUrl, styleRequestUrl, templatePattern, StyleUrlError, type StyleUrlKind } from './style/styleUrls.ts';
export { prepareStyle, planAppend, checkStyleDocument, parseStyleText, describeLayers, withVisibility, prefixIconImage, spritesOf, StyleDocumentError, type StyleLayerInfo, type AppendPlan, type PrepareOptions } from './style/mergeStyle.ts';
export { TILE_REQUEST_PROTOCOL, gridTileBBox, formatBBox, fillTileRequest, tileRequestUrl, parseTileRequestUrl, resolveTileRequestUrl, ensureTileRequestProtocol, onTileRequest, serviceErrorMessage, type GridKind, type AxisOrder, type TileRequestOptions, type TileAddress } from './tileRequest.ts';
export { withQuery, tokenParams, type ServiceToken, type QueryValue } from './requestUrl.ts';
export { gridZoomOffset, gridOfCrs, METERS_PER_DEGREE, OGC_PIXEL_METRES, type CacheLevel } from './gridOffset.ts';
export { parseXml, childOf, childrenOf, textOf as xmlText, descendants, attrOf, ogcExceptionMessage, type XmlElement } from './xml.ts';
export { wmsAxisOrder, wmsGetMapTemplate, wmsCapabilitiesUrl, parseWmsCapabilities, fetchWmsCapabilities, type WmsVersion, type WmsCapabilities, type WmsCapabilityLayer, type WmsGetMapOptions } from './ogc/wms.ts';
export { wmtsKvpTemplate, wmtsRestTemplate, parseWmtsCapabilities, fetchWmtsCapabilities, wmtsCapabilitiesUrl, wmtsLayerOptions, splitMatrixIdentifier, matrixTileSpan, type WmtsCapabilities, type WmtsCapabilityLayer, type WmtsTileMatrixSet, type WmtsTileMatrix, type WmtsLayerOptions } from './ogc/wmts.ts';
export { arcgisExportUrl, arcgisTileTemplate, arcgisServiceInfoUrl, arcgisCacheFit, fetchArcgisServiceInfo, mapServerRoot, wkidOf, ARCGIS_IMAGE_FORMATS, type ArcgisServiceInfo, type ArcgisTileInfo, type CacheFit } from './arcgis/mapServer.ts';
export { PROVIDERS, PROVIDER_INFO, LAYER_TYPES, TILE_SCHEMES, fillTileUrl, type Provider, type ProviderInfo, type TileScheme, type TileRule } from './customTile/customTileUrl.ts';
export { DATUMS, fromWgs84, toWgs84, bd09ToMc, mcToBd09, metresBetween, type Datum } from './customTile/datum.ts';
export { baiduResolution, baiduTileSpan, baiduTileAt, baiduTileAtMc, baiduTileBBox, baiduTileBounds } from './customTile/baiduTiles.ts';
export { planMosaic, providerPixel, providerLevel, type MosaicPlan, type MosaicOptions } from './customTile/tileMosaic.ts';
export { DATUM_TILE_PROTOCOL, ensureDatumTileProtocol, datumTileRequests } from './customTile/datumTileProtocol.ts';
export { igsDomain, igsDocImageUrl, igsDocTileUrl, igsDocLayersUrl, igsTileUrl, igsVectorUrl, IGS_PROJ, type IgsServer, type IgsLayerInfo } from './igs/igsUrl.ts';
export { tiandituTiles, tiandituLayer, TDT_LAYER_TYPES, TDT_SUBDOMAINS, type TdtLayerType, type TiandituOptions, type TiandituTiles } from './tianditu/tiandituUrl.ts';
export { FeatureService, FeatureServiceError, protocolOfUrl, type FeatureServiceOptions, type FeatureQueryResult, type EditResult, type QueryOptions, type SpatialQueryOptions, type FeatureRequestOptions } from './feature/index.ts';
