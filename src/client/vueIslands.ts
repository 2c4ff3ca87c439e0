// Vue islands of a VuePress page (src/render/vue/renderVueIslands.ts): each block rendered by Vue at build time is
// hydrated with Vue 2.7, the site's components and the page's own script, loaded only on pages that have islands.
import { loadScript } from './demo/loadRuntimes.ts';
import { vueSiteMixin, type VuePageData } from '../shared/vueSiteMixin.ts';
import type { IslandMount } from './islands.ts';

interface Payload {
  runtime: string;
  components: string;
  islands: string[];
  script: string | null;
  data: VuePageData;
}

interface PageVue {
  Base: any;
  options: Record<string, unknown>;
  payload: Payload;
}

const pages = new WeakMap<Element, Promise<PageVue>>();
const componentSets = new Map<string, Promise<Record<string, unknown>>>();
let vue2: Promise<any> | undefined;

/** Vue 2.7's runtime; a Vue 3 that demos loaded keeps `window.Vue`. */
function loadVue2(src: string): Promise<any> {
  return (vue2 ??= (async () => {
    const w = window as any;
    const previous = w.Vue;
    await loadScript(src);
    const Vue = w.Vue;
    if (previous !== undefined && previous !== Vue) w.Vue = previous;
    return Vue;
  })());
}

const vueRequire = (Vue: unknown) => (name: string) => {
  if (name === 'vue') return Vue;
  throw new Error(`imports "${name}", which this site does not provide`);
};

function components(Vue: any, src: string): Promise<Record<string, unknown>> {
  let set = componentSets.get(src);
  if (!set) {
    set = loadScript(src).then(() =>
      (window as any).__mapdocsVueComponents(Vue, vueRequire(Vue), (name: string, err: unknown) => console.error(`[mapdocs] Vue component <${name}> failed to load`, err)),
    );
    componentSets.set(src, set);
  }
  return set;
}

function pageVue(script: HTMLScriptElement): Promise<PageVue> {
  let page = pages.get(script);
  if (!page) {
    page = (async () => {
      const payload = JSON.parse(script.textContent ?? '{}') as Payload;
      const Vue = await loadVue2(payload.runtime);
      const Base = Vue.extend({ components: await components(Vue, payload.components) });
      const module = { exports: {} as { default?: Record<string, unknown> } };
      if (payload.script) new Function('module', 'exports', 'require', payload.script)(module, module.exports, vueRequire(Vue));
      return { Base, options: module.exports.default ?? module.exports, payload };
    })();
    pages.set(script, page);
  }
  return page;
}

export const mount: IslandMount = (el) => {
  const script = el.parentElement?.querySelector<HTMLScriptElement>(':scope > script.vue-page');
  if (!script) return;
  let vm: any;
  let stopped = false;
  pageVue(script)
    .then(({ Base, options, payload }) => {
      if (stopped) return;
      const code = payload.islands[Number(el.dataset.vue)];
      const { render, staticRenderFns } = new Function(`${code}\nreturn { render: render, staticRenderFns: staticRenderFns };`)();
      const mixins = [vueSiteMixin(payload.data), ...(((options as { mixins?: object[] }).mixins) ?? [])];
      const Island = Base.extend({ ...options, mixins, render, staticRenderFns });
      // Hydrates the server-rendered block in place (it carries data-server-rendered).
      vm = new Island().$mount(el, true);
    })
    .catch((err) => console.error('[mapdocs] Vue island failed to start', err));
  return () => {
    stopped = true;
    vm?.$destroy();
  };
};
