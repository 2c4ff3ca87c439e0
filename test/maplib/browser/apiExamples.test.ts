// Runs every example of maplib/API.md in the browser, so the documented usage cannot drift from the code.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { transform } from 'esbuild';
import { openSession, type Session } from './session.ts';

interface Example {
  lang: string;
  online: boolean;
  code: string;
  heading: string;
}

function examples(): Example[] {
  const md = fs.readFileSync('maplib/API.md', 'utf8');
  const out: Example[] = [];
  let heading = '';
  const re = /^## (.*)$|^```(jsx|js)( online)?\n([\s\S]*?)^```$/gm;
  for (let m; (m = re.exec(md)); ) {
    if (m[1]) heading = m[1];
    else out.push({ lang: m[2], online: !!m[3], code: m[4], heading });
  }
  return out;
}

const test = suite<{ s: Session }>('maplib API.md examples');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

const all = examples();

test('API.md has a runnable example for the quick starts and every component section', () => {
  const headings = new Set(all.map((e) => e.heading));
  for (const h of ['Quick start (React)', 'Quick start (vanilla)', 'Basemaps', 'Controls', 'Marker', 'Popup', 'GeoJSONLayer', 'VectorLayer', 'RasterLayer', 'ImageLayer', 'VideoLayer', 'CanvasLayer']) {
    assert.ok(headings.has(h), `example under "${h}"`);
  }
});

for (const [i, ex] of all.entries()) {
  test(`${ex.heading} (${ex.lang}${ex.online ? ', online' : ''}) runs`, async ({ s }) => {
    const errorsBefore = s.errors.length;
    if (ex.lang === 'js') {
      await s.page.evaluate(`(async () => { ${ex.code} })()`);
    } else {
      const { code } = await transform(ex.code, { loader: 'jsx', jsx: 'transform', jsxFactory: 'React.createElement', jsxFragment: 'React.Fragment', format: 'iife', globalName: `__example${i}` });
      await s.page.addScriptTag({ content: code });
      const r = await s.page.evaluate(async (name) => {
        const M = (window as any).MapLib;
        const R = (window as any).React;
        const el = document.createElement('div');
        el.style.width = '600px';
        document.body.append(el);
        const root = (window as any).ReactDOM.createRoot(el);
        root.render(R.createElement((window as any)[name].default));
        let view: any;
        for (let k = 0; k < 300 && !(view = M.core.getLiveMaps()[0])?.isLoaded; k++) await new Promise((res) => setTimeout(res, 20));
        await new Promise((res) => setTimeout(res, 300)); // children mount after load
        const layers = view ? view.maplibre.getLayersOrder().filter((id: string) => !id.startsWith('maplib-')) : [];
        const loaded = !!view?.isLoaded;
        root.unmount();
        el.remove();
        return { loaded, layers, live: M.core.getLiveMapCount() };
      }, `__example${i}`);
      assert.ok(r.loaded, 'map loaded');
      assert.is(r.live, 0, 'unmount removed the map');
      // Offline examples: every layer id the example names is on the map.
      if (!ex.online) {
        for (const [, id] of ex.code.matchAll(/<\w+Layer id="([^"]+)"/g)) assert.ok(r.layers.includes(id), `layer ${id} in ${r.layers}`);
      }
    }
    if (!ex.online) assert.equal(s.errors.slice(errorsBefore), [], 'no console errors');
    else {
      // Blocked requests fail, and a video removed before it played rejects MapLibre's play(): expected, and late.
      await new Promise((res) => setTimeout(res, 300));
      s.errors.splice(errorsBefore);
    }
  });
}

test('nothing offline left localhost', ({ s }) => {
  // Hosts the `jsx online` examples reach (their requests are blocked here, as expected).
  const unexpected = s.blocked.filter((u) => !/openstreetmap|maplibre\.org|mapbox\.com|tianditu\.gov\.cn|autonavi\.com/.test(u));
  assert.equal(unexpected, []);
});

test.run();
