// What the markdown plugins ask of a highlighter (fences, demos' source, snippets): one code block's `<pre>`. The
// highlighters themselves are in src/render/highlight/.

export interface Highlighter {
  /** Returns `<pre>` HTML (or a placeholder the pipeline fills later); `lines` are 1-based line numbers to mark. Null when the language is unknown. */
  highlight(code: string, lang: string, lines: Set<number>): string | null;
}
