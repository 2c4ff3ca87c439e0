// Print in Chromium, network cut: on a map with a legend-giving layer, a red marker and a popup, print() returns a PNG
// whose pHYs says the DPI asked for, whose size is the paper at that DPI, with white margins, map pixels in the frame,
// the marker's red where it stands, the popup's white box, dark title text and a legend; a PDF whose MediaBox is the
// paper in points and whose one JPEG image (decoded here) has the same page; printstart / printend / printerror with
// their payloads; a bad dpi, and a page too large, refused with the prop named; the panel's button opens the form and
// its Print button downloads; removing the control or the map leaves no panel, offscreen map or live map; React's
// <Print> prints through its ref and unmounts clean.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { mountReact } from '../../contract.ts';
import { openSession, waitIdle, type Session } from '../../session.ts';
import { readPngInfo } from '../../../../../maplib/src/core/controls/print/pngDpi.ts';

const test = suite<{ s: Session }>('Print');
const SHOTS = '/tmp/s30print';

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** A map in #map (800×500) with a magenta city layer titled 城市, a red-pinned marker, a popup and a Print control. */
async function mountVanilla(page: Page, printProps: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate((printProps) => {
    const w = window as any;
    for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
    const { core, createMap } = w.MapLib;
    w.__map = createMap(document.getElementById('map'), { center: [112, 34], zoom: 4 });
    const city = (name: string, lng: number, lat: number) => ({ type: 'Feature', properties: { name }, geometry: { type: 'Point', coordinates: [lng, lat] } });
    w.__map.add(new core.GeoJSONLayer({ id: 'cities', title: { zh: '城市', en: 'Cities' }, data: { type: 'FeatureCollection', features: [city('上海', 121.47, 31.23), city('西安', 108.94, 34.34)] }, paint: { 'circle-color': '#ff00ff', 'circle-radius': 9 } }));
    w.__map.add(new core.Marker({ lngLat: [104.07, 30.67], color: '#ff0000' }));
    w.__map.add(new core.Popup({ lngLat: [116.4, 39.9], text: '北京 Beijing', closeButton: true }));
    w.__events = [];
    const push = (type: string) => ({ print, blob, ...e }: any) => w.__events.push({ type, ...e, same: print === w.__print, blobType: blob?.type, error: e.error?.message });
    w.__print = w.__map.add(new core.Print({ title: '中国城市分布图', onPrintStart: push('printstart'), onPrintEnd: push('printend'), onPrintError: push('printerror'), ...printProps }));
  }, printProps);
  await waitIdle(page);
}

/**
 * Prints with `options` in the page and reads the result there: for a PNG its pHYs and size and the RGB at page
 * points (fractions of the page), for a PDF its MediaBox and its JPEG decoded and sampled the same way.
 */
async function printAndSample(page: Page, options: Record<string, unknown>, at: Record<string, [number, number]>, save?: string) {
  const r = await page.evaluate(
    async ({ options, at }) => {
      const w = window as any;
      const blob: Blob = await w.__print.print(options);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let image: Blob = blob;
      let info: Record<string, unknown> = {};
      if (blob.type === 'application/pdf') {
        const text = new TextDecoder('latin1').decode(bytes);
        const box = /\/MediaBox\s*\[([^\]]+)\]/.exec(text)![1].trim().split(/\s+/).map(Number);
        const start = text.indexOf('stream', text.indexOf('/DCTDecode'));
        const from = start + 'stream'.length + (text[start + 6] === '\r' ? 2 : 1);
        const end = text.indexOf('endstream', from);
        image = new Blob([bytes.subarray(from, end)], { type: 'image/jpeg' });
        info = { header: text.slice(0, 5), box: box.map((n) => Math.round(n * 100) / 100), pages: (text.match(/\/Type\s*\/Page\b/g) ?? []).length, embeddedFonts: (text.match(/\/FontFile/g) ?? []).length };
      }
      const bitmap = await createImageBitmap(image);
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(bitmap, 0, 0);
      const rgb = Object.fromEntries(Object.entries(at).map(([k, [fx, fy]]) => [k, [...ctx.getImageData(Math.round(fx * bitmap.width), Math.round(fy * bitmap.height), 1, 1).data].slice(0, 3)]));
      // The title band: the share of dark pixels in the top 14 mm of content.
      const band = ctx.getImageData(0, 0, bitmap.width, Math.round(bitmap.height * 0.09)).data;
      let dark = 0;
      for (let i = 0; i < band.length; i += 4) if (band[i] + band[i + 1] + band[i + 2] < 200) dark++;
      let red = 0;
      const all = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      for (let i = 0; i < all.length; i += 4 * 7) if (all[i] > 200 && all[i + 1] < 60 && all[i + 2] < 60) red++;
      return { type: blob.type, size: blob.size, info, width: bitmap.width, height: bitmap.height, rgb, darkTitle: dark, red, png: blob.type === 'image/png' ? Array.from(bytes) : undefined };
    },
    { options, at },
  );
  if (r.png) {
    r.info = readPngInfo(Uint8Array.from(r.png));
    if (save) fs.writeFileSync(`${SHOTS}/${save}`, Buffer.from(r.png));
  }
  return r;
}

