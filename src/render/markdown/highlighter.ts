// Shiki, created once per build: one tokenisation per block (CSS-variables theme, light/dark in CSS),
// languages loaded on demand, results cached by content hash across builds.
import { createHash } from 'node:crypto';
import { createHighlighter, bundledLanguages, type Highlighter as Shiki } from 'shiki';
import { createCssVariablesTheme } from '@shikijs/core';

const THEME = createCssVariablesTheme({ name: 'mapdocs', variablePrefix: '--shiki-', fontStyle: true });

/** Fence names that mean "no highlighting". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'log']);

export interface Highlighter {
  /** Loads the grammars for these fence languages; unknown ones are returned. */
  load(langs: Iterable<string>): Promise<string[]>;
  /** Returns `<pre>` HTML; `lines` are 1-based line numbers to mark. Null when the language is unknown. */
  highlight(code: string, lang: string, lines: Set<number>): string | null;
  /** Entries produced this build, for the disk cache. */
  readonly cache: Map<string, string>;
}

export async function createShikiHighlighter(seed: Map<string, string> = new Map(), salt = ''): Promise<Highlighter> {
  let shiki: Shiki | null = null;
  const loaded = new Set<string>();
  const used = new Map<string, string>();
  const known = (lang: string) => lang in bundledLanguages;

  const ensureShiki = async () => (shiki ??= await createHighlighter({ themes: [THEME], langs: [] }));

  return {
    cache: used,
    async load(langs) {
      const unknown: string[] = [];
      const wanted: string[] = [];
      for (const raw of langs) {
        const lang = raw.toLowerCase();
        if (PLAIN.has(lang) || loaded.has(lang)) continue;
        if (!known(lang)) unknown.push(raw);
        else wanted.push(lang);
      }
      if (wanted.length) {
        const s = await ensureShiki();
        await s.loadLanguage(...(wanted as Parameters<Shiki['loadLanguage']>));
        wanted.forEach((l) => loaded.add(l));
      }
      return unknown;
    },
    highlight(code, rawLang, lines) {
      const lang = rawLang.toLowerCase();
      const key = createHash('sha1').update(`${salt}\0${lang}\0${[...lines].join(',')}\0${code}`).digest('base64url');
      const hit = used.get(key) ?? seed.get(key);
      if (hit !== undefined) {
        used.set(key, hit);
        return hit;
      }
      let html: string;
      if (PLAIN.has(lang)) html = plainPre(code, lines);
      else if (!loaded.has(lang) || !shiki) return null;
      else
        html = shiki.codeToHtml(code, {
          lang,
          theme: 'mapdocs',
          transformers: [
            {
              line(node, line) {
                if (lines.has(line)) this.addClassToHast(node, 'highlighted');
              },
              pre(node) {
                // Shiki sets inline colours; our CSS supplies them per colour scheme.
                delete node.properties.style;
                delete node.properties.tabindex;
              },
            },
          ],
        });
      used.set(key, html);
      return html;
    },
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function plainPre(code: string, lines: Set<number>): string {
  const body = code
    .replace(/\n$/, '')
    .split('\n')
    .map((l, i) => `<span class="line${lines.has(i + 1) ? ' highlighted' : ''}">${escapeHtml(l)}</span>`)
    .join('\n');
  return `<pre class="shiki"><code>${body}</code></pre>`;
}
