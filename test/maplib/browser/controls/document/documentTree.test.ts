// DocumentTree in Chromium, network cut: it mounts top-left as a named tree of the map's layers, top first, with a
// checkbox, swatch, opacity slider and zoom button per layer; an IGServer document layer (emulated) gets its three
// sublayers, whose checkbox rewrites `layers`; it follows layers added, removed and moved; the document API answers;
// Alt+↓ moves a layer and says so; bad props are named; removing it (core and React) leaves no panel or listener; in
// React a re-render of the app does not undo what the tree did to a layer.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mountReact } from '../../contract.ts';
import { openSession, waitIdle, type Session } from '../../session.ts';
import { startServices } from '../../serviceLayers.ts';

const test = suite<{ s: Session; prefix: string }>('DocumentTree');

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

const square = (x: number, y: number, d: number) => ({ type: 'Polygon', coordinates: [[[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]]] });

/** The tree's rows as `level key checked` lines, top to bottom. */
const rows = (s: Session) =>
  s.page.evaluate(() =>
    [...document.querySelectorAll('.maplib-doc [role="treeitem"]')].map((li) => `${li.getAttribute('aria-level')} ${(li as HTMLElement).dataset.key} ${li.getAttribute('aria-checked')}`),
  );

test('mounts top-left: a named tree of the layers, top first; rows with their controls; sublayers of an IGServer document', async ({ s, prefix }) => {
  await s.page.evaluate(
    ({ red, blue, prefix }) => {
      const w = window as any;
      for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
      const { core, createMap } = w.MapLib;
      w.__map = createMap(document.getElementById('map'), { center: [110, 30], zoom: 3, locale: 'zh-CN' });
      w.__base = { layeradd: 0 };
      w.__events = [];
      w.__red = w.__map.add(new core.GeoJSONLayer({ id: 'red', title: { zh: '红色', en: 'Red' }, data: red, paint: { 'fill-color': '#ff0000' } }));
      w.__blue = w.__map.add(new core.GeoJSONLayer({ id: 'blue', title: { zh: '蓝色', en: 'Blue' }, data: blue, paint: { 'fill-color': '#0000ff' } }));
      w.__doc = w.__map.add(new core.IgsDocLayer({ id: 'doc', baseUrl: prefix + 'igs/rest/mrms/docs/World', tileSize: 256, proj: 'Web墨卡托_WGS1984', title: '世界' }));
      const push = ({ tree, ...e }: any) => w.__events.push(JSON.parse(JSON.stringify({ ...e, layer: e.layer?.id, layers: e.layers?.map((l: any) => l.id), same: tree === w.__tree })));
      w.__tree = w.__map.add(new core.DocumentTree({ onVisibilityChange: push, onOpacityChange: push, onOrderChange: push, onZoomTo: push, onToggle: push }));
    },
    { red: square(100, 20, 10), blue: square(105, 25, 10), prefix },
  );
  await waitIdle(s.page);
  await s.page.waitForFunction(() => document.querySelectorAll('.maplib-doc [aria-level="2"]').length === 4);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const panel = w.__tree.panel as HTMLElement;
    const tree = panel.querySelector('[role="tree"]')!;
    const red = panel.querySelector('[data-key="red"]')!;
    return {
      corner: panel.parentElement!.className.trim(),
      group: `${panel.getAttribute('role')}:${panel.getAttribute('aria-label')}`,
      treeName: document.getElementById(tree.getAttribute('aria-labelledby')!)!.textContent,
      tabStops: [...panel.querySelectorAll('[tabindex="0"]')].map((e) => (e as HTMLElement).dataset.key ?? (e as HTMLElement).dataset.part),
      red: {
        check: red.querySelector('input[type=checkbox]')!.getAttribute('aria-label'),
        slider: red.querySelector('input[type=range]')!.getAttribute('aria-label'),
        zoom: red.querySelector('button')!.getAttribute('aria-label'),
        swatch: getComputedStyle(red.querySelector('.maplib-doc-swatch')!).backgroundColor,
      },
      docExpanded: panel.querySelector('[data-key="doc"]')!.getAttribute('aria-expanded'),
      docZoom: !!panel.querySelector('[data-key="doc"] .maplib-doc-zoom'),
      sub: [...panel.querySelectorAll('[role="tree"] > [aria-level="2"][data-key^="doc/"]')].map((li) => document.getElementById(li.getAttribute('aria-labelledby')!)!.textContent),
    };
  });
  assert.equal(r, {
    corner: 'maplibregl-ctrl-top-left',
    group: 'group:图层目录',
    treeName: '图层目录',
    tabStops: ['doc', 'check', 'opacity'],
    red: { check: '显示红色', slider: '红色的不透明度', zoom: '缩放到红色', swatch: 'rgb(255, 0, 0)' },
    docExpanded: 'true',
    docZoom: false,
    sub: ['countries', 'graticule', 'earthquakes', 'places'],
  });
  assert.equal(await rows(s), ['1 doc true', '2 doc/0 true', '2 doc/1 true', '2 doc/2 true', '2 doc/3 false', '1 blue true', '1 red true']);
});

