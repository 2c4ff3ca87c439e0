// `mapdocs build` of a site that looks cold (no highlighted code in its build cache yet) starts the highlight workers
// first thing, so they load shiki while the rest of mapdocs loads and reads the site: ~0.1 s sooner than the build
// itself could. A guess from the command line alone; a wrong one costs a little CPU, never a different result.
import fs from 'node:fs';
import path from 'node:path';
import { prestartWorkers, type PrestartedWorkers } from '../render/highlight/pool.ts';

/** Build flags that take a value (the docs folder is the first argument that is neither flag nor value). */
const VALUED = new Set(['-o', '--out', '-b', '--base']);

/** The workers started for `mapdocs build` on a cold site (to hand to main()), or null. */
export function prestartIfCold(argv: string[]): PrestartedWorkers | null {
  const args = argv.slice(2);
  const at = args.indexOf('build');
  if (at < 0 || args.some((a) => ['-h', '--help', '-v', '--version'].includes(a))) return null;
  let docsDir = 'docs';
  for (let i = at + 1; i < args.length; i++) {
    if (VALUED.has(args[i])) i++;
    else if (!args[i].startsWith('-')) {
      docsDir = args[i];
      break;
    }
  }
  // Where the config folder keeps the cache (resolveConfig.ts): .mapdocs/.cache or .vuepress/.cache.
  const warm = ['.mapdocs', '.vuepress'].some((dir) => fs.existsSync(path.join(docsDir, dir, '.cache', 'highlight.json')));
  return !warm && fs.existsSync(docsDir) ? prestartWorkers() : null;
}
