import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileDemo, DemoSyntaxError } from '../../../src/render/demo/compileDemo.ts';
import { render } from '../../helpers/markdown.ts';

/** Runs compiled demo code the way the browser runtime does, with a fake React. */
function evaluate(js: string, globals: Record<string, unknown> = {}) {
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string) => globals[name];
  new Function('require', 'module', 'exports', 'React', js)(require, module, module.exports, globals.react);
  return module.exports;
}

test('react: JSX compiles to React.createElement, the default export is the component', () => {
  const { js, css, html } = compileDemo('react', "import { useState } from 'react';\nexport default function App() { return <p className=\"x\">{useState(1)[0]}</p>; }");
  const React = { createElement: (...args: unknown[]) => args, useState: (v: unknown) => [v] };
  const App = evaluate(js, { react: React }).default as () => unknown;
  assert.equal(App(), ['p', { className: 'x' }, 1]);
  assert.is(css, '');
  assert.is(html, '');
});

test('vue: the template is compiled ahead into a render function; styles are kept', () => {
  const { js, css } = compileDemo('vue', '<template>\n  <p class="a">{{ msg }}</p>\n</template>\n<script>\nexport default { data: () => ({ msg: "hi" }) };\n</script>\n<style>\n.a { color: red }\n</style>');
  assert.not.match(js, '<template>');
  const vue = new Proxy({}, { get: (_, name) => (...args: unknown[]) => [name, ...args] });
  const component = evaluate(js, { vue }).default as { data: () => unknown; render: unknown };
  assert.equal(component.data(), { msg: 'hi' });
  assert.type(component.render, 'function');
  assert.match(css, '.a { color: red }');
});

test('vanilla: markup, script and style are separated', () => {
  const demo = compileDemo('vanilla', '<div id="m"></div>\n<script>\nwindow.x = 1;\n</script>\n<style>\n#m { height: 1px }\n</style>');
  assert.is(demo.html, '<div id="m"></div>');
  assert.match(demo.js, 'window.x = 1;');
  assert.match(demo.css, '#m { height: 1px }');
});

test('syntax errors carry the demo line', () => {
  const lineOf = (kind: 'react' | 'vue' | 'vanilla', code: string) => {
    try {
      compileDemo(kind, code);
    } catch (err) {
      assert.instance(err, DemoSyntaxError);
      return (err as DemoSyntaxError).demoLine;
    }
    throw new Error('expected a syntax error');
  };
  assert.is(lineOf('react', 'const a = 1;\nconst b = ;\nexport default a;'), 2);
  assert.is(lineOf('vue', '<template>\n  <div>\n    <span>\n  </div>\n</template>'), 3);
  assert.is(lineOf('vue', '<template><p/></template>\n<script>\nexport default {\n  data() { return { a: } }\n}\n</script>'), 4);
  assert.is(lineOf('vanilla', '<div></div>\n<script>\n  let x = ;\n</script>'), 3);
});

test('markdown: ::: demo parses kind, description markdown and flags; the source stays visible as highlighted code', async () => {
  const { html, env } = await render('# 页\n\n::: demo react horizontal 用 `Map` 画一张**地图**\n```jsx\nexport default () => <div/>;\n```\n:::\n');
  assert.is(env.demos.length, 1);
  assert.is(env.demos[0].kind, 'react');
  assert.is(env.demos[0].line, 5);
  assert.match(html, '<div class="demo-block demo-horizontal" data-demo="demo-1" data-kind="react"');
  assert.match(html, '<div class="demo-description">用 <code>Map</code> 画一张<strong>地图</strong></div>');
  assert.match(html, 'class="code-block language-jsx"');
  assert.match(html, 'data-standalone="/guide/page.demo-1.html"');
  assert.match(html, '<script type="application/json" class="demo-data">');
});

test('markdown: kind defaults to vue; demo code cannot close its own script element', async () => {
  const vue = await render('::: demo\n```vue\n<template><p>x</p></template>\n```\n:::\n');
  assert.is(vue.env.demos[0].kind, 'vue');
  const { html } = await render('::: demo react\n```jsx\nexport default () => <p>{"</script>"}</p>;\n```\n:::\n');
  const data = html.split('class="demo-data">')[1].split('</script>')[0];
  // The segment up to the first `</script>` is the whole JSON: nothing inside closed the element early.
  assert.match(JSON.parse(data).js, /<\\?\/script>/);
});

test('markdown: a demo syntax error is a build error naming the file line and the demo line', async () => {
  const { env } = await render('# 页\n\n::: demo react\n```jsx\nexport default function A() {\n  const x = ;\n}\n```\n:::\n', { file: 'api/marker.md' });
  const d = env.diagnostics.find((x) => x.severity === 'error')!;
  assert.is(d.file, 'api/marker.md');
  assert.is(d.line, 6);
  assert.match(d.message, /^react demo: .+ \(demo line 2\)$/);
});

test.run();
