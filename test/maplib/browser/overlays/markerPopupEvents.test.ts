// Marker and Popup under the original library's names, in React with real mouse input: <Marker coordinates> with
// children; onMouseEnter / onMouseLeave as the pointer crosses the marker, onAdded / onRemoved of a <Popup coordinates
// showed onlyText> mounted and unmounted by clicks on the marker, each with its payload; coordinates and showed
// updated at runtime; onlyText shows markup and children as text.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type Session } from '../session.ts';
import { decodePng, lowestRowNear } from '../../../helpers/png.ts';

const test = suite<{ s: Session }>('maplib marker and popup: original names and events');

test.before(async (ctx) => {
  ctx.s = await openSession();
  await ctx.s.page.evaluate(() => ((document.getElementById('map') as HTMLElement).style.display = 'none'));
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** The events logged so far, cleared. */
const takeLog = (s: Session) => s.page.evaluate(() => (window as any).__log.splice(0));

/** Page position of [lng, lat] on the React map. */
async function pointOf(s: Session, lngLat: [number, number]): Promise<{ x: number; y: number }> {
  const box = (await s.page.locator('#names-map').boundingBox())!;
  const p = await s.page.evaluate((ll) => (window as any).__view.project(ll), lngLat);
  return { x: box.x + p.x, y: box.y + p.y };
}

test('React: marker hover events, popup added/removed by marker clicks, runtime coordinates and showed', async ({ s }) => {
  await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const R = (window as any).React;
    const RD = (window as any).ReactDOM;
    const w = window as any;
    w.__log = [];
    const log = (name: string, e: any, extra: object = {}) => w.__log.push({ name, ...extra, ...('map' in e ? { sameMap: e.map === w.__view } : {}) });
    w.__markerRef = R.createRef();
    function App() {
      const [popupMounted, setPopupMounted] = R.useState(false);
      const [where, setWhere] = R.useState([0, 0]);
      const [showed, setShowed] = R.useState(true);
      w.__setWhere = setWhere;
      w.__setShowed = setShowed;
      return R.createElement(
        M.Map,
        { id: 'names-map', style: { width: 600, height: 400 }, center: [10, 0], zoom: 3, onLoad: (v: any) => (w.__view = v) },
        R.createElement(
          M.Marker,
          {
            ref: w.__markerRef,
            coordinates: where,
            onClick: () => setPopupMounted((m: boolean) => !m),
            onMouseEnter: (e: any) => log('mouseenter', e, { lngLat: e.lngLat, type: e.originalEvent?.type, isMarker: e.marker === w.__markerRef.current }),
            onMouseLeave: (e: any) => log('mouseleave', e, { lngLat: e.lngLat, type: e.originalEvent?.type, isMarker: e.marker === w.__markerRef.current }),
            onAdded: (e: any) => log('marker added', e, { isMarker: e.marker === w.__markerRef.current }),
            onRemoved: (e: any) => log('marker removed', e, { isMarker: e.marker === w.__markerRef.current }),
          },
          R.createElement('div', { className: 'names-pin', style: { width: 24, height: 24, background: 'tomato', borderRadius: 12 } }),
        ),
        popupMounted &&
          R.createElement(
            M.Popup,
            {
              coordinates: [20, 0],
              showed,
              onlyText: true,
              closeOnClick: false,
              closeButton: false,
              onAdded: (e: any) => log('popup added', e, { lngLat: e.popup.props.lngLat, open: e.popup.isOpen() }),
              onRemoved: (e: any) => log('popup removed', e, { open: e.popup.isOpen() }),
            },
            R.createElement('b', { className: 'names-bold' }, 'Wuhan <script>'),
          ),
      );
    }
    w.__root = RD.createRoot(document.getElementById('root'));
    w.__root.render(R.createElement(App));
    for (let i = 0; i < 250 && !w.__view?.styleReady; i++) await new Promise((r) => setTimeout(r, 20));
  });
  await s.page.locator('#names-map .names-pin').waitFor();
  assert.equal(await takeLog(s), [{ name: 'marker added', isMarker: true, sameMap: true }]);

  // The children sit at `coordinates` (a custom element is centred on its point).
  const pinBox = async () => {
    const b = (await s.page.locator('#names-map .names-pin').boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const at0 = await pointOf(s, [0, 0]);
  const pin = await pinBox();
  assert.ok(Math.abs(pin.x - at0.x) < 2 && Math.abs(pin.y - at0.y) < 2, `pin at ${JSON.stringify(pin)}, [0, 0] at ${JSON.stringify(at0)}`);

  // Real pointer: from empty map onto the pin and off again.
  await s.page.mouse.move(pin.x - 80, pin.y + 60);
  await s.page.mouse.move(pin.x, pin.y, { steps: 4 });
  await s.page.mouse.move(pin.x - 80, pin.y + 60, { steps: 4 });
  assert.equal(await takeLog(s), [
    { name: 'mouseenter', lngLat: [0, 0], type: 'mouseenter', isMarker: true },
    { name: 'mouseleave', lngLat: [0, 0], type: 'mouseleave', isMarker: true },
  ]);

  // A click on the marker mounts the popup: onAdded with the popup open at its coordinates; its children as text.
  await s.page.mouse.click(pin.x, pin.y);
  await s.page.locator('#names-map .maplibregl-popup').waitFor();
  assert.equal(await takeLog(s), [{ name: 'mouseenter', lngLat: [0, 0], type: 'mouseenter', isMarker: true }, { name: 'popup added', lngLat: [20, 0], open: true, sameMap: true }]);
  const content = await s.page.evaluate(() => {
    const c = document.querySelector('#names-map .maplibregl-popup-content')!;
    return { text: c.textContent, bold: c.querySelectorAll('b, script').length };
  });
  assert.equal(content, { text: 'Wuhan <script>', bold: 0 }, 'onlyText: the children shown as text, no element of theirs');

  // The pointer rested on the pin since the click: moving off is a leave (and nothing else happened meanwhile).
  await s.page.mouse.move(pin.x - 80, pin.y + 60, { steps: 4 });
  assert.equal(await takeLog(s), [{ name: 'mouseleave', lngLat: [0, 0], type: 'mouseleave', isMarker: true }]);

  // Runtime updates: showed false closes it in place (no onRemoved), true reopens it; coordinates moves the marker.
  await s.page.evaluate(() => (window as any).__setShowed(false));
  await s.page.locator('#names-map .maplibregl-popup').waitFor({ state: 'detached' });
  await s.page.evaluate(() => (window as any).__setShowed(true));
  await s.page.locator('#names-map .maplibregl-popup').waitFor();
  await s.page.evaluate(() => (window as any).__setWhere([-10, 5]));
  await s.page.waitForFunction(() => (window as any).__markerRef.current?.getLngLat()[0] === -10);
  const moved = await pinBox();
  const atNew = await pointOf(s, [-10, 5]);
  assert.ok(Math.abs(moved.x - atNew.x) < 2 && Math.abs(moved.y - atNew.y) < 2, 'coordinates moved the live marker');
  assert.equal(await takeLog(s), [], 'neither update added or removed anything');

  // A second click on the marker unmounts the popup: onRemoved, with the popup closed by then.
  await s.page.mouse.move(moved.x, moved.y, { steps: 2 });
  await s.page.mouse.click(moved.x, moved.y);
  await s.page.locator('#names-map .maplibregl-popup').waitFor({ state: 'detached' });
  assert.equal(
    (await takeLog(s)).filter((e: any) => e.name.startsWith('popup')),
    [{ name: 'popup removed', open: false, sameMap: true }],
  );

  // Unmounting the map removes the marker: onRemoved with the marker and its map.
  await s.page.evaluate(() => {
    const w = window as any;
    w.__lastMarker = w.__markerRef.current;
    w.__log.length = 0;
    w.__root.unmount();
  });
  const removed = await s.page.evaluate(() => (window as any).__log.map((e: any) => e.name));
  assert.equal(removed, ['marker removed']);
});

test('core: onlyText shows html as written, and toggles back to HTML in place', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { createMap, core } = (window as any).MapLib;
    const el = document.getElementById('map') as HTMLElement;
    el.style.display = '';
    const map = createMap(el, { center: [0, 0], zoom: 2 });
    await map.ready();
    const popup = map.add(new core.Popup({ coordinates: [0, 0], html: '<img class="x" src="data:,">', onlyText: true, closeButton: false }));
    const c = () => popup.getElement().querySelector('.maplibregl-popup-content');
    const asText = { text: c().textContent, imgs: c().querySelectorAll('img').length };
    popup.update({ onlyText: false });
    const asHtml = c().querySelectorAll('img').length;
    map.destroy();
    el.style.display = 'none';
    return { asText, asHtml };
  });
  assert.equal(r, { asText: { text: '<img class="x" src="data:,">', imgs: 0 }, asHtml: 1 });
});

test('the default pin stands with its tip on its point (as MapLibre\'s own default pin does)', async ({ s }) => {
  const at = await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const box = document.createElement('div');
    box.id = 'pin-map';
    box.style.cssText = 'width:300px;height:200px';
    document.body.appendChild(box);
    const view = M.createMap(box, { center: [0, 0], zoom: 2, basemap: 'none' });
    await view.ready();
    view.add(new M.core.Marker({ lngLat: [0, 0], color: '#ff00ff' }));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return view.project([0, 0]);
  });
  const png = await s.page.locator('#pin-map').screenshot();
  const img = decodePng(png);
  const scale = img.width / 300;
  const tip = lowestRowNear(img, '#ff00ff', at.x * scale, 2 * scale, 60) / scale;
  assert.ok(tip > 0, 'no pin drawn');
  // The tip is the pin's lowest coloured pixel; it marks the point within 3 px (it stood ~20 px above it).
  assert.ok(Math.abs(tip - at.y) <= 3, `pin tip at y=${tip}, point at y=${at.y}`);
  await s.page.evaluate(() => document.getElementById('pin-map')?.remove());
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
