// BuildingLayer: the demo's sample footprints (data/buildings.geojson, generated) seen from above, tilted, and tilted with heights doubled (the page's heightScale).
import type { Picture } from './picture.ts';

const VIEW = { center: [116.46, 39.914], zoom: 14.1, bearing: -20 };
const layer = (heightScale: number) =>
  `map.add(new MapLib.core.BuildingLayer({ id: 'buildings', geojson: data('buildings.geojson'), field: 'height', heightScale: ${heightScale}, ` +
  `colors: [[0, '#f7fbff'], [40, '#c6dbef'], [90, '#6baed6'], [150, '#2171b5'], [210, '#08306b']] }));`;

export const buildingExtrusion: Picture = {
  name: 'building-extrusion',
  panel: { width: 250, height: 200 },
  panels: [
    { label: 'pitch: 0', map: { ...VIEW, pitch: 0 }, layers: layer(1) },
    { label: 'pitch: 55', map: { ...VIEW, pitch: 55 }, layers: layer(1) },
    { label: 'pitch: 55, heightScale: 2', map: { ...VIEW, pitch: 55 }, layers: layer(2) },
  ],
};
