// A map that knows its layers, in Chromium: view.layers() in drawing order and its layeradd / layerremove /
// layerorder events through add, a `before` change, moveLayer, remove and basemap switches (no events, same order,
// also for a layer whose `before` the new basemap lacks); and useLayers() re-rendering a React component.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type Session } from '../session.ts';
import { freshMap, idle } from '../thematicHelpers.ts';
import { mountReact } from '../contract.ts';

const test = suite<{ s: Session }>('MapView layers');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

const POINT = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [10, 10] } }] };

/** What the page recorded: layers() ids, the MapLib ids in the style bottom → top, the events since the last look. */
async function look(page: Page): Promise<{ layers: string[]; style: string[]; events: string[] }> {
  return page.evaluate(() => {
    const w = window as any;
    const view = w.__map;
    const events = w.__events.splice(0);
    const basemap = view.getStyleLayerIds();
    return {
      layers: view.layers().map((l: any) => l.id),
      style: view.maplibre.getLayersOrder().filter((id: string) => !basemap.has(id)),
      events,
    };
  });
}

/** Switches the basemap and waits for the new style to be in and drawn; returns layers() right after the call. */
async function switchBasemap(page: Page, basemap: string): Promise<string[]> {
  const during = await page.evaluate(async (b) => {
    const view = (window as any).__map;
    const loaded = new Promise((resolve) => view.maplibre.once('style.load', resolve));
    view.setBasemap(b);
    const listed = view.layers().map((l: any) => l.id);
    await loaded;
    return listed;
  }, basemap);
  await idle(page);
  return during;
}

test('layers() and its events through add, before, moveLayer, remove and two basemap switches', async ({ s }) => {
  await freshMap(s.page, { center: [10, 10], zoom: 3 });
  await s.page.evaluate((data) => {
    const w = window as any;
    const view = w.__map;
    w.__events = [];
    w.__warnings = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => (w.__warnings.push(args.join(' ')), warn.apply(console, args));
    for (const type of ['layeradd', 'layerremove', 'layerorder']) {
      view.on(type, (e: any) => w.__events.push(`${type} ${e.layer.id}: ${e.layers.map((l: any) => l.id).join(',')}`));
    }
    const { GeoJSONLayer, ClusterLayer } = w.MapLib.core;
    w.__a = view.add(new GeoJSONLayer({ id: 'a', data, title: { zh: '甲', en: 'A' } }));
    w.__b = view.add(new ClusterLayer({ id: 'b', data }));
    w.__c = view.add(new GeoJSONLayer({ id: 'c', data }));
  }, POINT);
  let r = await look(s.page);
  assert.equal(r.layers, ['a', 'b', 'c']);
  assert.equal(r.style, ['a', 'b-clusters', 'b-count', 'b-points', 'c'], 'a cluster layer is one layer of three style layers');
  assert.equal(r.events, ['layeradd a: a', 'layeradd b: a,b', 'layeradd c: a,b,c']);

  await s.page.evaluate(() => (window as any).__c.update({ before: 'a' }));
  r = await look(s.page);
  assert.equal([r.layers, r.style, r.events], [['c', 'a', 'b'], ['c', 'a', 'b-clusters', 'b-count', 'b-points'], ['layerorder c: c,a,b']], 'a before change');

  await s.page.evaluate(() => {
    const w = window as any;
    w.__map.moveLayer(w.__c); // to the top, although c is on no `before` any more after this
    w.__map.moveLayer(w.__c);
    w.__map.moveLayer(w.__a, w.__c);
    try {
      w.__map.moveLayer(new w.MapLib.core.GeoJSONLayer({ id: 'stray', data: { type: 'FeatureCollection', features: [] } }));
    } catch (e) {
      w.__events.push((e as Error).message);
    }
  });
  r = await look(s.page);
  assert.equal(r.layers, ['b', 'a', 'c']);
  assert.equal(r.events, ['layerorder c: a,b,c', 'layerorder a: b,a,c', 'Map: moveLayer(): GeoJSONLayer stray is not on this map'], 'moveLayer: one event per move that changed the order');

  await s.page.evaluate((data) => {
    const w = window as any;
    // Under the offline basemap's labels: below every other MapLib layer.
    w.__d = w.__map.add(new w.MapLib.core.GeoJSONLayer({ id: 'd', data, before: 'maplib-labels' }));
    // once() resolves with the next event; a listener taken off with off() hears nothing.
    w.__once = w.__map.once('layerremove');
    const unheard = () => w.__events.push('unheard');
    w.__map.on('layerremove', unheard);
    w.__map.off('layerremove', unheard);
    w.__b.remove();
  }, POINT);
  const once = await s.page.evaluate(async () => {
    const e = await (window as any).__once;
    return [e.type, e.layer.id, e.layers.length];
  });
  assert.equal(once, ['layerremove', 'b', 3]);
  r = await look(s.page);
  assert.equal([r.layers, r.style], [['d', 'a', 'c'], ['d', 'a', 'c']]);
  assert.equal(r.events, ['layeradd d: d,b,a,c', 'layerremove b: d,a,c']);

  // A basemap without labels: d's `before` is missing (it warns, and is first re-added on top), a's names c, which
  // comes back after it. The map puts every layer back where it was, without an event.
  const during = await switchBasemap(s.page, 'none');
  r = await look(s.page);
  assert.equal(during, ['d', 'a', 'c'], 'listed while the new style loads');
  assert.equal([r.layers, r.style, r.events], [['d', 'a', 'c'], ['d', 'a', 'c'], []]);
  const warnings = await s.page.evaluate(() => (window as any).__warnings.splice(0));
  assert.equal(warnings, ['GeoJSONLayer d: before layer "maplib-labels" is not in the map; added on top'], 'only the basemap layer the new style lacks');

  await switchBasemap(s.page, 'offline');
  r = await look(s.page);
  assert.equal([r.layers, r.style, r.events], [['d', 'a', 'c'], ['d', 'a', 'c'], []]);
  const labelsAboveD = await s.page.evaluate(() => {
    const order = (window as any).__map.maplibre.getLayersOrder();
    return order.indexOf('d') < order.indexOf('maplib-labels') && order.indexOf('maplib-labels') < order.indexOf('a');
  });
  assert.ok(labelsAboveD, 'd under the labels again, a and c above them');
  assert.equal(await s.page.evaluate(() => (window as any).__warnings), []);

  // Titles and legends as a layer tree reads them.
  const tree = await s.page.evaluate(() =>
    (window as any).__map.layers().map((l: any) => [l.getTitle('zh-CN'), l.getTitle('en'), l.legend()?.type, l.getFeatures()?.length]),
  );
  assert.equal(tree, [['d', 'd', 'symbol', 1], ['甲', 'A', 'symbol', 1], ['c', 'c', 'symbol', 1]]);

  await s.page.evaluate(() => {
    const w = window as any;
    w.__map.destroy();
    w.__events.push(`after destroy: ${w.__map.layers().length}`);
  });
  assert.equal((await s.page.evaluate(() => (window as any).__events)), ['after destroy: 0'], 'destroy lists nothing and says nothing');
  assert.equal(s.errors, []);
});

