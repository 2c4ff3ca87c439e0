// The Print pages in the built docs site (zh and en), network cut, driven as a reader would: on the React demo a real
// mouse click on the printer button opens the form with the focus in the title field; a title typed with the keyboard
// and Enter print a PNG (the demo's default) that downloads — its pHYs says 150 dpi, its size is A4 landscape at 150
// dpi, it has white margins, map pixels in the frame and dark title text, and it is saved to /tmp/s30print/ to be
// looked at; then the keyboard turns the form to PDF and portrait and Space on the Print button downloads a PDF whose
// MediaBox is A4 portrait in points and whose page image (the JPEG decoded here) is A4 portrait at 150 dpi with map
// pixels. The demo's readout says what was made. On the vanilla demo, typing a title into the page's field updates
// the panel's (update() at runtime). In zh on a light desktop and en on a dark phone with the panels open:
// axe-core finds no serious or critical violation (SHOTS=<folder> saves screenshots). Search finds the pages by name, Chinese name and a main prop.
import path from 'node:path';
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Download, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { assertStayedOnSite, openDemoPage, waitDemoText } from './demoMaps.ts';
import { inDemoMap, waitDemoMap } from './demoDrive.ts';
import { assertSearchFinds } from './searchBox.ts';
import { readPngInfo } from '../../maplib/src/core/controls/print/pngDpi.ts';
import { checkPageViews } from './pageViews.ts';

const test = suite<{ browser: Browser; site: ServedSite }>('Print pages');
const SHOTS = '/tmp/s30print';
const ROUTE = 'api/UI/Print/print.html';

