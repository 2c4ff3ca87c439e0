import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { codepenFields, jsfiddleFields, importsToGlobals } from '../../src/shared/playground.ts';

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
    js: "{\nconst { Map } = MapLib;\nfunction App() {\n  return <Map zoom={3} />;\n}\n\n\nReactDOM.createRoot(document.getElementById('app')).render(React.createElement(App));\n}\n",
    panel_js: '3',
    wrap: 'b',
    resources: 'https://docs.example/assets/maplib.b/maplib.css,https://docs.example/assets/runtime/react.a.js,https://docs.example/assets/maplib.b/maplib.js',
  });
});

test('JSFiddle fields for a vanilla demo stub the page-only cleanup hook', () => {
  const f = jsfiddleFields('vanilla', vanilla, resources);
  assert.is(f.html, '<div id="m"></div>');
  assert.is(f.css, '#m { height: 300px; }');
  assert.is(f.js, '{\nfunction onCleanup() {}\n\nconst map = MapLib.createMap(document.getElementById("m"));\n  onCleanup(() => map.destroy());\n}\n');
  assert.is(f.panel_js, '0');
});

test('CodePen data for a vue demo', () => {
  const { data, ...rest } = codepenFields('vue', vue, resources);
  assert.equal(rest, {});
  assert.equal(JSON.parse(data), {
    css: '.a { color: red; }',
    html: '<div id="app">\n<p class="a">{{ n }}</p>\n</div>',
    js: "{\nconst demo = { data: () => ({ n: 1 }) };\n\nVue.createApp(demo).mount('#app');\n}\n",
    js_external: 'https://docs.example/assets/runtime/react.a.js;https://docs.example/assets/maplib.b/maplib.js',
    css_external: 'https://docs.example/assets/maplib.b/maplib.css',
    layout: 'left',
    js_pre_processor: 'babel',
    editors: '101',
  });
});

test('CodePen data for a react demo with an anonymous default export', () => {
  const data = JSON.parse(codepenFields('react', 'export default () => <p>hi</p>;\n', resources).data);
  assert.is(data.js, "{\nconst App = () => <p>hi</p>;\n\n\nReactDOM.createRoot(document.getElementById('app')).render(React.createElement(App));\n}\n");
});

test("the demo's names stay inside a block, so `Map` does not replace the browser's Map", () => {
  const js = jsfiddleFields('react', react, resources).js;
  assert.ok(js.startsWith('{\n') && js.endsWith('\n}\n'));
});

test('siteUrl() in a demo becomes a function bound to the site in the playground', () => {
  const src = "const TILES = siteUrl('data/tiles/');\nexport default () => <p>{TILES}</p>;\n";
  const js = jsfiddleFields('react', src, { ...resources, siteBase: 'https://docs.example/static/modules/maplib/' }).js;
  assert.ok(js.startsWith('{\nconst siteUrl = (path) => new URL(path.replace(/^\\//, \'\'), "https://docs.example/static/modules/maplib/").href;\n'), js);
  const siteUrl = new Function(`${js.split('\n')[1]} return siteUrl;`)();
  assert.is(siteUrl('/data/x.png'), 'https://docs.example/static/modules/maplib/data/x.png');
  assert.not.match(jsfiddleFields('react', react, resources).js, 'siteUrl');
});

test('imports of hosted libraries become globals', () => {
  assert.is(importsToGlobals("import React, { useState } from 'react';"), 'const React = React; const { useState } = React;');
  assert.is(importsToGlobals("import * as maplibregl from 'maplibre-gl';"), 'const maplibregl = MapLib.maplibregl;');
  assert.is(importsToGlobals("import { Map as M } from 'maplib';"), 'const { Map: M } = MapLib;');
  assert.is(importsToGlobals("import x from 'unknown-lib';"), "import x from 'unknown-lib';");
});

test.run();
