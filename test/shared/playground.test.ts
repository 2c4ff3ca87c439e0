import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { codepenFields, jsfiddleFields, importsToGlobals, globalsShadowed, playgroundParts, playgroundResources } from '../../src/shared/playground.ts';
import type { DemoBoot } from '../../src/shared/types.ts';

const resources = {
  js: ['https://docs.example/assets/runtime/react.a.js', 'https://docs.example/assets/maplib.b/maplib.js'],
  css: ['https://docs.example/assets/maplib.b/maplib.css'],
};

const react = "import { Map } from 'maplib';\nexport default function App() {\n  return <Map zoom={3} />;\n}\n";
const vue = '<template>\n  <p class="a">{{ n }}</p>\n</template>\n<script>\nexport default { data: () => ({ n: 1 }) };\n</script>\n<style>\n.a { color: red; }\n</style>\n';
const vanilla = '<div id="m"></div>\n<script>\n  const map = MapLib.createMap(document.getElementById("m"));\n  onCleanup(() => map.destroy());\n</script>\n<style>\n  #m { height: 300px; }\n</style>\n';

test('JSFiddle fields for a react demo', () => {
  assert.equal(jsfiddleFields('react', react, resources), {
    css: '',
    html: '<div id="app"></div>',
    js: "const { Map } = MapLib;\nfunction App() {\n  return <Map zoom={3} />;\n}\n\n\nReactDOM.createRoot(document.getElementById('app')).render(React.createElement(App));\n",
    panel_js: '3',
    // On load: JSFiddle runs the code inside its onload function, so `Map` stays out of the global scope.
    wrap: 'l',
    resources: 'https://docs.example/assets/maplib.b/maplib.css,https://docs.example/assets/runtime/react.a.js,https://docs.example/assets/maplib.b/maplib.js',
  });
});

test('JSFiddle fields for a vanilla demo stub the page-only cleanup hook', () => {
  const f = jsfiddleFields('vanilla', vanilla, resources);
  assert.is(f.html, '<div id="m"></div>');
  assert.is(f.css, '#m { height: 300px; }');
  assert.is(f.js, 'function onCleanup() {}\n\nconst map = MapLib.createMap(document.getElementById("m"));\n  onCleanup(() => map.destroy());');
  assert.is(f.panel_js, '0');
});

test('CodePen data for a vue demo', () => {
  const { data, ...rest } = codepenFields('vue', vue, resources);
  assert.equal(rest, {});
  assert.equal(JSON.parse(data), {
    css: '.a { color: red; }',
    html: '<div id="app">\n<p class="a">{{ n }}</p>\n</div>',
    // Nothing in it shadows a global: CodePen gets the code as written.
    js: "const demo = { data: () => ({ n: 1 }) };\n\nVue.createApp(demo).mount('#app');\n",
    js_external: 'https://docs.example/assets/runtime/react.a.js;https://docs.example/assets/maplib.b/maplib.js',
    css_external: 'https://docs.example/assets/maplib.b/maplib.css',
    layout: 'left',
    js_pre_processor: 'babel',
    editors: '101',
  });
});

test('CodePen data for a react demo with an anonymous default export', () => {
  const data = JSON.parse(codepenFields('react', 'export default () => <p>hi</p>;\n', resources).data);
  assert.is(data.js, "const App = () => <p>hi</p>;\n\n\nReactDOM.createRoot(document.getElementById('app')).render(React.createElement(App));\n");
});

test("CodePen (no load-type setting) puts code that would replace a global such as `Map` in a block", () => {
  const js = JSON.parse(codepenFields('react', react, resources).data).js;
  assert.is(js, "{\nconst { Map } = MapLib;\nfunction App() {\n  return <Map zoom={3} />;\n}\n\n\nReactDOM.createRoot(document.getElementById('app')).render(React.createElement(App));\n}\n");
  // JSFiddle shows the same code unwrapped: its own onload function keeps the names.
  assert.ok(jsfiddleFields('react', react, resources).js.startsWith('const { Map } = MapLib;\n'));
});

test('globalsShadowed: declared names that are globals, destructured and renamed ones included', () => {
  const globals = { Map: 1, Image: 1, status: 1 };
  assert.equal(globalsShadowed('const { Map, Marker: Image, layer = 2 } = MapLib;\nfunction App() {}\nclass status {}\nlet x;', globals).sort(), ['Image', 'Map', 'status']);
  assert.equal(globalsShadowed('const map = MapLib.createMap(el);\nconst demo = {};', globals), []);
  assert.equal(globalsShadowed('const { Map } = MapLib;'), ['Map'], "the running page's own globals by default");
});

test('Vue 2.7 demos (VuePress sites) mount the Vue 2 way', () => {
  const parts = playgroundParts('vue2', vue);
  assert.is(parts.js, "const demo = { data: () => ({ n: 1 }) };\n\nnew Vue(demo).$mount('#app');\n");
  assert.is(parts.html, '<div id="app">\n<p class="a">{{ n }}</p>\n</div>');
  assert.is(jsfiddleFields('vue2', vue, resources).panel_js, '0');
});

