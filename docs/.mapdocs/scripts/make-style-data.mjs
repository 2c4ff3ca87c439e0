// Writes the vector-tile style the MvtStyleLayer demos load: public/data/styles/natural-earth/
//   style.json            a MapLibre style v8 over the site's own MVT pyramid (data/tiles/world, made by
//                         make-demo-data.ts from Natural Earth), with every URL relative to the style file, as a style
//                         on a real server is often written; no `glyphs` (labels are drawn with local fonts).
//   sprite.json/png, sprite@2x.json/png   two icons (city, megacity) drawn in headless Chromium's canvas.
// Run: node docs/.mapdocs/scripts/make-style-data.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'data', 'styles', 'natural-earth');
fs.mkdirSync(out, { recursive: true });

// Fill colours the browser tests sample: keep them far from the offline basemap's (sea #a9d3e8, land #f4f1e8).
const SEA = '#16324f';
const LAND = '#e9c46a';
const CHINA = '#e76f51';

const style = {
  version: 8,
  name: 'Natural Earth (MapLib demo)',
  metadata: { 'maplib:about': 'Offline demo style: Natural Earth 1:110m countries and 40 cities as vector tiles z0–3' },
  sprite: 'sprite',
  sources: {
    world: { type: 'vector', tiles: ['../../tiles/world/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: 3, attribution: 'Natural Earth' },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': SEA } },
    { id: 'countries-fill', type: 'fill', source: 'world', 'source-layer': 'countries', paint: { 'fill-color': LAND } },
    { id: 'china-fill', type: 'fill', source: 'world', 'source-layer': 'countries', filter: ['==', ['get', 'id'], '156'], paint: { 'fill-color': CHINA } },
    { id: 'borders', type: 'line', source: 'world', 'source-layer': 'countries', paint: { 'line-color': '#264653', 'line-width': 0.8 } },
    {
      id: 'cities-icon',
      type: 'symbol',
      source: 'world',
      'source-layer': 'cities',
      layout: { 'icon-image': ['case', ['>=', ['get', 'pop'], 20], 'megacity', 'city'], 'icon-allow-overlap': true },
    },
    {
      id: 'cities-label',
      type: 'symbol',
      source: 'world',
      'source-layer': 'cities',
      minzoom: 2,
      layout: {
        'text-field': ['format', ['get', 'name_zh'], {}, '\n', {}, ['get', 'name_en'], { 'font-scale': 0.8 }],
        'text-font': ['Noto Sans Regular'],
        'text-size': 12,
        'text-offset': [0, 0.9],
        'text-anchor': 'top',
        'text-optional': true,
      },
      paint: { 'text-color': '#ffffff', 'text-halo-color': SEA, 'text-halo-width': 1.2 },
    },
  ],
};

// Icons in CSS pixels: [name, width, height, draw(ctx, w, h)] (drawn at 1x and 2x).
const ICONS = [
  ['city', 12, 12, 'city'],
  ['megacity', 20, 20, 'megacity'],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage();
for (const ratio of [1, 2]) {
  const { png, index } = await page.evaluate(
    ({ icons, ratio }) => {
      const pad = 2 * ratio;
      const width = icons.reduce((s, [, w]) => s + w * ratio + pad, pad);
      const height = Math.max(...icons.map(([, , h]) => h * ratio)) + 2 * pad;
      const c = document.createElement('canvas');
      c.width = width;
      c.height = height;
      const g = c.getContext('2d');
      const index = {};
      let x = pad;
      for (const [name, w, h, kind] of icons) {
        const W = w * ratio;
        const H = h * ratio;
        g.save();
        g.translate(x, pad);
        if (kind === 'city') {
          g.beginPath();
          g.arc(W / 2, H / 2, W / 2 - ratio, 0, Math.PI * 2);
          g.fillStyle = '#ffffff';
          g.fill();
          g.beginPath();
          g.arc(W / 2, H / 2, W / 2 - 3 * ratio, 0, Math.PI * 2);
          g.fillStyle = '#2a9d8f';
          g.fill();
        } else {
          // A five-pointed star.
          g.beginPath();
          for (let i = 0; i < 10; i++) {
            const r = i % 2 ? W * 0.22 : W / 2 - ratio;
            const a = -Math.PI / 2 + (i * Math.PI) / 5;
            g.lineTo(W / 2 + r * Math.cos(a), H / 2 + r * Math.sin(a));
          }
          g.closePath();
          g.fillStyle = '#d62828';
          g.fill();
          g.lineWidth = ratio;
          g.strokeStyle = '#ffffff';
          g.stroke();
        }
        g.restore();
        index[name] = { x, y: pad, width: W, height: H, pixelRatio: ratio };
        x += W + pad;
      }
      return { png: c.toDataURL('image/png').split(',')[1], index };
    },
    { icons: ICONS, ratio },
  );
  const suffix = ratio === 2 ? '@2x' : '';
  fs.writeFileSync(path.join(out, `sprite${suffix}.png`), Buffer.from(png, 'base64'));
  fs.writeFileSync(path.join(out, `sprite${suffix}.json`), JSON.stringify(index, null, 2) + '\n');
}
await browser.close();
fs.writeFileSync(path.join(out, 'style.json'), JSON.stringify(style, null, 2) + '\n');
console.log(`style.json + sprite (1x, 2x) written to ${path.relative(process.cwd(), out)}`);
