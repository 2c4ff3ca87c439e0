// The PNG's pHYs chunk: a real 1×1 PNG (as canvas.toBlob writes it, no pHYs) gets one right after IHDR with the right
// CRC, reads back at the DPI asked for, and a second write replaces the first instead of adding another.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { zlibSync } from 'fflate';
import { crc32, dpiToPixelsPerMetre, pngChunks, readPngInfo, withPngDpi } from '../../../../maplib/src/core/controls/print/pngDpi.ts';

/** A w×h RGBA PNG built by hand (signature, IHDR, IDAT, IEND), the way a canvas writes one. */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set([...type].map((c) => c.charCodeAt(0)), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, width);
  new DataView(ihdr.buffer).setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = new Uint8Array(height * (1 + width * 4)); // filter byte 0 per row, transparent pixels
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlibSync(raw)), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}

test('crc32: the check value of "123456789" and of the IEND chunk type', () => {
  assert.is(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
  assert.is(crc32(new TextEncoder().encode('IEND')), 0xae426082);
});

test('dpiToPixelsPerMetre: 300 dpi is 11811 px/m, 96 dpi 3780', () => {
  assert.is(dpiToPixelsPerMetre(300), 11811);
  assert.is(dpiToPixelsPerMetre(96), 3780);
  assert.is(dpiToPixelsPerMetre(150), 5906);
});

test('withPngDpi: pHYs goes right after IHDR with a valid CRC and reads back as the DPI', () => {
  const plain = png(3, 2);
  assert.equal(readPngInfo(plain), { width: 3, height: 2, dpi: undefined, pixelsPerMetre: undefined });
  const out = withPngDpi(plain, 300);
  const chunks = pngChunks(out);
  assert.equal(chunks.map((c) => c.type), ['IHDR', 'pHYs', 'IDAT', 'IEND']);
  const phys = chunks[1];
  const view = new DataView(out.buffer, out.byteOffset);
  assert.is(view.getUint32(phys.end - 4), crc32(out.subarray(phys.start + 4, phys.end - 4)), 'CRC over type and data');
  assert.equal([...phys.data], [0, 0, 0x2e, 0x23, 0, 0, 0x2e, 0x23, 1], '11811 = 0x2E23 on both axes, unit metre');
  assert.equal(readPngInfo(out), { width: 3, height: 2, dpi: 300, pixelsPerMetre: 11811 });
  assert.is(out.length, plain.length + 21);
});

test('withPngDpi: a second write replaces the first pHYs', () => {
  const twice = withPngDpi(withPngDpi(png(1, 1), 300), 150);
  assert.equal(pngChunks(twice).map((c) => c.type), ['IHDR', 'pHYs', 'IDAT', 'IEND']);
  assert.is(readPngInfo(twice).dpi, 150);
});

test('pngChunks: bytes that are not a PNG are refused with a sentence', () => {
  assert.throws(() => pngChunks(new Uint8Array([1, 2, 3])), /not a PNG/);
});

test.run();