test('checkboxes: a layer hidden, a sublayer hidden into `layers`; the slider sets opacity; events with payloads', async ({ s }) => {
  await s.page.click('.maplib-doc [data-key="red"] input[type=checkbox]');
  await s.page.click('.maplib-doc [data-key="doc/1"] input[type=checkbox]');
  await s.page.waitForFunction(() => (window as any).__doc.props.layers === 'show:0,2');
  const slider = s.page.locator('.maplib-doc [data-key="blue"] input[type=range]');
  await slider.focus();
  for (let i = 0; i < 4; i++) await s.page.keyboard.press('ArrowLeft');
  await slider.dispatchEvent('change');
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    return { red: w.__red.props.visible, redStyle: m.getLayoutProperty(w.__red.getLayerIds()[0], 'visibility'), opacity: w.__blue.props.opacity, events: w.__events };
  });
  assert.is(r.red, false);
  assert.is(r.redStyle, 'none');
  assert.is(r.opacity, 0.8);
  assert.equal(r.events.slice(0, 2), [
    { layer: 'red', visible: false, same: true },
    { layer: 'doc', sublayer: '1', visible: false, same: true },
  ]);
  assert.equal(r.events.at(-1), { layer: 'blue', opacity: 0.8, same: true });
  assert.equal(await rows(s), ['1 doc true', '2 doc/0 true', '2 doc/1 false', '2 doc/2 true', '2 doc/3 false', '1 blue true', '1 red false']);
});

test('keyboard: arrows rove, ← folds, Space shows, Alt+↓ moves the layer down and announces it', async ({ s }) => {
  await s.page.evaluate(() => ((window as any).__events = []));
  await s.page.focus('.maplib-doc [data-key="doc"]');
  await s.page.keyboard.press('ArrowLeft');
  assert.equal(await rows(s), ['1 doc true', '1 blue true', '1 red false'], 'folded');
  await s.page.keyboard.press('ArrowDown');
  await s.page.keyboard.press('ArrowDown');
  assert.is(await s.page.evaluate(() => (document.activeElement as HTMLElement).dataset.key), 'red');
  await s.page.keyboard.press('Space');
  await s.page.keyboard.press('Alt+ArrowUp');
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return {
      focused: (document.activeElement as HTMLElement).dataset.key,
      order: w.__map.layers().map((l: any) => l.id),
      live: w.__tree.panel.querySelector('[aria-live]').textContent,
      events: w.__events,
      tabStops: [...w.__tree.panel.querySelectorAll('[tabindex="0"]')].map((e: HTMLElement) => e.dataset.key ?? e.dataset.part),
    };
  });
  assert.is(r.focused, 'red', 'the moved row keeps the focus');
  assert.equal(r.order, ['blue', 'red', 'doc'], 'bottom → top: red now above blue');
  assert.is(r.live, '红色已移到第 2 位，共 3 个图层');
  assert.equal(r.events, [
    { layer: 'red', visible: true, same: true },
    { layer: 'red', from: 2, to: 1, via: 'keyboard', layers: ['doc', 'red', 'blue'], same: true },
  ]);
  assert.equal(r.tabStops, ['red', 'check', 'opacity', 'zoom'], 'one row and its own controls in the tab order');
});

test('follows layers added, removed and moved elsewhere; the document API', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__green = w.__map.add(new w.MapLib.core.GeoJSONLayer({ id: 'green', data: { type: 'Point', coordinates: [110, 30] }, paint: { 'circle-color': '#00aa00' } }));
  });
  await s.page.waitForFunction(() => !!document.querySelector('.maplib-doc [data-key="green"]'));
  assert.equal((await rows(s)).map((l) => l.split(' ')[1]), ['green', 'doc', 'red', 'blue']);
  await s.page.evaluate(() => {
    const w = window as any;
    w.__map.moveLayer(w.__green, w.__blue);
    w.__doc.remove();
  });
  assert.equal((await rows(s)).map((l) => l.split(' ')[1]), ['red', 'blue', 'green']);
  const api = await s.page.evaluate(() => {
    const d = (window as any).__tree.document;
    const info = d.getLayerMapInfo('red');
    d.setLayers(['green', 'red']);
    const listed = [...document.querySelectorAll('.maplib-doc [role="treeitem"]')].map((li) => (li as HTMLElement).dataset.key);
    d.setLayers();
    return {
      com: d.getLayerComInfo('green'),
      type: d.getLayerMapType('green'),
      info: { id: info.id, type: info.type, color: info.paint['fill-color'] },
      missing: d.getLayerComInfo('nope') ?? null,
      listed,
      all: [...document.querySelectorAll('.maplib-doc [role="treeitem"]')].length,
    };
  });
  assert.equal(api, {
    com: { id: 'green', component: 'GeoJSONLayer', title: 'green', icon: '●' },
    type: 'circle',
    info: { id: 'red', type: 'fill', color: '#ff0000' },
    missing: null,
    listed: ['red', 'green'],
    all: 3,
  });
});

