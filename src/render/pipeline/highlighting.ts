// What the pipeline asks of a highlighter (see markdown/deferredHighlighter.ts, dev/watchHighlighter.ts).
import type { Highlighter } from '../markdown/highlighter.ts';
import type { RenderedMarkdown } from '../markdown/renderMarkdown.ts';

export interface PipelineHighlighter extends Highlighter {
  /** Keys of the blocks asked for so far, in order (a page's share is a slice of it), for the page cache. */
  readonly asked?: string[];
  /** Lets worker replies in between pages. */
  pump?(): Promise<void> | undefined;
  /** Highlights every block still owed. */
  settle(): Promise<void>;
  /** Settles once the blocks this HTML holds placeholders for are highlighted (before `settle` has). */
  whenReady?(html: string): Promise<void>;
  /** Replaces placeholders in rendered HTML with the highlighted blocks. */
  fill(html: string): string;
  /** Replaces placeholders with the blocks' plain text, any time (for the search index). */
  fillPlain?(html: string): string;
  /** Blocks highlighted anew and worker threads used, for the build's report. */
  readonly stats?: { highlighted: number; workers: number };
  /** Ends what the highlighter started (worker threads). */
  close(): Promise<void>;
}

/** Fills the code of a rendered page in: its body and its demos' own. */
export function fillCode(result: RenderedMarkdown, highlighter: Pick<PipelineHighlighter, 'fill'>): void {
  result.html = highlighter.fill(result.html);
  for (const block of result.env.demos) block.html = highlighter.fill(block.html as string);
}
