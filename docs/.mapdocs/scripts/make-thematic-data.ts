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

// Buildings: BuildingLayer demos. Seeded footprints on a street grid around a made-up centre (not real buildings),
// taller towards the middle; as GeoJSON and as vector tiles z13–16 (source layer `buildings`, bounds in the page).
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const BUILDING_CENTRE: [number, number] = [116.46, 39.915];
const rnd = mulberry32(20261123);
const mPerDegLat = 111320;
const mPerDegLng = 111320 * Math.cos((BUILDING_CENTRE[1] * Math.PI) / 180);
const toLngLat = (x: number, y: number): [number, number] => [round(BUILDING_CENTRE[0] + x / mPerDegLng, 5), round(BUILDING_CENTRE[1] + y / mPerDegLat, 5)];
const buildings: any[] = [];
const BLOCK = 180;
const STREET = 30;
const N = 8;
for (let bi = 0; bi < N; bi++) {
  for (let bj = 0; bj < N; bj++) {
    const x0 = (bi - N / 2) * (BLOCK + STREET);
    const y0 = (bj - N / 2) * (BLOCK + STREET);
    const cols = 2 + Math.floor(rnd() * 2);
    const rows = 2 + Math.floor(rnd() * 2);
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        if (rnd() < 0.12) continue; // a square or a car park
        const w = BLOCK / cols;
        const h = BLOCK / rows;
        const inset = 6 + rnd() * 10;
        const [ax, ay, bx, by] = [x0 + i * w + inset, y0 + j * h + inset, x0 + (i + 1) * w - inset, y0 + (j + 1) * h - inset];
        const cx = (ax + bx) / 2;
        const cy = (ay + by) / 2;
        const d = Math.hypot(cx, cy);
        const height = round(9 + 230 * Math.exp(-((d / 520) ** 2)) * (0.35 + 0.65 * rnd()) + rnd() * 12, 1);
        // Some towers step back: an L-shaped footprint.
        const ring = rnd() < 0.3
          ? [[ax, ay], [bx, ay], [bx, cy], [cx, cy], [cx, by], [ax, by], [ax, ay]]
          : [[ax, ay], [bx, ay], [bx, by], [ax, by], [ax, ay]];
        const id = buildings.length + 1;
        buildings.push({
          type: 'Feature',
          id,
          properties: { id, name: `${String.fromCharCode(65 + bi)}${bj + 1}-${i * rows + j + 1}`, height, floors: Math.max(2, Math.round(height / 3.3)) },
          geometry: { type: 'Polygon', coordinates: [ring.map(([x, y]) => toLngLat(x, y))] },
        });
      }
    }
  }
}
const buildingFc = { type: 'FeatureCollection', features: buildings };
write('buildings.geojson', buildingFc);

const { GeoJSONVT } = await import('@maplibre/geojson-vt');
const { fromGeojsonVt } = await import('@maplibre/vt-pbf');
const lngs = buildings.flatMap((f) => f.geometry.coordinates[0].map((p: number[]) => p[0]));
const lats = buildings.flatMap((f) => f.geometry.coordinates[0].map((p: number[]) => p[1]));
const BUILDING_BOUNDS = [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)].map((n) => round(n, 4));
const tileOf = (lng: number, lat: number, z: number) => {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n)];
};
const index = new GeoJSONVT(buildingFc as any, { maxZoom: 16, indexMaxZoom: 16, indexMaxPoints: 0, buffer: 64 });
fs.rmSync(path.join(out, 'tiles', 'buildings'), { recursive: true, force: true });
let tileBytes = 0;
let tileCount = 0;
for (let z = 13; z <= 16; z++) {
  const [x0, y0] = tileOf(BUILDING_BOUNDS[0], BUILDING_BOUNDS[3], z);
  const [x1, y1] = tileOf(BUILDING_BOUNDS[2], BUILDING_BOUNDS[1], z);
  for (let x = x0; x <= x1; x++) {
    for (let y = y0; y <= y1; y++) {
      const t = index.getTile(z, x, y);
      const buf = t ? fromGeojsonVt({ buildings: t } as any, { version: 2 }) : new Uint8Array(0);
      const file = path.join(out, 'tiles', 'buildings', String(z), String(x), `${y}.pbf`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, buf);
      tileBytes += buf.length;
      tileCount++;
    }
  }
}
console.log(`tiles/buildings: ${tileCount} files, ${(tileBytes / 1024).toFixed(0)} KB; bounds ${JSON.stringify(BUILDING_BOUNDS)}`);

