// A real file system of a given size for tests of a full disk or a mount point: tmpfs, where the system lets us.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Mounts a tmpfs of this size on `dir` (made if missing); returns how to unmount it, or null when not allowed (not root). */
export function mountTmpfs(dir: string, size = '16m'): (() => void) | null {
  fs.mkdirSync(dir, { recursive: true });
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  return r.status === 0 ? () => void spawnSync('umount', ['-l', dir]) : null;
}
