// MvtStyleLayer in Chromium with the network cut: the site's own style (data/styles/natural-earth: MVT tiles, sprite,
// no glyphs) appended over the offline basemap and replacing it. Pixel samples: the style's land and China fills, its
// sprite's star, the basemap's sea under append and the style's sea under replace; a user layer stays on top in both;
// hiding china-fill removes its colour; removal gives the basemap back; every request stays on the test server and
// onRequest lists the style, its tiles and sprite; a broken style reaches onError at file:line; React props in place.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, samplePixels, hex, colourDistance, type Session } from '../../session.ts';
import { project } from '../../serviceLayers.ts';
import { mountReact } from '../../contract.ts';

const test = suite<{ s: Session }>('MvtStyleLayer');

// The style's colours (make-style-data.mjs) and the offline basemap's (palettes.ts).
const STYLE_SEA = '#16324f';
const STYLE_LAND = '#e9c46a';
const STYLE_CHINA = '#e76f51';
const STAR = '#d62828';
const BASE_SEA = '#a9d3e8';
const USER = '#ff00ff';

const CHINA: [number, number] = [92, 34];
const AFRICA: [number, number] = [22, 8];
const SEA: [number, number] = [75, -22];
const TASMAN: [number, number] = [158, -40];
const SHANGHAI: [number, number] = [121.47, 31.23];

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

async function sample(s: Session, places: [number, number][], file: string): Promise<string[]> {
  const points = await project(s.page, places);
  return (await samplePixels(s.page, points, file)).map(hex);
}

/** Waits (bounded) until the map is idle and `check` passes on fresh samples; returns the last samples. */
async function until(s: Session, places: [number, number][], file: string, check: (px: string[]) => boolean): Promise<string[]> {
  const end = Date.now() + 15000;
  let px: string[] = [];
  while (Date.now() < end) {
    await waitIdle(s.page);
    px = await sample(s, places, file);
    if (check(px)) return px;
    await s.page.waitForTimeout(250);
  }
  return px;
}

const near = (px: string, colour: string, tol = 30) => colourDistance(px.match(/\w\w/g)!.map((h) => parseInt(h, 16)), colour) < tol;

test('append over the offline basemap: style fills and sprite drawn, basemap sea under it, user layer on top', async ({ s }) => {
  await s.page.evaluate(async () => {
    const w = window as any;
    const { createMap, core } = w.MapLib;
    const map = createMap('map', { center: [90, 5], zoom: 1, maplibreOptions: { fadeDuration: 0 } });
    w.__map = map;
    await map.ready();
    w.__user = map.add(
      new core.GeoJSONLayer({ id: 'user-box', type: 'fill', data: { type: 'Polygon', coordinates: [[[150, -45], [166, -45], [166, -35], [150, -35], [150, -45]]] }, paint: { 'fill-color': '#ff00ff', 'fill-opacity': 1 } }),
    );
    w.__requests = [];
    w.__loads = [];
    w.__style = map.add(
      new core.MvtStyleLayer({
        id: 'ne',
        style: '/data/styles/natural-earth/style.json',
        onRequest: (e: any) => w.__requests.push([e.kind, e.url]),
        onLoad: (e: any) => w.__loads.push(e.layers.map((l: any) => [l.id, l.mapId, l.added, l.visible])),
      }),
    );
  });
  const px = await until(s, [CHINA, AFRICA, SEA, TASMAN, SHANGHAI], '/tmp/maplib-mvtstyle-append.png', (p) => near(p[0], STYLE_CHINA) && near(p[4], STAR, 60));
  assert.ok(near(px[0], STYLE_CHINA), `China ${px[0]}`);
  assert.ok(near(px[1], STYLE_LAND), `Africa ${px[1]}`);
  assert.ok(near(px[2], BASE_SEA), `sea is the basemap's under append: ${px[2]}`);
  assert.ok(near(px[3], USER), `user layer on top: ${px[3]}`);
  assert.ok(near(px[4], STAR, 60), `Shanghai's megacity star from the sprite: ${px[4]}`);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    return { order: m.getLayersOrder(), loads: w.__loads, requests: w.__requests, sprite: m.getStyle().sprite };
  });
  const ours = r.order.filter((id: string) => id.startsWith('ne:'));
  assert.equal(ours, ['ne:countries-fill', 'ne:china-fill', 'ne:borders', 'ne:cities-icon', 'ne:cities-label']);
  assert.ok(r.order.indexOf('maplib-land') < r.order.indexOf('ne:countries-fill') && r.order.indexOf('ne:cities-label') < r.order.indexOf('user-box'), r.order.join(' '));
  assert.is(r.loads.length, 1);
  assert.equal(r.loads[0][0], ['background', 'background', false, true]);
  assert.equal(r.sprite.map((x: any) => x.id), ['ne:default']);
  const kinds = new Set(r.requests.map((q: string[]) => q[0]));
  for (const k of ['style', 'tiles', 'sprite']) assert.ok(kinds.has(k), `onRequest lists ${k}: ${JSON.stringify(r.requests)}`);
  for (const [kind, url] of r.requests) {
    assert.ok(url.startsWith(s.server.origin + '/data/'), `${kind} ${url}`);
    if (kind === 'tiles') assert.match(url, /\/data\/tiles\/world\/1\/[01]\/[01]\.pbf$/);
    if (kind === 'sprite') assert.match(url, /\/data\/styles\/natural-earth\/sprite(@2x)?\.(json|png)$/);
  }
  assert.ok(s.server.requests.some((u) => /^\/data\/tiles\/world\/1\/\d\/\d\.pbf$/.test(u)));
  assert.not.ok(s.server.requests.some((u) => /fonts|glyph|\{range\}/.test(u)), 'no glyph file requested');
  assert.equal(s.blocked, []);
});