test('useLayers() re-renders on add, remove and reorder, not on a basemap switch; unmount leaves no map', async ({ s }) => {
  // A component inside <Map> that renders its layer ids; the contract helper mounts what MapLib names.
  await s.page.evaluate(() => {
    const w = window as any;
    w.__renders = [];
    w.MapLib.LayersProbe = function LayersProbe() {
      const layers = w.MapLib.useLayers();
      w.__renders.push(layers.map((l: any) => l.id).join(','));
      return null;
    };
  });
  const react = await mountReact(s.page, { style: { width: 600, height: 400 }, center: [10, 10], zoom: 3 }, [
    { type: 'LayersProbe', props: { id: 'probe' } },
    { type: 'GeoJSONLayer', props: { id: 'r1', data: POINT } },
    { type: 'GeoJSONLayer', props: { id: 'r2', data: POINT } },
  ]);
  await s.page.waitForFunction(() => (window as any).__renders.at(-1) === 'r1,r2');
  const renders = () => s.page.evaluate(() => (window as any).__renders.splice(0).filter((r: string, i: number, all: string[]) => i === 0 || r !== all[i - 1]));
  assert.equal((await renders()).at(-1), 'r1,r2');

  await react.render({ before: 'r1' }, 'r2');
  await s.page.waitForFunction(() => (window as any).__renders.includes('r2,r1'));
  assert.equal(await renders(), ['r1,r2', 'r2,r1'], 'reordered by a prop');

  await s.page.evaluate(() => {
    const w = window as any;
    w.__r3 = w.__view.add(new w.MapLib.core.GeoJSONLayer({ id: 'r3', data: { type: 'FeatureCollection', features: [] } }));
  });
  await s.page.waitForFunction(() => (window as any).__renders.includes('r2,r1,r3'));
  await s.page.evaluate(() => (window as any).__r3.remove());
  await s.page.waitForFunction(() => (window as any).__renders.at(-1) === 'r2,r1');
  assert.equal(await renders(), ['r2,r1,r3', 'r2,r1'], 'added and removed in the core');

  await s.page.evaluate(async () => {
    const view = (window as any).__view;
    const loaded = new Promise((resolve) => view.maplibre.once('style.load', resolve));
    view.setBasemap('guotu');
    await loaded;
  });
  await idle(s.page, 'window.__view');
  assert.equal(await renders(), [], 'a basemap switch does not re-render');

  await react.unmount();
  await s.page.evaluate(() => delete (window as any).MapLib.LayersProbe);
  assert.equal(s.errors, []);
});

test.run();
