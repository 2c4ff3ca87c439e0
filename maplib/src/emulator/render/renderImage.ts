// Draws a map image and wraps it in an HTTP response: the one path from a parsed request to PNG/JPEG bytes.
import { image } from '../respond.ts';
import { drawMap, type DrawOptions } from './drawMap.ts';
import type { SurfaceFactory } from './surface.ts';

export interface ImageRequest extends DrawOptions {
  width: number;
  height: number;
  /** `image/png` or `image/jpeg`. */
  format: string;
}

export async function renderImage(surface: SurfaceFactory, r: ImageRequest): Promise<Response> {
  const s = surface(r.width, r.height);
  // JPEG has no alpha channel: a transparent request still gets a background there.
  drawMap(s, { ...r, background: r.format === 'image/jpeg' ? (r.background ?? '#ffffff') : r.background });
  return image(await s.encode(r.format), r.format);
}

/** Maps a requested format name (`png`, `png32`, `image/png; mode=8bit`, `jpg`…) to what is drawn, or undefined. */
export function imageFormat(name: string | undefined, fallback = 'image/png'): string | undefined {
  if (name === undefined || name === '') return fallback;
  const n = name.toLowerCase().trim();
  if (/^(image\/)?png(8|24|32)?(;.*)?$/.test(n)) return 'image/png';
  if (/^(image\/)?(jpe?g)$/.test(n)) return 'image/jpeg';
  return undefined;
}
