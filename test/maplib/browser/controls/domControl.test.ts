// DomControl in Chromium: a small control in each corner stacks with MapLibre's own (inside its corner, overlapping no
// other control); its colours follow the page's dark mode; its words follow the map's `locale`, live; Tab reaches its
// buttons; a real click, a drag, a double click and a wheel on it leave the map alone; and the TrackerLayer's player,
// now a DOM control, works from its corner.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, type Session } from '../session.ts';

const test = suite<{ s: Session }>('DomControl');
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
const SHOTS = '/tmp/f27ctl';

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/**
 * A map in #map with MapLibre's controls (fullscreen top-left, navigation top-right, scale bottom-left, the default
 * attribution bottom-right) and a two-button `Hello` DOM control in each corner, as window.__map / window.__hello.
 * Hello is what a page writes: a subclass of MapLib.core.DomControl with words of its own.
 */
async function mountHellos(s: Session): Promise<void> {
  await s.page.evaluate((corners) => {
    const w = window as any;
    const { core, createMap } = w.MapLib;
    w.__map?.destroy();
    class Hello extends core.DomControl {
      panelClass = 'test-hello';
      panelLabel = { zh: '问候', en: 'Greeting' };
      constructor(props: object) {
        super('Hello', {}, props, 'top-left');
      }
      render() {
        const count = () => (w.__helloClicks = (w.__helloClicks ?? 0) + 1);
        return [this.button({ label: { zh: '你好', en: 'Hello' }, onClick: count }), this.button({ label: { zh: '再见', en: 'Bye' }, icon: '×', onClick: count })];
      }
    }
    w.Hello = Hello;
    const map = (w.__map = createMap(document.getElementById('map'), { center: [100, 30], zoom: 3 }));
    map.add(new core.FullscreenControl({ position: 'top-left' }));
    map.add(new core.NavigationControl());
    map.add(new core.ScaleControl());
    w.__hello = corners.map((position: string) => map.add(new Hello({ position })));
    // One more MapLibre control after ours: the order of adding does not matter.
    map.add(new core.NavigationControl({ position: 'bottom-right', showCompass: false }));
  }, CORNERS);
  await waitIdle(s.page);
}

test('a DOM control in each corner stacks with MapLibre’s: inside its corner, overlapping no other control', async ({ s }) => {
  await mountHellos(s);
  const r = await s.page.evaluate((corners) => {
    const w = window as any;
    const box = (el: Element) => {
      const b = el.getBoundingClientRect();
      return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, name: el.className };
    };
    const container = box(w.__map.container);
    const controls = [...w.__map.container.querySelectorAll('.maplibregl-ctrl')].map(box);
    const hellos = w.__hello.map((c: any, i: number) => ({ corner: corners[i], parent: c.panel.parentElement.className.trim(), box: box(c.panel), cornerBox: box(c.panel.parentElement), neighbours: c.panel.parentElement.children.length }));
    return { container, controls, hellos };
  }, CORNERS);
  const inside = (a: any, b: any) => a.left >= b.left - 0.5 && a.top >= b.top - 0.5 && a.right <= b.right + 0.5 && a.bottom <= b.bottom + 0.5;
  const overlap = (a: any, b: any) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  assert.is(r.controls.length, 9, `four Hellos and five MapLibre controls: ${r.controls.map((c) => c.name).join(' | ')}`);
  for (const h of r.hellos) {
    assert.is(h.parent, `maplibregl-ctrl-${h.corner}`, `${h.corner}: in MapLibre's corner container`);
    assert.ok(h.neighbours >= 2, `${h.corner}: shares the corner with a MapLibre control`);
    assert.ok(inside(h.box, h.cornerBox), `${h.corner}: box ${JSON.stringify(h.box)} inside its corner ${JSON.stringify(h.cornerBox)}`);
    assert.ok(inside(h.box, r.container), `${h.corner}: inside the map`);
    assert.ok(h.box.right - h.box.left > 40 && h.box.bottom - h.box.top > 20, `${h.corner}: laid out as a panel`);
  }
  for (const [i, a] of r.controls.entries()) for (const b of r.controls.slice(i + 1)) assert.not.ok(overlap(a, b), `${a.name} overlaps ${b.name}`);
});

