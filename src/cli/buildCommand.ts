// `mapdocs build [docsDir] [--out dir] [--base path] [--no-precompress]`
import path from 'node:path';
import { resolveConfig } from '../render/config/resolveConfig.ts';
import { build } from '../render/build.ts';
import { formatDiagnostic } from '../render/errors.ts';
import { createProgress } from './progress.ts';
import type { PrestartedWorkers } from '../render/highlight/pool.ts';

export interface BuildFlags {
  out?: string;
  base?: string;
  timings?: boolean;
  emptyOut?: boolean;
  strict?: boolean;
  /** Commander's --no-precompress: false when given, true otherwise (then the config decides). */
  precompress?: boolean;
}

export async function buildCommand(docsDir: string, flags: BuildFlags, prestarted?: PrestartedWorkers): Promise<void> {
  const progress = createProgress(process.stderr, flags.timings);
  try {
    const config = await resolveConfig(docsDir, { outDir: flags.out, base: flags.base, emptyOutDir: flags.emptyOut, strict: flags.strict, precompress: flags.precompress === false ? false : undefined });
    const result = await build(config, progress.update, { prestarted });
    progress.done();
    for (const w of result.warnings) console.warn(`warning  ${formatDiagnostic(w)}`);
    const out = path.relative(process.cwd(), result.outDir) || '.';
    console.log(`built ${result.pages.length} pages into ${out} in ${(result.ms / 1000).toFixed(2)}s`);
  } finally {
    progress.done();
    // Workers prestart.ts started for a build that did not need them (or failed first) would keep the process alive.
    await prestarted?.discard();
  }
}
