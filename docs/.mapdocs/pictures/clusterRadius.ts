// ClusterLayer's clusterRadius: the same week of earthquakes clustered at three radii (the API page's ### clusterRadius).
import type { Picture } from './picture.ts';

const RADII = [25, 50, 100];

export const clusterRadius: Picture = {
  name: 'cluster-radius',
  panel: { width: 250, height: 200 },
  panels: RADII.map((radius) => ({
    label: `clusterRadius: ${radius}`,
    map: { center: [-119, 36.5], zoom: 4.4 },
    layers: `map.add(new MapLib.core.ClusterLayer({ id: 'quakes', geojson: data('earthquakes.geojson'), clusterRadius: ${radius} }));`,
  })),
};
