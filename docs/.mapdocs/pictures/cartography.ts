// Cartographic strategies on one data set (the cartography guide's demo): the same city populations as graduated
// symbols (interpolate on circle-radius), class breaks (step on circle-color) and a heatmap.
import type { Picture } from './picture.ts';

const cities = (type: string, paint: Record<string, unknown>) =>
  `map.add(new MapLib.core.GeoJSONLayer({ id: 'cities', data: data('world-cities.geojson'), type: '${type}', paint: ${JSON.stringify(paint)} }));`;

const VIEW = { center: [60, 25], zoom: 0.35 };

export const cartography: Picture = {
  name: 'cartography-strategies',
  panel: { width: 250, height: 170 },
  panels: [
    {
      label: 'interpolate: circle-radius',
      map: VIEW,
      layers: cities('circle', {
        'circle-color': '#3a7bd5',
        'circle-opacity': 0.7,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 1,
        'circle-radius': ['interpolate', ['linear'], ['get', 'pop'], 1, 2, 10, 6, 35, 15],
      }),
    },
    {
      label: 'step: circle-color',
      map: VIEW,
      layers: cities('circle', {
        'circle-radius': 5,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 1,
        'circle-color': ['step', ['get', 'pop'], '#fee8c8', 5, '#fdbb84', 10, '#fc8d59', 20, '#d7301f'],
      }),
    },
    {
      label: "type: 'heatmap'",
      map: VIEW,
      layers: cities('heatmap', { 'heatmap-weight': ['interpolate', ['linear'], ['get', 'pop'], 0, 0, 35, 1], 'heatmap-radius': 18, 'heatmap-intensity': 1.2 }),
    },
  ],
};