test('playgroundResources: the versioned _playground copies, the Vue of the demo, CDN URLs where configured', () => {
  const boot = {
    runtimes: { react: '/s/assets/runtime/react.1.js', vue: '/s/assets/runtime/vue.runtime.2.js', vue2: '/s/assets/runtime/vue2.runtime.3.js', numeral: '/s/assets/runtime/numeral.4.js', libs: [] },
    playground: {
      react: '/s/_playground/react/v19.3.1/react.js',
      vue: '/s/_playground/vue/v3.5.45/vue.global.prod.js',
      vue2: '/s/_playground/vue/v2.7.16/vue.min.js',
      numeral: '/s/_playground/numeral/v2.0.6/numeral.min.js',
      libs: [{ name: 'maplib', js: ['/s/_playground/maplib/v0.1.0/maplib.js'], css: ['/s/_playground/maplib/v0.1.0/maplib.css'], vueJs: ['/s/_playground/maplib/v0.1.0/maplib-vue.js'] }],
    },
    vue: 3,
    jsLibs: ['https://cdn.example/extra.js'],
    cssLibs: ['/s/extra.css'],
    cdn: {},
  } as DemoBoot;
  const page = 'https://docs.example/s/guide/x.html';
  assert.equal(playgroundResources(boot, 'react', page, '/s/'), {
    js: [
      'https://docs.example/s/_playground/react/v19.3.1/react.js',
      'https://docs.example/s/_playground/numeral/v2.0.6/numeral.min.js',
      'https://docs.example/s/_playground/maplib/v0.1.0/maplib.js',
      'https://cdn.example/extra.js',
    ],
    css: ['https://docs.example/s/_playground/maplib/v0.1.0/maplib.css', 'https://docs.example/s/extra.css'],
    siteBase: 'https://docs.example/s/',
  });
  assert.equal(playgroundResources(boot, 'vue', page, '/s/').js[1], 'https://docs.example/s/_playground/vue/v3.5.45/vue.global.prod.js');
  // A Vue 3 demo also gets the library's Vue components, after the library (they read window.Vue and window.MapLib).
  assert.equal(playgroundResources(boot, 'vue', page, '/s/').js.slice(3, 5), ['https://docs.example/s/_playground/maplib/v0.1.0/maplib.js', 'https://docs.example/s/_playground/maplib/v0.1.0/maplib-vue.js']);
  assert.not.ok(playgroundResources(boot, 'vue2', page, '/s/').js.some((u) => u.endsWith('maplib-vue.js')), 'not for Vue 2 demos');
  assert.equal(playgroundResources(boot, 'vue2', page, '/s/').js[1], 'https://docs.example/s/_playground/vue/v2.7.16/vue.min.js');
  const cdn = playgroundResources({ ...boot, cdn: { maplib: 'https://cdn.example/maplib.js', 'maplib-css': 'https://cdn.example/maplib.css', vue2: 'https://cdn.example/vue2.js' } }, 'vue2', page, '/s/');
  assert.equal([cdn.js[1], cdn.js[3], cdn.css[0]], ['https://cdn.example/vue2.js', 'https://cdn.example/maplib.js', 'https://cdn.example/maplib.css']);
  // Nothing a playground loads is a content-hashed page asset: those vanish with the next deploy.
  assert.not.ok([...cdn.js, ...cdn.css].some((u) => u.includes('/assets/')));
});

test('siteUrl() in a demo becomes a function bound to the site in the playground', () => {
  const src = "const TILES = siteUrl('data/tiles/');\nexport default () => <p>{TILES}</p>;\n";
  const js = jsfiddleFields('react', src, { ...resources, siteBase: 'https://docs.example/static/modules/maplib/' }).js;
  assert.ok(js.startsWith('const siteUrl = (path) => new URL(path.replace(/^\\//, \'\'), "https://docs.example/static/modules/maplib/").href;\n'), js);
  const siteUrl = new Function(`${js.split('\n')[0]} return siteUrl;`)();
  assert.is(siteUrl('/data/x.png'), 'https://docs.example/static/modules/maplib/data/x.png');
  assert.not.match(jsfiddleFields('react', react, resources).js, 'siteUrl');
});

test('imports of hosted libraries become globals', () => {
  // The default import named as the global needs no line (`const React = React` would throw).
  assert.is(importsToGlobals("import React, { useState } from 'react';"), 'const { useState } = React;');
  assert.is(importsToGlobals("import R from 'react';"), 'const R = React;');
  assert.is(importsToGlobals("import * as maplibregl from 'maplibre-gl';"), 'const maplibregl = MapLib.maplibregl;');
  assert.is(importsToGlobals("import { Map as M } from 'maplib';"), 'const { Map: M } = MapLib;');
  assert.is(importsToGlobals("import x from 'unknown-lib';"), "import x from 'unknown-lib';");
});

test.run();
