// Compiles a demo block's source at build time: JSX and Vue templates become plain CommonJS-style code
// the browser runs with a tiny `require` mapping library names to the globals the site hosts.
import * as esbuild from 'esbuild';
import { parse as parseSfc, compileTemplate } from '@vue/compiler-sfc';
import { DemoSyntaxError, type CompiledDemo, type CompileKind } from './compiledDemo.ts';
import { compileTemplateCode, parseVue2Sfc } from '../vue/compileVue.ts';

export { DemoSyntaxError, type CompiledDemo, type DemoKind, type CompileKind } from './compiledDemo.ts';

function toCommonJs(code: string, loader: 'js' | 'jsx' | 'ts' | 'tsx', lineOffset = 0): string {
  try {
    return esbuild.transformSync(code, {
      loader,
      format: 'cjs',
      jsx: 'transform',
      jsxFactory: 'React.createElement',
      jsxFragment: 'React.Fragment',
      target: 'es2020',
      // Demo code ships inside page chunks: drop whitespace, keep names readable in error messages.
      minifyWhitespace: true,
      logLevel: 'silent',
    }).code;
  } catch (err) {
    const first = (err as esbuild.TransformFailure).errors?.[0];
    throw new DemoSyntaxError(first?.text ?? (err as Error).message, (first?.location?.line ?? 1) + lineOffset);
  }
}

const lineOfIndex = (text: string, index: number) => text.slice(0, index).split('\n').length;

function compileReact(code: string): CompiledDemo {
  return { js: toCommonJs(code, 'tsx'), css: '', html: '' };
}

function compileVue(code: string): CompiledDemo {
  const { descriptor, errors } = parseSfc(code, { filename: 'demo.vue' });
  if (errors.length) {
    const e = errors[0] as { message: string; loc?: { start: { line: number } } };
    throw new DemoSyntaxError(e.message, e.loc?.start.line ?? 1);
  }
  const script = descriptor.script ?? descriptor.scriptSetup;
  if (descriptor.scriptSetup) throw new DemoSyntaxError('<script setup> is not supported in demos; export the component options', descriptor.scriptSetup.loc.start.line);
  const scriptJs = script
    ? toCommonJs(script.content, script.lang === 'ts' ? 'ts' : 'js', script.loc.start.line - 1)
    : 'module.exports = { default: {} };';
  let renderJs = 'exports.render = undefined;';
  if (descriptor.template) {
    const compiled = compileTemplate({ source: descriptor.template.content, filename: 'demo.vue', id: 'demo' });
    if (compiled.errors.length) {
      const e = compiled.errors[0];
      const line = typeof e === 'string' ? 0 : ((e as { loc?: { start: { line: number } } }).loc?.start.line ?? 1);
      throw new DemoSyntaxError(typeof e === 'string' ? e : e.message, descriptor.template.loc.start.line + Math.max(0, line - 1));
    }
    renderJs = toCommonJs(compiled.code, 'js');
  }
  for (const style of descriptor.styles)
    if (style.lang && style.lang !== 'css') throw new DemoSyntaxError(`<style lang="${style.lang}"> is not supported in demos; use plain CSS`, style.loc.start.line);
  const js = [
    'const __script = { exports: {} };',
    `(function (module, exports) {\n${scriptJs}\n})(__script, __script.exports);`,
    'const __template = { exports: {} };',
    `(function (module, exports) {\n${renderJs}\n})(__template, __template.exports);`,
    'const __component = Object.assign({}, __script.exports.default || __script.exports);',
    'if (__template.exports.render) __component.render = __template.exports.render;',
    'module.exports = { default: __component };',
  ].join('\n');
  return { js, css: descriptor.styles.map((s) => s.content).join('\n'), html: '' };
}

function compileVanilla(code: string): CompiledDemo {
  const scripts: string[] = [];
  const styles: string[] = [];
  const html = code
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attrs: string, body: string, index: number) => {
      if (/\bsrc\s*=/.test(attrs)) return whole;
      const startLine = lineOfIndex(code, index + whole.indexOf(body));
      // Checked now so a typo fails the build with its line, not the reader's page.
      toCommonJs(body, 'js', startLine - 1);
      scripts.push(body);
      return '';
    })
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style>/gi, (_, body: string) => {
      styles.push(body);
      return '';
    })
    .trim();
  return { js: scripts.join('\n;\n'), css: styles.join('\n'), html };
}

/** A Vue 2 demo, as vuepress-plugin-demo-block wrote them: template, `export default` options, plain CSS. */
function compileVue2(code: string): CompiledDemo {
  const descriptor = parseVue2Sfc(code);
  if (descriptor.errors.length) throw new DemoSyntaxError(descriptor.errors[0], 1);
  const script = descriptor.script;
  const scriptJs = script ? toCommonJs(script.content, script.lang === 'ts' ? 'ts' : 'js', lineOfIndex(code, script.start) - 1) : 'module.exports = {};';
  let renderJs = '';
  if (descriptor.template) {
    const compiled = compileTemplateCode(descriptor.template.content, 'demo.vue');
    if (compiled.errors.length) throw new DemoSyntaxError(compiled.errors[0].message, lineOfIndex(code, descriptor.template.start));
    renderJs = `${compiled.code}\n__component.render = render; __component.staticRenderFns = staticRenderFns;`;
  }
  for (const style of descriptor.styles)
    if (style.lang && style.lang !== 'css') throw new DemoSyntaxError(`<style lang="${style.lang}"> is not supported in demos; use plain CSS`, lineOfIndex(code, style.start));
  const js = [
    'const __script = { exports: {} };',
    `(function (module, exports) {\n${scriptJs}\n})(__script, __script.exports);`,
    'const __component = Object.assign({}, __script.exports.default || __script.exports);',
    renderJs,
    'module.exports = { default: __component };',
  ].join('\n');
  return { js, css: descriptor.styles.map((s) => s.content).join('\n'), html: '', vue: 2 };
}

export function compileDemo(kind: CompileKind, code: string): CompiledDemo {
  if (kind === 'react') return compileReact(code);
  if (kind === 'vue') return compileVue(code);
  if (kind === 'vue2') return compileVue2(code);
  return compileVanilla(code);
}
