// Draws the image and video the ImageLayer / VideoLayer demos use, in headless Chromium (canvas + MediaRecorder):
// and the labelled grid tiles the RasterLayer demos use: run `node docs/.mapdocs/scripts/make-demo-media.mjs`.
// Output: public/data/clouds.png, public/data/radar.webm, public/data/tiles/grid/{z}/{x}/{y}.png (levels 0–3).
// All synthetic (no real weather data): a cloud field, a rotating radar sweep, and tiles that print their own z/x/y.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'data');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage();

const png = await page.evaluate(() => {
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const c = document.createElement('canvas');
  c.width = 256;
  c.height = 256;
  const g = c.getContext("2d");
  for (let i = 0; i < 200; i++) {
    const x = 20 + rand() * 216;
    const y = 20 + rand() * 216;
    const r = 6 + rand() * 23;
    const grad = g.createRadialGradient(x, y, 0, x, y, r);
    const a = 0.18 + rand() * 0.25;
    grad.addColorStop(0, `rgba(255,255,255,${a})`);
    grad.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = grad;
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
  }
  g.strokeStyle = 'rgba(40,90,160,0.8)';
  g.lineWidth = 3;
  g.strokeRect(1, 1, 254, 254);
  return c.toDataURL('image/png');
});
fs.writeFileSync(path.join(out, 'clouds.png'), Buffer.from(png.split(',')[1], 'base64'));

const webm = await page.evaluate(async () => {
  const size = 320;
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const g = c.getContext("2d");
  const seconds = 4;
  const fps = 25;
  const blips = [[0.3, 0.7], [0.55, 2.1], [0.75, 3.6], [0.42, 4.9], [0.85, 5.6]];
  const draw = (t) => {
    const angle = (t / seconds) * Math.PI * 2;
    g.fillStyle = '#06210f';
    g.fillRect(0, 0, size, size);
    g.strokeStyle = 'rgba(80,255,120,0.45)';
    g.lineWidth = 1;
    for (let r = 40; r <= 160; r += 40) {
      g.beginPath();
      g.arc(size / 2, size / 2, r, 0, Math.PI * 2);
      g.stroke();
    }
    g.beginPath();
    g.moveTo(0, size / 2);
    g.lineTo(size, size / 2);
    g.moveTo(size / 2, 0);
    g.lineTo(size / 2, size);
    g.stroke();
    for (let k = 0; k < 30; k++) {
      const a = angle - k * 0.03;
      g.strokeStyle = `rgba(90,255,130,${0.9 * (1 - k / 30)})`;
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(size / 2, size / 2);
      g.lineTo(size / 2 + Math.cos(a) * 160, size / 2 + Math.sin(a) * 160);
      g.stroke();
    }
    for (const [rr, ba] of blips) {
      const since = (angle - ba + Math.PI * 4) % (Math.PI * 2);
      const alpha = Math.max(0, 1 - since / (Math.PI * 1.5));
      g.fillStyle = `rgba(255,230,80,${alpha})`;
      g.beginPath();
      g.arc(size / 2 + Math.cos(ba) * rr * 160, size / 2 + Math.sin(ba) * rr * 160, 6, 0, Math.PI * 2);
      g.fill();
    }
  };
  draw(0);
  const stream = c.captureStream(fps);
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((r) => (rec.onstop = r));
  rec.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(t % seconds);
      if (t >= seconds) resolve();
      else requestAnimationFrame(tick);
    };
    tick();
  });
  rec.stop();
  await done;
  const buf = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let bin = '';
  new Uint8Array(buf).forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin);
});
fs.writeFileSync(path.join(out, 'radar.webm'), Buffer.from(webm, 'base64'));
const MAX_GRID = 3;
const tiles = await page.evaluate((maxZ) => {
  const out = {};
  const colors = ['#fde2e4', '#e2ece9', '#dfe7fd', '#fff1c1'];
  const c = document.createElement('canvas');
  c.width = 256;
  c.height = 256;
  const g = c.getContext('2d');
  for (let z = 0; z <= maxZ; z++) {
    for (let x = 0; x < 2 ** z; x++) {
      for (let y = 0; y < 2 ** z; y++) {
        g.clearRect(0, 0, 256, 256);
        g.fillStyle = colors[z];
        g.fillRect(0, 0, 256, 256);
        g.strokeStyle = '#6c757d';
        g.lineWidth = 2;
        g.strokeRect(1, 1, 254, 254);
        g.fillStyle = '#343a40';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.font = 'bold 40px sans-serif';
        g.fillText(`${z}/${x}/${y}`, 128, 118);
        g.font = '16px sans-serif';
        g.fillText('z / x / y', 128, 160);
        out[`${z}/${x}/${y}`] = c.toDataURL('image/png').split(',')[1];
      }
    }
  }
  return out;
}, MAX_GRID);
fs.rmSync(path.join(out, 'tiles', 'grid'), { recursive: true, force: true });
let gridBytes = 0;
for (const [key, b64] of Object.entries(tiles)) {
  const file = path.join(out, 'tiles', 'grid', `${key}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const buf = Buffer.from(b64, 'base64');
  fs.writeFileSync(file, buf);
  gridBytes += buf.length;
}
console.log(`grid tiles: ${Object.keys(tiles).length} files, ${(gridBytes / 1024).toFixed(0)} KB`);
await browser.close();
for (const f of ['clouds.png', 'radar.webm']) console.log(f, fs.statSync(path.join(out, f)).size, 'bytes');
