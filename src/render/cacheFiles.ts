// A build-cache section kept one file per entry, for the sections whose values are large (rendered pages, highlighted
// code, search index files): a value goes to disk the moment it is set and is read back only when asked for, so a
// build holds such a section's keys, not its values — a 10,000-page site's are hundreds of megabytes, which a section
// held whole (cache.ts) kept in memory from the first page to the save. `<name>.json` holds the stamp; the entries
// are `<name>/<xx>/<rest of sha1(key)>.json`, each written whole (writeFileAtomic) so a reader never sees a part.
//
// Those folders are the cache's own: a section's folder, or one of its `<xx>` folders, found to be a symbolic link is
// never read, written or pruned through (the link could lead anywhere: its files are not entries); the link is removed
// and the section makes a real folder there. A save or a new stamp removes only files named as entries are: whatever
// else is in a section's folder stays.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { writeFileAtomic } from './write/writeFileAtomic.ts';
import { jsonParts } from './write/jsonParts.ts';
import { describeFsError } from './fileProblem.ts';

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

/** An entry's subfolder (the first two hex digits of its hash), its file (the rest), writeFileAtomic's temporary file of one. */
const SUB_NAME = /^[0-9a-f]{2}$/;
const ENTRY_NAME = /^[0-9a-f]{38}\.json$/;
const ENTRY_TMP_NAME = /^\.[0-9a-f]{38}\.json\.\d+-\d+\.tmp$/;

/** The folder's own entries (a symbolic link is listed as one, never followed), or undefined when it cannot be listed. */
const listing = (dir: string): fs.Dirent[] | undefined => {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
};
const entriesOf = (dir: string): fs.Dirent[] => listing(dir) ?? [];

/** Subfolders of a section's folder named as entries' are: real folders only. */
const subfolders = (dir: string) => entriesOf(dir).filter((e) => e.isDirectory() && SUB_NAME.test(e.name)).map((e) => e.name);

/**
 * A folder of the section that is a symbolic link loses the link (unlink never follows one: what it led to is not
 * touched), and the section makes a folder of its own there when it next writes. Undefined when `folder` is no link;
 * otherwise why, for the build's warning, and whether the link is gone (if not, the section does not use that folder).
 */
function dropLink(folder: string): { why: string; gone: boolean } | undefined {
  let target: string;
  try {
    if (!fs.lstatSync(folder).isSymbolicLink()) return undefined;
    target = fs.readlinkSync(folder);
  } catch {
    return undefined; // missing: made when written to
  }
  const was = `was a symbolic link (to ${target}), which the build cache does not read, write or delete through`;
  try {
    fs.unlinkSync(folder);
    return { why: `${was}: replaced by a folder of its own (nothing in ${target} was touched)`, gone: true };
  } catch (err) {
    return { why: `${was}, and removing the link failed (${describeFsError(err)}): that part of the cache is not used`, gone: false };
  }
}

/**
 * `isEntry` is the section's shape check: an entry read back that fails it (valid JSON of another type, put there by
 * hand or by another program) is a miss, and its file goes, so that the next build makes it again.
 */
