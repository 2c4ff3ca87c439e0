// Generates the demo data of the thematic layer pages (cluster, heatmap, buildings, tracker, dynamic markers) in
// public/data/ (run: npx tsx docs/.mapdocs/scripts/make-thematic-data.ts). Open data from npm or seeded, so the
// files are the same on every run:
// - data/earthquakes.geojson: USGS "all earthquakes" feed of 2018-01-31…02-07 (1,707 events), from vega-datasets
//   (U.S. public domain): coordinates to 0.01°, properties mag, place, time ("MM-DD hh:mm", UTC, 2018).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'data');
const vega = path.join(here, '../../../node_modules/vega-datasets/data');
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

function write(name: string, data: unknown): void {
  const text = JSON.stringify(data);
  fs.writeFileSync(path.join(out, name), text);
  console.log(`${name}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
}

// Earthquakes: ClusterLayer and HeatmapLayer demos.
const quakes = JSON.parse(fs.readFileSync(path.join(vega, 'earthquakes.json'), 'utf8'));
write('earthquakes.geojson', {
  type: 'FeatureCollection',
  features: quakes.features
    .filter((f: any) => typeof f.properties.mag === 'number')
    .map((f: any) => ({
      type: 'Feature',
      properties: {
        mag: round(f.properties.mag, 1),
        place: f.properties.place,
        time: new Date(f.properties.time).toISOString().slice(5, 16).replace('T', ' '),
      },
      geometry: { type: 'Point', coordinates: [round(f.geometry.coordinates[0], 2), round(f.geometry.coordinates[1], 2)] },
    })),
});
