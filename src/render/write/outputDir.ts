// Builds into a fresh sibling folder and swaps it in at the end, so a failed build leaves the old output untouched.
import fs from 'node:fs';
import path from 'node:path';

export interface StagingDir {
  /** Where this build writes. */
  dir: string;
  write(relPath: string, content: string | Buffer): void;
  copy(from: string, relPath: string): void;
  /** Replaces the real output with the staged one. */
  commit(): void;
  /** Deletes the staged output after a failure. */
  discard(): void;
}

export function createStagingDir(outDir: string): StagingDir {
  const parent = path.dirname(outDir);
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}.building-`));
  const made = new Set<string>();
  const ensureDir = (file: string) => {
    const d = path.dirname(file);
    if (!made.has(d)) {
      fs.mkdirSync(d, { recursive: true });
      made.add(d);
    }
  };
  return {
    dir,
    write(relPath, content) {
      const file = path.join(dir, relPath);
      ensureDir(file);
      fs.writeFileSync(file, content);
    },
    copy(from, relPath) {
      const file = path.join(dir, relPath);
      ensureDir(file);
      fs.copyFileSync(from, file);
    },
    commit() {
      const old = `${outDir}.old-${process.pid}`;
      const hadOld = fs.existsSync(outDir);
      if (hadOld) fs.renameSync(outDir, old);
      fs.renameSync(dir, outDir);
      if (hadOld) fs.rmSync(old, { recursive: true, force: true });
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Copies a folder tree (public files) into the staging dir; `skip` filters out files by name. */
export function copyTree(from: string, staging: StagingDir, prefix = '', skip: (name: string) => boolean = () => false): number {
  if (!fs.existsSync(from)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) count += copyTree(src, staging, rel, skip);
    else if (entry.isFile() && !skip(entry.name)) {
      staging.copy(src, rel);
      count++;
    }
  }
  return count;
}
