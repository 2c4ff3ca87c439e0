// Parses argv into commands; unknown flags get a helpful sentence; errors are printed in one place.
import { Command, CommanderError } from 'commander';
import { MAPDOCS_VERSION } from '../render/version.ts';
import { buildCommand } from './buildCommand.ts';
import { reportError } from './reportError.ts';
import { registerServe } from './serveCommand.ts';
import type { PrestartedWorkers } from '../render/highlight/pool.ts';

export interface MainOptions {
  /** Highlight workers bin/mapdocs.js started before argv was parsed (src/cli/prestart.ts), for `build`. */
  prestarted?: PrestartedWorkers;
}

export async function main(argv: string[], opts: MainOptions = {}): Promise<number> {
  const program = new Command('mapdocs')
    .description('Static-site generator for bilingual map-library documentation')
    .version(MAPDOCS_VERSION, '-v, --version')
    .option('--debug', 'print stack traces of errors')
    .exitOverride()
    .showHelpAfterError('(run mapdocs --help for the list of commands and flags)');

  let action: Promise<void> | undefined;
  program
    .command('build')
    .description('build the docs folder into a static site')
    .argument('[docsDir]', 'docs folder', 'docs')
    .option('-o, --out <dir>', 'output folder (default: <config dir>/dist)')
    .option('-b, --base <path>', 'base path the site is served under, e.g. /static/modules/maplib/')
    .option('--timings', 'print when each build stage finished')
    .option('--empty-out', 'replace the output folder even if it holds files mapdocs did not write (they are deleted)')
    .option('--strict', 'treat warnings as errors: the build fails on any of them')
    .option('--no-precompress', 'write no .br/.gz copies of text files beside them')
    .action((docsDir: string, flags) => {
      action = buildCommand(docsDir, flags, opts.prestarted);
    });

  try {
    registerServe(program, (p) => (action = p));
    await program.parseAsync(argv);
    if (action) await action;
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode;
    return reportError(err, program.opts().debug ?? argv.includes('--debug'));
  } finally {
    // Highlight workers started before argv was read (src/cli/prestart.ts) would keep the process alive when the
    // command line was rejected or the build never ran.
    await opts.prestarted?.discard();
  }
}
