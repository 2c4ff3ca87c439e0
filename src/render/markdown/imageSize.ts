// The pixel size of an image file, read from its header: a page's <img> then carries width and height, and the browser
// reserves the image's box before it loads (no layout shift when it arrives). PNG, WebP (lossy, lossless and
// extended), GIF and JPEG; anything else (SVG, a truncated file) has no size here and its <img> keeps none.

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (n: number) => bytes.length >= n;
  // PNG: the signature, then the IHDR chunk whose first fields are width and height (big-endian).
  if (has(24) && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG' && ascii(bytes, 12, 4) === 'IHDR') {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (has(10) && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (has(30) && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes, view);
  if (has(4) && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  // Lossy: a key frame's start code 9d 01 2a, then 14-bit width and height.
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  // Lossless: signature 0x2f, then width − 1 and height − 1 in 14 bits each.
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  // Extended: the canvas size, width − 1 and height − 1 in 24 bits each.
  if (chunk === 'VP8X') {
    const u24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return undefined;
}

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  // Walk the markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC), which holds height then width.
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/**
 * An SVG's size from its root element: `width` and `height` in pixels (or unitless), else its `viewBox`. Not part of
 * imageSize(): an SVG <img> on a page keeps the size the browser gives it, as it did before; this is for images
 * whose box mapdocs fixes by height (the navbar logo), where the ratio is what matters.
 */
export function svgSize(bytes: Uint8Array): ImageSize | undefined {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  const root = /<svg\b[^>]*>/i.exec(head)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const px = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? parseFloat(value) : undefined);
  const width = px(attr('width'));
  const height = px(attr('height'));
  if (width && height) return { width, height };
  const box = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) return { width: box[2], height: box[3] };
  return undefined;
}
