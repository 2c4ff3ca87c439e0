// Legend and MvtLegend in Chromium, network cut. MvtLegend on a vector-tile style (the test server's MVT pyramid):
// the style's categories, classes and ramp listed with swatches in the style's colours (pixels of the panel), a
// category unticked by a real click hides those countries on the map (pixels) and ticked again brings them back, a
// whole layer hidden by the keyboard; a style change (new colours, a layer added) shows without refresh(); the
// `layers` prop at runtime; a move to another corner keeps what was hidden; a clear error; removal gives back the layers' own filters and leaves no panel or listener.
// Legend: a GeoJSON layer's symbol and a step's classes, the emulated ArcGIS MapServer's swatches as images with
// their labels as alternative text; a layer hidden leaves it, shown again, removed, added — followed. React: both
// mount in a <Map>, take props in place and unmount leaving no live map.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, samplePixels, waitIdle, colourDistance, type Session } from '../../session.ts';
import { project, startServices } from '../../serviceLayers.ts';
import { mountReact } from '../../contract.ts';
import { pixelsAt } from '../../../../helpers/browser.ts';

const test = suite<{ s: Session; prefix: string }>('Legend and MvtLegend');
const SHOTS = '/tmp/s30legend';

const CHINA_RED = '#e63946';
const BRAZIL_GREEN = '#2a9d8f';
const OTHER = '#d9d9d9';
const SEA = '#1b3a5c';
const CHINA: [number, number] = [103, 33];
const BRAZIL: [number, number] = [-52, -10];
const AFRICA: [number, number] = [22, 8];

