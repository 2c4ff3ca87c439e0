// The Vue 3 components (maplib-vue.js over maplib.js, as the docs site loads them) in a template app: they mount on
// the offline basemap in slot order, update the same map in place, pass real mouse input out as events and v-model
// updates, render slots into markers, the popup and the state bar, and free every map on unmount.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { openSession, type Session } from '../session.ts';
import { idleIfLive } from '../thematicHelpers.ts';
import { MAPLIB_PATH } from '../server.ts';

const test = suite<{ s: Session }>('maplib Vue components');

/** Changes the app's state and waits for Vue's render and the map's next idle. */
async function setState(s: Session, partial: object): Promise<void> {
  await s.page.evaluate(async (p) => {
    Object.assign((window as any).__state, p);
    await (window as any).Vue.nextTick();
  }, partial);
  await idleIfLive(s.page, 'window.__view');
}

test.before(async (ctx) => {
  ctx.s = await openSession();
  await ctx.s.page.addScriptTag({ path: 'node_modules/vue/dist/vue.global.prod.js' });
  await ctx.s.page.addScriptTag({ url: MAPLIB_PATH + 'maplib-vue.js' });
  const app = await build({ entryPoints: [fileURLToPath(new URL('./demoApp.ts', import.meta.url))], bundle: true, write: false, format: 'iife', logLevel: 'error' });
  await ctx.s.page.addScriptTag({ content: app.outputFiles[0].text });
  await ctx.s.page.waitForFunction(() => (window as any).__view?.maplibre.getLayer('pts') && (window as any).__compareView && document.querySelector('#state-level'));
  await setState(ctx.s, {});
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('every component mounts, layers in slot order, slots rendered into marker, popup and state bar', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const m = (window as any).__view.maplibre;
    const q = (sel: string) => document.querySelector('#map-vue ' + sel);
    return {
      vueIsGlobal: (window as any).MapLib.vue.Map.name,
      controls: ['.maplibregl-ctrl-top-left .maplibregl-ctrl-zoom-in', '.maplibregl-ctrl-scale', '.maplib-hawkeye-toggle', '.maplib-zoom-in', '.maplib-scale-line', '.maplibregl-ctrl-fullscreen'].filter((c) => !q(c)),
      attribution: q('.maplibregl-ctrl-attrib')?.textContent,
      order: m.getLayersOrder().filter((id: string) => ['ras', 'img', 'heat', 'pts'].includes(id)),
      track: m.getLayersOrder().some((id: string) => id.startsWith('track')),
      trackerIcon: !!q('.maplibregl-marker #tracker-icon'),
      markers: document.querySelectorAll('#map-vue .maplibregl-marker:not(:has(#tracker-icon))').length,
      badgeInMarker: !!q('.maplibregl-marker #custom-marker'),
      popup: q('.maplibregl-popup #popup-text')?.textContent,
      level: q('#state-level')?.textContent,
      compare: document.querySelectorAll('#compare-vue .maplib-compare-handle').length,
      compareMaps: document.querySelectorAll('#compare-vue > .maplib-map').length,
      live: (window as any).MapLib.core.getLiveMapCount(),
    };
  });
  assert.is(r.vueIsGlobal, 'MapLibMap');
  assert.equal(r.controls, [], 'missing controls');
  assert.match(r.attribution ?? '', /maplib vue test/);
  assert.equal(r.order, ['ras', 'img', 'heat', 'pts'], 'layers stacked in slot order');
  assert.ok(r.track, 'tracker layer drawn');
  assert.ok(r.trackerIcon, "the TrackerLayer's slot is its icon");
  assert.is(r.markers, 2);
  assert.ok(r.badgeInMarker, 'the default slot is the marker element');
  assert.is(r.popup, 'Shanghai 上海');
  assert.is(r.level, 'level 3.0');
  assert.is(r.compare, 1, 'Compare swipes its two slot maps');
  assert.is(r.compareMaps, 2);
  // The main map, its Hawkeye's overview, the two compared maps.
  assert.ok(r.live >= 3, `live maps ${r.live}`);
});

test('badge marker sits centred on its point', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const v = (window as any).__view;
    const box = v.container.getBoundingClientRect();
    const b = document.querySelector('#custom-marker')!.getBoundingClientRect();
    return { at: { x: b.left + b.width / 2 - box.left, y: b.top + b.height / 2 - box.top }, point: v.project([104, 35]) };
  });
  assert.ok(Math.abs(r.at.x - r.point.x) <= 2 && Math.abs(r.at.y - r.point.y) <= 2, `badge at ${JSON.stringify(r.at)}, point ${JSON.stringify(r.point)}`);
});

