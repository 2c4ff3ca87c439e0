// A PNG's physical pixel size (its pHYs chunk), so that a 300-dpi print opens in an image viewer or a word processor at
// its paper size instead of at 96 dpi. canvas.toBlob writes none: this puts one in right after IHDR (as the PNG spec
// requires, before IDAT) and replaces any that was there. Pure bytes in and out; Node tests read it back.
import { METRES_PER_INCH } from '../../geo/mapScale.ts';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, the PNG chunk checksum) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  /** Offset of the chunk's length field, and of the byte after its CRC. */
  start: number;
  end: number;
  data: Uint8Array;
}

/** The chunks of a PNG; throws for bytes that are not one. */
export function pngChunks(png: Uint8Array): Chunk[] {
  if (png.length < 8 || SIGNATURE.some((b, i) => png[i] !== b)) throw new Error('not a PNG (no PNG signature)');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > png.length) throw new Error(`PNG chunk ${type} runs past the end of the file`);
    chunks.push({ type, start: at, end, data: png.subarray(at + 8, at + 8 + length) });
    at = end;
    if (type === 'IEND') break;
  }
  if (chunks[0]?.type !== 'IHDR') throw new Error('PNG does not start with IHDR');
  return chunks;
}

/** Dots per inch as pixels per metre, rounded as PNG stores it: 300 dpi → 11811. */
export function dpiToPixelsPerMetre(dpi: number): number {
  return Math.round(dpi / METRES_PER_INCH);
}

/** A pHYs chunk (length, type, data, CRC) saying `dpi` on both axes, the unit being the metre. */
export function physChunk(dpi: number): Uint8Array {
  const chunk = new Uint8Array(21);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // 'pHYs'
  const ppm = dpiToPixelsPerMetre(dpi);
  view.setUint32(8, ppm);
  view.setUint32(12, ppm);
  chunk[16] = 1; // unit: metre
  view.setUint32(17, crc32(chunk.subarray(4, 17)));
  return chunk;
}

/** `png` with a pHYs chunk for `dpi` right after IHDR; an existing pHYs is replaced. */
export function withPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  const chunks = pngChunks(png);
  const ihdr = chunks[0];
  const old = chunks.find((c) => c.type === 'pHYs');
  const phys = physChunk(dpi);
  const parts = [png.subarray(0, ihdr.end), phys];
  if (old) parts.push(png.subarray(ihdr.end, old.start), png.subarray(old.end));
  else parts.push(png.subarray(ihdr.end));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * What a PNG says of itself: its pixel size, and its pixels per metre and DPI (whole dots per inch: 5906 px/m is 150.01,
 * read as 150) — both undefined without a pHYs chunk in metres.
 */
export function readPngInfo(png: Uint8Array): { width: number; height: number; dpi?: number; pixelsPerMetre?: number } {
  const chunks = pngChunks(png);
  const ihdr = new DataView(chunks[0].data.buffer, chunks[0].data.byteOffset, 8);
  const phys = chunks.find((c) => c.type === 'pHYs');
  let pixelsPerMetre: number | undefined;
  if (phys && phys.data[8] === 1) pixelsPerMetre = new DataView(phys.data.buffer, phys.data.byteOffset, 8).getUint32(0);
  const dpi = pixelsPerMetre === undefined ? undefined : Math.round(pixelsPerMetre * METRES_PER_INCH);
  return { width: ihdr.getUint32(0), height: ihdr.getUint32(4), dpi, pixelsPerMetre };
}
