// A Vue 3 app as a docs page would write it (globals only: window.Vue with its template compiler, MapLib.vue from
// maplib-vue.js): a <Map> with controls, layers, markers (one with slot content, one draggable with v-model), a popup
// with v-model:open and slot content, a StateBar scoped slot, a Hawkeye with v-model:collapsed, and a <Compare> with
// v-model:position. The test drives `window.__state` and reads what the app saw.
declare const Vue: any;
declare const MapLib: any;

const origin = location.origin;
const city = (i: number) => ({ type: 'Feature', properties: { name: 'p' + i }, geometry: { type: 'Point', coordinates: [100 + i * 3, 30 + (i % 3) * 2] } });

const state = Vue.reactive({
  mounted: true,
  zoom: 3,
  circleColor: '#ff0000',
  points: 3,
  rasterOpacity: 0.5,
  scaleUnit: 'metric',
  badge: 'A',
  badgeLngLat: [104, 35],
  dragged: [116.4, 39.9],
  popupOpen: true,
  popupText: 'Shanghai 上海',
  hawkeyeCollapsed: false,
  position: 0.5,
  orientation: 'vertical',
  clicked: [] as string[],
  toggles: 0,
});
(window as any).__state = state;

const template = `
<div>
  <Map v-if="state.mounted" id="map-vue" :style="{ width: '900px', height: '560px' }" :center="[110, 30]" :zoom="state.zoom"
       :attribution-control="false" @load="onLoad">
    <NavigationControl position="top-left" />
    <ScaleControl :unit="state.scaleUnit" />
    <Hawkeye v-model:collapsed="state.hawkeyeCollapsed" @toggle="state.toggles++" />
    <Zoom position="top-right" />
    <Scale />
    <FullscreenControl />
    <AttributionControl custom-attribution="maplib vue test" />
    <RasterLayer id="ras" :base-url="origin + '/tiles/raster/{z}/{x}/{y}.png'" :tile-size="256" :opacity="state.rasterOpacity" :maximum-level="8" />
    <ImageLayer id="img" :url="origin + '/image.png'" :coordinates="[[80, 50], [90, 50], [90, 40], [80, 40]]" />
    <HeatmapLayer id="heat" :geojson="points" />
    <TrackerLayer id="track" :geojson="track" :playing="false"><div id="tracker-icon" style="width:12px;height:12px;background:#0a0"></div></TrackerLayer>
    <GeoJSONLayer id="pts" :data="points" :paint="{ 'circle-color': state.circleColor, 'circle-radius': 7 }" @click="onPointClick" />
    <Marker :lng-lat="state.badgeLngLat"><div id="custom-marker" style="width:20px;height:20px;background:#fa0">{{ state.badge }}</div></Marker>
    <Marker v-model:lngLat="state.dragged" :draggable="true" />
    <Popup :lng-lat="[121.47, 31.23]" v-model:open="state.popupOpen"><span id="popup-text">{{ state.popupText }}</span></Popup>
    <StateBar v-slot="{ state: bar }"><span id="state-level">level {{ bar.level.toFixed(1) }}</span></StateBar>
  </Map>
  <Compare v-if="state.mounted" id="compare-vue" :style="{ width: '600px', height: '300px' }" :orientation="state.orientation" v-model:position="state.position">
    <template #beforeMap><Map :center="[110, 30]" :zoom="2" :attribution-control="false" @load="onCompareLoad" /></template>
    <template #afterMap><Map :center="[110, 30]" :zoom="2" basemap="guotu" :attribution-control="false" /></template>
  </Compare>
</div>`;

const app = Vue.createApp({
  components: MapLib.vue,
  setup() {
    const points = Vue.computed(() => ({ type: 'FeatureCollection', features: Array.from({ length: state.points }, (_, i) => city(i)) }));
    return {
      state,
      origin,
      points,
      track: { type: 'LineString', coordinates: [[95, 25], [105, 28], [115, 24]] },
      onLoad: (view: unknown) => ((window as any).__view = view),
      onCompareLoad: (view: unknown) => ((window as any).__compareView = view),
      onPointClick: (e: any) => state.clicked.push(...e.features.map((f: any) => f.properties.name)),
    };
  },
  template,
});
app.config.errorHandler = (err: unknown) => console.error('vue app error', err);
const root = document.createElement('div');
root.id = 'vue-root';
document.body.append(root);
app.mount(root);
(window as any).__vueApp = app;
export {};
