// When each page last changed: its newest git commit, or the file's own time when it has uncommitted changes,
// is untracked, or the docs folder is not in a git repository. Git runs once, and only when a page asks.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Milliseconds since the epoch, by docs-relative path. */
export type LastUpdated = (relativePath: string) => number | undefined;

const git = (root: string, args: string[]) =>
  execFileSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });

function readGit(root: string): { committed: Map<string, number>; dirty: Set<string> } {
  const committed = new Map<string, number>();
  const dirty = new Set<string>();
  try {
    let time = 0;
    // Newest commit first: the first time a path appears is its last change.
    for (const line of git(root, ['log', '--format=%x00%ct', '--name-only', '--relative', '--', '.']).split('\n')) {
      if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
      else if (line && !committed.has(line)) committed.set(line, time);
    }
    // Status paths are relative to the repository root.
    const prefix = git(root, ['rev-parse', '--show-prefix']).trim();
    for (const entry of git(root, ['status', '--porcelain', '-z', '--untracked-files=all', '--', '.']).split('\0')) {
      const file = entry.slice(3);
      if (file.startsWith(prefix)) dirty.add(file.slice(prefix.length));
    }
  } catch {
    // Not a git checkout, or no git: file times only.
  }
  return { committed, dirty };
}

export function createLastUpdated(root: string): LastUpdated {
  let state: ReturnType<typeof readGit> | null = null;
  return (relativePath) => {
    state ??= readGit(root);
    const time = state.dirty.has(relativePath) ? undefined : state.committed.get(relativePath);
    if (time !== undefined) return time;
    try {
      return fs.statSync(path.join(root, relativePath)).mtimeMs;
    } catch {
      return undefined;
    }
  };
}
