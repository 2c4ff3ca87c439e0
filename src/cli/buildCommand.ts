// `mapdocs build [docsDir] [--out dir] [--base path] [--no-precompress]`
import path from 'node:path';
import { resolveConfig } from '../render/config/resolveConfig.ts';
import { build } from '../render/build.ts';
import { formatDiagnostic, warningSummary } from '../render/errors.ts';
import { createProgress } from './progress.ts';
import type { PrestartedWorkers } from '../render/highlight/pool.ts';
import { removeScratch } from '../render/write/scratch.ts';
import { heapGrowthForSite } from './heapGrowth.ts';

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
  let committed = false;
  const stop = onStopSignal((signal) => {
    progress.done();
    const left = removeScratch();
    const output = committed ? 'the new output was already in place' : 'the previous output was left as it was';
    console.error(`build stopped by ${signal}: ${output}${left.length ? `; could not remove ${left.join(', ')}` : ''}`);
  });
  try {
    const config = await resolveConfig(docsDir, { outDir: flags.out, base: flags.base, emptyOutDir: flags.emptyOut, strict: flags.strict, precompress: flags.precompress === false ? false : undefined });
    const result = await build(
      config,
      (stage, done, total) => {
        if (stage === 'commit') committed = true;
        if (stage === 'read' && done === total) heapGrowthForSite(total);
        progress.update(stage, done, total);
      },
      { prestarted, onWait: (message) => console.error(message) },
    );
    progress.done();
    for (const w of result.warnings) console.warn(`warning  ${formatDiagnostic(w)}`);
    const summary = warningSummary(result.warnings);
    if (summary) console.warn(summary);
    const out = path.relative(process.cwd(), result.outDir) || '.';
    console.log(`built ${result.pages.length} pages into ${out} in ${(result.ms / 1000).toFixed(2)}s`);
  } finally {
    stop();
    progress.done();
    // Workers prestart.ts started for a build that did not need them (or failed first) would keep the process alive.
    await prestarted?.discard();
  }
}

/**
 * Until the function returned is called, SIGINT (Ctrl-C) and SIGTERM end the process through `report`, with the
 * shell's code for death by that signal (128 + its number): Node's default exit runs no `finally`, so the build's
 * scratch folders would stay behind (src/render/write/scratch.ts).
 */
function onStopSignal(report: (signal: NodeJS.Signals) => void): () => void {
  const codes: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };
  const handler = (signal: NodeJS.Signals) => {
    report(signal);
    process.exit(codes[signal] ?? 1);
  };
  for (const signal of Object.keys(codes)) process.on(signal, handler);
  return () => {
    for (const signal of Object.keys(codes)) process.off(signal, handler);
  };
}