const white = (p: number[]) => p.every((c) => c > 245);

test('print(): a PNG with its DPI, the paper at that DPI, margins, map pixels, the marker, the popup and a dark title', async ({ s }) => {
  const { page } = s;
  await mountVanilla(page);
  const before = await page.evaluate(() => [...document.scripts].filter((s) => /maplib-(pdf|print)\.js$/.test(s.src)).length);
  assert.is(before, 0, 'nothing of Print loaded before the first print');
  const r = await printAndSample(page, { format: 'png', dpi: 150, paper: 'A4', orientation: 'landscape' }, { margin: [0.01, 0.5], frame: [0.3, 0.6], centre: [0.5, 0.55] }, 'component-a4-150.png');
  assert.is(r.type, 'image/png');
  assert.equal(r.info, { width: 1754, height: 1240, dpi: 150, pixelsPerMetre: 5906 }, 'A4 landscape at 150 dpi, pHYs 150 dpi');
  assert.ok(white(r.rgb.margin), `margin is white: ${r.rgb.margin}`);
  assert.not.ok(white(r.rgb.frame), `the map is drawn in the frame: ${r.rgb.frame}`);
  assert.ok(r.darkTitle > 2000, `dark title text in the title band: ${r.darkTitle} px`);
  assert.ok(r.red > 20, `the red marker pin is on the page: ${r.red} samples`);
  const events = await page.evaluate(() => (window as any).__events);
  assert.equal(events.map((e: any) => e.type), ['printstart', 'printend']);
  assert.equal(events[0].options.dpi, 150);
  const end = events[1];
  assert.equal([end.format, end.width, end.height, end.dpi, end.same, end.blobType], ['png', 1754, 1240, 150, true, 'image/png']);
  assert.ok(end.time > 0);
  const pdfLoaded = await page.evaluate(() => [...document.scripts].some((s) => /maplib-pdf\.js$/.test(s.src)));
  assert.not.ok(pdfLoaded, 'a PNG needs no jsPDF');
});

