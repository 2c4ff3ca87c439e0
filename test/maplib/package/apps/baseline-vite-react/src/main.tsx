// The size baseline: the same Vite + React app with MapLibre GL JS alone (a map, a GeoJSON fill, a marker).
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { SQUARE, MARKER_AT, MAP_SIZE } from './scene';

function App() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = new maplibregl.Map({ container: box.current!, style: { version: 8, sources: {}, layers: [] }, center: [0, 0], zoom: 1 });
    map.on('load', () => {
      map.addSource('square', { type: 'geojson', data: SQUARE });
      map.addLayer({ id: 'square', type: 'fill', source: 'square', paint: { 'fill-color': '#0050ff' } });
    });
    new maplibregl.Marker({ color: '#ff00ff' }).setLngLat(MARKER_AT).addTo(map);
    return () => map.remove();
  }, []);
  return <div ref={box} style={MAP_SIZE} />;
}

createRoot(document.getElementById('root')!).render(<App />);
