// The same scene as the Vite app, in plain JavaScript (no JSX: no loader to configure).
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Map, GeoJSONLayer, Marker, OgcWmsLayer } from '@maplib-dev/maplib/react';
import { getLiveMaps } from '@maplib-dev/maplib';
import { servicesReady } from '@maplib-dev/maplib/emulator';
import '@maplib-dev/maplib/maplib.css';
import { SQUARE, MARKER_AT, MAP_SIZE } from './scene.js';

function App() {
  const [prefix, setPrefix] = useState();
  useEffect(() => {
    servicesReady().then((s) => setPrefix(s.prefix));
  }, []);
  return [
    h(Map, { key: 'a', id: 'map-a', style: MAP_SIZE, center: [0, 0], zoom: 1 },
      h(GeoJSONLayer, { id: 'square', data: SQUARE, paint: { 'fill-color': '#0050ff', 'fill-opacity': 1 } }),
      h(Marker, { lngLat: MARKER_AT, color: '#ff00ff' })),
    h(Map, { key: 'b', id: 'map-b', style: MAP_SIZE, center: [0, 0], zoom: 1, basemap: 'none' },
      prefix && h(OgcWmsLayer, { id: 'wms', baseUrl: prefix + 'ogc/wms', layers: 'countries' })),
  ];
}

window.maplibMaps = getLiveMaps;
createRoot(document.getElementById('root')).render(h(App));
