// ComprehensiveQuery in Chromium against the emulated IGServer (network cut): the real keyboard types 北京 and Enter,
// the list shows it, the camera flies there and its pin is drawn at its pixel (sampled); ArrowDown selects it (the red
// selected pin); "州" finds 14 cities, clustered above clusterMaxCount 10 (cluster circles rendered) and paged 5 a
// page; a click on a pin selects its row; lowercase "paris" finds Paris (LIKE case variants); a bad queryTable throws
// the named error; removing the control (and a React unmount) leaves no panel, layer, source, image or listener.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type Session } from '../session.ts';
import { startServices } from '../serviceLayers.ts';
import { freshMap, idle, settled } from '../thematicHelpers.ts';
import { holdings, mountReact } from '../contract.ts';
import { pixelsAt } from '../../../helpers/browser.ts';

const test = suite<{ s: Session; prefix: string }>('ComprehensiveQuery');
const SHOTS = '/tmp/s29cq';
const BEIJING: [number, number] = [116.4, 39.9];

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The widgetInfo of the tests: cities (the place-name layer) and countries, both searched by name_zh and name_en. */
const widgetInfo = (prefix: string, extra: Record<string, unknown> = {}) => ({
  placeName: {
    url: `${prefix}igs/rest`,
    clusterMaxCount: 10,
    ...extra,
    queryTable: [
      { placeName: '城市', gdbp: 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/places', searchField: 'name_zh,name_en', showAttrsAndTitle: [{ attr: 'country', showName: '国家' }], color: '#2563eb' },
      { placeName: '国家', gdbp: 'gdbp://MapGisLocal/Emulator/ds/World/sfcls/countries', searchField: 'name_zh,name_en', color: '#059669' },
    ],
  },
});

/** The panel as shown: tab texts, row titles, which row is selected, the pager's text. */
async function panel(page: Page): Promise<{ tabs: string[]; rows: string[]; selected: string | null; pager: string; status: string }> {
  return page.evaluate(() => {
    const p = document.querySelector('#map .maplib-cq')!;
    const text = (sel: string) => [...p.querySelectorAll(sel)].map((e) => e.textContent!.trim());
    return {
      tabs: text('.maplib-cq-tab'),
      rows: text('.maplib-cq-row .maplib-cq-title'),
      selected: p.querySelector('.maplib-cq-row[aria-selected="true"] .maplib-cq-title')?.textContent ?? null,
      pager: (p.querySelector('.maplib-cq-page')?.textContent ?? '').trim(),
      status: (p.querySelector('.maplib-cq-status') as HTMLElement).hidden ? '' : p.querySelector('.maplib-cq-status')!.textContent!,
    };
  });
}

/** Screen pixels around a pin standing on `lngLat` (its head is ~18 px above the point). */
async function pinPixels(page: Page, lngLat: [number, number]): Promise<number[][]> {
  const p = await page.evaluate((ll) => (window as any).__map.project(ll), lngLat);
  const points: { x: number; y: number }[] = [];
  for (let dy = 6; dy <= 24; dy += 3) for (let dx = -4; dx <= 4; dx += 4) points.push({ x: p.x + dx, y: p.y - dy });
  return (await pixelsAt(page.locator('#map'), points)).filter((c): c is number[] => !!c);
}

const near = (c: number[], hex: string, tol = 40) => {
  const n = parseInt(hex.slice(1), 16);
  return Math.abs(c[0] - (n >> 16)) <= tol && Math.abs(c[1] - ((n >> 8) & 255)) <= tol && Math.abs(c[2] - (n & 255)) <= tol;
};

test('vanilla: 北京 typed + Enter → listed, camera there, blue pin at its pixel; ArrowDown selects it (red pin); events', async ({ s, prefix }) => {
  const { page } = s;
  await freshMap(page, { center: [20, 20], zoom: 1.5 });
  await page.evaluate(() => ((window as any).__before = (window as any).__map.maplibre.getStyle().layers.length));
  await page.evaluate((info) => {
    const w = window as any;
    w.__events = [];
    const push = (type: string) => (e: any) => w.__events.push({ type, text: e.text, requests: e.requests, total: e.total, via: e.via, title: e.item?.title });
    w.__cq = w.__map.add(new w.MapLib.core.ComprehensiveQuery({ widgetInfo: info, pageSize: 5, onSearch: push('search'), onResult: push('result'), onSelect: push('select'), onClear: push('clear') }));
  }, widgetInfo(prefix));
  await page.locator('#map .maplib-cq-input').click();
  await page.keyboard.type('北京');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'result'));
  let shown = await panel(page);
  assert.equal(shown.rows, ['北京 · Beijing']);
  assert.equal(shown.tabs, ['全部 1', '城市 1', '国家 0']);
  const events = await page.evaluate(() => (window as any).__events);
  assert.is(events[0].type, 'search');
  assert.ok(decodeURIComponent(events[0].requests[0]).includes("where=(name_zh LIKE '%北京%' OR name_en LIKE '%北京%')"), events[0].requests[0]);
  assert.ok(events[0].requests[0].includes('/mrfs/layer/query?') && events[0].requests[0].includes('gdbp=gdbp://MapGisLocal/Emulator/ds/World/sfcls/places'), events[0].requests[0]);
  assert.equal([events[1].type, events[1].total], ['result', 1]);
  await settled(page);
  const center = await page.evaluate(() => (window as any).__map.getCenter());
  assert.ok(Math.abs(center[0] - BEIJING[0]) < 0.5 && Math.abs(center[1] - BEIJING[1]) < 0.5, `camera flew to Beijing: ${center}`);
  assert.ok((await pinPixels(page, BEIJING)).some((c) => near(c, '#2563eb')), 'the category-blue pin stands on Beijing');
  await page.screenshot({ path: `${SHOTS}/component-beijing.png` });

  await page.locator('#map .maplib-cq-input').press('ArrowDown');
  await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'select'));
  shown = await panel(page);
  assert.is(shown.selected, '北京 · Beijing');
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('maplib-cq-list')), 'focus moved to the list');
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/component-beijing-selected.png` });
  const red = await pinPixels(page, BEIJING);
  assert.ok(red.some((c) => near(c, '#e11d48')), `the selected pin (red) stands on Beijing: ${JSON.stringify(red)}`);
  const select = (await page.evaluate(() => (window as any).__events)).find((e: any) => e.type === 'select');
  assert.equal([select.via, select.title], ['list', '北京 · Beijing']);
});

test('州: 14 cities clustered above clusterMaxCount, 5 rows a page; a pin click selects its row; paris in lowercase finds Paris', async ({ s }) => {
  const { page } = s;
  const results = await page.evaluate(async () => (await (window as any).__cq.search('州')).map((r: any) => [r.name, r.total]));
  assert.equal(results, [['城市', 14], ['国家', 0]]);
  await settled(page);
  let shown = await panel(page);
  assert.is(shown.rows.length, 5);
  assert.is(shown.pager, '1 / 3');
  const clusters = await page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const id = m.getLayersOrder().find((l: string) => l.endsWith('-results-clusters'));
    return m.queryRenderedFeatures({ layers: [id] }).map((f: any) => f.properties.point_count);
  });
  assert.ok(clusters.length > 0 && clusters.every((n: number) => n >= 2), `clusters drawn: ${clusters}`);
  await page.locator('#map .maplib-cq-pager button').last().click();
  shown = await panel(page);
  assert.is(shown.pager, '2 / 3');
  // Runtime updates: pageSize re-pages in place; a new widgetInfo (another clusterMaxCount) clears the results.
  await page.evaluate(() => (window as any).__cq.update({ pageSize: 7 }));
  shown = await panel(page);
  assert.equal([shown.pager, shown.rows.length], ['2 / 2', 7]);
  await page.evaluate(() => {
    const cq = (window as any).__cq;
    cq.update({ widgetInfo: { placeName: { ...cq.props.widgetInfo.placeName, clusterMaxCount: 50 } } });
  });
  assert.equal((await panel(page)).rows, [], 'cleared');

  // Few results: single pins. Click Paris's pin on the map → its row is selected.
  await page.evaluate(() => (window as any).__cq.search('paris'));
  await settled(page);
  shown = await panel(page);
  assert.equal(shown.rows, ['巴黎 · Paris']);
  const p = await page.evaluate(() => (window as any).__map.project([2.35, 48.86]));
  const box = (await page.locator('#map').boundingBox())!;
  await page.mouse.click(box.x + p.x, box.y + p.y - 16);
  await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'select' && e.via === 'map'));
  assert.is((await panel(page)).selected, '巴黎 · Paris');
});

test('a bad queryTable is refused with the named prop; clear() empties; removing leaves nothing behind', async ({ s, prefix }) => {
  const { page } = s;
  const message = await page.evaluate((info) => {
    try {
      new (window as any).MapLib.core.ComprehensiveQuery({ widgetInfo: { placeName: { ...info.placeName, queryTable: [] } } });
      return 'no error';
    } catch (e) {
      return (e as Error).message;
    }
  }, widgetInfo(prefix));
  assert.match(message, /^ComprehensiveQuery: widgetInfo\.placeName\.queryTable must be a non-empty array .*, got \[\]$/);
  await page.evaluate(() => (window as any).__cq.clear());
  assert.equal((await panel(page)).rows, []);
  assert.is((await page.evaluate(() => (window as any).__events)).at(-1).type, 'clear');
  await page.evaluate(() => (window as any).__cq.remove());
  await idle(page);
  const after = await holdings(page);
  assert.is(await page.evaluate(() => document.querySelectorAll('.maplib-cq').length), 0, 'no panel');
  assert.equal(after.layers.filter((l) => l.includes('maplib-cq')), []);
  assert.equal(after.sources.filter((l) => l.includes('maplib-cq')), []);
});

test('React: <ComprehensiveQuery> searches, draws its pins, and unmounts leaving no live map', async ({ s, prefix }) => {
  const { page } = s;
  const mount = await mountReact(page, { style: { width: 800, height: 500 }, center: [10, 45], zoom: 3, locale: 'en' }, [
    { type: 'ComprehensiveQuery', props: { id: 'cq', widgetInfo: widgetInfo(prefix) }, events: { onResult: '__results' } },
  ]);
  await page.waitForFunction(() => (window as any).__view && (window as any).__reactLayers.cq);
  assert.is(await page.evaluate(() => (document.querySelector('#root .maplib-cq-input') as HTMLInputElement).placeholder), 'Place name, e.g. Paris', 'English words on an en map');
  await page.locator('#root .maplib-cq-input').fill('Paris');
  await page.locator('#root .maplib-cq-search').click();
  await page.waitForFunction(() => (window as any).__results.length > 0);
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('#root .maplib-cq-tab')].map((t) => t.textContent)), ['All 1', '城市 1', '国家 0']);
  await settled(page, 'window.__view');
  await page.screenshot({ path: `${SHOTS}/component-react-paris.png` });
  await mount.unmount();
});

test.run();
