// VuePress pages are Vue templates: `{{ expressions }}`, directives and `.vuepress/components` tags render to static
// HTML at build time, and each top-level block that uses Vue becomes an island the browser hydrates with Vue 2.7.
// Blocks without Vue stay exactly as markdown rendered them (code blocks count as v-pre, as VuePress made them).
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../errors.ts';
import { scriptJson } from '../../shared/scriptJson.ts';
import { vueSiteMixin, type VuePageData } from '../../shared/vueSiteMixin.ts';
import { compileTemplateCode, renderFunctions, type TemplateNode } from './compileVue.ts';
import { vueRequire, type VueComponents } from './vueComponents.ts';
import { cssModule } from './cssModule.ts';
import { mayUseVue } from './mayUseVue.ts';

const require = createRequire(import.meta.url);

export interface VuePageInput {
  html: string;
  /** The page's hoisted `<script>` and `<style module>` blocks (hoist.ts). */
  hoisted: { content: string; line: number }[];
  /** The page's markdown and its path for messages, to point problems at lines. */
  body: string;
  file: string;
  data: Omit<VuePageData, 'style'>;
}

/** What the browser loads to bring islands to life (URL paths with base). */
export interface VueAssets {
  runtime: string;
  components: string;
}

/** The payload a page's islands read in the browser (vueIslands.ts). */
export interface VueIslandsPayload extends VueAssets {
  islands: string[];
  /** The page's own component options (its `<script>`), as CommonJS. */
  script: string | null;
  data: VuePageData;
}

export interface VueIslandsResult {
  html: string;
  islands: number;
  diagnostics: Diagnostic[];
}

// The blocks mapdocs renders itself (code, demos, snippets) are shown as they are: Vue leaves them alone.
const OWN_BLOCK = /<div class="(code-block|demo-block|code-snippet)\b/g;
const OWN_BLOCK_PRE = /<div v-pre class="(code-block|demo-block|code-snippet)\b/g;

export async function renderVueIslands(input: VuePageInput, components: VueComponents, assets: VueAssets): Promise<VueIslandsResult> {
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string, line?: number) => diagnostics.push({ file: input.file, line, message, severity: 'warning' });
  const { script, style, css } = pageComponent(input, components, warn);
  if (!mayUseVue(input.html) && !script) return { html: input.html + css, islands: 0, diagnostics };

  const template = `<div>${input.html.replace(OWN_BLOCK, '<div v-pre class="$1')}</div>`;
  const compiled = compileTemplateCode(template, input.file);
  if (compiled.errors.length || !compiled.ast) {
    const e = compiled.errors[0];
    warn(`not a valid Vue template, shown without Vue: ${e?.message ?? 'unknown error'}`, e?.start !== undefined ? lineOf(input.body, template.slice(e.start, e.start + 60)) : undefined);
    return { html: input.html + css, islands: 0, diagnostics };
  }

  const data: VuePageData = { ...input.data, style };
  const { Vue, Base } = components;
  const { createRenderer } = require('vue-server-renderer/build.prod.js');
  const renderer = createRenderer();
  const options = script ? evaluateScript(script, Vue) : {};
  const islands: string[] = [];
  let out = '';
  let last = 0;
  for (const node of compiled.ast.children ?? []) {
    // A v-pre block (mapdocs' own code, demo and snippet blocks) is never an island, even when Vue 2's optimizer calls
    // it dynamic: an <svg> inside (the copy button's icon) has a namespace key its static check does not list.
    if (node.static !== false || node.pre || node.start === undefined || node.end === undefined) continue;
    // A bare `{{ }}` between blocks gets an element of its own to hydrate.
    const source = node.type === 2 ? `<span>${template.slice(node.start, node.end)}</span>` : template.slice(node.start, node.end);
    const island = compileTemplateCode(source, input.file);
    const line = lineOf(input.body, source);
    if (island.errors.length) {
      warn(`not a valid Vue template, shown without Vue: ${island.errors[0].message}`, line);
      continue;
    }
    let ssr: string;
    try {
      ssr = await renderIsland(renderer, Vue, Base, options, data, island.code);
    } catch (err) {
      warn(`Vue could not render this block, shown without Vue: ${(err as Error)?.message ?? err}`, line);
      continue;
    }
    const index = islands.push(island.code) - 1;
    out += template.slice(last, node.start) + ssr.replace(/^<([A-Za-z][\w-]*)/, `<$1 data-island="vue" data-vue="${index}"`);
    last = node.end;
  }
  out += template.slice(last);
  const html = out.slice('<div>'.length, -'</div>'.length).replace(OWN_BLOCK_PRE, '<div class="$1');
  if (!islands.length) return { html: input.html + css, islands: 0, diagnostics };
  const payload: VueIslandsPayload = { ...assets, islands, script, data };
  return { html: `${html}${css}<script type="application/json" class="vue-page">${scriptJson(payload)}</script>\n`, islands: islands.length, diagnostics };
}

/** Renders one island; an error thrown while rendering rejects instead of being logged and skipped. */
async function renderIsland(renderer: any, Vue: any, Base: any, options: object, data: VuePageData, code: string): Promise<string> {
  let failure: unknown;
  const previous = Vue.config.errorHandler;
  Vue.config.errorHandler = (err: unknown) => void (failure ??= err);
  try {
    const Island = Base.extend({ ...options, mixins: [vueSiteMixin(data), ...((options as { mixins?: object[] }).mixins ?? [])], ...renderFunctions(code) });
    const html: string = await renderer.renderToString(new Island());
    if (failure) throw failure;
    return html;
  } finally {
    Vue.config.errorHandler = previous;
  }
}

/** The page's `<script>` as CommonJS, its `<style module>` classes and CSS. */
function pageComponent(input: VuePageInput, components: VueComponents, warn: (message: string, line?: number) => void) {
  let script: string | null = null;
  let style: Record<string, string> = {};
  let css = '';
  for (const block of input.hoisted) {
    const m = /^\s*<(script|style)\b[^>]*>([\s\S]*?)<\/\1>\s*$/i.exec(block.content);
    if (!m) continue;
    if (m[1].toLowerCase() === 'style') {
      const scoped = cssModule(m[2], input.file);
      style = { ...style, ...scoped.classes };
      css += `<style>${scoped.css}</style>\n`;
      continue;
    }
    try {
      script = esbuild.transformSync(m[2], { loader: 'js', format: 'cjs', target: 'es2019', logLevel: 'silent' }).code;
      evaluateScript(script, components.Vue);
    } catch (err) {
      const first = (err as esbuild.TransformFailure).errors?.[0];
      warn(`page script not run: ${first?.text ?? (err as Error)?.message ?? err}`, block.line + (first?.location?.line ?? 1) - 1);
      script = null;
    }
  }
  return { script, style, css };
}

/** The component options a page script exports (`export default { … }`). */
function evaluateScript(code: string, Vue: unknown): object {
  const module = { exports: {} as { default?: object } };
  new Function('module', 'exports', 'require', code)(module, module.exports, vueRequire(Vue));
  return module.exports.default ?? module.exports;
}

/**
 * The markdown line a piece of the rendered template came from: the first line holding its opening words, or for
 * markup without words (`<div><div>…`), the markup itself as the page wrote it.
 */
function lineOf(body: string, text: string): number | undefined {
  const words = text
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 2);
  const probe = (words ?? text.trim().split('\n')[0]).slice(0, 40);
  if (probe.length < 3) return undefined;
  const index = body.split('\n').findIndex((l) => l.includes(probe));
  return index < 0 ? undefined : index + 1;
}
