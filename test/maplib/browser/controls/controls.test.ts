// Controls compare their create-time props by structure: inline objects and arrays in React (a new value on every
// render) keep the MapLibre control; a real change of value still re-creates it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type Session } from '../session.ts';

const test = suite<{ s: Session }>('maplib controls: object props');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('React: inline positionOptions / fitBoundsOptions / customAttribution do not re-create the controls', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const M = (window as any).MapLib;
    const R = (window as any).React;
    const RD = (window as any).ReactDOM;
    (document.getElementById('map') as HTMLElement).style.display = 'none';
    const geo = R.createRef();
    const attr = R.createRef();
    let view: any;
    function App({ n, timeout, credit }: { n: number; timeout: number; credit: string }) {
      return R.createElement(
        M.Map,
        { style: { width: 400, height: 300 }, attributionControl: false, onLoad: (v: any) => (view = v) },
        R.createElement(M.GeolocateControl, { ref: geo, positionOptions: { enableHighAccuracy: true, timeout }, fitBoundsOptions: { maxZoom: 12, padding: { top: 10, bottom: 10, left: 10, right: 10 } } }),
        R.createElement(M.AttributionControl, { ref: attr, compact: false, customAttribution: [credit, `© MapLib`] }),
        R.createElement('span', { id: 'render-count' }, String(n)),
      );
    }
    const root = RD.createRoot(document.getElementById('root'));
    const render = async (props: { n: number; timeout: number; credit: string }) => {
      root.render(R.createElement(App, props));
      for (let i = 0; i < 100 && document.getElementById('render-count')?.textContent !== String(props.n); i++) await new Promise((res) => setTimeout(res, 20));
      await new Promise((res) => setTimeout(res, 50));
    };
    await render({ n: 1, timeout: 5000, credit: 'Survey' });
    for (let i = 0; i < 250 && !(view?.isLoaded && geo.current?.control); i++) await new Promise((res) => setTimeout(res, 20));
    const first = { geo: geo.current.control, attr: attr.current.control };
    await render({ n: 2, timeout: 5000, credit: 'Survey' });
    await render({ n: 3, timeout: 5000, credit: 'Survey' });
    const kept = { geo: geo.current.control === first.geo, attr: attr.current.control === first.attr };
    await render({ n: 4, timeout: 8000, credit: 'Census' });
    const changed = {
      geo: geo.current.control !== first.geo,
      attr: attr.current.control !== first.attr,
      timeout: geo.current.control.options.positionOptions.timeout,
      text: document.querySelector('#root .maplibregl-ctrl-attrib')?.textContent ?? '',
      controls: document.querySelectorAll('#root .maplibregl-ctrl-geolocate').length + document.querySelectorAll('#root .maplibregl-ctrl-attrib').length,
    };
    root.unmount();
    return { kept, changed };
  });
  assert.equal(r.kept, { geo: true, attr: true }, 'equal inline values keep the MapLibre controls');
  assert.ok(r.changed.geo && r.changed.attr, 'changed values re-create them');
  assert.is(r.changed.timeout, 8000);
  assert.match(r.changed.text, /Census/);
  assert.is(r.changed.controls, 2, 'one of each, no leftovers');
});

test('core: update() with an equal copy of an object or array keeps the control', async ({ s }) => {
  const r = await s.page.evaluate(async () => {
    const { createMap, core } = (window as any).MapLib;
    const el = document.getElementById('map') as HTMLElement;
    el.style.display = '';
    const map = createMap(el, { attributionControl: false });
    await map.ready();
    const geo = map.add(new core.GeolocateControl({ positionOptions: { enableHighAccuracy: false, timeout: 1000 }, fitBoundsOptions: { maxZoom: 9 } }));
    const attr = map.add(new core.AttributionControl({ customAttribution: ['a', 'b'] }));
    const [g0, a0] = [geo.control, attr.control];
    geo.update({ positionOptions: { timeout: 1000, enableHighAccuracy: false }, fitBoundsOptions: { maxZoom: 9 } });
    attr.update({ customAttribution: ['a', 'b'] });
    const kept = geo.control === g0 && attr.control === a0;
    geo.update({ fitBoundsOptions: { maxZoom: 10 } });
    attr.update({ customAttribution: ['a'] });
    const recreated = geo.control !== g0 && attr.control !== a0;
    map.destroy();
    return { kept, recreated };
  });
  assert.ok(r.kept, 'equal copies keep both controls');
  assert.ok(r.recreated, 'different values re-create them');
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