// A voyage: TrackerLayer demo. A made-up container ship, Shanghai → Hong Kong (8 h in port) → Singapore, from
// 2024-03-01 00:00 UTC; a position every 2 hours at 12–18 knots (seeded), as Point features in order with `time`
// (ISO), `speed` (knots) and `port` while in port.
const WAYPOINTS: [number, number][] = [
  [121.9, 31.2], [122.6, 30.5], [122.3, 29.0], [121.5, 27.5], [120.3, 26.0], [119.6, 24.8], [118.3, 23.6], [116.5, 22.6],
  [114.5, 22.15], [114.17, 22.29], // Hong Kong
  [113.9, 21.5], [111.8, 19.5], [110.8, 17.5], [110.2, 15.0], [110.0, 12.5], [108.5, 9.5], [106.5, 7.0], [105.0, 4.5],
  [104.5, 2.0], [104.0, 1.25], [103.85, 1.22], // Singapore
];
const HONG_KONG = 9;
const shipRnd = mulberry32(7);
const NM = 1852;
const hav = (a: [number, number], b: [number, number]) => {
  const r = Math.PI / 180;
  const h = Math.sin(((b[1] - a[1]) * r) / 2) ** 2 + Math.cos(a[1] * r) * Math.cos(b[1] * r) * Math.sin(((b[0] - a[0]) * r) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h));
};
const voyage: any[] = [];
let clock = Date.parse('2024-03-01T00:00:00Z');
const fix = (at: [number, number], speed: number, port?: string) =>
  voyage.push({ type: 'Feature', properties: { time: new Date(clock).toISOString().slice(0, 16) + 'Z', speed: round(speed, 1), ...(port ? { port } : {}) }, geometry: { type: 'Point', coordinates: [round(at[0], 3), round(at[1], 3)] } });
fix(WAYPOINTS[0], 0, '上海 Shanghai');
const STEP = 2 * 3600 * 1000;
for (let w = 1; w < WAYPOINTS.length; w++) {
  const [a, b] = [WAYPOINTS[w - 1], WAYPOINTS[w]];
  let left = hav(a, b);
  let pos = a;
  while (left > 0) {
    const knots = 12 + shipRnd() * 6;
    const run = (knots * NM * STEP) / 3600000;
    if (run >= left) {
      clock += (left / (knots * NM)) * 3600000;
      pos = b;
      left = 0;
    } else {
      const f = run / hav(pos, b);
      pos = [pos[0] + (b[0] - pos[0]) * f, pos[1] + (b[1] - pos[1]) * f];
      left -= run;
      clock += STEP;
    }
    fix(pos, knots);
  }
  if (w === HONG_KONG) {
    voyage[voyage.length - 1].properties.port = '香港 Hong Kong';
    clock += 8 * 3600 * 1000;
    fix(pos, 0, '香港 Hong Kong');
  }
}
voyage[voyage.length - 1].properties.port = '新加坡 Singapore';
voyage[voyage.length - 1].properties.speed = 0;
write('voyage.geojson', { type: 'FeatureCollection', features: voyage });
console.log(`voyage: ${voyage.length} fixes, ${voyage[0].properties.time} → ${voyage[voyage.length - 1].properties.time}`);

// Airports of seven western US states: DynamicMarkerLayer demos. From vega-datasets' airports.csv (FAA data, U.S.
// government work); properties fid (the IATA/FAA code), name, city, state; coordinates to 0.001°.
const STATES = new Set(['CA', 'NV', 'OR', 'WA', 'AZ', 'UT', 'ID']);
const [header, ...rows] = fs.readFileSync(path.join(vega, 'airports.csv'), 'utf8').trim().split('\n').map((l) => l.split(','));
const col = (name: string) => header.indexOf(name);
const airports = rows
  .filter((r) => r.length === header.length && STATES.has(r[col('state')]))
  .map((r) => ({
    type: 'Feature',
    properties: { fid: r[col('iata')], name: r[col('name')], city: r[col('city')], state: r[col('state')] },
    geometry: { type: 'Point', coordinates: [round(Number(r[col('longitude')]), 3), round(Number(r[col('latitude')]), 3)] },
  }));
write('airports.geojson', { type: 'FeatureCollection', features: airports });
console.log(`airports: ${airports.length} in ${[...STATES].join(' ')}`);