test.before(async (ctx) => {
  if (!fs.existsSync('maplib/dist/browser/maplib.js')) throw new Error('run `npm run build:maplib` first');
  fs.mkdirSync(SHOTS, { recursive: true });
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** Waits until the n-th demo's map has loaded and gone idle. */
async function demoIdle(page: Page, demo: number): Promise<void> {
  await waitDemoMap(page, demo);
  await inDemoMap(page, demo, `(view) => { const m = view.maplibre; if (m.loaded() && m.areTilesLoaded() && !m.isMoving()) return; return new Promise((resolve) => { const t = setTimeout(resolve, 8000); m.once('idle', () => (clearTimeout(t), resolve())); }); }`);
}

interface Decoded {
  width: number;
  height: number;
  /** RGB at points given as fractions of the image. */
  at: Record<string, number[]>;
  /** Pixels darker than mid-grey in the top 9 % of the page (the title band). */
  darkTitle: number;
}

/** Decodes an image's bytes in the page (PNG or JPEG) and samples it. */
async function decode(page: Page, bytes: Uint8Array, type: string, points: Record<string, [number, number]>): Promise<Decoded> {
  return page.evaluate(
    async ({ b64, type, points }) => {
      const bin = atob(b64);
      const buf = Uint8Array.from(bin, (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([buf], { type }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(bitmap, 0, 0);
      const at = Object.fromEntries(Object.entries(points).map(([k, [fx, fy]]) => [k, [...ctx.getImageData(Math.round(fx * bitmap.width), Math.round(fy * bitmap.height), 1, 1).data].slice(0, 3)]));
      const band = ctx.getImageData(0, 0, bitmap.width, Math.round(bitmap.height * 0.09)).data;
      let darkTitle = 0;
      for (let i = 0; i < band.length; i += 4) if (band[i] + band[i + 1] + band[i + 2] < 300) darkTitle++;
      return { width: bitmap.width, height: bitmap.height, at, darkTitle };
    },
    { b64: Buffer.from(bytes).toString('base64'), type, points },
  );
}

/** The MediaBox and the bytes of the one JPEG image (DCTDecode stream) of a PDF written by jsPDF. */
function readPdf(bytes: Buffer): { mediaBox: number[]; jpeg: Uint8Array; embeddedFonts: number } {
  const text = bytes.toString('latin1');
  assert.ok(text.startsWith('%PDF-'), 'a PDF file');
  const mediaBox = /\/MediaBox\s*\[([^\]]+)\]/.exec(text)![1].trim().split(/\s+/).map((n) => Math.round(Number(n) * 100) / 100);
  const start = text.indexOf('stream', text.indexOf('/DCTDecode'));
  const from = start + 'stream'.length + (text[start + 6] === '\r' ? 2 : 1);
  return { mediaBox, jpeg: bytes.subarray(from, text.indexOf('endstream', from)), embeddedFonts: (text.match(/\/FontFile/g) ?? []).length };
}

const white = (p: number[]) => p.every((c) => c > 245);
const saved = async (download: Download) => fs.readFileSync((await download.path())!);

for (const lang of ['', 'en/']) {
  const tag = lang ? 'en' : 'zh';
  const words = lang
    ? { open: 'Print the map', title: 'Major cities of China 中国主要城市', print: 'Print', png: /^PNG: 1754 × 1240 px, 150 dpi/, pdf: /^PDF: 1240 × 1754 px, 150 dpi/ }
    : { open: '打印地图', title: '中国主要城市分布图', print: '打印', png: /^PNG：1754 × 1240 像素，150 dpi/, pdf: /^PDF：1240 × 1754 像素，150 dpi/ };

  test(`${tag} page: the demo's panel, by mouse and keyboard, downloads a PNG with its DPI and a PDF of the paper asked for`, async ({ browser, site }) => {
    const r = await openDemoPage(browser, site, lang + ROUTE);
    const { page } = r;
    await demoIdle(page, 0);
    const demo = page.locator('.demo-block').nth(0);
    const toggle = demo.getByRole('button', { name: words.open, exact: true });
    await toggle.click();
    assert.is(await toggle.getAttribute('aria-expanded'), 'true');
    const title = demo.locator('.maplib-print-title');
    assert.ok(await title.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el), 'the title field has the focus');

    // The title typed, Enter submits the form: the demo's format is PNG at 150 dpi, A4 landscape.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(words.title);
    const [pngDownload] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.keyboard.press('Enter')]);
    assert.is(pngDownload.suggestedFilename(), 'china-cities.png');
    const png = await saved(pngDownload);
    fs.writeFileSync(`${SHOTS}/page-${tag}-a4-landscape-150.png`, png);
    assert.equal(readPngInfo(png), { width: 1754, height: 1240, dpi: 150, pixelsPerMetre: 5906 }, 'A4 landscape at 150 dpi, and pHYs says 150 dpi');
    const p = await decode(page, png, 'image/png', { margin: [0.01, 0.5], corner: [0.99, 0.99], frame: [0.35, 0.55], sea: [0.9, 0.7] });
    assert.ok(white(p.at.margin) && white(p.at.corner), `white margins: ${JSON.stringify(p.at)}`);
    assert.not.ok(white(p.at.frame), `map pixels in the frame: ${p.at.frame}`);
    assert.ok(p.at.sea[2] > p.at.sea[0] + 20, `the sea east of China is blue: ${p.at.sea}`);
    assert.ok(p.darkTitle > 3000, `dark title text: ${p.darkTitle} px`);
    await waitDemoText(page, 0, 'p[aria-live]', words.png, 60_000);

    // The keyboard turns the form to PDF, portrait (Tab from the title to format; orientation is two Tabs on), and
    // Space on the Print button prints.
    await title.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => (document.activeElement?.shadowRoot?.activeElement as HTMLElement | null)?.className), 'maplib-ctrl-button maplib-print-submit');
    const [pdfDownload] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.keyboard.press('Space')]);
    assert.is(pdfDownload.suggestedFilename(), 'china-cities.pdf');
    const pdf = readPdf(await saved(pdfDownload));
    assert.equal(pdf.mediaBox, [0, 0, 595.28, 841.89], 'A4 portrait in points');
    assert.is(pdf.embeddedFonts, 0, 'no font embedded');
    const j = await decode(page, pdf.jpeg, 'image/jpeg', { margin: [0.01, 0.5], frame: [0.5, 0.5] });
    assert.equal([j.width, j.height], [1240, 1754], 'the page image is A4 portrait at 150 dpi');
    assert.ok(white(j.at.margin), `margin: ${j.at.margin}`);
    assert.not.ok(white(j.at.frame), `map pixels: ${j.at.frame}`);
    assert.ok(j.darkTitle > 3000, `the title is on the PDF's page too: ${j.darkTitle}`);
    await waitDemoText(page, 0, 'p[aria-live]', words.pdf, 60_000);

    // The vanilla demo: typing in the page's title field updates the panel's title (update() at runtime).
    await demoIdle(page, 1);
    const vanilla = page.locator('.demo-block').nth(1);
    await vanilla.locator('#print-title').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('长三角 YRD');
    assert.is(await vanilla.locator('.maplib-print-title').inputValue(), '长三角 YRD');
    assertStayedOnSite(site, r);
    await r.context.close();
  });
}

test('zh desktop light and en mobile dark, both panels open: no serious axe violation, no console error', async ({ browser, site }) => {
  const failures = await checkPageViews(browser, site, ROUTE, async (page, view) => {
    for (const demo of [0, 1]) {
      await demoIdle(page, demo);
      await page.locator('.demo-block').nth(demo).getByRole('button', { name: view.lang ? 'Print the map' : '打印地图', exact: true }).click();
    }
  });
  assert.equal(failures, []);
});

test('search finds the pages in zh and en by name, Chinese name and main prop (top 3), and Enter lands there', async ({ browser, site }) => {
  await assertSearchFinds(browser, site, [
    { locale: '', q: 'Print', page: ROUTE },
    { locale: '', q: '打印', page: ROUTE },
    { locale: '', q: 'northArrow', page: ROUTE },
    { locale: 'en/', q: 'Print', page: 'en/' + ROUTE },
    { locale: 'en/', q: '打印', page: 'en/' + ROUTE },
    { locale: 'en/', q: 'northArrow', page: 'en/' + ROUTE },
  ]);
});

test.run();