export function openFileSection(cacheDir: string, name: string, stamp: string, isEntry: (value: unknown) => boolean = () => true) {
  const stampFile = path.join(cacheDir, `${name}.json`);
  const dir = path.join(cacheDir, name);
  /** A folder of the section that was a symbolic link: the first one found, for the build's warning. */
  let linked: { path: string; why: string } | undefined;
  /** Drops a link at `folder`; false when one is there still (then nothing goes into or out of that folder). */
  const ownFolder = (folder: string): boolean => {
    const link = dropLink(folder);
    if (link) linked ??= { path: folder, why: link.why };
    return !link || link.gone;
  };
  /** The section's folder is a link that could not be removed: then the section holds nothing and writes nothing. */
  const off = !ownFolder(dir);
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
  /** Subfolders that are links which could not be removed: never listed or written into. */
  const refusedSubs = new Set<string>();
  /**
   * Subfolders known to exist (listed, or made by this section). A write into one not known is preceded by making it:
   * a cold build's first write into each of 256 subfolders otherwise failed, removed its temporary file, made the
   * folder and wrote again (~0.1 s of a 120-page build's main thread in system calls).
   */
  const existingSubs = new Set<string>();
  /**
   * The section folder's own entries, listed once: a subfolder not among them is not looked at (a cold cache's 256
   * subfolders cost two failing system calls each, lstat and readdir, on their first use otherwise). Null: no folder.
   */
  let sectionEntries: Set<string> | null | undefined;
  const inSection = (sub: string) => {
    if (sectionEntries === undefined) {
      const entries = listing(dir);
      sectionEntries = entries ? new Set(entries.map((e) => e.name)) : null;
    }
    return sectionEntries?.has(sub) ?? false;
  };
  const namesIn = (sub: string) => {
    let names = present.get(sub);
    if (!names) {
      const folder = path.join(dir, sub);
      names = new Set();
      if (isValid() && !off && inSection(sub)) {
        if (!ownFolder(folder)) refusedSubs.add(sub);
        else {
          const entries = listing(folder);
          if (entries) existingSubs.add(sub);
          for (const e of entries ?? []) if (e.isFile() && ENTRY_NAME.test(e.name)) names.add(e.name);
        }
      }
      present.set(sub, names);
    }
    return names;
  };
  /** Makes a subfolder before its first write (one system call; the section's folder too if it is missing). */
  const makeSub = (sub: string) => {
    if (existingSubs.has(sub)) return;
    const folder = path.join(dir, sub);
    try {
      fs.mkdirSync(folder);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') fs.mkdirSync(folder, { recursive: true });
      else if (code !== 'EEXIST') throw err;
    }
    existingSubs.add(sub);
  };
  /** Removes the entry files (and leftover temporary ones) `drop` says go, then subfolders left empty; nothing else. */
  const removeEntries = (drop: (hash: string) => boolean) => {
    if (off) return; // listing the folder would list the link's target
    for (const sub of subfolders(dir)) {
      const folder = path.join(dir, sub);
      for (const e of entriesOf(folder)) {
        if (!e.isFile()) continue;
        const tmp = ENTRY_TMP_NAME.test(e.name);
        if (!tmp && !(ENTRY_NAME.test(e.name) && drop(sub + e.name.slice(0, -'.json'.length)))) continue;
        fs.rmSync(path.join(folder, e.name), { force: true });
        present.get(sub)?.delete(e.name);
      }
      try {
        fs.rmdirSync(folder);
        present.delete(sub);
        existingSubs.delete(sub);
      } catch {
        // Not empty (entries kept, or files that are not the cache's): it stays.
      }
    }
  };
  const startOver = () => {
    removeEntries(() => true);
    fs.mkdirSync(cacheDir, { recursive: true });
    writeFileAtomic(stampFile, JSON.stringify({ stamp, files: true } satisfies StampFile));
    present.clear();
    sectionEntries = undefined;
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
      if (off) return;
      try {
        if (!isValid()) startOver();
        namesIn(sub); // looks at the subfolder once: a link there is not written through
        if (refusedSubs.has(sub)) return;
        const target = path.join(dir, sub, file);
        makeSub(sub);
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
      for (const sub of isValid() && !off ? subfolders(dir) : []) n += namesIn(sub).size;
      return n;
    },
    /** A folder of the section that was a symbolic link (replaced, or if that failed not used); undefined when none. */
    linked: () => linked,
    /** Removes the entries this build neither used nor kept (as a whole section's save keeps only those). */
    save(): void {
      if (writeProblem) {
        const err = writeProblem;
        writeProblem = undefined;
        throw err;
      }
      if (!touched || !isValid() || off) return;
      const keptHashes = new Set([...kept].map((key) => locate(key).hash));
      removeEntries((hash) => !used.has(hash) && !keptHashes.has(hash));
      touched = false;
    },
  };
}
