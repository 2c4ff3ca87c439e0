// Vue 2.7 at build time, as VuePress 1 had it: templates compiled to render functions (the same code renders on the
// server and hydrates in the browser), single-file components compiled to scripts that register them, Stylus styles.
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { contentHash } from '../write/hashedName.ts';
import { isPreprocessed, preprocessStyle } from './stylePreprocessors.ts';

const require = createRequire(import.meta.url);
// Vue 2 lives beside Vue 3 under the npm alias `vue2`; its SFC compiler is its own (@vue/compiler-sfc 2.7).
const sfc: any = require('vue2/compiler-sfc');

export interface TemplateCode {
  /** Script defining `render` and `staticRenderFns`. */
  code: string;
  /** The compiler's problems, each with its offset in the template when known. */
  errors: { message: string; start?: number }[];
  ast?: TemplateNode;
}

/** The part of Vue's template AST the island splitter reads. */
export interface TemplateNode {
  type: 1 | 2 | 3;
  tag?: string;
  static?: boolean;
  /** Set on an element with v-pre. */
  pre?: boolean;
  start?: number;
  end?: number;
  children?: TemplateNode[];
}

export function compileTemplateCode(source: string, filename = 'page.md'): TemplateCode {
  // Vue 2's compiler records where each element starts and ends (and checks expressions) only outside production.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  let result;
  try {
    result = sfc.compileTemplate({ source, filename, isProduction: true, compilerOptions: { outputSourceRange: true } as object });
  } catch (err) {
    // Vue 2's optimizer and code generator recurse once per level of elements: thousands of nested elements run
    // them out of stack. Said as a problem of the template, where it nests deepest.
    if (!(err instanceof RangeError)) throw err;
    const { depth, at } = deepestNesting(source);
    return { code: '', errors: [{ message: `elements nested ${depth.toLocaleString('en-US')} deep, more than Vue can compile`, start: at }] };
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
  const errors = (result.errors as (string | { msg: string; start?: number })[]).map((e) => (typeof e === 'string' ? { message: oneLine(e) } : { message: oneLine(e.msg), start: e.start }));
  return { code: result.code, errors, ast: result.ast as TemplateNode | undefined };
}

/** Elements a browser never closes: they nest nothing. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** How deep a template's elements nest at most (counted by their tags), and the offset of the deepest one. */
export function deepestNesting(source: string): { depth: number; at: number } {
  let depth = 0;
  let deepest = { depth: 0, at: 0 };
  for (const m of source.matchAll(/<(\/?)([a-zA-Z][\w-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g)) {
    if (m[1]) depth = Math.max(0, depth - 1);
    else if (!m[3] && !VOID.has(m[2].toLowerCase()) && ++depth > deepest.depth) deepest = { depth, at: m.index };
  }
  return deepest;
}

/** Vue's multi-line messages (the generated code, then the expression as written) as one line naming the latter. */
function oneLine(message: string): string {
  const [first] = message.split('\n');
  const raw = /Raw expression: (.*)/.exec(message)?.[1];
  return raw ? `${first.replace(/ in$/, '')} in ${raw.trim()}` : first;
}

/** `render` and `staticRenderFns` of compiled template code, as functions. */
export function renderFunctions(code: string): { render: Function; staticRenderFns: Function[] } {
  return new Function(`${code}\nreturn { render: render, staticRenderFns: staticRenderFns };`)();
}

/** The blocks of a single-file component, read by Vue 2.7's own parser (offsets into the source). */
export interface Vue2Sfc {
  template?: { content: string; start: number };
  script?: { content: string; lang?: string; start: number };
  styles: { content: string; lang?: string; scoped?: boolean; start: number }[];
  errors: string[];
}

export function parseVue2Sfc(source: string, filename = 'demo.vue'): Vue2Sfc {
  const d = sfc.parse({ source, filename });
  return { template: d.template ?? undefined, script: d.script ?? undefined, styles: d.styles ?? [], errors: (d.errors ?? []).map((e: unknown) => String((e as Error)?.message ?? e)) };
}

export interface CompiledComponent {
  /** An expression evaluating to the component's options (run with `require` in scope). */
  js: string;
  css: string;
}

/** Compiles one `.vue` file: script to CommonJS, template to render functions, styles (preprocessed, scoped) to CSS. */
export function compileComponent(file: string, source: string): CompiledComponent {
  // Vue 2.7's parse returns the descriptor itself, its problems inside.
  const descriptor = sfc.parse({ source, filename: file });
  const errors: (string | Error)[] = descriptor.errors ?? [];
  if (errors.length) throw new ComponentError(file, String((errors[0] as Error).message ?? errors[0]));
  const scopeId = `data-v-${contentHash(path.basename(file) + source, 8).toLowerCase()}`;
  const scoped = descriptor.styles.some((s: { scoped?: boolean }) => s.scoped);
  let script = 'module.exports = {};';
  if (descriptor.script) {
    try {
      script = esbuild.transformSync(descriptor.script.content, { loader: descriptor.script.lang === 'ts' ? 'ts' : 'js', format: 'cjs', target: 'es2019', logLevel: 'silent' }).code;
    } catch (err) {
      const first = (err as esbuild.TransformFailure).errors?.[0];
      // The script's first line in the file, plus the line esbuild found the problem on within it.
      const scriptLine = source.slice(0, descriptor.script.start).split('\n').length;
      throw new ComponentError(file, first?.text ?? String(err), scriptLine + (first?.location?.line ?? 1) - 1);
    }
  }
  let template = '';
  if (descriptor.template) {
    const compiled = compileTemplateCode(descriptor.template.content, file);
    if (compiled.errors.length) throw new ComponentError(file, compiled.errors[0].message);
    template = compiled.code;
  }
  const css = descriptor.styles
    .map((style: { content: string; lang?: string; scoped?: boolean }) => {
      let source = style.content;
      if (isPreprocessed(style.lang)) {
        try {
          source = preprocessStyle(style.lang, source, file);
        } catch (err) {
          throw new ComponentError(file, `<style lang="${style.lang}">: ${String((err as Error)?.message ?? err).split('\n')[0]}`);
        }
      }
      const result = sfc.compileStyle({ source, filename: file, id: scopeId, scoped: !!style.scoped, trim: true });
      if (result.errors.length) throw new ComponentError(file, String(result.errors[0].message ?? result.errors[0]));
      return result.code;
    })
    .join('\n');
  const js = `(function () {
var module = { exports: {} }, exports = module.exports;
${script}
var options = module.exports.__esModule || module.exports.default ? module.exports.default : module.exports;
${template ? `${template}\noptions.render = render; options.staticRenderFns = staticRenderFns;` : ''}
${scoped ? `options._scopeId = ${JSON.stringify(scopeId)};` : ''}
return options;
})()`;
  return { js, css };
}

export class ComponentError extends Error {
  constructor(readonly file: string, message: string, readonly line?: number) {
    super(message);
    this.name = 'ComponentError';
  }
}