test('dark mode: html.dark, or a page whose color-scheme follows the system; a page that declares neither stays light', async ({ s }) => {
  const colours = () =>
    s.page.evaluate(() => {
      const panel = (window as any).__hello[0].panel as HTMLElement;
      const button = panel.querySelector('button') as HTMLElement;
      return { bg: getComputedStyle(panel).backgroundColor, fg: getComputedStyle(button).color, button: getComputedStyle(button).backgroundColor };
    });
  const light = { bg: 'rgb(255, 255, 255)', fg: 'rgb(31, 41, 51)', button: 'rgb(255, 255, 255)' };
  const dark = { bg: 'rgb(35, 39, 46)', fg: 'rgb(227, 230, 234)', button: 'rgb(44, 49, 57)' };
  assert.equal(await colours(), light, 'light by default');
  await s.page.screenshot({ path: `${SHOTS}/controls-light.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });
  await s.page.evaluate(() => document.documentElement.classList.add('dark'));
  assert.equal(await colours(), dark, 'html.dark');
  await s.page.screenshot({ path: `${SHOTS}/controls-dark.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });
  await s.page.evaluate(() => document.documentElement.classList.remove('dark'));
  assert.equal(await colours(), light, 'back to light with the class gone');

  await s.page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await colours(), light, 'a dark system under a page that declares no dark mode: light, as the page is');
  await s.page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'scheme';
    style.textContent = ':root { color-scheme: light dark }';
    document.head.append(style);
  });
  assert.equal(await colours(), dark, 'a page that follows the system, on a dark system');
  await s.page.emulateMedia({ colorScheme: 'light' });
  assert.equal(await colours(), light, 'the same page on a light system');
  await s.page.evaluate(() => {
    document.getElementById('scheme')!.remove();
    (document.getElementById('map') as HTMLElement).style.setProperty('--maplib-ctrl-bg', 'rgb(10, 20, 30)');
  });
  assert.is((await colours()).bg, 'rgb(10, 20, 30)', 'a variable set on the map container themes its controls');
  await s.page.evaluate(() => (document.getElementById('map') as HTMLElement).style.removeProperty('--maplib-ctrl-bg'));
});

test('locale: Chinese on this zh-CN page, English after map.update({ locale: "en" }), live; a control’s own locale wins', async ({ s }) => {
  const words = () =>
    s.page.evaluate(() =>
      (window as any).__hello.map((c: any) => {
        const [text, icon] = c.panel.querySelectorAll('button');
        return [c.panel.getAttribute('aria-label'), text.textContent, icon.getAttribute('aria-label'), icon.title];
      }),
    );
  const zh = ['问候', '你好', '再见', '再见'];
  const en = ['Greeting', 'Hello', 'Bye', 'Bye'];
  assert.equal(await words(), [zh, zh, zh, zh]);
  assert.is(await s.page.getByRole('button', { name: '你好', exact: true }).count(), 4, 'the accessible names, as the browser computes them');
  const r = await s.page.evaluate(() => {
    const w = window as any;
    const events: string[] = [];
    w.__map.on('localechange', (e: any) => events.push(e.locale));
    const before = w.__map.getLocale();
    w.__map.update({ locale: 'en' });
    w.__map.update({ locale: 'en', zoom: 3 });
    return { before, after: w.__map.getLocale(), events };
  });
  assert.equal(r, { before: 'zh-CN', after: 'en', events: ['en'] }, 'one localechange, when the locale changed');
  assert.equal(await words(), [en, en, en, en]);
  assert.is(await s.page.getByRole('button', { name: 'Hello', exact: true }).count(), 4);
  assert.is(await s.page.getByRole('group', { name: 'Greeting' }).count(), 4, 'each panel a named group');
  await s.page.evaluate(() => (window as any).__hello[2].update({ locale: 'zh-CN' }));
  assert.equal(await words(), [en, en, zh, en], "the control's own locale over the map's");
  await s.page.evaluate(() => (window as any).__hello[2].update({ locale: undefined }));
  await s.page.evaluate(() => (window as any).__map.update({ locale: undefined }));
  assert.equal(await words(), [zh, zh, zh, zh], 'both gone: the page again');
});

test('the panel is rendered again only when a prop it shows changed: not for equal copies or a new handler', async ({ s }) => {
  const r = await s.page.evaluate(() => {
    const w = window as any;
    class Count extends w.MapLib.core.DomControl {
      constructor(props: object) {
        super('Count', {}, props, 'top-left');
      }
      render(p: any) {
        const b = this.button({ label: { zh: `${p.item.n} 个`, en: `${p.item.n} items` }, onClick: () => this.props.onPick?.(p.item.n) });
        return b;
      }
    }
    const picked: number[] = [];
    const count = w.__map.add(new Count({ item: { n: 1 }, onPick: (n: number) => picked.push(n) }));
    const first = count.panel.firstChild;
    first.focus();
    count.update({ item: { n: 1 }, onPick: (n: number) => picked.push(n * 10) }); // what React passes on a re-render
    const kept = count.panel.firstChild === first && document.activeElement === first;
    first.click();
    count.update({ item: { n: 2 } });
    const text = count.panel.firstChild.textContent;
    count.panel.firstChild.click();
    count.remove();
    return { kept, picked, text, rendered: first.isConnected };
  });
  assert.equal(r, { kept: true, picked: [10, 20], text: '2 个', rendered: false }, 'equal props keep the nodes and the focus; the newest handler runs; a new value renders again');
});

