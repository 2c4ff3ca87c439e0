// Tiny binary fixtures made in code: PNGs (solid raster tiles, images, lon/lat tiles with a painted box), a
// one-layer MVT vector tile, and a short WebM video made in the page.
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** A size×size RGBA PNG whose pixel (column, row) has the colour `pixel` gives ([r, g, b] or [r, g, b, a]). */
export function paintedPng(size: number, pixel: (column: number, row: number) => number[]): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [r, g, b, a = 255] = pixel(x, y);
      png.data.set([r, g, b, a], (y * size + x) * 4);
    }
  return PNG.sync.write(png);
}

/** A size×size RGBA PNG of one colour. */
export function solidPng(size: number, colour: number[]): Buffer {
  return paintedPng(size, () => colour);
}

/** The lon/lat box geographic test tiles paint, and its colours. */
export const GEO_BOX = { west: 100, south: 20, east: 120, north: 40 };
export const GEO_BOX_COLOUR = [255, 0, 0];
export const GEO_GROUND_COLOUR = [224, 224, 224];

/**
 * A 256 px tile of a lon/lat tile cache: the tile's top-left corner and width in degrees place each pixel; pixels
 * whose centre lies in GEO_BOX are red, the rest light grey. Which tile covers which degrees is the cache's own rule
 * (see the geographic routes in server.ts), not MapLib's.
 */
export function geographicTilePng(west: number, north: number, degrees: number): Buffer {
  const step = degrees / 256;
  return paintedPng(256, (column, row) => {
    const lng = west + (column + 0.5) * step;
    const lat = north - (row + 0.5) * step;
    const inBox = lng >= GEO_BOX.west && lng <= GEO_BOX.east && lat >= GEO_BOX.south && lat <= GEO_BOX.north;
    return inBox ? GEO_BOX_COLOUR : GEO_GROUND_COLOUR;
  });
}

// Minimal protobuf writer for the Mapbox Vector Tile format.
function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return out;
}
const key = (field: number, wire: number) => varint((field << 3) | wire);
const bytes = (field: number, data: number[]) => [...key(field, 2), ...varint(data.length), ...data];
const str = (field: number, s: string) => bytes(field, [...Buffer.from(s, 'utf8')]);
const zigzag = (n: number) => (n << 1) ^ (n >> 31);

/** One MVT tile with a layer "squares" holding one polygon in the middle half of the tile (name = "sq"). */
export function squareTile(): Buffer {
  const [a, b] = [1024, 3072];
  // MoveTo(1) to (a,a); LineTo(3) (b,a) (b,b) (a,b); ClosePath — exterior ring clockwise in tile space.
  const geometry = [9, zigzag(a), zigzag(a), (3 << 3) | 2, zigzag(b - a), 0, 0, zigzag(b - a), zigzag(a - b), 0, 15].flatMap(varint);
  const feature = [...key(1, 0), ...varint(1), ...bytes(2, [0, 0]), ...key(3, 0), ...varint(3), ...bytes(4, geometry)];
  const layer = [...key(15, 0), ...varint(2), ...str(1, 'squares'), ...bytes(2, feature), ...str(3, 'name'), ...bytes(4, str(1, 'sq')), ...key(5, 0), ...varint(4096)];
  return Buffer.from(bytes(3, layer));
}

/**
 * A short WebM made in the page (canvas + MediaRecorder), returned as a blob: URL — a real video for VideoLayer
 * without any file or network. Frames alternate cyan and yellow.
 */
export function makeTestVideo(page: Page, frames = 5): Promise<string> {
  return page.evaluate(async (frames) => {
    const c = document.createElement('canvas');
    c.width = c.height = 32;
    const g = c.getContext('2d')!;
    const rec = new MediaRecorder(c.captureStream(10), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    rec.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((r) => (rec.onstop = r));
    rec.start();
    for (let i = 0; i < frames; i++) {
      g.fillStyle = i % 2 ? '#ffff00' : '#00ffff';
      g.fillRect(0, 0, 32, 32);
      await new Promise((r) => setTimeout(r, 60));
    }
    rec.stop();
    await stopped;
    return URL.createObjectURL(new Blob(parts, { type: 'video/webm' }));
  }, frames);
}
