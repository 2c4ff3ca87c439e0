// A build-cache section kept one file per entry, for the sections whose values are large (rendered pages, highlighted
// code, search index files): a value goes to disk the moment it is set and is read back only when asked for, so a
// build holds such a section's keys, not its values — a 10,000-page site's are hundreds of megabytes, which a section
// held whole (cache.ts) kept in memory from the first page to the save. `<name>.json` holds the stamp; the entries
// are `<name>/<xx>/<rest of sha1(key)>.json`, each written whole (writeFileAtomic) so a reader never sees a part.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { writeFileAtomic } from './write/writeFileAtomic.ts';
import { jsonParts } from './write/jsonParts.ts';

/** What `<name>.json` holds for a section kept in files (an older whole-section file has no `files`). */
interface StampFile {
  stamp: string;
  files: true;
}

const readStamp = (file: string): string | undefined => {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StampFile>;
    return data.files === true ? data.stamp : undefined;
  } catch {
    return undefined;
  }
};

const list = (dir: string): string[] => {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
};

/**
 * `isEntry` is the section's shape check: an entry read back that fails it (valid JSON of another type, put there by
 * hand or by another program) is a miss, and its file goes, so that the next build makes it again.
 */
export function openFileSection(cacheDir: string, name: string, stamp: string, isEntry: (value: unknown) => boolean = () => true) {
  const stampFile = path.join(cacheDir, `${name}.json`);
  const dir = path.join(cacheDir, name);
  /** Whether the entries on disk were made under this stamp; an older stamp's are removed before the first write. */
  let valid: boolean | undefined;
  const isValid = () => (valid ??= readStamp(stampFile) === stamp);
  /** Entry files on disk, by subfolder, listed on first use (a miss then costs no system call). */
  const present = new Map<string, Set<string>>();
  const used = new Set<string>();
  const kept = new Set<string>();
  /** Read from or written to: its save removes the entries this build neither used nor kept. */
  let touched = false;
  /** The first write that failed: the cache only saves work, so the build goes on and its save reports it. */
  let writeProblem: unknown;

  const locate = (key: string) => {
    const hash = createHash('sha1').update(key).digest('hex');
    return { hash, sub: hash.slice(0, 2), file: `${hash.slice(2)}.json` };
  };
  const namesIn = (sub: string) => {
    let names = present.get(sub);
    if (!names) present.set(sub, (names = new Set(isValid() ? list(path.join(dir, sub)).filter((n) => n.endsWith('.json')) : [])));
    return names;
  };
  const startOver = () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(cacheDir, { recursive: true });
    writeFileAtomic(stampFile, JSON.stringify({ stamp, files: true } satisfies StampFile));
    present.clear();
    valid = true;
  };

  return {
    /** Whether the section holds the key (no read of its value). */
    has(key: string): boolean {
      const { sub, file } = locate(key);
      return namesIn(sub).has(file);
    },
    get(key: string): unknown {
      const { hash, sub, file } = locate(key);
      touched = true;
      if (!namesIn(sub).has(file)) return undefined;
      const entryFile = path.join(dir, sub, file);
      let text: string;
      try {
        text = fs.readFileSync(entryFile, 'utf8');
      } catch {
        // Removed meanwhile (another build's save), or unreadable: as if never cached.
        return undefined;
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      if (value === undefined || !isEntry(value)) {
        // Not an entry of this section: gone, so that has() and the next build see a miss too.
        fs.rmSync(entryFile, { force: true });
        namesIn(sub).delete(file);
        return undefined;
      }
      used.add(hash);
      return value;
    },
    set(key: string, value: unknown): void {
      if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
      // In parts: a locale's search files are one value of tens of megabytes.
      const json = () => jsonParts(value);
      const { hash, sub, file } = locate(key);
      try {
        if (!isValid()) startOver();
        const target = path.join(dir, sub, file);
        try {
          writeFileAtomic(target, json());
        } catch (err) {
          // Its folder is new, or was removed meanwhile (the cache deleted while `serve --watch` runs).
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          if (!fs.existsSync(stampFile)) startOver();
          fs.mkdirSync(path.dirname(target), { recursive: true });
          writeFileAtomic(target, json());
        }
        namesIn(sub).add(file);
        used.add(hash);
        touched = true;
      } catch (err) {
        writeProblem ??= err;
      }
    },
    keep(key: string): void {
      // Hashed only by a save that removes entries: a build that touched nothing (a warm build) never hashes them.
      kept.add(key);
    },
    size(): number {
      let n = 0;
      for (const sub of isValid() ? list(dir) : []) n += namesIn(sub).size;
      return n;
    },
    /** Removes the entries this build neither used nor kept (as a whole section's save keeps only those). */
    save(): void {
      if (writeProblem) {
        const err = writeProblem;
        writeProblem = undefined;
        throw err;
      }
      if (!touched || !isValid()) return;
      const keptHashes = new Set([...kept].map((key) => locate(key).hash));
      for (const sub of list(dir))
        for (const file of list(path.join(dir, sub))) {
          const hash = sub + file.replace(/\.json$/, '');
          if (used.has(hash) || keptHashes.has(hash)) continue;
          fs.rmSync(path.join(dir, sub, file), { force: true });
          present.get(sub)?.delete(file);
        }
      touched = false;
    },
  };
}
