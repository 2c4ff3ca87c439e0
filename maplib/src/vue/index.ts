// Public entry of the Vue 3 components (ESM `maplib/vue`, browser `MapLib.vue` from maplib-vue.js): the same
// components as the React entry, made by the Vue wrap() from the same core.
export { Map, type VueMapProps } from './Map.ts';
export { useMap, MAP_KEY } from './mapContext.ts';
export { useLayers } from './useLayers.ts';
export { wrap, type WrapOptions, type WrappedVue, type WrappedVueProps, type ModelListeners } from './wrap.ts';
export * from './components.ts';
export { Compare, PlotLink, type TwoMapProps } from './twoMaps.ts';
export { useFeatureService, useFeatureQuery, type VueFeatureQueryState } from './useFeatureService.ts';
