// Fenced code: `lang {1,3-5}` info, highlighted by shiki, wrapped with a language label and copy button.
import type MarkdownIt from 'markdown-it';
import type { MarkdownEnv } from './env.ts';
import type { Highlighter } from './highlighter.ts';
import { label } from './labels.ts';

/** A `{from-to}` (or `{n}`) range of lines to mark, as written. */
export interface LineRange {
  from: number;
  to: number;
  /** The range as the author wrote it, for messages (`99999999999999999999999` is 1e23 as a number). */
  text: string;
}

export interface FenceInfo {
  lang: string;
  /** The line ranges to mark, unchecked: which lines they mark depends on the block (markedLines). */
  ranges: LineRange[];
  /** Whatever follows the language and line ranges (e.g. a title). */
  rest: string;
}

/** The copy button's icons, drawn inline (a font glyph such as ⧉ is missing from common Linux fonts). */
const COPY_ICONS =
  '<svg class="icon-copy" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/></svg>' +
  '<svg class="icon-copied" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>';

/** Parses `ts {1,3-5} title` into its parts. */
export function parseFenceInfo(info: string): FenceInfo {
  const m = /^\s*([^\s{]*)\s*(?:\{([\d,\s-]*)\})?\s*(.*)$/.exec(info) ?? ['', '', '', ''];
  const ranges: LineRange[] = [];
  for (const part of (m[2] ?? '').split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    ranges.push({ from, to: range[2] ? Number(range[2]) : from, text: part.trim() });
  }
  return { lang: m[1] ?? '', ranges, rest: (m[3] ?? '').trim() };
}

/** How many lines a block shows (its code as highlighted: the fence's final newline already taken off). */
export const codeLineCount = (code: string) => code.split('\n').length;

/**
 * The lines the ranges mark in a block of `lineCount` lines, and the ranges that reach outside it (line 0, past the
 * end). Work is bounded by the block and the ranges, never by the numbers written: `{0-99999999}` or a number past
 * 2^53 (where n++ no longer changes n) marks the block's own lines at most.
 */
export function markedLines(ranges: LineRange[], lineCount: number): { lines: Set<number>; outside: LineRange[] } {
  // +1 where a range starts, -1 after it ends; the running sum is how many ranges cover a line.
  const starts = new Int32Array(lineCount + 2);
  const outside: LineRange[] = [];
  for (const r of ranges) {
    if (r.from < 1 || r.to > lineCount) outside.push(r);
    const from = Math.max(r.from, 1);
    const to = Math.min(r.to, lineCount);
    if (from > to) continue;
    starts[from]++;
    starts[to + 1]--;
  }
  const lines = new Set<number>();
  for (let n = 1, covered = 0; n <= lineCount; n++) if ((covered += starts[n]) > 0) lines.add(n);
  return { lines, outside };
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

/**
 * Code as a block shows it: non-breaking spaces (pasted in from a web page or a word processor) as plain spaces, as
 * VuePress showed them — copied as they were, they break the shell or compiler the reader pastes them into.
 */
const plainSpaces = (code: string) => code.replace(/\u00a0/g, ' ');

/** Highlighted code block HTML; an unknown language falls back to plain text with a warning. */
export function renderCode(code: string, info: FenceInfo, env: MarkdownEnv, highlighter: Highlighter, line?: number): string {
  // The fence's final newline would otherwise render as an empty last line.
  code = plainSpaces(code).replace(/\n$/, '');
  const lineCount = codeLineCount(code);
  const { lines, outside } = markedLines(info.ranges, lineCount);
  if (outside.length) {
    const written = outside.map((r) => `{${r.text}}`).join(', ');
    const message = `highlighted lines ${written} go past the block, which has ${lineCount} line${lineCount === 1 ? '' : 's'}: only lines within it are marked`;
    env.diagnostics.push({ file: env.relativePath, line, message, severity: 'warning' });
  }
  // The info string is the author's text: only a language-like word reaches the class, data-lang and label.
  const named = LANGUAGE_NAME.test(info.lang);
  let pre = named ? highlighter.highlight(code, info.lang, lines) : null;
  if (pre === null) {
    env.diagnostics.push({ file: env.relativePath, line, message: `unknown code language ${JSON.stringify(info.lang)}, shown as plain text`, severity: 'warning' });
    pre = highlighter.highlight(code, 'text', lines) as string;
  }
  const lang = (named && info.lang.toLowerCase()) || 'text';
  const hl = lines.size ? ' has-highlights' : '';
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
    const { lang, ranges } = parseFenceInfo(info);
    const code = plainSpaces(content.join('\n'));
    found.push({ code, lang, lines: [...markedLines(ranges, codeLineCount(code)).lines] });
    i = j;
  }
  return found;
}