test('Tab reaches every button of every corner’s control, in corner order, with a visible focus ring', async ({ s }) => {
  await s.page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.tabIndex = -1;
    document.body.focus();
  });
  const reached: { id: string; outline: string }[] = [];
  for (let i = 0; i < 30 && reached.filter((r) => r.id.startsWith('hello')).length < 8; i++) {
    await s.page.keyboard.press('Tab');
    reached.push(
      await s.page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const hello = (window as any).__hello.findIndex((c: any) => c.panel.contains(el));
        const id = hello >= 0 ? `hello${hello}.${[...el.parentElement!.children].indexOf(el)}` : `${el.tagName.toLowerCase()}.${el.className}`;
        return { id, outline: getComputedStyle(el).outlineStyle };
      }),
    );
  }
  const hellos = reached.filter((r) => r.id.startsWith('hello'));
  assert.equal(hellos.map((r) => r.id), ['hello0.0', 'hello0.1', 'hello1.0', 'hello1.1', 'hello2.0', 'hello2.1', 'hello3.0', 'hello3.1'], `focus went ${reached.map((r) => r.id).join(' → ')}`);
  assert.ok(hellos.every((r) => r.outline === 'solid'), 'focus-visible outline on each');
  await s.page.keyboard.press('Shift+Tab');
  await s.page.keyboard.press('Enter');
  assert.is(await s.page.evaluate(() => (window as any).__helloClicks), 1, 'Enter on a focused button is its click');
});

test('a real click, a drag, a double click and a wheel on a control leave the map alone', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__helloClicks = 0;
    w.__seen = { click: 0, movestart: 0, containerDown: 0 };
    w.__map.on('click', () => w.__seen.click++);
    w.__map.on('movestart', () => w.__seen.movestart++);
    w.__map.container.addEventListener('mousedown', () => w.__seen.containerDown++);
  });
  const camera = () => s.page.evaluate(() => ({ center: (window as any).__map.getCenter(), zoom: (window as any).__map.getZoom() }));
  const start = await camera();
  // The bottom-left Hello: its text button, and the panel's own padding beside it.
  const button = await s.page.locator('.maplibregl-ctrl-bottom-left .test-hello button').first().boundingBox();
  const panel = await s.page.locator('.maplibregl-ctrl-bottom-left .test-hello').boundingBox();
  assert.ok(button && panel);
  await s.page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  const drag = async (x: number, y: number) => {
    await s.page.mouse.move(x, y);
    await s.page.mouse.down();
    for (let i = 1; i <= 10; i++) await s.page.mouse.move(x + i * 25, y - i * 20);
    await s.page.mouse.up();
  };
  await drag(button.x + button.width / 2, button.y + button.height / 2);
  await drag(panel.x + 3, panel.y + panel.height / 2);
  await s.page.mouse.dblclick(button.x + 4, button.y + 4);
  await s.page.mouse.move(panel.x + 3, panel.y + 3);
  await s.page.mouse.wheel(0, -400);
  await s.page.waitForTimeout(300); // a wheel zoom would be easing by now
  assert.equal(await camera(), start, 'centre and zoom unchanged');
  const seen = await s.page.evaluate(() => ({ ...(window as any).__seen, hello: (window as any).__helloClicks }));
  assert.equal(seen, { click: 0, movestart: 0, containerDown: 0, hello: 3 }, 'no map click or move; the presses stopped at the panel; the button got its click and the double click’s two');

  // The same drag on the map itself does pan it: the check above can see a pan.
  const map = (await s.page.locator('#map').boundingBox())!;
  await drag(map.x + 400, map.y + 250);
  await s.page.waitForFunction(() => !(window as any).__map.maplibre.isMoving());
  const moved = await camera();
  assert.ok(Math.abs(moved.center[0] - start.center[0]) > 1, `a drag on the canvas pans: ${start.center} → ${moved.center}`);
});

