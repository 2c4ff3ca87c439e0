// Generates the demo data the docs site ships in public/data/ (run: npx tsx docs/.mapdocs/scripts/make-demo-data.ts).
// - data/world-cities.geojson: 40 large cities (names in Chinese and English, rough metro population in millions).
// - data/tiles/world/{z}/{x}/{y}.pbf: vector tiles z0–3 with source layers `countries` and `cities`, so VectorLayer
//   demos run with no network. Every tile of the pyramid is written (empty ones too), so no request ever 404s.
// The image and video used by ImageLayer / VideoLayer demos are drawn by make-demo-media.mjs in a headless browser.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { createRequire } from 'node:module';
import isoCountries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/zh.json'));
const NAME_GAPS: Record<string, string> = { 'N. Cyprus': '北塞浦路斯', Somaliland: '索马里兰', Kosovo: '科索沃' };
const chineseName = (iso: string | undefined, en: string) =>
  NAME_GAPS[en] ?? ((iso && isoCountries.getName(isoCountries.numericToAlpha2(iso) ?? '', 'zh')) || en);

type Ring = number[][];
// Natural Earth stitches rings across ±180°: shift points by ±360° where longitudes jump, so tiles do not streak.
function unwrap(ring: Ring): Ring {
  let shift = 0;
  const out = ring.map((p, i) => {
    if (i > 0) {
      const d = p[0] - ring[i - 1][0];
      if (d > 180) shift -= 360;
      else if (d < -180) shift += 360;
    }
    return [Math.round((p[0] + shift) * 1000) / 1000, Math.round(p[1] * 1000) / 1000];
  });
  // A ring around a pole (Antarctica) ends 360° from its start: close it along the pole so it fills the map's edge.
  if (shift !== 0) {
    const pole = out.reduce((s, p) => s + p[1], 0) / out.length < 0 ? -90 : 90;
    out.push([out[out.length - 1][0], pole], [out[0][0], pole], [...out[0]]);
  }
  return out;
}
function unwrapGeometry(g: any): any {
  if (g.type === 'Polygon') return { type: g.type, coordinates: g.coordinates.map(unwrap) };
  if (g.type === 'MultiPolygon') return { type: g.type, coordinates: g.coordinates.map((p: Ring[]) => p.map(unwrap)) };
  return g;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'data');
const MAX_ZOOM = 3;

// [name_zh, name_en, lng, lat, population in millions (rounded metro figures, for demos only)]
const CITIES: [string, string, number, number, number][] = [
  ['北京', 'Beijing', 116.4, 39.9, 21.9], ['上海', 'Shanghai', 121.47, 31.23, 24.9], ['广州', 'Guangzhou', 113.26, 23.13, 18.8],
  ['深圳', 'Shenzhen', 114.06, 22.54, 17.7], ['重庆', 'Chongqing', 106.55, 29.56, 16.0], ['成都', 'Chengdu', 104.07, 30.57, 16.3],
  ['武汉', 'Wuhan', 114.31, 30.59, 13.7], ['西安', "Xi'an", 108.94, 34.34, 13.0], ['天津', 'Tianjin', 117.2, 39.13, 13.6],
  ['哈尔滨', 'Harbin', 126.53, 45.8, 9.9], ['昆明', 'Kunming', 102.83, 24.88, 8.6], ['乌鲁木齐', 'Urumqi', 87.62, 43.83, 4.1],
  ['拉萨', 'Lhasa', 91.11, 29.65, 0.9], ['香港', 'Hong Kong', 114.17, 22.32, 7.5], ['台北', 'Taipei', 121.56, 25.03, 7.0],
  ['东京', 'Tokyo', 139.69, 35.69, 37.2], ['首尔', 'Seoul', 126.98, 37.57, 25.5], ['新德里', 'New Delhi', 77.21, 28.61, 32.9],
  ['孟买', 'Mumbai', 72.88, 19.08, 21.3], ['雅加达', 'Jakarta', 106.85, -6.21, 11.2], ['曼谷', 'Bangkok', 100.5, 13.76, 11.0],
  ['新加坡', 'Singapore', 103.82, 1.35, 6.0], ['德黑兰', 'Tehran', 51.39, 35.69, 9.5], ['伊斯坦布尔', 'Istanbul', 28.98, 41.01, 15.8],
  ['开罗', 'Cairo', 31.24, 30.04, 22.2], ['拉各斯', 'Lagos', 3.38, 6.52, 15.9], ['内罗毕', 'Nairobi', 36.82, -1.29, 5.3],
  ['开普敦', 'Cape Town', 18.42, -33.92, 4.8], ['莫斯科', 'Moscow', 37.62, 55.76, 12.6], ['伦敦', 'London', -0.13, 51.51, 9.6],
  ['巴黎', 'Paris', 2.35, 48.86, 11.2], ['柏林', 'Berlin', 13.4, 52.52, 3.6], ['纽约', 'New York', -74.01, 40.71, 18.9],
  ['洛杉矶', 'Los Angeles', -118.24, 34.05, 12.5], ['墨西哥城', 'Mexico City', -99.13, 19.43, 22.3], ['多伦多', 'Toronto', -79.38, 43.65, 6.4],
  ['圣保罗', 'São Paulo', -46.63, -23.55, 22.6], ['布宜诺斯艾利斯', 'Buenos Aires', -58.38, -34.6, 15.5], ['利马', 'Lima', -77.04, -12.05, 11.0],
  ['悉尼', 'Sydney', 151.21, -33.87, 5.3],
];

const cities = {
  type: 'FeatureCollection' as const,
  features: CITIES.map(([zh, en, lng, lat, pop]) => ({
    type: 'Feature' as const,
    properties: { name: zh, name_zh: zh, name_en: en, pop },
    geometry: { type: 'Point' as const, coordinates: [lng, lat] },
  })),
};

const topo = JSON.parse(fs.readFileSync(path.join(here, '../../../node_modules/world-atlas/countries-110m.json'), 'utf8'));
const world = feature(topo, topo.objects.countries) as unknown as GeoJSON.FeatureCollection;
const countries = {
  type: 'FeatureCollection' as const,
  features: world.features.map((f) => ({
    type: 'Feature' as const,
    properties: { id: String(f.id ?? ''), name_en: f.properties!.name, name_zh: chineseName(f.id as string | undefined, f.properties!.name) },
    geometry: unwrapGeometry(f.geometry),
  })),
};

fs.rmSync(path.join(out, 'tiles', 'world'), { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'world-cities.geojson'), JSON.stringify(cities));

const options = { maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, indexMaxPoints: 0, buffer: 64 };
const countryIndex = new GeoJSONVT(countries as any, options);
const cityIndex = new GeoJSONVT(cities as any, options);
let bytes = 0;
let count = 0;
for (let z = 0; z <= MAX_ZOOM; z++) {
  for (let x = 0; x < 2 ** z; x++) {
    for (let y = 0; y < 2 ** z; y++) {
      const layers: Record<string, any> = {};
      const c = countryIndex.getTile(z, x, y);
      const p = cityIndex.getTile(z, x, y);
      if (c) layers.countries = c;
      if (p) layers.cities = p;
      const buf = Object.keys(layers).length ? fromGeojsonVt(layers, { version: 2 }) : new Uint8Array(0);
      const file = path.join(out, 'tiles', 'world', String(z), String(x), `${y}.pbf`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, buf);
      bytes += buf.length;
      count++;
    }
  }
}
console.log(`world-cities.geojson: ${cities.features.length} cities; tiles: ${count} files, ${(bytes / 1024).toFixed(0)} KB`);