/** A vector-tile style over the test server's MVT pyramid: countries by name (match), cities by population (step), borders. */
const style = (origin: string) => ({
  version: 8,
  sources: { world: { type: 'vector', tiles: [origin + '/data/tiles/world/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: 3 } },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
    { id: 'countries', type: 'fill', source: 'world', 'source-layer': 'countries', paint: { 'fill-color': ['match', ['get', 'name_en'], 'China', CHINA_RED, 'Brazil', BRAZIL_GREEN, OTHER] } },
    { id: 'borders', type: 'line', source: 'world', 'source-layer': 'countries', paint: { 'line-color': '#264653', 'line-width': 0.8 } },
    { id: 'cities', type: 'circle', source: 'world', 'source-layer': 'cities', paint: { 'circle-color': ['step', ['get', 'pop'], '#ffd166', 10, '#ef476f', 20, '#7209b7'], 'circle-radius': 5 } },
  ],
});

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

const near = (px: number[], colour: string, tol = 24) => colourDistance(px, colour) < tol;

/** The map's pixels at lon/lat places (retried until `ok` or 15 s, the map idle before each look). */
async function mapPixels(s: Session, places: [number, number][], ok: (px: number[][]) => boolean, file: string): Promise<number[][]> {
  const end = Date.now() + 15000;
  let px: number[][] = [];
  do {
    await waitIdle(s.page);
    px = await samplePixels(s.page, await project(s.page, places), `${SHOTS}/${file}`);
    if (ok(px)) return px;
    await s.page.waitForTimeout(200);
  } while (Date.now() < end);
  return px;
}

/** The colour at the middle of each swatch mark of the panel, in row order, with the row's words. */
async function swatchColours(page: Page, panel: string): Promise<{ label: string; rgb: number[] }[]> {
  const rows = await page.$$eval(`${panel} .maplib-legend-row`, (els) =>
    els.map((el) => {
      const mark = el.querySelector('.maplib-legend-mark') as HTMLElement | null;
      const r = mark?.getBoundingClientRect();
      return { label: el.textContent!.trim(), at: r && r.width ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null };
    }),
  );
  const body = page.locator('body');
  const px = await pixelsAt(body, rows.map((r) => r.at));
  return rows.flatMap((r, i) => (px[i] ? [{ label: r.label, rgb: px[i]! }] : []));
}

test('MvtLegend: categories, classes and lines in the style’s colours; unticking a category hides it on the map; keyboard hides a layer; filters given back', async ({ s }) => {
  const listeners = await s.page.evaluate(async (styleDoc) => {
    const w = window as any;
    for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
    w.__map = w.MapLib.createMap('map', { basemap: styleDoc, center: [20, 15], zoom: 0.6, locale: 'en', maplibreOptions: { fadeDuration: 0 } });
    await w.__map.ready();
    const m = w.__map.maplibre;
    const count = () => Object.fromEntries(Object.entries(m._listeners ?? {}).flatMap(([k, v]: [string, any]) => (v.length ? [[k, v.length]] : [])));
    w.__count = count;
    const before = count();
    w.__toggles = [];
    w.__updates = 0;
    w.__legend = w.__map.add(new w.MapLib.core.MvtLegend({ labels: { countries: { title: 'Countries', values: { China: '中国' } } }, onToggle: ({ legend, ...e }: any) => w.__toggles.push(e), onUpdate: () => w.__updates++ }));
    return before;
  }, style(s.server.origin));
  await s.page.waitForSelector('#map .maplib-mvt-legend .maplib-legend-row');
  const rows = await s.page.$$eval('#map .maplib-mvt-legend .maplib-legend-row', (els) => els.map((el) => el.textContent!.trim()));
  assert.equal(rows, ['cities', '< 10', '10 – 20', '≥ 20', 'borders', 'Countries', '中国', 'Brazil', 'Other'], 'top of the map first; labels from the prop; the fallback says Other');
  const swatches = await swatchColours(s.page, '#map .maplib-mvt-legend');
  const colour = (label: string) => swatches.find((x) => x.label === label)!.rgb;
  for (const [label, hexColour] of [['中国', CHINA_RED], ['Brazil', BRAZIL_GREEN], ['Other', OTHER], ['< 10', '#ffd166'], ['10 – 20', '#ef476f'], ['≥ 20', '#7209b7'], ['borders', '#264653']]) {
    assert.ok(near(colour(label), hexColour), `${label} swatch ${colour(label)} ≈ ${hexColour}`);
  }
  let px = await mapPixels(s, [CHINA, BRAZIL, AFRICA], (p) => near(p[0], CHINA_RED) && near(p[1], BRAZIL_GREEN) && near(p[2], OTHER), 'mvt-before.png');
  assert.ok(near(px[0], CHINA_RED) && near(px[1], BRAZIL_GREEN) && near(px[2], OTHER), `map before: ${JSON.stringify(px)}`);

  // A real click on China's checkbox: China's land shows the sea below, the rest stays.
  await s.page.locator('#map .maplib-mvt-legend label', { hasText: '中国' }).click();
  px = await mapPixels(s, [CHINA, BRAZIL, AFRICA], (p) => near(p[0], SEA), 'mvt-china-hidden.png');
  assert.ok(near(px[0], SEA) && near(px[1], BRAZIL_GREEN) && near(px[2], OTHER), `China hidden: ${JSON.stringify(px)}`);
  assert.equal(await s.page.evaluate(() => (window as any).__toggles), [{ layer: 'countries', key: 'v:China', visible: false }]);
  assert.is(await s.page.evaluate(() => (window as any).__legend.isVisible('countries', 'v:China')), false);
  // Moved to another corner (the panel is made again): China stays hidden and its checkbox says so.
  const moved = await s.page.evaluate(() => {
    const w = window as any;
    w.__legend.update({ position: 'top-right' });
    const box = [...w.__legend.panel.querySelectorAll('label')].find((l: any) => l.textContent.trim() === '中国').querySelector('input');
    return { corner: w.__legend.panel.parentElement.className.trim(), checked: box.checked, filtered: Array.isArray(w.__map.maplibre.getFilter('countries')) };
  });
  assert.equal(moved, { corner: 'maplibregl-ctrl-top-right', checked: false, filtered: true });
  await s.page.evaluate(() => (window as any).__legend.update({ position: 'top-left' }));

  // A style change elsewhere (new colours) is read again; the hidden category stays hidden on the new filter.
  await s.page.evaluate(() => {
    const m = (window as any).__map.maplibre;
    m.setPaintProperty('countries', 'fill-color', ['match', ['get', 'name_en'], 'China', '#e63946', 'Brazil', '#0000ff', '#d9d9d9']);
  });
  await s.page.waitForFunction(() => (window as any).__legend.getEntries().find((e: any) => e.id === 'countries').legend.items[1].swatch.color === '#0000ff');
  px = await mapPixels(s, [CHINA, BRAZIL], (p) => near(p[1], '#0000ff'), 'mvt-restyled.png');
  assert.ok(near(px[0], SEA) && near(px[1], '#0000ff'), `restyled, China still hidden: ${JSON.stringify(px)}`);

  // Ticked again with the keyboard (focus, Space): China is back, and the checkbox kept the focus through the redraw.
  await s.page.locator('#map .maplib-mvt-legend label', { hasText: '中国' }).locator('input').focus();
  await s.page.keyboard.press('Space');
  px = await mapPixels(s, [CHINA], (p) => near(p[0], CHINA_RED), 'mvt-china-back.png');
  assert.ok(near(px[0], CHINA_RED), `China back: ${px[0]}`);
  // Tab to the next checkboxes (Brazil, Other) … and Shift+Tab back up to the layer's own: Space hides the whole layer.
  await s.page.keyboard.press('Shift+Tab');
  await s.page.keyboard.press('Space');
  assert.is(await s.page.evaluate(() => (window as any).__map.maplibre.getLayoutProperty('countries', 'visibility')), 'none');
  px = await mapPixels(s, [BRAZIL, AFRICA], (p) => near(p[0], SEA) && near(p[1], SEA), 'mvt-layer-hidden.png');
  assert.ok(near(px[0], SEA) && near(px[1], SEA), `layer hidden: ${JSON.stringify(px)}`);

  // refresh() re-reads; `layers` picks and orders; a bad value is a clear error.
  const picked = await s.page.evaluate(() => {
    const w = window as any;
    w.__legend.update({ layers: ['countries', 'cities'] });
    const ids = w.__legend.getEntries().map((e: any) => e.id);
    let message = '';
    try {
      w.__legend.update({ layers: 'countries' });
    } catch (e) {
      message = (e as Error).message;
    }
    w.__legend.refresh();
    return { ids, message };
  });
  assert.equal(picked.ids, ['countries', 'cities']);
  assert.match(picked.message, /MvtLegend: layers must be an array of style layer ids, got "countries"/);

  // Hide a class, then remove the legend: the layers' own filters and visibility come back, nothing of it stays.
  const after = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    w.__legend.setVisible('cities', 'c:0', false);
    const hiddenFilter = m.getFilter('cities');
    w.__legend.remove();
    return { hiddenFilter, filter: m.getFilter('cities') ?? null, visibility: m.getLayoutProperty('countries', 'visibility') ?? 'visible', panels: document.querySelectorAll('.maplib-legend').length, listeners: w.__count() };
  });
  assert.ok(Array.isArray(after.hiddenFilter), 'a class hidden by a filter');
  assert.equal({ ...after, hiddenFilter: undefined }, { hiddenFilter: undefined, filter: null, visibility: 'visible', panels: 0, listeners });
});