test('the tracker player: a corner control stacked over the scale bar, worded by the locale, play/pause by click, seek by slider', async ({ s }) => {
  await s.page.evaluate(() => {
    const w = window as any;
    w.__map.jumpTo({ center: [5, 5], zoom: 4 });
    w.__listenersBefore = Object.values(w.__map.maplibre._listeners).reduce((n: number, a: any) => n + a.length, 0);
    w.__layer = w.__map.add(new w.MapLib.core.TrackerLayer({ id: 'trk', geojson: { type: 'LineString', coordinates: [[0, 0], [10, 0], [10, 10]] }, duration: 8000, playing: false, controls: true }));
  });
  await s.page.waitForSelector('#map .maplibregl-ctrl-bottom-left .maplib-tracker-controls');
  const layout = await s.page.evaluate(() => {
    const player = document.querySelector('#map .maplib-tracker-controls') as HTMLElement;
    const scale = document.querySelector('#map .maplibregl-ctrl-scale') as HTMLElement;
    const p = player.getBoundingClientRect();
    const sc = scale.getBoundingClientRect();
    return { group: player.getAttribute('role') + ':' + player.getAttribute('aria-label'), inline: player.getAttribute('style'), gap: p.bottom <= sc.top || sc.bottom <= p.top, left: p.left - (window as any).__map.container.getBoundingClientRect().left };
  });
  assert.equal(layout, { group: 'group:轨迹播放器', inline: null, gap: true, left: 10 }, 'a named group at MapLibre’s corner margin, stacked with the scale bar, no inline style');
  await s.page.screenshot({ path: `${SHOTS}/tracker-player-light.png`, clip: { x: 0, y: 300, width: 500, height: 200 } });
  await s.page.evaluate(() => document.documentElement.classList.add('dark'));
  await s.page.screenshot({ path: `${SHOTS}/tracker-player-dark.png`, clip: { x: 0, y: 300, width: 500, height: 200 } });
  await s.page.evaluate(() => document.documentElement.classList.remove('dark'));

  const play = s.page.getByRole('button', { name: '播放' });
  await play.click();
  assert.ok(await s.page.evaluate(() => (window as any).__layer.isPlaying()), 'playing after a click');
  await s.page.getByRole('button', { name: '暂停' }).click();
  assert.not.ok(await s.page.evaluate(() => (window as any).__layer.isPlaying()), 'paused after another');

  // Seek with the slider, by a real click three quarters along its track.
  const slider = (await s.page.getByRole('slider', { name: '进度' }).boundingBox())!;
  await s.page.mouse.click(slider.x + slider.width * 0.75, slider.y + slider.height / 2);
  const progress = await s.page.evaluate(() => (window as any).__layer.getState().time / 8000);
  assert.ok(Math.abs(progress - 0.75) < 0.06, `seeked to ${progress}`);

  await s.page.evaluate(() => (window as any).__map.update({ locale: 'en' }));
  assert.is(await s.page.getByRole('button', { name: 'Play', exact: true }).count(), 1, 'English words, live');
  assert.is(await s.page.getByRole('combobox', { name: 'Speed' }).count(), 1);
  await s.page.getByRole('combobox', { name: 'Speed' }).selectOption('4');
  assert.is(await s.page.evaluate(() => (window as any).__layer.getSpeed()), 4);

  // controls: a corner moves it there, with its state.
  await s.page.evaluate(() => (window as any).__layer.update({ controls: 'top-left' }));
  const moved = await s.page.evaluate(() => {
    const player = document.querySelector('#map .maplib-tracker-controls') as HTMLElement;
    return { corner: player.parentElement!.className.trim(), speed: (player.querySelector('select') as HTMLSelectElement).value, players: document.querySelectorAll('#map .maplib-tracker-controls').length };
  });
  assert.equal(moved, { corner: 'maplibregl-ctrl-top-left', speed: '4', players: 1 });

  await s.page.evaluate(() => (window as any).__layer.remove());
  const after = await s.page.evaluate(() => ({
    players: document.querySelectorAll('#map .maplib-tracker-controls').length,
    listeners: Object.values((window as any).__map.maplibre._listeners).reduce((n: number, a: any) => n + a.length, 0) - (window as any).__listenersBefore,
  }));
  assert.equal(after, { players: 0, listeners: 0 }, 'removing the layer takes the player and its locale listener');
});

test('React: <Map locale> re-words the player of a <TrackerLayer controls>', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    w.__map.destroy();
    (document.getElementById('map') as HTMLElement).style.display = 'none';
    const { React: R, ReactDOM: RD, MapLib: M } = w;
    const root = RD.createRoot(document.getElementById('root'));
    const route = { type: 'LineString', coordinates: [[0, 0], [10, 10]] };
    const render = (locale?: string) => root.render(R.createElement(M.Map, { style: { width: 500, height: 300 }, locale }, R.createElement(M.TrackerLayer, { id: 'rt', geojson: route, playing: false, controls: true })));
    const label = async (want: string) => {
      for (let i = 0; i < 250; i++) {
        const b = document.querySelector('#root .maplib-tracker-controls button');
        if (b?.getAttribute('aria-label') === want) return want;
        await new Promise((res) => setTimeout(res, 20));
      }
      return document.querySelector('#root .maplib-tracker-controls button')?.getAttribute('aria-label');
    };
    render();
    const first = await label('播放');
    render('en');
    const second = await label('Play');
    root.unmount();
    return { first, second, live: M.core.getLiveMapCount() };
  });
  assert.equal(r, { first: '播放', second: 'Play', live: 0 });
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
