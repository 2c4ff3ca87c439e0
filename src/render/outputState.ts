// Whether the output folder still holds exactly what a build would write: the last build records a key of all its
// inputs and the size and time of every file it wrote; a build with the same key over an untouched folder skips the
// writing stages (a warm build with nothing changed then costs its reads and hashes only).
//
// The check stats each recorded file and folder but lists no folder: a file added to, removed from or renamed in a
// folder changes that folder's modification time, and an edit in place changes the file's size or time. Listing
// the output of a 10,000-page site (93,000 files) took twice as long as stat-ing its files. Not change times (ctime):
// public files are hard links into the previous output (copyPublic.ts), whose removal after the record moves their
// ctime. What is assumed: an edit of an output file keeps neither its mtime nor its size (an edit whose mtime is set
// back by hand, keeping the size, is not seen).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config/resolveConfig.ts';
import { contentKey, type BuildCache } from './cache.ts';
import type { PublicFile } from './publicFiles.ts';
import { arrayOf, is, objectOf, required, requiredString } from './shapeChecks.ts';

interface OutputRecord {
  key: string;
  /**
   * Every folder of the output: its path relative to the output ('' for the output itself), its modification time,
   * and its files as names, sizes and modification times.
   */
  dirs: { dir: string; mtime: number; names: string[]; sizes: number[]; mtimes: number[] }[];
}

/** What a record read back must hold; a record of the older form (a list of files, no folders) does not: a miss. */
const OUTPUT_RECORD = required(
  objectOf({
    key: requiredString,
    dirs: required(
      arrayOf(
        objectOf({
          dir: requiredString,
          mtime: required(is('number')),
          names: required(arrayOf(is('string'))),
          sizes: required(arrayOf(is('number'))),
          mtimes: required(arrayOf(is('number'))),
        }),
      ),
    ),
  }),
);

/** What a build's output depends on beyond mapdocs' own code (which stamps the cache) and the page bodies. */
export function outputKey(config: SiteConfig, publicFiles: PublicFile[], parts: string[]): string {
  const stats = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => {
            const file = path.join(e.parentPath, e.name);
            const s = fs.statSync(file);
            return `${path.relative(dir, file)}\0${s.size}\0${s.mtimeMs}`;
          })
          .sort()
          .join('\n')
      : '';
  return contentKey(
    JSON.stringify(config),
    String(process.env.NODE_ENV),
    // Files copied as they are: the public folder (what its links lead to, too) and the libraries demos load.
    publicFiles
      .map(({ rel, file }) => {
        const s = fs.statSync(file, { throwIfNoEntry: false });
        return `${rel}\0${s?.size}\0${s?.mtimeMs}`;
      })
      .join('\n'),
    ...config.demo.hostedLibs.map((lib) => stats(lib.dir)),
    // A VuePress site's components and styles render into every page that uses them.
    ...(config.vuepress ? [stats(path.join(config.configDir, 'components')), stats(path.join(config.configDir, 'styles'))] : []),
    ...parts,
  );
}

/** The output folder as a record lists it (folders and files in the order the system lists them). */
function listOutput(outDir: string): OutputRecord['dirs'] {
  const dirs: OutputRecord['dirs'] = [];
  const walk = (rel: string) => {
    const abs = rel ? path.join(outDir, rel) : outDir;
    const entry: OutputRecord['dirs'][number] = { dir: rel, mtime: fs.statSync(abs).mtimeMs, names: [], sizes: [], mtimes: [] };
    dirs.push(entry);
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(childRel);
      else {
        const st = fs.statSync(path.join(abs, e.name));
        entry.names.push(e.name);
        entry.sizes.push(st.size);
        entry.mtimes.push(st.mtimeMs);
      }
    }
  };
  walk('');
  return dirs;
}

/** True when the output folder is as the last build with this key left it. */
export function outputIsCurrent(cache: BuildCache, outDir: string, key: string): boolean {
  const record = cache.section<OutputRecord>('output', OUTPUT_RECORD).get(outDir);
  if (!record || record.key !== key) return false;
  for (const { dir, mtime, names, sizes, mtimes } of record.dirs) {
    const abs = dir ? `${outDir}/${dir}` : outDir;
    if (fs.statSync(abs, { throwIfNoEntry: false })?.mtimeMs !== mtime) return false;
    for (let i = 0; i < names.length; i++) {
      const st = fs.statSync(`${abs}/${names[i]}`, { throwIfNoEntry: false });
      if (!st || !st.isFile() || st.size !== sizes[i] || st.mtimeMs !== mtimes[i]) return false;
    }
  }
  return true;
}

/** Records what the build with this key left in the output folder. */
export function recordOutput(cache: BuildCache, outDir: string, key: string): void {
  cache.section<OutputRecord>('output', OUTPUT_RECORD).set(outDir, { key, dirs: listOutput(outDir) });
}