test('zoom button fits the layer; collapse; props at runtime; locale; bad props named', async ({ s }) => {
  await s.page.evaluate(() => ((window as any).__events = []));
  await s.page.click('.maplib-doc [data-key="red"] .maplib-doc-zoom');
  await s.page.waitForFunction(() => !(window as any).__map.maplibre.isMoving() && (window as any).__events.length === 1);
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const [[west, south], [east, north]] = w.__map.getBounds();
    return { west, south, east, north, event: w.__events[0] };
  });
  assert.equal(r.event, { layer: 'red', bounds: [[100, 20], [110, 30]], same: true });
  // 10° × 10° in an 800 × 500 map with 40 px padding: the height fits, the width shows more.
  assert.ok(r.south < 20 && r.south > 18 && r.north > 30 && r.north < 32 && r.west < 100 && r.east > 110 && r.east - r.west < 25, `fitted: ${JSON.stringify(r)}`);
  const after = await s.page.evaluate(() => {
    const w = window as any;
    const t = w.__tree;
    t.panel.querySelector('.maplib-doc-toggle').click();
    const hidden = t.panel.querySelector('[role="tree"]').hidden;
    t.update({ collapsed: false, title: { zh: '专题图层', en: 'Themes' }, wrapperStyle: { width: 300, maxHeight: '200px' }, locale: 'en' });
    return {
      hidden,
      collapsed: t.isCollapsed(),
      title: t.panel.querySelector('.maplib-doc-title').textContent,
      width: t.panel.style.width,
      check: t.panel.querySelector('[data-key="red"] input[type=checkbox]').getAttribute('aria-label'),
      toggle: w.__events.at(-1),
    };
  });
  assert.equal(after, { hidden: true, collapsed: false, title: 'Themes', width: '300px', check: 'Show Red', toggle: { collapsed: true, same: true } });
  const errors = await s.page.evaluate(() => {
    const { DocumentTree } = (window as any).MapLib.core;
    const message = (props: object) => {
      try {
        new DocumentTree(props);
        return 'no error';
      } catch (e) {
        return (e as Error).message;
      }
    };
    return [message({ wrapperStyle: 'top: 0' }), message({ title: 3 }), message({ reorder: 'yes' })];
  });
  assert.equal(errors, [
    'DocumentTree: wrapperStyle must be an object of CSS properties (strings or numbers), got "top: 0"',
    'DocumentTree: title must be a string or { zh, en } (two strings), got 3',
    'DocumentTree: reorder must be true or false, got "yes"',
  ]);
});

test('removed: no panel, no listener of its own; the layers stay', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    const count = () => Object.values(m._listeners ?? {}).reduce((n: number, a: any) => n + a.length, 0);
    const before = count();
    w.__tree.remove();
    return { panels: document.querySelectorAll('.maplib-doc').length, listenersGone: before - count(), layers: w.__map.layers().length };
  });
  assert.is(r.panels, 0);
  assert.ok(r.listenersGone >= 1, 'its localechange listener went');
  assert.is(r.layers, 3);
  // The view's own layer events: adding a layer now touches no tree.
  await s.page.evaluate(() => (window as any).__map.destroy());
});

test('React: <DocumentTree> lists the JSX layers; an app re-render keeps what the tree did; unmount leaves no map', async ({ s }) => {
  const mount = await mountReact(s.page, { style: { width: 800, height: 500 }, center: [110, 30], zoom: 3 }, [
    { type: 'GeoJSONLayer', props: { id: 'r-red', data: square(100, 20, 10), paint: { 'fill-color': '#ff0000' } } },
    { type: 'GeoJSONLayer', props: { id: 'r-blue', data: square(105, 25, 10), paint: { 'fill-color': '#0000ff' } } },
    { type: 'DocumentTree', props: { id: 'r-tree' }, events: { onOrderChange: '__orders' } },
  ]);
  await s.page.waitForFunction(() => document.querySelectorAll('#root .maplib-doc [role="treeitem"]').length === 2);
  await s.page.click('#root .maplib-doc [data-key="r-red"] input[type=checkbox]');
  await s.page.focus('#root .maplib-doc [data-key="r-red"]');
  await s.page.keyboard.press('Alt+ArrowUp');
  // The app renders again (a new paint object for red, as inline JSX makes): hidden and moved stay.
  await mount.render({ paint: { 'fill-color': '#ff0000' } }, 'r-red');
  await mount.render({}, 'r-blue');
  const r = await s.page.evaluate(() => {
    const w = window as any;
    return { order: w.__view.layers().map((l: any) => l.id), visible: w.__reactLayers['r-red'].props.visible, orders: w.__orders.length };
  });
  assert.equal(r, { order: ['r-blue', 'r-red'], visible: false, orders: 1 });
  await mount.render({ visible: true }, 'r-red');
  // React applies the render on its own schedule (later under load): wait for it before reading.
  await s.page.waitForFunction(() => (window as any).__reactLayers['r-red'].props.visible === true, null, { timeout: 5000 }).catch(() => {});
  assert.is(await s.page.evaluate(() => (window as any).__reactLayers['r-red'].props.visible), true, 'a changed JSX prop still wins');
  await mount.unmount();
  assert.is(await s.page.evaluate(() => document.querySelectorAll('.maplib-doc').length), 0);
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
