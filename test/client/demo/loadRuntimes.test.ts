// runtimeScripts: the scripts a page's demos need, in load order — a hosted library's `vueJs` only for Vue 3 demos.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runtimeScripts } from '../../../src/client/demo/loadRuntimes.ts';
import type { DemoBoot } from '../../../src/shared/types.ts';

const boot = {
  runtimes: { react: 'react.js', vue: 'vue.js', vue2: 'vue2.js', numeral: 'numeral.js', libs: [{ name: 'maplib', js: ['maplib.js'], css: [], vueJs: ['maplib-vue.js'] }, { name: 'docs', js: ['defaults.js'], css: [], vueJs: [] }] },
  jsLibs: ['extra.js'],
  cssLibs: [],
} as unknown as DemoBoot;

test('Vue 3 demos load the library Vue components after Vue and the library; other pages do not', () => {
  assert.equal(runtimeScripts(boot, new Set(['vue'])), ['react.js', 'vue.js', 'numeral.js', 'maplib.js', 'maplib-vue.js', 'defaults.js', 'extra.js']);
  assert.equal(runtimeScripts(boot, new Set(['react', 'vanilla'])), ['react.js', 'numeral.js', 'maplib.js', 'defaults.js', 'extra.js']);
  assert.equal(runtimeScripts(boot, new Set(['vue2'])), ['react.js', 'vue2.js', 'numeral.js', 'maplib.js', 'defaults.js', 'extra.js']);
});

test.run();
