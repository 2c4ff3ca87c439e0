// `<<< @/path/to/file.ts#symbol{1,3} [title]` includes source code at build time, so excerpts stay in sync with
// the code they quote. `@/` is the docs folder (on VuePress sites the project root, as VuePress 1 had it); other paths
// are relative to the page. The part after `#` picks a
// top-level declaration by name (`#createMap`), a `// #region name` block, or a line range (`#L10-L25`).
import fs from 'node:fs';
import path from 'node:path';
import type MarkdownIt from 'markdown-it';
import type { MarkdownEnv } from './env.ts';
import type { Highlighter } from './highlighter.ts';
import { parseFenceInfo, renderCode } from './fence.ts';
import { includeProblem } from './includes.ts';

const SNIPPET = /^<<<\s+(\S+?)(?:#([\w$-]+))?(?: ?\{([\d,\s-]*)\})?(?:\s+\[([^\]]*)\])?\s*$/;

const LANG_BY_EXT: Record<string, string> = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx', '.vue': 'vue', '.css': 'css', '.json': 'json', '.html': 'html', '.md': 'md', '.sh': 'bash' };

/** Picks the part of a file a `#` selector names; null when it names nothing. */
export function selectPart(text: string, selector: string | undefined): string | null {
  if (!selector) return text;
  const lines = text.split('\n');
  const range = /^L(\d+)-L(\d+)$/.exec(selector);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    return from >= 1 && to >= from && to <= lines.length ? lines.slice(from - 1, to).join('\n') : null;
  }
  const regionStart = lines.findIndex((l) => new RegExp(`^\\s*(//|/\\*|<!--)\\s*#region\\s+${selector}\\b`).test(l));
  if (regionStart >= 0) {
    const end = lines.findIndex((l, i) => i > regionStart && /^\s*(\/\/|\/\*|<!--)\s*#endregion\b/.test(l));
    return end > regionStart ? dedent(lines.slice(regionStart + 1, end)).join('\n') : null;
  }
  // A top-level declaration: from its line (with the doc comment above it) to the first closing line at column 0.
  const decl = new RegExp(`^(export\\s+)?(default\\s+)?(async\\s+)?(function\\*?|class|const|let|interface|type|enum)\\s+${selector.replace(/\$/g, '\\$')}\\b`);
  let start = lines.findIndex((l) => decl.test(l));
  if (start < 0) return null;
  let end = start;
  if (!/[;}]\s*$/.test(lines[start]) || /\{\s*$/.test(lines[start])) {
    end = lines.findIndex((l, i) => i > start && /^[}\])]/.test(l));
    if (end < 0) return null;
  }
  while (start > 0 && /^\s*(\/\*\*|\*|\/\/)/.test(lines[start - 1])) start--;
  return lines.slice(start, end + 1).join('\n');
}

function dedent(lines: string[]): string[] {
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
}

export interface SnippetContext {
  /** Docs folder: paths without `@/` are relative to the page within it. */
  root: string;
  /** Where `@/` points. */
  atRoot: string;
  /** Show the included file's path above the code when no `[title]` is given (VuePress showed none). */
  showPath: boolean;
  /** Folders files may be included from (includes.ts). */
  includeRoots: string[];
}

export function snippetsPlugin(md: MarkdownIt, ctx: SnippetContext, highlighter: Highlighter): void {
  md.block.ruler.before('fence', 'snippet', (state, startLine, _endLine, silent) => {
    const start = state.bMarks[startLine] + state.tShift[startLine];
    const m = SNIPPET.exec(state.src.slice(start, state.eMarks[startLine]));
    if (!m) return false;
    if (silent) return true;
    const token = state.push('snippet', 'code', 0);
    token.info = JSON.stringify({ file: m[1], part: m[2], lines: m[3] ?? '', title: m[4] });
    token.map = [startLine, startLine + 1];
    state.line = startLine + 1;
    return true;
  });

  md.renderer.rules.snippet = (tokens, idx, _opts, env: MarkdownEnv) => {
    const token = tokens[idx];
    const { file, part, lines, title } = JSON.parse(token.info) as { file: string; part?: string; lines: string; title?: string };
    const line = token.map![0] + 1;
    const fail = (message: string) => {
      env.diagnostics.push({ file: env.relativePath, line, message, severity: 'error' });
      return '';
    };
    const abs = file.startsWith('@/') ? path.resolve(ctx.atRoot, file.slice(2)) : path.resolve(ctx.root, path.dirname(env.relativePath), file);
    const problem = includeProblem(abs, ctx.includeRoots);
    if (problem) return fail(`snippet file "${file}": ${problem}`);
    env.includes.push(abs);
    const code = selectPart(fs.readFileSync(abs, 'utf8'), part);
    if (code === null) return fail(`snippet "${file}" has no part "#${part}"`);
    const info = parseFenceInfo(`${LANG_BY_EXT[path.extname(abs)] ?? 'text'} {${lines}}`);
    const shown = title ?? (ctx.showPath ? path.relative(path.resolve(ctx.root, '..'), abs).split(path.sep).join('/') : '');
    const heading = shown ? `<div class="code-snippet-title">${md.utils.escapeHtml(shown)}</div>` : '';
    return `<div class="code-snippet">${heading}${renderCode(code, info, env, highlighter, line)}</div>`;
  };
}