test('state changes update the same map in place, slot content included', async ({ s }) => {
  await s.page.evaluate(() => {
    const v = (window as any).__view;
    (window as any).__before = { view: v, canvas: v.maplibre.getCanvas(), pts: v.maplibre.getSource('pts') };
  });
  await setState(s, { circleColor: '#0000ff', points: 5, rasterOpacity: 0.25, badge: 'B', badgeLngLat: [90, 25], popupText: '新的文字', scaleUnit: 'imperial', zoom: 3.5 });
  const r = await s.page.evaluate(() => {
    const v = (window as any).__view;
    const m = v.maplibre;
    const b = (window as any).__before;
    const box = v.container.getBoundingClientRect();
    const badge = document.querySelector('#custom-marker')!;
    const rect = badge.getBoundingClientRect();
    return {
      same: v === b.view && m.getCanvas() === b.canvas && m.getSource('pts') === b.pts,
      circleColor: m.getPaintProperty('pts', 'circle-color'),
      points: m.getSource('pts').serialize().data.features.length,
      rasterOpacity: m.getPaintProperty('ras', 'raster-opacity'),
      badge: badge.textContent,
      badgeAt: { x: rect.left + rect.width / 2 - box.left, y: rect.top + rect.height / 2 - box.top },
      badgePoint: v.project([90, 25]),
      popup: document.querySelector('#popup-text')!.textContent,
      scale: document.querySelector('#map-vue .maplibregl-ctrl-scale')!.textContent,
      zoom: m.getZoom(),
      level: document.querySelector('#state-level')!.textContent,
    };
  });
  assert.ok(r.same, 'map, canvas and GeoJSON source kept');
  assert.is(r.circleColor, '#0000ff');
  assert.is(r.points, 5);
  assert.is(r.rasterOpacity, 0.25);
  assert.is(r.badge, 'B');
  assert.ok(Math.abs(r.badgeAt.x - r.badgePoint.x) <= 2 && Math.abs(r.badgeAt.y - r.badgePoint.y) <= 2, 'marker moved');
  assert.is(r.popup, '新的文字');
  assert.match(r.scale, /mi|ft/);
  assert.is(r.zoom, 3.5);
  assert.is(r.level, 'level 3.5');
});

test('a click on a point reaches the layer @click listener', async ({ s }) => {
  const box = (await s.page.locator('#map-vue').boundingBox())!;
  const p = await s.page.evaluate(() => (window as any).__view.project([100, 30]));
  await s.page.mouse.click(box.x + p.x, box.y + p.y);
  await s.page.waitForFunction(() => (window as any).__state.clicked.length > 0);
  assert.equal(await s.page.evaluate(() => [...(window as any).__state.clicked]), ['p0']);
  // The click on the map also closed the popup (closeOnClick): v-model:open heard it.
  await s.page.waitForFunction(() => (window as any).__state.popupOpen === false);
});

test('v-model round trips: popup close, marker drag, hawkeye button, compare handle; and back from the state', async ({ s }) => {
  // Opened from the state (the click test closed it), closed by its button: v-model:open.
  await setState(s, { popupOpen: true });
  assert.is(await s.page.evaluate(() => document.querySelector('#map-vue #popup-text')?.textContent), '新的文字');
  await s.page.locator('#map-vue .maplibregl-popup-close-button').click();
  await s.page.waitForFunction(() => (window as any).__state.popupOpen === false);
  assert.not.ok(await s.page.evaluate(() => !!document.querySelector('#map-vue .maplibregl-popup')));

  // Drag the default pin 60 px right: v-model:lngLat gets the new point.
  const pin = (await s.page.locator('#map-vue .maplibregl-marker:not(:has(#tracker-icon)):not(:has(#custom-marker))').boundingBox())!;
  await s.page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
  await s.page.mouse.down();
  for (let i = 1; i <= 6; i++) await s.page.mouse.move(pin.x + pin.width / 2 + i * 10, pin.y + pin.height / 2);
  await s.page.mouse.up();
  await s.page.waitForFunction(() => (window as any).__state.dragged[0] !== 116.4);
  const dragged = await s.page.evaluate(() => [...(window as any).__state.dragged]);
  assert.ok(dragged[0] > 116.4 + 1, `dragged east: ${dragged}`);

  // The overview's collapse button: v-model:collapsed and @toggle.
  await s.page.locator('#map-vue .maplib-hawkeye-toggle').click();
  await s.page.waitForFunction(() => (window as any).__state.hawkeyeCollapsed === true);
  assert.is(await s.page.evaluate(() => (window as any).__state.toggles), 1);
  // …and from the state back to the control.
  await setState(s, { hawkeyeCollapsed: false });
  assert.is(await s.page.evaluate(() => document.querySelector('#map-vue .maplib-hawkeye-toggle')!.getAttribute('aria-expanded')), 'true');

  // Compare's handle dragged to a quarter: v-model:position.
  await s.page.locator('#compare-vue').scrollIntoViewIfNeeded();
  const handle = (await s.page.locator('#compare-vue .maplib-compare-knob').boundingBox())!;
  const frame = (await s.page.locator('#compare-vue').boundingBox())!;
  await s.page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await s.page.mouse.down();
  await s.page.mouse.move(frame.x + frame.width * 0.4, handle.y + handle.height / 2, { steps: 3 });
  await s.page.mouse.move(frame.x + frame.width * 0.25, handle.y + handle.height / 2, { steps: 3 });
  await s.page.mouse.up();
  await s.page.waitForFunction(() => Math.abs((window as any).__state.position - 0.25) < 0.03);
  // From the state: the line moves and the orientation changes in place.
  await setState(s, { position: 0.7, orientation: 'horizontal' });
  const c = await s.page.evaluate(() => ({
    now: document.querySelector('#compare-vue .maplib-compare-handle')!.getAttribute('aria-valuenow'),
    horizontal: document.querySelector('#compare-vue')!.classList.contains('maplib-compare-horizontal'),
  }));
  assert.equal(c, { now: '70', horizontal: true });
});

test('unmounting frees every map and its WebGL context', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const v = (window as any).__view;
    const gl = v.maplibre.getCanvas().getContext('webgl2');
    (window as any).__state.mounted = false;
    await (window as any).Vue.nextTick();
    for (let i = 0; i < 100 && M.core.getLiveMapCount() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    return { live: M.core.getLiveMapCount(), removed: v.removed, lost: gl.isContextLost(), container: !!document.querySelector('#map-vue'), handles: document.querySelectorAll('.maplib-compare-handle').length };
  });
  assert.equal(r, { live: 0, removed: true, lost: true, container: false, handles: 0 });
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
