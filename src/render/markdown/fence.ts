// Fenced code: `lang {1,3-5}` info, highlighted by shiki, wrapped with a language label and copy button.
import type MarkdownIt from 'markdown-it';
import type { MarkdownEnv } from './env.ts';
import type { Highlighter } from './highlighter.ts';
import { label } from './labels.ts';

export interface FenceInfo {
  lang: string;
  lines: Set<number>;
  /** Whatever follows the language and line ranges (e.g. a title). */
  rest: string;
}

/** Parses `ts {1,3-5} title` into its parts. */
/** The copy button's icons, drawn inline (a font glyph such as ⧉ is missing from common Linux fonts). */
const COPY_ICONS =
  '<svg class="icon-copy" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/></svg>' +
  '<svg class="icon-copied" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>';

export function parseFenceInfo(info: string): FenceInfo {
  const m = /^\s*([^\s{]*)\s*(?:\{([\d,\s-]*)\})?\s*(.*)$/.exec(info) ?? ['', '', '', ''];
  const lines = new Set<number>();
  for (const part of (m[2] ?? '').split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : from;
    for (let n = from; n <= to; n++) lines.add(n);
  }
  return { lang: m[1] ?? '', lines, rest: (m[3] ?? '').trim() };
}

export function fencePlugin(md: MarkdownIt, highlighter: Highlighter): void {
  md.renderer.rules.fence = (tokens, idx, _opts, env: MarkdownEnv) => {
    const token = tokens[idx];
    const info = parseFenceInfo(token.info);
    return renderCode(token.content, info, env, highlighter, token.map ? token.map[0] + 1 : undefined);
  };
}

/** What a language name may look like (`ts`, `c++`, `objective-c`, `c#`, `vue.html`); anything else is plain text. */
const LANGUAGE_NAME = /^[\w#+.-]*$/;

/** Highlighted code block HTML; an unknown language falls back to plain text with a warning. */
export function renderCode(code: string, info: FenceInfo, env: MarkdownEnv, highlighter: Highlighter, line?: number): string {
  // The fence's final newline would otherwise render as an empty last line.
  code = code.replace(/\n$/, '');
  // The info string is the author's text: only a language-like word reaches the class, data-lang and label.
  const named = LANGUAGE_NAME.test(info.lang);
  let pre = named ? highlighter.highlight(code, info.lang, info.lines) : null;
  if (pre === null) {
    env.diagnostics.push({ file: env.relativePath, line, message: `unknown code language ${JSON.stringify(info.lang)}, shown as plain text`, severity: 'warning' });
    pre = highlighter.highlight(code, 'text', info.lines) as string;
  }
  const lang = (named && info.lang.toLowerCase()) || 'text';
  const hl = info.lines.size ? ' has-highlights' : '';
  return (
    `<div class="code-block language-${lang}${hl}" data-lang="${lang}">` +
    `<button class="copy-code" type="button" title="${label(env.lang, 'copy')}" aria-label="${label(env.lang, 'copy')}">${COPY_ICONS}</button>` +
    `<span class="lang">${lang === 'text' ? '' : lang}</span>${pre}</div>\n`
  );
}

/**
 * The fenced blocks of a markdown body as the fence renderer will ask for them, found without rendering, so a cold
 * build can start highlighting at once. Fences at the top level or in containers come out exactly; one nested in a
 * list may not, and is then simply asked for again when the page renders.
 */
export function fencesIn(body: string): { code: string; lang: string; lines: number[] }[] {
  const found: { code: string; lang: string; lines: number[] }[] = [];
  const rows = body.split('\n');
  for (let i = 0; i < rows.length; i++) {
    const open = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(rows[i]);
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) continue;
    const [, indent, marker, info] = open;
    const dedent = new RegExp(`^ {0,${indent.length}}`);
    const content: string[] = [];
    let j = i + 1;
    for (; j < rows.length; j++) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(rows[j]);
      if (close && close[1][0] === marker[0] && close[1].length >= marker.length) break;
      content.push(rows[j].replace(dedent, ''));
    }
    const { lang, lines } = parseFenceInfo(info);
    found.push({ code: content.join('\n'), lang, lines: [...lines] });
    i = j;
  }
  return found;
}
