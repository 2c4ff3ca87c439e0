// Whether the output folder still holds exactly what a build would write: the last build records a key of all its
// inputs and the size and time of every file it wrote; a build with the same key over an untouched folder skips the
// writing stages (a warm build with nothing changed then costs its reads and hashes only).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config/resolveConfig.ts';
import { contentKey, type BuildCache } from './cache.ts';

interface OutputRecord {
  key: string;
  /** Every file of the output: relative path, size, modification time. */
  files: [string, number, number][];
}

/** What a build's output depends on beyond mapdocs' own code (which stamps the cache) and the page bodies. */
export function outputKey(config: SiteConfig, parts: string[]): string {
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
    // Files copied as they are: the public folder and the libraries demos load.
    stats(config.publicDir),
    ...config.demo.hostedLibs.map((lib) => stats(lib.dir)),
    // A VuePress site's components and styles render into every page that uses them.
    ...(config.vuepress ? [stats(path.join(config.configDir, 'components')), stats(path.join(config.configDir, 'styles'))] : []),
    ...parts,
  );
}

function listOutput(dir: string): [string, number, number][] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const s = fs.statSync(file);
      return [path.relative(dir, file), s.size, s.mtimeMs] as [string, number, number];
    })
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** True when the output folder is as the last build with this key left it. */
export function outputIsCurrent(cache: BuildCache, outDir: string, key: string): boolean {
  const record = cache.section<OutputRecord>('output').get(outDir);
  if (!record || record.key !== key || !fs.existsSync(outDir)) return false;
  const now = listOutput(outDir);
  return now.length === record.files.length && now.every((f, i) => f[0] === record.files[i][0] && f[1] === record.files[i][1] && f[2] === record.files[i][2]);
}

/** Records what the build with this key left in the output folder. */
export function recordOutput(cache: BuildCache, outDir: string, key: string): void {
  cache.section<OutputRecord>('output').set(outDir, { key, files: listOutput(outDir) });
}
