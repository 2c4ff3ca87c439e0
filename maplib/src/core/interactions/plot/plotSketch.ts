// The temporary layers a plot mode draws on: the shape being drawn or edited (dashed), and its control points as
// handles. Added on top of the style, removed when the mode ends.
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';

export const PREVIEW_COLOR = '#1e88e5';
/** A handle's circle and its stroke, in pixels: the edit mode hits handles out to their sum. */
export const HANDLE_RADIUS = 6;
export const HANDLE_STROKE = 2;

/** Adds the sketch source and its layers under `id`; returns the source and the function that removes them. */
export function addSketchLayers(map: MaplibreMap, id: string): { source: GeoJSONSource; remove: () => void } {
  map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  const shape = ['==', ['get', 'role'], 'shape'];
  const layers = [
    { id: `${id}-fill`, type: 'fill', filter: ['all', shape, ['==', ['geometry-type'], 'Polygon']], paint: { 'fill-color': PREVIEW_COLOR, 'fill-opacity': 0.15 } },
    { id: `${id}-line`, type: 'line', filter: ['all', shape, ['!=', ['geometry-type'], 'Point']], paint: { 'line-color': PREVIEW_COLOR, 'line-width': 2, 'line-dasharray': [2, 1.5] } },
    {
      id: `${id}-handles`,
      type: 'circle',
      filter: ['==', ['geometry-type'], 'Point'],
      paint: { 'circle-radius': HANDLE_RADIUS, 'circle-color': '#ffffff', 'circle-stroke-color': PREVIEW_COLOR, 'circle-stroke-width': HANDLE_STROKE },
    },
  ];
  for (const l of layers) map.addLayer({ ...l, source: id } as Parameters<MaplibreMap['addLayer']>[0]);
  return {
    source: map.getSource(id) as GeoJSONSource,
    remove: () => {
      for (const l of layers) if (map.getLayer(l.id)) map.removeLayer(l.id);
      if (map.getSource(id)) map.removeSource(id);
    },
  };
}
