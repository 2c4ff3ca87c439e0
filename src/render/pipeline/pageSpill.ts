// Fresh pages' rendered markdown between the render stage and their turn to be written, kept in a scratch folder:
// a cold build of a large site would otherwise hold every page's HTML (code still to fill in) while the views and the
// search index are made — 10 KB a page, 100 MB at 10,000 pages. Each page is read back when the search stage and
// emitSite come to it. The first pages, up to IN_MEMORY_BYTES, are held in memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trackScratch } from '../write/scratch.ts';

export interface PageSpill {
  /**
   * Stores a page's HTML; the function reads it back. Undefined when the scratch folder cannot take it (a full disk,
   * a file-size limit): the page's HTML then stays in memory, as it did before spilling, and the build goes on.
   */
  put(html: string): (() => string) | undefined;
  /** Removes the folder (the build's end, failed or not). */
  remove(): void;
}

/**
 * Bytes of pages held in memory before the rest go to the scratch folder: a small site's pages (~1.5 MB at 120 pages,
 * 7 MB at 600) never touch the disk — each was a synchronous write and read on the main thread, ~60 ms of a 120-page
 * cold build's — while a large site's memory holds no more than this of them. Held as UTF-8 bytes, outside the heap:
 * held as the rendered strings (trees of the renderer's small pieces), 8 M characters of pages raised a 10,000-page
 * build's peak by ~225 MB.
 */
export const IN_MEMORY_BYTES = 8 * 2 ** 20;

export function createPageSpill(inMemoryBytes = IN_MEMORY_BYTES): PageSpill {
  let dir: string | undefined;
  let untrack = () => {};
  let failed = false;
  let n = 0;
  let held = 0;
  return {
    put(html) {
      // A character is a byte at least: a page of more characters than there is room left is not measured.
      if (held + html.length <= inMemoryBytes) {
        const bytes = Buffer.from(html);
        if (held + bytes.length <= inMemoryBytes) {
          held += bytes.length;
          return () => bytes.toString('utf8');
        }
      }
      if (failed) return undefined;
      try {
        if (!dir) {
          dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-pages-'));
          // A build stopped by a signal removes it too (scratch.ts).
          untrack = trackScratch(dir);
        }
        const file = path.join(dir, `${n++}.html`);
        fs.writeFileSync(file, html);
        return () => fs.readFileSync(file, 'utf8');
      } catch {
        failed = true;
        return undefined;
      }
    },
    remove() {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      untrack();
    },
  };
}
