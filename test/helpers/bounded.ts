// Runs a piece of mapdocs that could hang or blow up (quadratic work, an endless loop, a YAML bomb) in a child
// process with a time limit, so a test tells "finished" from "still running" without timing anything: a child still
// running at the limit is killed and reported as such.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export interface BoundedRun {
  /** False when the child was killed at the time limit. */
  finished: boolean;
  status: number | null;
  stdout: string;
  stderr: string;
}

/** An import specifier for a repository file (`src/render/…`), for a script handed to runBounded. */
export const repoModule = (relative: string) => JSON.stringify(path.resolve(relative));

/** Runs an ES module script (TypeScript imports allowed, top-level await) in a fresh node, killed after `limitMs`. */
export function runBounded(script: string, limitMs: number): BoundedRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: limitMs, killSignal: 'SIGKILL' });
  return { finished: r.signal === null && !r.error, status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}
