// Converts world-atlas 1:110m TopoJSON into the offline basemap's three GeoJSON files (countries, lines, labels).
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type * as GeoJSON from 'geojson';
import { roundCoordinates, unwrapGeometry } from './unwrapRing.ts';
import { labelPoint } from './labelPoint.ts';
import { chineseName } from './countryNames.ts';

const require = createRequire(import.meta.url);

export interface BasemapData {
  countries: GeoJSON.FeatureCollection;
  lines: GeoJSON.FeatureCollection;
  labels: GeoJSON.FeatureCollection;
}

function clean<G extends GeoJSON.Geometry>(g: G): G {
  const u = unwrapGeometry(g as any) as any;
  return { type: u.type, coordinates: roundCoordinates(u.coordinates) } as G;
}

/** Rank 1 (largest) … 6 (smallest): label size and collision priority. */
export function rankOf(area: number): number {
  return area > 500 ? 1 : area > 150 ? 2 : area > 40 ? 3 : area > 10 ? 4 : area > 2 ? 5 : 6;
}

export function buildBasemapData(): BasemapData {
  const topology = require('world-atlas/countries-110m.json') as Topology;
  const object = topology.objects.countries as GeometryCollection<{ name: string }>;
  const fc = feature(topology, object) as GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon, { name: string }>;

  const countries: GeoJSON.Feature[] = [];
  const labels: GeoJSON.Feature[] = [];
  for (const f of fc.features) {
    const geometry = clean(f.geometry);
    const name_en = f.properties.name;
    const name_zh = chineseName(f.id as string | undefined, name_en);
    countries.push({ type: 'Feature', id: f.id, properties: { name_en, name_zh }, geometry });
    if (name_en === 'Antarctica') continue; // its label point would sit at the map's edge
    const { point, area } = labelPoint(geometry);
    labels.push({
      type: 'Feature',
      properties: { name_en, name_zh, rank: rankOf(area) },
      geometry: { type: 'Point', coordinates: roundCoordinates(point, 2) },
    });
  }
  labels.sort((a, b) => a.properties!.rank - b.properties!.rank);

  // Shared arcs are boundaries between countries; arcs used once are coastlines.
  const boundary = mesh(topology, object, (a, b) => a !== b);
  const coast = mesh(topology, object, (a, b) => a === b);
  const lines: GeoJSON.Feature[] = [
    { type: 'Feature', properties: { kind: 'coast' }, geometry: clean(coast) },
    { type: 'Feature', properties: { kind: 'boundary' }, geometry: clean(boundary) },
  ];

  return {
    countries: { type: 'FeatureCollection', features: countries },
    lines: { type: 'FeatureCollection', features: lines },
    labels: { type: 'FeatureCollection', features: labels },
  };
}
