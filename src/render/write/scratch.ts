// Folders that exist only while a build runs: the page spill in the system's temp folder (pipeline/pageSpill.ts), the
// staging folder beside the output and the replaced output being removed (outputDir.ts). A build that finishes or
// fails removes its own; a build stopped by a signal (Ctrl-C) runs no `finally`, so the CLI's signal handler removes
// what is listed here before the process exits (src/cli/buildCommand.ts). The build cache's lock (cacheLock.ts) is
// listed too, a file: rmSync removes either.
import fs from 'node:fs';

const live = new Set<string>();

/** Lists a scratch folder; the function returned takes it off the list (once it is removed, or has become output). */
export function trackScratch(dir: string): () => void {
  live.add(dir);
  return () => void live.delete(dir);
}

/** Removes every listed folder now, synchronously (a signal handler's last act); names those it could not remove. */
export function removeScratch(): string[] {
  const left: string[] = [];
  for (const dir of live) {
    try {
      // Retries: a write the build started may still create a file in the folder while it is being removed.
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 20 });
    } catch {
      left.push(dir);
    }
  }
  live.clear();
  return left;
}
