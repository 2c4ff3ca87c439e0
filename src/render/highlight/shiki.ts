// Shiki, created once per build (and once per highlight worker): one tokenisation per block (CSS-variables theme,
// light/dark in CSS), languages loaded on demand. It keeps no block's HTML: callers do (the build's highlighter
// dedupes blocks by content hash and stores each in the build cache). A memo of every block highlighted here held
// the whole site's highlighted code in the worker until the build ended: 282 MB live in the worker at 10,000 pages.
import { createHash } from 'node:crypto';
import type { HighlighterCore as Shiki } from '@shikijs/core';
// Only the list of language names here: shiki itself loads when something needs highlighting, which a warm
// build (every page from the cache) never does.
import { bundledLanguages } from 'shiki/langs';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import type { Highlighter } from '../markdown/highlighter.ts';
import { memoizeLines } from './lineMemo.ts';
import { createPatternCacheEngine } from './patternCacheEngine.ts';
import { tokensToHtml } from './tokensToHtml.ts';

// Shiki's core, not its full bundle: the bundle also loads the JavaScript regex engine, which we do not use.
async function createShiki(): Promise<Shiki> {
  const [{ createHighlighterCore, createCssVariablesTheme }, engine] = await Promise.all([import('@shikijs/core'), createPatternCacheEngine()]);
  const theme = createCssVariablesTheme({ name: 'mapdocs', variablePrefix: '--shiki-', fontStyle: true });
  return createHighlighterCore({ themes: [theme], langs: [], engine });
}

/** Fence names that mean "no highlighting". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'log']);

/** Shiki in this thread; `highlight` answers null for a language whose grammar is not loaded yet. */
export interface ShikiHighlighter extends Highlighter {
  /** Loads the grammars for these fence languages; unknown ones are returned. */
  load(langs: Iterable<string>): Promise<string[]>;
  /** Loads shiki itself now rather than with the first grammar (a worker does, while its first batch is on the way). */
  prepare?(): Promise<void>;
  /** Frees shiki's grammars (every build makes its own; `serve --watch` makes many). */
  dispose?(): void;
}

/** How a fence language is handled: escaped as plain text, tokenised by shiki, or unknown. */
export function languageKind(rawLang: string): 'plain' | 'known' | 'unknown' {
  const lang = rawLang.toLowerCase();
  if (PLAIN.has(lang)) return 'plain';
  return lang in bundledLanguages ? 'known' : 'unknown';
}

/** The memo and disk-cache key of one block; `salt` carries mapdocs' version and the highlight format. */
export function highlightKey(salt: string, rawLang: string, lines: Iterable<number>, code: string): string {
  return createHash('sha1').update(`${salt}\0${rawLang.toLowerCase()}\0${[...lines].join(',')}\0${code}`).digest('base64url');
}

export async function createShikiHighlighter(): Promise<ShikiHighlighter> {
  let shiki: Promise<Shiki> | null = null;
  let ready: Shiki | null = null;
  const loaded = new Set<string>();

  // A promise, not the instance: two overlapping load() calls must share one shiki.
  const ensureShiki = () => (shiki ??= createShiki().then((s) => (ready = s)));

  return {
    async prepare() {
      await ensureShiki();
    },
    async load(langs) {
      const unknown: string[] = [];
      const wanted: string[] = [];
      for (const raw of langs) {
        const lang = raw.toLowerCase();
        if (PLAIN.has(lang) || loaded.has(lang)) continue;
        if (languageKind(lang) === 'unknown') unknown.push(raw);
        else wanted.push(lang);
      }
      if (wanted.length) {
        const s = await ensureShiki();
        // Each language module brings the grammars it embeds (Vue: HTML, CSS, TypeScript, …).
        await s.loadLanguage(...wanted.map((l) => bundledLanguages[l as keyof typeof bundledLanguages]));
        for (const l of wanted) {
          memoizeLines(s.getLanguage(l));
          loaded.add(l);
        }
      }
      return unknown;
    },
    dispose() {
      ready?.dispose();
      ready = null;
      shiki = null;
      loaded.clear();
    },
    highlight(code, rawLang, lines) {
      const lang = rawLang.toLowerCase();
      if (PLAIN.has(lang)) return plainPre(code, lines);
      if (!loaded.has(lang) || !ready) return null;
      return shikiPre(ready, code, lang, lines);
    },
  };
}

function shikiPre(shiki: Shiki, code: string, lang: string, lines: Set<number>): string {
  // Shiki stops tokenising a line after 500 ms by default, so a busy machine (or a worker's first, still cold line)
  // would leave code half-coloured and make output depend on load. No limit: same input, same HTML.
  const tokens = shiki.codeToTokensBase(code, { lang, theme: 'mapdocs', tokenizeTimeLimit: 0 });
  // No inline background or text colour on the <pre>: our CSS supplies them per colour scheme.
  return tokensToHtml(tokens, 'mapdocs', lines);
}

/** Plain-text `<pre>`, the same shape as shiki's; cheap enough to make on the spot. */
export function plainPre(code: string, lines: Set<number>): string {
  const body = code
    .replace(/\n$/, '')
    .split('\n')
    .map((l, i) => `<span class="line${lines.has(i + 1) ? ' highlighted' : ''}">${escapeHtml(l)}</span>`)
    .join('\n');
  return `<pre class="shiki"><code>${body}</code></pre>`;
}
