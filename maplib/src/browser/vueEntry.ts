// Entry of maplib-vue.js (classic script, after Vue 3's and maplib.js): the Vue components as window.MapLib.vue. The
// build takes Vue from window.Vue and the core from window.MapLib.core (maplib/build.ts vueAndCoreFromGlobals).
import * as vue from '../vue/index.ts';

(globalThis as any).MapLib.vue = vue;