test('print(): a PDF whose MediaBox is the paper in points and whose JPEG page has the map, no font embedded', async ({ s }) => {
  const { page } = s;
  const r = await printAndSample(page, { format: 'pdf', dpi: 96, paper: 'A3', orientation: 'portrait', title: '' }, { margin: [0.01, 0.5], frame: [0.3, 0.6] });
  assert.is(r.type, 'application/pdf');
  assert.equal(r.info, { header: '%PDF-', box: [0, 0, 841.89, 1190.55], pages: 1, embeddedFonts: 0 }, 'A3 portrait is 841.89 × 1190.55 pt');
  assert.equal([r.width, r.height], [1123, 1587], 'the page image is A3 at 96 dpi');
  assert.ok(white(r.rgb.margin), `margin: ${r.rgb.margin}`);
  assert.not.ok(white(r.rgb.frame), `map: ${r.rgb.frame}`);
  assert.ok(r.darkTitle < 3000, 'no title asked for: the band is map, not text');
  const loaded = await page.evaluate(() => [...document.scripts].map((s) => s.src.replace(/^.*\//, '')).filter((src) => /^maplib-(pdf|print)\.js$/.test(src)).sort());
  assert.equal(loaded, ['maplib-pdf.js', 'maplib-print.js'], 'the engine and jsPDF were each loaded once');
});

test('bad options: the prop named in the error; a page too large refused before any drawing; printerror', async ({ s }) => {
  const { page } = s;
  const r = await page.evaluate(async () => {
    const w = window as any;
    w.__events = [];
    const errors: string[] = [];
    for (const o of [{ dpi: 1000 }, { paper: 'A5' }, { dpi: 600, paper: 'A3' }]) {
      try {
        await w.__print.print(o);
      } catch (e: any) {
        errors.push(e.message);
      }
    }
    try {
      new w.MapLib.core.Print({ dpi: 'high' });
    } catch (e: any) {
      errors.push(e.message);
    }
    return { errors, events: w.__events.map((e: any) => [e.type, e.error]), offscreen: document.querySelectorAll('.maplib-print-offscreen').length };
  });
  assert.equal(r.errors.slice(0, 2), ['Print: dpi must be a number from 72 to 600, got 1000', "Print: paper must be 'A4', 'A3' or 'Letter', got \"A5\""]);
  assert.match(r.errors[2], /^Print: dpi must give a page this browser can draw: A3 landscape at 600 dpi is 9921 × 7016 px is more than the 8192 px a side/);
  assert.is(r.errors[3], 'Print: dpi must be a number from 72 to 600, got "high"');
  assert.equal(r.events.map((e: string[]) => e[0]), ['printerror', 'printerror', 'printerror']);
  assert.is(r.offscreen, 0);
});

test('the panel: the button opens the form (aria-expanded), keyboard reaches it, its Print button downloads', async ({ s }) => {
  const { page } = s;
  const toggle = page.locator('#map .maplib-print-toggle');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.is(await page.locator('#map .maplib-print-form').isVisible(), false);
  await toggle.click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('maplib-print-title')), 'the title field has the focus');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('测试 Test');
  await page.locator('#map select').nth(0).selectOption('png');
  await page.locator('#map select').nth(3).selectOption('96');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#map .maplib-print-submit').click()]);
  assert.is(download.suggestedFilename(), 'map.png');
  const bytes = fs.readFileSync((await download.path())!);
  assert.is(bytes.readUInt32BE(16), 1123, 'A4 landscape at 96 dpi: 1123 px wide (IHDR)');
  await page.waitForFunction(() => /完成|Done/.test(document.querySelector('#map .maplib-print-status')!.textContent!));
  const events = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'printstart').map((e: any) => e.options.title));
  assert.equal(events.at(-1), '测试 Test');
});

test('removing the control, then the map: no panel, no offscreen map, no live map', async ({ s }) => {
  const { page } = s;
  const r = await page.evaluate(() => {
    const w = window as any;
    w.__print.remove();
    const out = { panels: document.querySelectorAll('.maplib-print').length, offscreen: document.querySelectorAll('.maplib-print-offscreen').length, live: w.MapLib.core.getLiveMapCount() };
    w.__map.destroy();
    return { ...out, after: w.MapLib.core.getLiveMapCount() };
  });
  assert.equal(r, { panels: 0, offscreen: 0, live: 1, after: 0 });
});

test('React: <Print> prints through its ref and unmounts clean', async ({ s }) => {
  const { page } = s;
  const m = await mountReact(page, { style: { width: 600, height: 400 }, center: [116, 39], zoom: 4 }, [{ type: 'Print', props: { id: 'print', dpi: 96, format: 'png', paper: 'Letter', orientation: 'portrait' }, events: { onPrintEnd: '__ends' } }]);
  await page.waitForFunction(() => (window as any).__view?.isLoaded && (window as any).__reactLayers?.print);
  const r = await page.evaluate(async () => {
    const w = window as any;
    const blob = await w.__reactLayers.print.print();
    return { png: Array.from(new Uint8Array(await blob.arrayBuffer())), ends: w.__ends.length };
  });
  assert.equal(readPngInfo(Uint8Array.from(r.png)), { width: 816, height: 1056, dpi: 96, pixelsPerMetre: 3780 });
  assert.is(r.ends, 1);
  await m.render({ collapsed: false });
  // React applies a render on its own schedule: wait for the form rather than read it at once.
  await page.locator('#root .maplib-print-form').waitFor({ state: 'visible', timeout: 5000 }).catch(() => {});
  assert.is(await page.locator('#root .maplib-print-form').isVisible(), true, 'collapsed={false} opens the form');
  await m.unmount();
  assert.is(await page.locator('.maplib-print').count(), 0);
  assert.equal(s.errors.filter((e) => !/GPU stall/.test(e)), []);
  assert.equal(s.blocked, []);
});

test.run();
