// A new user's app: the offline basemap, a GeoJSON layer, a marker and an emulated WMS, from the package alone.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Map, GeoJSONLayer, Marker, OgcWmsLayer } from '@maplib-dev/maplib/react';
import { getLiveMaps } from '@maplib-dev/maplib';
import { servicesReady } from '@maplib-dev/maplib/emulator';
import '@maplib-dev/maplib/maplib.css';
import { SQUARE, MARKER_AT, MAP_SIZE } from './scene';

function App() {
  const [prefix, setPrefix] = useState<string>();
  useEffect(() => {
    servicesReady().then((s) => setPrefix(s.prefix));
  }, []);
  return (
    <>
      <Map id="map-a" style={MAP_SIZE} center={[0, 0]} zoom={1}>
        <GeoJSONLayer id="square" data={SQUARE} paint={{ 'fill-color': '#0050ff', 'fill-opacity': 1 }} />
        <Marker lngLat={MARKER_AT} color="#ff00ff" />
      </Map>
      <Map id="map-b" style={MAP_SIZE} center={[0, 0]} zoom={1} basemap="none">
        {prefix && <OgcWmsLayer id="wms" baseUrl={prefix + 'ogc/wms'} layers="countries" />}
      </Map>
    </>
  );
}

// The test reads the maps through the core's registry.
(window as unknown as { maplibMaps: typeof getLiveMaps }).maplibMaps = getLiveMaps;
createRoot(document.getElementById('root')!).render(<App />);