test('Legend: layer symbols and classes, the emulated ArcGIS MapServer’s swatches as images; follows hide, show, remove and add', async ({ s, prefix }) => {
  await s.page.evaluate(async (prefix) => {
    const w = window as any;
    for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
    const { core, createMap } = w.MapLib;
    w.__map = createMap('map', { center: [110, 30], zoom: 2, locale: 'zh-CN' });
    const point = (lng: number, lat: number, pop: number) => ({ type: 'Feature', properties: { pop }, geometry: { type: 'Point', coordinates: [lng, lat] } });
    w.__cities = w.__map.add(new core.GeoJSONLayer({ id: 'cities', title: { zh: '城市', en: 'Cities' }, data: { type: 'FeatureCollection', features: [point(116, 40, 21), point(121, 31, 24)] }, paint: { 'circle-color': '#1d4ed8', 'circle-radius': 6 } }));
    w.__ranks = w.__map.add(new core.GeoJSONLayer({ id: 'ranks', title: '人口分级', data: { type: 'FeatureCollection', features: [point(100, 30, 5)] }, paint: { 'circle-color': ['step', ['get', 'pop'], '#ffd166', 10, '#ef476f'], 'circle-radius': 5 } }));
    w.__ags = w.__map.add(new core.ArcGISMapLayer({ id: 'ags', title: 'ArcGIS 世界', baseUrl: prefix + 'arcgis/rest/services/World/MapServer', layers: 'show:0,2', opacity: 0.6 }));
    w.__updates = [];
    w.__legend = w.__map.add(new core.Legend({ onUpdate: (e: any) => w.__updates.push(e.entries.map((x: any) => x.id)) }));
    await w.__map.ready();
  }, prefix);
  await s.page.waitForFunction(() => document.querySelectorAll('#map .maplib-legend img').length === 2);
  const shown = await s.page.evaluate(() => {
    const panel = document.querySelector('#map .maplib-legend')!;
    return {
      title: panel.getAttribute('aria-label'),
      rows: [...panel.querySelectorAll('.maplib-legend-row')].map((r) => r.textContent!.trim()),
      images: [...panel.querySelectorAll('img')].map((i) => ({ alt: i.alt, data: i.src.startsWith('data:image/png;base64,'), loaded: i.complete && i.naturalWidth === 20 })),
    };
  });
  assert.equal(shown, {
    title: '图例',
    rows: ['ArcGIS 世界', 'countries', 'earthquakes', '人口分级', 'pop < 10', 'pop ≥ 10', '城市'],
    images: [{ alt: 'countries', data: true, loaded: true }, { alt: 'earthquakes', data: true, loaded: true }],
  });
  // The swatches as drawn: the emulator's country colour in the service's image, the layer's blue in its swatch.
  const swatches = await swatchColours(s.page, '#map .maplib-legend');
  assert.ok(near(swatches.find((x) => x.label === '城市')!.rgb, '#1d4ed8'), 'the GeoJSON layer’s colour');
  const img = await s.page.locator('#map .maplib-legend img').first().boundingBox();
  const [imgPx] = await pixelsAt(s.page.locator('body'), [{ x: img!.x + 10, y: img!.y + 10 }]);
  assert.ok(near(imgPx!, '#f2c14e', 40), `the service's countries swatch: ${imgPx}`);

  // Each change shows once the map has redrawn (MapLibre says styledata then): wait for the rows, bounded.
  const rows = () => s.page.evaluate(() => [...document.querySelectorAll('#map .maplib-legend .maplib-legend-layer')].map((x) => x.firstElementChild!.textContent!.trim()));
  const rowsBecome = async (step: string, change: string, expected: string[]) => {
    await s.page.evaluate(change);
    await s.page
      .waitForFunction((want) => JSON.stringify([...document.querySelectorAll('#map .maplib-legend .maplib-legend-layer')].map((x) => x.firstElementChild!.textContent!.trim())) === want, JSON.stringify(expected), { timeout: 10000 })
      .catch(() => undefined);
    assert.equal(await rows(), expected, step);
  };
  await rowsBecome('hidden', 'window.__cities.hide()', ['ArcGIS 世界', '人口分级']);
  await rowsBecome('shown', 'window.__cities.show()', ['ArcGIS 世界', '人口分级', '城市']);
  await rowsBecome('removed', 'window.__ranks.remove()', ['ArcGIS 世界', '城市']);
  await rowsBecome('added on top', 'window.__map.add(window.__ranks)', ['人口分级', 'ArcGIS 世界', '城市']);
  await rowsBecome('picked, hidden shown greyed', "window.__legend.update({ showHidden: true, layers: ['cities', 'ags'] }); window.__cities.hide()", ['城市 （已隐藏）', 'ArcGIS 世界']);
  const gone = await s.page.evaluate(() => {
    const w = window as any;
    w.__legend.remove();
    return document.querySelectorAll('.maplib-legend').length;
  });
  assert.is(gone, 0);
});

