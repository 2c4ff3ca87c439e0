// `::: demo [react] [description]` around one fenced block: a live example beside its source. The kind is written as
// vuepress-plugin-demo-block writes it, in literal brackets (`[react]`, `[vanilla]`, none for Vue), or bare
// (`react`); a second fence marked `json` holds that demo's own settings (`horizontal`, `jsLib`, `cssLib`).
import type MarkdownIt from 'markdown-it';
import type { DemoBlock, MarkdownEnv } from './env.ts';
import type { Highlighter } from './highlighter.ts';
import { renderCode, parseFenceInfo } from './fence.ts';
import { DemoSyntaxError, type CompiledDemo, type CompileKind } from '../demo/compiledDemo.ts';
import { scriptJson } from '../../shared/scriptJson.ts';
import { estimateDemoHeight } from '../../shared/demoHeight.ts';
import { encodeUrlPath, pagePathFor, withBase } from '../../shared/pagePath.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { demoBlockStrings, markdownStrings } from '../../../theme/strings.ts';

export interface DemoContext {
  horizontal: boolean;
  iframe: boolean;
  base: string;
  /** Compiles a demo's source (compileDemo.ts; the build passes one backed by its cache). */
  compile(kind: CompileKind, code: string): CompiledDemo;
  /** The Vue Vue demos run on (config `demo.vue`). Default 3. */
  vue?: 2 | 3;
  /** The toolbar's playground buttons (config `demo.jsfiddle`, `demo.codepen`). */
  playgrounds: { jsfiddle: boolean; codepen: boolean };
}

/**
 * A demo's toolbar, in the page's words: code toggle, copy, playgrounds, standalone page. Written into the page (not
 * made by the client) so it is there from the first paint and nothing below moves when the client runs; the client
 * gives the buttons their work (src/client/demo/demoBlock.ts), and without scripts the bar is hidden (demo.css).
 */
function demoActions(lang: string, horizontal: boolean, standalone: string, playgrounds: DemoContext['playgrounds']): string {
  const t = demoBlockStrings(lang);
  const button = (className: string, label: string, extra = '') => `<button type="button" class="${className}"${extra}>${escapeHtml(label)}</button>`;
  return (
    '<div class="demo-actions">' +
    // Side-by-side code starts open; code below starts collapsed.
    button('demo-toggle', horizontal ? t.hideCode : t.showCode, ` aria-expanded="${horizontal}"`) +
    button('demo-copy', markdownStrings(lang).copy) +
    (playgrounds.jsfiddle ? button('demo-jsfiddle', t.jsfiddle) : '') +
    (playgrounds.codepen ? button('demo-codepen', t.codepen) : '') +
    `<a class="demo-standalone-link" href="${escapeHtml(standalone)}" target="_blank" rel="noopener">${escapeHtml(t.standalone)}</a>` +
    '</div>'
  );
}

/**
 * Output path of a demo's standalone full-page version: beside its page (`api/marker.demo-1.html`), so URLs a demo
 * builds relative to its page (`../data/x.geojson`) resolve the same there.
 */
export function standalonePath(relativePath: string, demoId: string): string {
  const page = pagePathFor(relativePath);
  return `${(page.endsWith('/') ? page + 'index' : page.replace(/\.html$/, '')).slice(1)}.${demoId}.html`;
}

const KINDS = ['vue', 'react', 'vanilla'] as const;
type Kind = (typeof KINDS)[number];

/** Splits `demo [react] horizontal 描述文字` into kind, flags and description. */
export function parseDemoInfo(info: string): { kind: Kind; horizontal?: boolean; iframe?: boolean; description: string } {
  const words = info.trim().split(/\s+/).slice(1);
  let kind: Kind = 'vue';
  let horizontal: boolean | undefined;
  let iframe: boolean | undefined;
  while (words.length) {
    // The demo-block plugin's own syntax puts the kind in brackets: `[react]`.
    const w = words[0].replace(/^\[(\w+)\]$/, '$1');
    if ((KINDS as readonly string[]).includes(w)) kind = w as Kind;
    else if (w === 'horizontal') horizontal = true;
    else if (w === 'iframe') iframe = true;
    else break;
    words.shift();
  }
  return { kind, horizontal, iframe, description: words.join(' ') };
}

/** A demo's own settings (the plugin's `json` fence): what mapdocs uses of them. */
export interface DemoSettings {
  horizontal?: boolean;
  jsLib?: string[];
  cssLib?: string[];
}

/** The settings fence's JSON, or a problem in words. */
export function parseDemoSettings(json: string): DemoSettings | string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (err) {
    return `demo settings are not JSON: ${(err as Error).message}`;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'demo settings must be a JSON object';
  const v = value as Record<string, unknown>;
  const urls = (x: unknown) => Array.isArray(x) && x.every((u) => typeof u === 'string');
  if (v.horizontal !== undefined && typeof v.horizontal !== 'boolean') return 'demo settings: horizontal must be true or false';
  if ((v.jsLib !== undefined && !urls(v.jsLib)) || (v.cssLib !== undefined && !urls(v.cssLib))) return 'demo settings: jsLib and cssLib must be lists of URLs';
  return { horizontal: v.horizontal as boolean | undefined, jsLib: v.jsLib as string[] | undefined, cssLib: v.cssLib as string[] | undefined };
}