test('hiddenLayers: hiding china-fill removes its colour in place (no reload); showing it brings it back', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__styleLoads = 0;
    w.__map.maplibre.on('style.load', () => w.__styleLoads++);
    w.__style.update({ hiddenLayers: ['china-fill'] });
  });
  let px = await until(s, [CHINA], '/tmp/maplib-mvtstyle-hidden.png', (p) => near(p[0], STYLE_LAND));
  assert.ok(near(px[0], STYLE_LAND), `China without china-fill: ${px[0]}`);
  await s.page.evaluate(() => (window as any).__style.setLayerVisible('china-fill', true));
  px = await until(s, [CHINA], '/tmp/maplib-mvtstyle-shown.png', (p) => near(p[0], STYLE_CHINA));
  assert.ok(near(px[0], STYLE_CHINA), `China again: ${px[0]}`);
  assert.is(await s.page.evaluate(() => (window as any).__styleLoads), 0);
});

test('replace: the style stands in for the basemap (its own sea), the user layer is re-added on top; removal restores the basemap', async ({ s }) => {
  await s.page.evaluate(() => (window as any).__style.update({ mode: 'replace' }));
  let px = await until(s, [CHINA, AFRICA, SEA, TASMAN], '/tmp/maplib-mvtstyle-replace.png', (p) => near(p[2], STYLE_SEA) && near(p[3], USER));
  assert.ok(near(px[2], STYLE_SEA), `sea is the style's under replace: ${px[2]}`);
  assert.ok(near(px[0], STYLE_CHINA) && near(px[1], STYLE_LAND), `${px[0]} ${px[1]}`);
  assert.ok(near(px[3], USER), `user layer kept on top: ${px[3]}`);
  let r = await s.page.evaluate(() => {
    const m = (window as any).__map.maplibre;
    return { order: m.getLayersOrder(), sources: Object.keys(m.getStyle().sources) };
  });
  assert.equal(r.order, ['background', 'countries-fill', 'china-fill', 'borders', 'cities-icon', 'cities-label', 'user-box']);
  assert.equal(r.sources.sort(), ['user-box', 'world']);
  await s.page.evaluate(() => (window as any).__style.remove());
  px = await until(s, [SEA, TASMAN, CHINA], '/tmp/maplib-mvtstyle-removed.png', (p) => near(p[0], BASE_SEA));
  assert.ok(near(px[0], BASE_SEA), `basemap sea back: ${px[0]}`);
  assert.ok(near(px[1], USER), `user layer still there: ${px[1]}`);
  assert.not.ok(near(px[2], STYLE_CHINA) || near(px[2], STYLE_LAND), `no style fill left: ${px[2]}`);
  r = await s.page.evaluate(() => {
    const m = (window as any).__map.maplibre;
    return { order: m.getLayersOrder(), sources: Object.keys(m.getStyle().sources) };
  });
  assert.ok(r.order.includes('maplib-land') && r.order.at(-1) === 'user-box', r.order.join(' '));
  assert.not.ok(r.sources.includes('world'));
  assert.equal(s.blocked, []);
});

