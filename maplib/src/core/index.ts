// Public entry of the framework-free core (ESM `maplib`, browser `MapLib.core`): the index of each family. A family's
// index gives the public names (renaming there what would clash: DynamicMarkerEvent beside Marker's MarkerEvent).
export * from './map/index.ts';
export * from './geo/index.ts';
export * from './base/index.ts';
export * from './controls/index.ts';
export * from './interactions/index.ts';
export * from './i18n/index.ts';
export * from './overlays/index.ts';
export * from './layers/base/index.ts';
export * from './layers/data/index.ts';
export * from './layers/thematic/index.ts';
export * from './layers/service/index.ts';
export * from './services/index.ts';
export * from './query/geometry/index.ts';
export * from './tiles/index.ts';
export * from './basemap/index.ts';
export * from './util/index.ts';
export * from './query/index.ts';
export * from './plot/index.ts';
export { maplibregl } from './maplibre.ts';
export { version } from './version.ts';
