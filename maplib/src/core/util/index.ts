// Small shared helpers, and the helpers of the /api/Util/util page: GUIDs, coordinates as text, units, bounds.
export { getAssetBaseUrl, setAssetBaseUrl, assetUrl } from './assetBase.ts';
export { newGuid, uuidFromBytes } from './guid.ts';
export { formatLngLat, parseLngLat, type LngLatFormat } from './coordinates.ts';
export { convertLength, convertArea, formatLength, formatArea, LENGTH_UNITS, AREA_UNITS, type LengthUnit, type AreaUnit, type MeasureFormat } from './units.ts';
export { boundsOf, geographicBoundsOf, type Boundable } from './bounds.ts';
