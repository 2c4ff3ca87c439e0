// Popup open state after the reader closes it: the core records the close, so the next open: true reopens the popup,
// and closeOnClick closes it before the clicked layer's onClick runs (a click on another feature moves it there).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type Session } from '../session.ts';

const test = suite<{ s: Session }>('maplib popup open state');

test.before(async (ctx) => {
  ctx.s = await openSession();
  await ctx.s.page.evaluate(() => {
    // One map of the page's own: the React tests render into #root instead.
    (document.getElementById('map') as HTMLElement).style.display = 'none';
  });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Clicks the point [lng, lat] of the map whose container matches `selector`. */
async function clickAt(s: Session, selector: string, viewExpr: string, lngLat: [number, number]): Promise<void> {
  const box = await s.page.locator(selector).boundingBox();
  const p = await s.page.evaluate(({ e, ll }) => (0, eval)(e).project(ll), { e: viewExpr, ll: lngLat });
  await s.page.mouse.click(box!.x + p.x, box!.y + p.y);
  await new Promise((r) => setTimeout(r, 150));
}

test('core: a close by the reader is recorded, and update({ open: true }) reopens the popup', async ({ s }) => {
  await s.page.evaluate(async () => {
    const { createMap } = (window as any).MapLib;
    const el = document.getElementById('map') as HTMLElement;
    el.style.display = '';
    const map = createMap(el, { center: [0, 0], zoom: 2 });
    (window as any).__map = map;
    await map.ready();
  });
  const r = await s.page.evaluate(() => {
    const { core } = (window as any).MapLib;
    const map = (window as any).__map;
    const log: string[] = [];
    const popup = map.add(new core.Popup({ lngLat: [10, 10], html: 'hi', open: true, onOpen: () => log.push('open'), onClose: () => log.push('close') }));
    (popup.getElement().querySelector('.maplibregl-popup-close-button') as HTMLElement).click();
    const afterClose = { open: popup.isOpen(), prop: popup.props.open };
    popup.update({ html: 'changed' });
    const afterOtherChange = popup.isOpen();
    popup.update({ open: true });
    const reopened = popup.isOpen();
    (window as any).__popup = popup;
    (window as any).__log = log;
    return { afterClose, afterOtherChange, reopened, log: [...log] };
  });
  assert.equal(r.afterClose, { open: false, prop: false }, 'the close button sets props.open to false');
  assert.is(r.afterOtherChange, false, 'an update without open leaves it closed');
  assert.is(r.reopened, true, 'update({ open: true }) reopens it');
  assert.equal(r.log, ['open', 'close', 'open']);

  // closeOnClick: a click on the map closes it, and open: true reopens it again.
  await clickAt(s, '#map', 'window.__map', [-40, -20]);
  const r2 = await s.page.evaluate(() => {
    const popup = (window as any).__popup;
    const closed = !popup.isOpen() && popup.props.open === false;
    popup.update({ open: true });
    const out = { closed, reopened: popup.isOpen(), log: (window as any).__log };
    popup.remove();
    (window as any).__map.destroy();
    (document.getElementById('map') as HTMLElement).style.display = 'none';
    return out;
  });
  assert.ok(r2.closed, 'closeOnClick closed it and recorded open: false');
  assert.ok(r2.reopened, 'reopened after closeOnClick');
  assert.equal(r2.log, ['open', 'close', 'open', 'close', 'open']);
});

test('React: clicking another feature while the popup is open moves it there (no key needed)', async ({ s }) => {
  await s.page.evaluate(async () => {
    // Whatever the core test left behind (also when it failed half-way).
    (window as any).__map?.destroy();
    (document.getElementById('map') as HTMLElement).style.display = 'none';
    const M = (window as any).MapLib;
    const R = (window as any).React;
    const RD = (window as any).ReactDOM;
    const pts = {
      type: 'FeatureCollection',
      features: [['a', 0, 0], ['b', 20, 0], ['c', 10, 15]].map(([n, x, y]) => ({ type: 'Feature', properties: { n }, geometry: { type: 'Point', coordinates: [x, y] } })),
    };
    const w = window as any;
    w.__renders = [];
    function App() {
      const [picked, setPicked] = R.useState(pts.features[0]);
      const [open, setOpen] = R.useState(true);
      w.__renders.push(`${picked.properties.n}:${open}`);
      return R.createElement(
        M.Map,
        { id: 'popup-react', style: { width: 600, height: 400 }, center: [10, 5], zoom: 3, onLoad: (v: any) => (w.__rview = v) },
        R.createElement(M.GeoJSONLayer, {
          id: 'popup-pts',
          data: pts,
          paint: { 'circle-radius': 10 },
          onClick: (e: any) => {
            setPicked(e.features[0]);
            setOpen(true);
          },
        }),
        R.createElement(M.Popup, { lngLat: picked.geometry.coordinates, open, offset: 10, onClose: () => setOpen(false) }, R.createElement('span', { className: 'picked' }, picked.properties.n)),
      );
    }
    w.__rroot = RD.createRoot(document.getElementById('root'));
    w.__rroot.render(R.createElement(App));
    for (let i = 0; i < 250 && !w.__rview?.maplibre.getLayer('popup-pts'); i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
  });
  const shown = () =>
    s.page.evaluate(() => ({
      popups: [...document.querySelectorAll('#popup-react .maplibregl-popup .picked')].map((e) => e.textContent),
      last: (window as any).__renders.at(-1),
    }));
  assert.equal(await shown(), { popups: ['a'], last: 'a:true' });

  await clickAt(s, '#popup-react', 'window.__rview', [20, 0]);
  assert.equal(await shown(), { popups: ['b'], last: 'b:true' }, 'closeOnClick then onClick: open at b');

  await clickAt(s, '#popup-react', 'window.__rview', [10, 15]);
  assert.equal(await shown(), { popups: ['c'], last: 'c:true' }, 'and again at c');

  // Closed with its button, the state follows; the next feature click opens it again.
  await s.page.locator('#popup-react .maplibregl-popup-close-button').click();
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(await shown(), { popups: [], last: 'c:false' });
  await clickAt(s, '#popup-react', 'window.__rview', [0, 0]);
  assert.equal(await shown(), { popups: ['a'], last: 'a:true' });

  // A click on empty map closes it and leaves it closed.
  await clickAt(s, '#popup-react', 'window.__rview', [-5, 20]);
  assert.equal(await shown(), { popups: [], last: 'a:false' });
  await s.page.evaluate(() => (window as any).__rroot.unmount());
});

test('React: a popup without `open`, unmounted from onClose, also moves to the next clicked feature', async ({ s }) => {
  await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const R = (window as any).React;
    const RD = (window as any).ReactDOM;
    const w = window as any;
    const pts = {
      type: 'FeatureCollection',
      features: [['a', 0, 0], ['b', 20, 0]].map(([n, x, y]) => ({ type: 'Feature', properties: { n }, geometry: { type: 'Point', coordinates: [x, y] } })),
    };
    function App() {
      const [picked, setPicked] = R.useState(null);
      return R.createElement(
        M.Map,
        { id: 'popup-free', style: { width: 600, height: 400 }, center: [10, 5], zoom: 3, onLoad: (v: any) => (w.__fview = v) },
        R.createElement(M.GeoJSONLayer, { id: 'free-pts', data: pts, paint: { 'circle-radius': 10 }, onClick: (e: any) => setPicked({ lngLat: e.lngLat, n: e.features[0].properties.n }) }),
        picked && R.createElement(M.Popup, { lngLat: picked.lngLat, onClose: () => setPicked(null) }, R.createElement('span', { className: 'picked' }, picked.n)),
      );
    }
    w.__froot = RD.createRoot(document.getElementById('root'));
    w.__froot.render(R.createElement(App));
    for (let i = 0; i < 250 && !w.__fview?.maplibre.getLayer('free-pts'); i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
  });
  const shown = () => s.page.evaluate(() => [...document.querySelectorAll('#popup-free .maplibregl-popup .picked')].map((e) => e.textContent));
  assert.equal(await shown(), []);
  await clickAt(s, '#popup-free', 'window.__fview', [0, 0]);
  assert.equal(await shown(), ['a']);
  await clickAt(s, '#popup-free', 'window.__fview', [20, 0]);
  assert.equal(await shown(), ['b'], 'the batched setPicked(null) + setPicked(b) keeps it mounted, and open again');
  await s.page.locator('#popup-free .maplibregl-popup-close-button').click();
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(await shown(), []);
  await s.page.evaluate(() => (window as any).__froot.unmount());
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