/** Whether a markdown body may hold a demo block (a superset of what the block rule takes). */
export function mayHaveDemos(body: string): boolean {
  return /:{3,}\s*demo\b/.test(body);
}

export function demoPlugin(md: MarkdownIt, ctx: DemoContext, highlighter: Highlighter): void {
  md.block.ruler.before('fence', 'demo_block', (state, startLine, endLine, silent) => {
    const start = state.bMarks[startLine] + state.tShift[startLine];
    const firstLine = state.src.slice(start, state.eMarks[startLine]);
    const open = /^(:{3,})\s*demo\b(.*)$/.exec(firstLine);
    if (!open) return false;
    if (silent) return true;
    const marker = open[1];
    let line = startLine + 1;
    for (; line < endLine; line++) {
      const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
      if (text.startsWith(marker) && text.slice(marker.length).trim() === '') break;
    }
    const inner = state.getLines(startLine + 1, line, state.blkIndent, true);
    const token = state.push('demo_block', 'div', 0);
    token.info = 'demo' + open[2];
    token.content = inner;
    token.map = [startLine, line + 1];
    state.line = Math.min(line + 1, endLine);
    return true;
  });

  md.renderer.rules.demo_block = (tokens, idx, _opts, env: MarkdownEnv) => {
    const token = tokens[idx];
    const info = parseDemoInfo(token.info);
    const fences = [...token.content.matchAll(/^(\s*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n\s*\2\s*$/gm)];
    const fence = fences.find((f) => f[3].trim() !== 'json');
    const settingsFence = fences.find((f) => f !== fence && f[3].trim() === 'json');
    const line = token.map![0] + 1;
    if (!fence) {
      env.diagnostics.push({ file: env.relativePath, line, message: 'a demo block must wrap one fenced code block', severity: 'error' });
      return '';
    }
    let settings: DemoSettings = {};
    if (settingsFence) {
      const parsed = parseDemoSettings(settingsFence[4]);
      const settingsLine = line + token.content.slice(0, settingsFence.index).split('\n').length;
      if (typeof parsed === 'string') env.diagnostics.push({ file: env.relativePath, line: settingsLine, message: `${parsed}; the demo runs without them`, severity: 'warning' });
      else settings = parsed;
    }
    const fenceInfo = parseFenceInfo(fence[3]);
    const code = fence[4];
    // Line of the code's first line: the `::: demo` line, plus the lines up to the opening fence, plus one.
    const codeLine = line + token.content.slice(0, fence.index + fence[1].length).split('\n').length + 1;
    const id = `demo-${env.demos.length + 1}`;
    let compiled: CompiledDemo | undefined;
    try {
      compiled = ctx.compile(info.kind === 'vue' && ctx.vue === 2 ? 'vue2' : info.kind, code);
    } catch (err) {
      if (!(err instanceof DemoSyntaxError)) throw err;
      env.diagnostics.push({
        file: env.relativePath,
        line: codeLine + err.demoLine - 1,
        message: `${info.kind} demo: ${err.message} (demo line ${err.demoLine})`,
        severity: 'error',
      });
      return '';
    }
    const block: DemoBlock = { id, kind: info.kind, code, line: codeLine, compiled, html: '' };
    env.demos.push(block);
    const lang = fenceInfo.lang || (info.kind === 'react' ? 'jsx' : info.kind === 'vue' ? 'vue' : 'html');
    const horizontal = info.horizontal ?? settings.horizontal ?? ctx.horizontal;
    const libs = settings.jsLib?.length || settings.cssLib?.length ? ` data-libs="${md.utils.escapeHtml(JSON.stringify({ js: settings.jsLib ?? [], css: settings.cssLib ?? [] }))}"` : '';
    const description = info.description ? `<div class="demo-description">${md.renderInline(info.description, env)}</div>` : '';
    const source = renderCode(code, { ...fenceInfo, lang }, env, highlighter, codeLine);
    const standalone = encodeUrlPath(withBase(ctx.base, standalonePath(env.relativePath, id)));
    block.html =
      `<div class="demo-block${horizontal ? ' demo-horizontal' : ''}" data-demo="${id}" data-kind="${info.kind}" data-standalone="${standalone}"${(info.iframe ?? ctx.iframe) ? ' data-iframe' : ''}${compiled.vue === 2 ? ' data-vue-version="2"' : ''}${libs}>` +
      // The live example's expected height is held from the first paint, so the text below does not jump when it mounts.
      `<div class="demo-display"><div class="demo-app" style="min-height:${estimateDemoHeight(code)}px"></div></div>` +
      `<div class="demo-meta">${description}<div class="demo-source">${source}</div></div>` +
      demoActions(env.lang, horizontal, standalone, ctx.playgrounds) +
      `<script type="application/json" class="demo-data">${scriptJson(compiled)}</script>` +
      `</div>\n`;
    return block.html as string;
  };
}