test('a style with a bad layer reaches onError with file:line; nothing is added', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    const text = JSON.stringify({ version: 8, sources: {}, layers: [{ id: 'x', type: 'fill', source: 'nope' }] }, null, 2);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const error: string = await new Promise((resolve) => w.__map.add(new w.MapLib.core.MvtStyleLayer({ id: 'bad', style: url, onError: (e: any) => resolve(e.error.message) })));
    return { error, url, layers: w.__map.maplibre.getLayersOrder().filter((id: string) => id.startsWith('bad:')) };
  });
  assert.is(r.error, `${r.url}:6: layer "x" uses source "nope", which the style does not define`);
  assert.equal(r.layers, []);
});

test('the same document as an object has no URL of its own: read against the page its tiles 404 and nothing is drawn', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    const doc = await (await fetch('/data/styles/natural-earth/style.json')).json();
    const loaded = new Promise((resolve) => w.__map.add((w.__obj = new w.MapLib.core.MvtStyleLayer({ id: 'obj', style: doc, onLoad: resolve }))));
    await loaded;
    return { tiles: w.__obj.getStyle().sources.world.tiles[0] };
  });
  assert.is(r.tiles, s.server.origin + '/tiles/world/{z}/{x}/{y}.pbf');
  const px = await until(s, [CHINA, AFRICA], '/tmp/maplib-mvtstyle-object.png', (p) => !near(p[0], STYLE_CHINA));
  assert.not.ok(near(px[0], STYLE_CHINA) || near(px[1], STYLE_LAND), `nothing of the style drawn: ${px.join(' ')}`);
  assert.ok(s.server.requests.some((u) => /^\/tiles\/world\/1\/\d\/\d\.pbf$/.test(u)), 'the tiles were asked for where the page put them');
  await s.page.evaluate(() => (window as any).__obj.remove());
  s.errors.splice(0);
});

test('React: <MvtStyleLayer> mode and hiddenLayers change in place; unmount leaves no map', async ({ s }) => {
  const react = await mountReact(s.page, { style: { width: 800, height: 500 }, center: [90, 5], zoom: 1, maplibreOptions: { fadeDuration: 0 } }, [
    { type: 'MvtStyleLayer', props: { id: 'rs', style: '/data/styles/natural-earth/style.json', mode: 'append', hiddenLayers: [] } },
  ]);
  await s.page.waitForFunction(() => (window as any).__view);
  const points = () => project(s.page, [CHINA, SEA], 'window.__view');
  const poll = async (check: (p: string[]) => boolean, file: string) => {
    const end = Date.now() + 15000;
    let px: string[] = [];
    while (Date.now() < end) {
      await waitIdle(s.page, 'window.__view');
      px = (await samplePixels(s.page, await points(), file, '#root')).map(hex);
      if (check(px)) break;
      await s.page.waitForTimeout(250);
    }
    return px;
  };
  let px = await poll((p) => near(p[0], STYLE_CHINA) && near(p[1], BASE_SEA), '/tmp/maplib-mvtstyle-react-append.png');
  assert.ok(near(px[0], STYLE_CHINA) && near(px[1], BASE_SEA), px.join(' '));
  await react.render({ mode: 'replace', hiddenLayers: ['china-fill'] });
  px = await poll((p) => near(p[0], STYLE_LAND) && near(p[1], STYLE_SEA), '/tmp/maplib-mvtstyle-react-replace.png');
  assert.ok(near(px[0], STYLE_LAND) && near(px[1], STYLE_SEA), px.join(' '));
  // Back to append: the basemap (its sea) returns under the style.
  await react.render({ mode: 'append', hiddenLayers: [] });
  px = await poll((p) => near(p[0], STYLE_CHINA) && near(p[1], BASE_SEA), '/tmp/maplib-mvtstyle-react-back.png');
  assert.ok(near(px[0], STYLE_CHINA) && near(px[1], BASE_SEA), px.join(' '));
  await react.unmount();
  assert.equal(s.blocked, []);
});

test.run();