test('React: <MvtLegend> and <Legend> mount in a <Map>, collapse from props in place, unmount leaving no live map', async ({ s }) => {
  const mount = await mountReact(s.page, { basemap: style(s.server.origin), center: [20, 15], zoom: 0.6, locale: 'en', style: { width: 800, height: 500 } }, [
    { type: 'MvtLegend', props: { id: 'mvt', title: 'Style' }, events: { onUpdate: '__mvtUpdates' } },
    { type: 'Legend', props: { id: 'lg', position: 'bottom-right' } },
  ]);
  await s.page.waitForFunction(() => (window as any).__mvtUpdates?.length > 0 && document.querySelector('#root .maplib-legend:not(.maplib-mvt-legend)'));
  const first = await s.page.evaluate(() => ({ title: document.querySelector('#root .maplib-mvt-legend .maplib-legend-title')!.textContent, empty: document.querySelector('#root .maplib-legend:not(.maplib-mvt-legend) .maplib-legend-empty')?.textContent }));
  assert.equal(first, { title: 'Style', empty: 'Nothing to show' });
  await s.page.evaluate(() => ((window as any).__panel = (window as any).__reactLayers.mvt.panel));
  await mount.render({ collapsed: true }, 'mvt');
  const collapsed = await s.page.evaluate(() => {
    const w = window as any;
    const legend = w.__reactLayers.mvt;
    return { same: legend.panel === w.__panel, hidden: (legend.panel.querySelector('.maplib-legend-body') as HTMLElement).hidden, expanded: legend.panel.querySelector('.maplib-legend-collapse').getAttribute('aria-expanded') };
  });
  assert.equal(collapsed, { same: true, hidden: true, expanded: 'false' });
  await s.page.locator('#root .maplib-mvt-legend').screenshot({ path: `${SHOTS}/react-collapsed.png` });
  await mount.unmount();
  assert.is(await s.page.evaluate(() => document.querySelectorAll('.maplib-legend').length), 0);
});

test.run();
