// The package's types reject what MapLib rejects at run time: each line below must be a type error (tsc fails on an
// unused @ts-expect-error), and the correct uses beside them must type-check.
import { Map, Marker, OgcWmsLayer } from '@maplib-dev/maplib/react';
import { createMap, type MapView } from '@maplib-dev/maplib';

export const ok = (
  <Map center={[0, 0]} zoom={2}>
    <Marker lngLat={[1, 2]} />
    <OgcWmsLayer id="w" baseUrl="/wms" />
  </Map>
);
// @ts-expect-error zoom is a number
export const badZoom = <Map zoom="2" />;
// @ts-expect-error lngLat is [lng, lat]
export const badMarker = <Marker lngLat="1,2" />;
// @ts-expect-error baseUrl is required
export const noBaseUrl = <OgcWmsLayer id="w" />;
export const view: MapView = createMap('x', { center: [0, 0] });
// @ts-expect-error center is [lng, lat]
createMap('x', { center: 'middle' });
