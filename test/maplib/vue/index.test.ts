// The Vue entry: importable in Node (SSR), the same components as the React entry, and typed props — a wrong prop
// type is a type error (the `@ts-expect-error` lines below fail `npm run typecheck` when it is not).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import * as vue from '../../../maplib/src/vue/index.ts';
import * as react from '../../../maplib/src/react/index.ts';

const test = suite('maplib Vue entry');

test('imports in Node and offers a component for every React component', () => {
  const components = (m: object) => Object.keys(m).filter((k) => /^[A-Z]/.test(k) && !/^[A-Z_]+$/.test(k)).sort();
  const reactOnly = ['CompareReactProps', 'PlotLinkReactProps'];
  assert.equal(components(vue).filter((k) => !['MAP_KEY'].includes(k)), components(react).filter((k) => !reactOnly.includes(k)));
});

test('the Vue components are Vue components named as their core class', () => {
  assert.is((vue.Marker as unknown as { name: string }).name, 'Marker');
  assert.is((vue.GeoJSONLayer as unknown as { inheritAttrs: boolean }).inheritAttrs, false);
});

test('server rendering: <Map> renders its container without a browser; a component outside a <Map> names itself', async () => {
  const html = await renderToString(createSSRApp({ render: () => h(vue.Map, { id: 'm', class: 'mine', style: { height: '300px' } }) }));
  assert.is(html, '<div id="m" class="maplib-map mine" style="position:relative;width:100%;height:300px;"></div>');
  const app = createSSRApp({ render: () => h(vue.Marker, { lngLat: [0, 0] }) });
  let error: unknown;
  app.config.errorHandler = (e) => void (error = e);
  app.config.warnHandler = () => {}; // Vue's own note that the failed setup left no render function
  await renderToString(app).catch((e) => (error ??= e));
  assert.match(String((error as Error)?.message), /^Marker: must be placed inside <Map>/);
});

/** Never called: only type-checked. */
export function typedProps(): void {
  h(vue.GeoJSONLayer, { id: 'a', data: { type: 'FeatureCollection', features: [] }, onClick: () => {} });
  // @ts-expect-error id is a string
  h(vue.GeoJSONLayer, { id: 5, data: { type: 'FeatureCollection', features: [] } });
  h(vue.Marker, { lngLat: [104, 35], draggable: true, 'onUpdate:lngLat': (v: [number, number]) => v });
  // @ts-expect-error lngLat is [lng, lat]
  h(vue.Marker, { lngLat: 'here' });
  h(vue.Hawkeye, { collapsed: true });
  // @ts-expect-error collapsed is a boolean
  h(vue.Hawkeye, { collapsed: 'yes' });
  h(vue.Map, { center: [104, 35], zoom: 3, onLoad: (map) => map.getZoom() });
  // @ts-expect-error zoom is a number
  h(vue.Map, { zoom: '3' });
  h(vue.Compare, { orientation: 'horizontal', position: 0.3 });
  // @ts-expect-error orientation is vertical or horizontal
  h(vue.Compare, { orientation: 'diagonal' });
}

test.run();
