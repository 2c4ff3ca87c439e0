// The emulated map document: four layers (countries, graticule, earthquakes, place names) built from the bundled data.
import type { Catalog, EmulatorData, Feature, LayerDef } from '../types.ts';
import type { FeatureStore } from '../store.ts';
import { applyEdits } from '../store.ts';
import { graticuleFeatures } from './graticule.ts';
import { pointFeatures } from './points.ts';
import { PLACE_FIELDS, PLACES_SOURCE, placeFeatures } from './places.ts';

export const LAYER_STYLES = {
  countries: { fill: '#f2c14e', stroke: '#8a6d1f', width: 1 },
  graticule: { fill: '#1b998b', stroke: '#1b998b', width: 1 },
  earthquakes: { fill: '#d7263d', stroke: '#ffffff', width: 1, radius: 3 },
  places: { fill: '#3a86ff', stroke: '#ffffff', width: 1, radius: 3 },
};

export function buildLayers(data: EmulatorData): LayerDef[] {
  const countries: Feature[] = data.countries.features.map((f, i) => ({
    fid: i + 1,
    attributes: {
      name_en: String(f.properties.name_en ?? f.properties.name ?? ''),
      name_zh: String(f.properties.name_zh ?? ''),
      iso_n3: f.id === undefined ? null : String(f.id),
    },
    geometry: f.geometry,
  }));
  return [
    {
      index: 0,
      name: 'countries',
      title: { en: 'Countries', zh: '国家' },
      kind: 'Reg',
      fields: [
        { name: 'name_en', type: 'string' },
        { name: 'name_zh', type: 'string' },
        { name: 'iso_n3', type: 'string' },
      ],
      style: LAYER_STYLES.countries,
      source: 'Natural Earth 1:110m (world-atlas), public domain',
      features: countries,
    },
    {
      index: 1,
      name: 'graticule',
      title: { en: 'Graticule (30°)', zh: '经纬网（30°）' },
      kind: 'Lin',
      fields: [
        { name: 'kind', type: 'string' },
        { name: 'degrees', type: 'long' },
      ],
      style: LAYER_STYLES.graticule,
      source: 'generated',
      features: graticuleFeatures(30),
    },
    {
      index: 2,
      name: 'earthquakes',
      title: { en: 'Earthquakes', zh: '地震' },
      kind: 'Pnt',
      fields: data.points.fields,
      style: LAYER_STYLES.earthquakes,
      source: data.points.source,
      features: pointFeatures(data.points),
    },
    {
      index: 3,
      name: 'places',
      title: { en: 'Place names', zh: '地名' },
      kind: 'Pnt',
      fields: PLACE_FIELDS,
      style: LAYER_STYLES.places,
      source: PLACES_SOURCE,
      features: placeFeatures(),
      // Queried by place search; drawn only when a request names it, so the document's images stay as they were.
      hidden: true,
    },
  ];
}

export function createCatalog(layers: LayerDef[], store: FeatureStore): Catalog {
  return {
    layers,
    byName: (name) => layers.find((l) => l.name.toLowerCase() === name.toLowerCase()),
    byIndex: (index) => layers.find((l) => l.index === index),
    async features(layer) {
      const edits = await store.get(layer.name);
      return edits ? applyEdits(layer.features, edits) : layer.features;
    },
  };
}
