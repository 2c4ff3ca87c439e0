// The components of a VuePress site's `.vuepress/components/**/*.vue`, named as VuePress named them (`Foo/Bar.vue` is
// `<Foo-Bar>`), compiled once per build: a script the browser runs to register them, the same components for
// rendering on the server, and their CSS.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Diagnostic } from '../errors.ts';
import { compileComponent, ComponentError } from './compileVue.ts';

const require = createRequire(import.meta.url);

// VuePress's own global components that pages use by name; the site's components of the same name replace them.
const BUILT_IN = `
components.OutboundLink = { functional: true, render: function (h) {
  return h('span', { staticClass: 'outbound-link' }, [h('span', { attrs: { 'aria-hidden': 'true' } }, '\u2197'), h('span', { staticClass: 'sr-only' }, '(opens new window)')]);
} };
components.ClientOnly = { data: function () { return { mounted: false }; }, mounted: function () { this.mounted = true; },
  render: function (h) { return this.mounted && this.$slots.default ? h('div', { staticClass: 'client-only' }, this.$slots.default) : h('div', { staticClass: 'client-only' }); } };
components.RouterLink = { functional: true, props: { to: String }, render: function (h, ctx) {
  return h('a', { attrs: { href: ctx.props.to } }, ctx.children);
} };
`;

export interface VueComponents {
  /** Vue 2 for rendering on the server, with the site's components registered on a base constructor. */
  Vue: any;
  Base: any;
  /** Defines `window.__mapdocsVueComponents(Vue, require, onError)`, which returns the components by name. */
  browserJs: string;
  css: string;
  /** Component files, for cache keys. */
  files: string[];
  diagnostics: Diagnostic[];
}

/** `Foo/Bar.vue` → `Foo-Bar`. */
export const componentName = (relative: string) => relative.replace(/\.vue$/, '').split(/[\\/]/).join('-');

/** What a component may import: Vue itself. */
export function vueRequire(Vue: unknown) {
  return (name: string) => {
    if (name === 'vue') return Vue;
    throw new Error(`imports "${name}", which mapdocs cannot provide to components`);
  };
}

export function loadVueComponents(dir: string, displayDir: string): VueComponents {
  const Vue = require('vue2/dist/vue.runtime.common.prod.js');
  const files = fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.vue')).sort()
    : [];
  const diagnostics: Diagnostic[] = [];
  const entries: string[] = [];
  const css: string[] = [];
  for (const rel of files) {
    const file = path.join(dir, rel);
    try {
      const compiled = compileComponent(file, fs.readFileSync(file, 'utf8'));
      const name = JSON.stringify(componentName(rel));
      // One component that fails to load leaves the others working.
      entries.push(`try { components[${name}] = ${compiled.js}; } catch (e) { onError(${name}, e); }`);
      css.push(compiled.css);
    } catch (err) {
      const line = err instanceof ComponentError ? err.line : undefined;
      diagnostics.push({ file: path.join(displayDir, rel), line, message: `component not compiled, shown as an unknown tag: ${(err as Error).message}`, severity: 'warning' });
    }
  }
  const browserJs = `window.__mapdocsVueComponents = function (Vue, require, onError) {\nvar components = {};\n${BUILT_IN}\n${entries.join('\n')}\nreturn components;\n};\n`;
  const scope: { __mapdocsVueComponents?: (Vue: unknown, req: unknown, onError: (name: string, err: Error) => void) => Record<string, unknown> } = {};
  new Function('window', browserJs)(scope);
  const components = scope.__mapdocsVueComponents!(Vue, vueRequire(Vue), (name: string, err: Error) => {
    const rel = files.find((f) => componentName(f) === name) ?? name;
    diagnostics.push({ file: path.join(displayDir, rel), message: `component not loaded, shown as an unknown tag: ${err?.message ?? err}`, severity: 'warning' });
  });
  return { Vue, Base: Vue.extend({ components }), browserJs, css: css.join('\n'), files: files.map((f) => path.join(dir, f)), diagnostics };
}
