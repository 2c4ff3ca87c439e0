// The printed page in numbers: paper sizes turned by orientation, millimetres to pixels and to PDF points (A4 is the
// 595.28 × 841.89 pt every PDF writer prints, 2480 × 3508 px at 300 dpi), where the title band, the map frame and the
// furniture inside it go, and the size cap's messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_PAGE_PIXELS, mmToPoints, mmToPx, pageSizeProblem, paperMm, printLayout } from '../../../../maplib/src/core/controls/print/printLayout.ts';

test('paperMm: portrait is short × long, landscape turns it', () => {
  assert.equal(paperMm('A4', 'portrait'), { width: 210, height: 297 });
  assert.equal(paperMm('A4', 'landscape'), { width: 297, height: 210 });
  assert.equal(paperMm('A3', 'portrait'), { width: 297, height: 420 });
  assert.equal(paperMm('Letter', 'landscape'), { width: 279.4, height: 215.9 });
});

test('mmToPx and mmToPoints: the sizes printers and PDF writers use', () => {
  assert.equal([mmToPx(210, 300), mmToPx(297, 300)], [2480, 3508]);
  assert.equal([mmToPx(210, 96), mmToPx(297, 96)], [794, 1123]);
  assert.equal([mmToPx(215.9, 150), mmToPx(279.4, 150)], [1275, 1650], 'Letter is 8.5 × 11 in');
  assert.equal([mmToPoints(210), mmToPoints(297)], [595.28, 841.89]);
  assert.equal([mmToPoints(215.9), mmToPoints(279.4)], [612, 792]);
});

test('printLayout: margins, the title band, then the map frame; arrow, scale bar and legend inside the frame', () => {
  const l = printLayout({ paper: 'A4', orientation: 'portrait', margin: 10, dpi: 300, title: true });
  assert.equal(l.page, { width: 2480, height: 3508 });
  assert.equal(l.points, { width: 595.28, height: 841.89 });
  assert.is(l.scale, 300 / 96);
  const margin = mmToPx(10, 300);
  assert.equal(l.title, { x: margin, y: margin, width: 2480 - 2 * margin, height: mmToPx(14, 300) });
  assert.is(l.map.x, margin);
  assert.is(l.map.y, margin + mmToPx(14, 300) + mmToPx(3, 300), 'a 3 mm gap under the title');
  assert.is(l.map.x + l.map.width, 2480 - margin);
  assert.is(l.map.y + l.map.height, 3508 - margin, 'the map fills down to the bottom margin');
  const inset = mmToPx(4, 300);
  assert.is(l.arrow.x + l.arrow.width, l.map.x + l.map.width - inset, 'north arrow top right');
  assert.is(l.arrow.y, l.map.y + inset);
  assert.equal([l.scaleBar.x, l.scaleBar.y], [l.map.x + inset, l.map.y + l.map.height - inset], 'scale bar bottom left');
  assert.equal([l.legend.right, l.legend.bottom], [l.map.x + l.map.width - inset, l.map.y + l.map.height - inset], 'legend bottom right');
  assert.is(l.scaleBar.maxWidth, mmToPx(40, 300));
});

test('printLayout: no title gives the map the whole content box; landscape and DPI scale everything', () => {
  const l = printLayout({ paper: 'A3', orientation: 'landscape', margin: 0, dpi: 96, title: false });
  assert.is(l.title, undefined);
  assert.equal(l.map, { x: 0, y: 0, width: mmToPx(420, 96), height: mmToPx(297, 96) });
  const hi = printLayout({ paper: 'A3', orientation: 'landscape', margin: 0, dpi: 192, title: false });
  assert.ok(Math.abs(hi.map.width - 2 * l.map.width) <= 1, 'twice the dpi, twice the pixels');
});

test('pageSizeProblem: a side over the limit or too many pixels, said in numbers', () => {
  assert.is(pageSizeProblem(2480, 3508), undefined, 'A4 at 300 dpi prints');
  assert.is(pageSizeProblem(7016, 9921), '7016 × 9921 px is more than the 8192 px a side this browser can draw', 'A3 at 600 dpi does not');
  assert.match(pageSizeProblem(3000, 3000, 2048) ?? '', /more than the 2048 px a side/, "the browser's own smaller limit counts");
  assert.match(pageSizeProblem(8000, 8000) ?? '', new RegExp(`64.0 MP, more than the ${MAX_PAGE_PIXELS / 1e6} MP`));
  assert.is(pageSizeProblem(4961, 3508), undefined, 'A3 at 300 dpi prints');
  assert.match(pageSizeProblem(4961, 7016) ?? '', /34.8 MP, more than the 18 MP MapLib prints/, 'A4 at 600 dpi does not');
});

test.run();
