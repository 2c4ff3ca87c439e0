// Where `serve --watch` writes its dev build unless --out says otherwise: a folder of its own in the system's temp
// folder, outside the docs, so that deleting or restoring the docs folder or its build cache never takes the served
// site with it. Removed when the session ends; folders of sessions that were killed go when the next one starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alive } from '../render/write/outputDir.ts';

const PREFIX = 'mapdocs-serve-';

export interface WatchOutput {
  dir: string;
  remove(): void;
}

export function createWatchOutput(tmp = os.tmpdir()): WatchOutput {
  removeLeftovers(tmp);
  // mkdtemp: a new private folder no other user can have prepared; the process id tells a live session's from a leftover.
  const dir = fs.mkdtempSync(path.join(tmp, `${PREFIX}${process.pid}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function removeLeftovers(tmp: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(tmp);
  } catch {
    return;
  }
  const uid = process.getuid?.();
  for (const name of entries) {
    const pid = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    const dir = path.join(tmp, name);
    try {
      // Only this user's: a shared temp folder holds other users' sessions too.
      if (uid !== undefined && fs.statSync(dir).uid !== uid) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Someone else's, or already gone: not ours to worry about.
    }
  }
}
