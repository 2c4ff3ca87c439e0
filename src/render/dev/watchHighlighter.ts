// The highlighter of `serve --watch` rebuilds: one shiki kept for the whole session, so a saved page's new code block
// costs its own tokenisation and nothing else (no shiki start-up, no grammar reload, no worker threads).
// Output is the same as the build's: same cache keys, same `<pre>` from the same shiki set-up.
import { createShikiHighlighter, highlightKey, languageKind, plainPre, type Highlighter } from '../markdown/highlighter.ts';
import type { HighlightStore } from '../markdown/deferredHighlighter.ts';

export interface WatchHighlighter extends Highlighter {
  /** Starts a rebuild: forgets the previous one's owed blocks. */
  begin(): void;
  /** Highlights the blocks whose grammar was not loaded yet when their page rendered. */
  settle(): Promise<void>;
  /** Replaces placeholders in rendered HTML; only after `settle`. */
  fill(html: string): string;
  /** Nothing: the session's shiki outlives each rebuild. */
  close(): Promise<void>;
  /** Blocks tokenised since `begin` (not answered from the cache). */
  readonly highlighted: number;
}

// NUL never survives markdown-it (it becomes U+FFFD), so no page text can look like a placeholder.
const PLACEHOLDER = /\u0000whl(\d+)\u0000/g;

export function createWatchHighlighter(store: HighlightStore, salt: string): WatchHighlighter {
  let shiki: Highlighter | null = null;
  let owed: { key: string; code: string; lang: string; lines: Set<number> }[] = [];
  let results: string[] = [];
  let highlighted = 0;

  return {
    cache: new Map(),
    async load(langs) {
      return [...langs].filter((l) => languageKind(l) === 'unknown');
    },
    begin() {
      owed = [];
      results = [];
      highlighted = 0;
    },
    highlight(code, rawLang, lines) {
      const kind = languageKind(rawLang);
      if (kind === 'unknown') return null;
      const lang = rawLang.toLowerCase();
      const key = highlightKey(salt, lang, lines, code);
      const hit = store.get(key);
      if (hit !== undefined) return hit;
      if (kind === 'plain') {
        const html = plainPre(code, lines);
        store.set(key, html);
        return html;
      }
      // A grammar loaded by an earlier rebuild highlights on the spot.
      const html = shiki?.highlight(code, lang, lines);
      if (html) {
        store.set(key, html);
        highlighted++;
        return html;
      }
      return `\u0000whl${owed.push({ key, code, lang, lines: new Set(lines) }) - 1}\u0000`;
    },
    async settle() {
      if (!owed.length) return;
      shiki ??= await createShikiHighlighter();
      await shiki.load(new Set(owed.map((j) => j.lang)));
      results = owed.map((j) => {
        const html = shiki!.highlight(j.code, j.lang, j.lines)!;
        store.set(j.key, html);
        return html;
      });
      highlighted += owed.length;
    },
    fill(html) {
      return html.includes('\u0000') ? html.replace(PLACEHOLDER, (_, n) => results[Number(n)]) : html;
    },
    // One shiki for the whole session: nothing to end after a rebuild.
    async close() {},
    get highlighted() {
      return highlighted;
    },
  };
}
