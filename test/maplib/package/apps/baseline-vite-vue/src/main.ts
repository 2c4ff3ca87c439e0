// The size baseline: the same Vite + Vue app with MapLibre GL JS alone (a map, a GeoJSON fill, a marker).
import { createApp, defineComponent, h, onMounted, onBeforeUnmount, ref } from 'vue';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { SQUARE, MARKER_AT, MAP_SIZE } from './scene';

const App = defineComponent(() => {
  const box = ref<HTMLDivElement>();
  let map: maplibregl.Map | undefined;
  onMounted(() => {
    map = new maplibregl.Map({ container: box.value!, style: { version: 8, sources: {}, layers: [] }, center: [0, 0], zoom: 1 });
    const m = map;
    m.on('load', () => {
      m.addSource('square', { type: 'geojson', data: SQUARE });
      m.addLayer({ id: 'square', type: 'fill', source: 'square', paint: { 'fill-color': '#0050ff' } });
    });
    new maplibregl.Marker({ color: '#ff00ff' }).setLngLat(MARKER_AT).addTo(m);
  });
  onBeforeUnmount(() => map?.remove());
  return () => h('div', { ref: box, style: MAP_SIZE });
});

createApp(App).mount('#app');
