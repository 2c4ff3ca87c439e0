import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDemoInfo, parseDemoSettings } from '../../../src/render/markdown/demo.ts';
import { render } from '../../helpers/markdown.ts';

test("the demo-block plugin's syntax: the kind in brackets, none for Vue", () => {
  assert.equal(parseDemoInfo('demo [react]'), { kind: 'react', horizontal: undefined, iframe: undefined, description: '' });
  assert.equal(parseDemoInfo('demo [vanilla] A box'), { kind: 'vanilla', horizontal: undefined, iframe: undefined, description: 'A box' });
  assert.is(parseDemoInfo('demo').kind, 'vue');
  assert.is(parseDemoInfo('demo react horizontal').kind, 'react');
  assert.is(parseDemoInfo('demo [react] [horizontal]').horizontal, true);
});

test('::: demo [react] compiles as React, not as a Vue component with a description', async () => {
  const { html, env } = await render('::: demo [react]\n```js\nexport default function App () { return <b>hi</b> }\n```\n:::\n');
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, 'data-kind="react"');
  assert.not.match(html, 'demo-description');
  assert.match(html, 'React.createElement');
});

test('a json fence holds the demo\'s own settings: horizontal, jsLib, cssLib', async () => {
  const src = '::: demo [vanilla]\n```html\n<b>x</b>\n```\n```json\n{ "horizontal": true, "jsLib": ["/lib.js"], "cssLib": ["/lib.css"] }\n```\n:::\n';
  const { html } = await render(src);
  assert.match(html, 'class="demo-block demo-horizontal"');
  assert.match(html, 'data-libs="{&quot;js&quot;:[&quot;/lib.js&quot;],&quot;css&quot;:[&quot;/lib.css&quot;]}"');
  assert.is(html.match(/class="code-block/g)?.length, 1, 'the settings are not shown as code');
});

test('settings that are not JSON are a warning at their line; the demo still runs', async () => {
  const { html, env } = await render('# x\n\n::: demo [vanilla]\n```html\n<b>x</b>\n```\n```json\n{ jsLib: [] }\n```\n:::\n');
  assert.equal(env.diagnostics.map((d) => [d.line, d.severity]), [[7, 'warning']]);
  assert.match(env.diagnostics[0].message, /^demo settings are not JSON: .*; the demo runs without them$/);
  assert.match(html, 'data-kind="vanilla"');
  assert.is(typeof parseDemoSettings('{"horizontal": "yes"}'), 'string');
});

test('VuePress sites run Vue demos on Vue 2.7: compiled to Vue 2 render functions', async () => {
  const src = '::: demo\n```html\n<template><p>{{ n }}</p></template>\n<script>\nexport default { data: () => ({ n: 1 }) }\n</script>\n```\n:::\n';
  const vue2 = await render(src, { options: { demoVue: 2 } });
  assert.match(vue2.html, 'data-vue-version="2"');
  assert.match(vue2.html, '_vm._s(_vm.n)');
  const vue3 = await render(src);
  assert.not.match(vue3.html, 'data-vue-version');
});

test.run();
