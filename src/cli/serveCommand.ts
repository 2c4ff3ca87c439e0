// `mapdocs serve [docsDir] [--port] [--host] [--base] [--watch]`: builds, then serves the output by the site's routing
// rules; with --watch, rebuilds on every save and tells open pages (see watch.ts).
import path from 'node:path';
import type { Command } from 'commander';
import { resolveConfig, type SiteConfig } from '../render/config/resolveConfig.ts';
import { checkOutputDir } from '../render/write/outputGuard.ts';
import { build } from '../render/build.ts';
import { formatDiagnostic } from '../render/errors.ts';
import { MapdocsError } from '../render/errors.ts';
import type { RunningServer } from './server.ts';
import { createProgress } from './progress.ts';
import { createWatchOutput } from './watchOutput.ts';

export interface ServeFlags {
  port?: string;
  host?: string;
  base?: string;
  out?: string;
  watch?: boolean;
  emptyOut?: boolean;
  strict?: boolean;
}

/** Builds, then serves until the process ends; returns the running server (tests close it). */
export async function serveCommand(docsDir: string, flags: ServeFlags): Promise<RunningServer> {
  const port = Number(flags.port ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new MapdocsError({ message: `--port must be a whole number from 0 to 65535, got "${flags.port}"`, stage: 'serve' });
  if (flags.watch) return serveWatched(docsDir, flags, port);
  const config = await resolveConfig(docsDir, { base: flags.base, outDir: flags.out, emptyOutDir: flags.emptyOut, strict: flags.strict });
  const progress = createProgress();
  const result = await build(config, progress.update);
  progress.done();
  for (const w of result.warnings) console.warn(`warning  ${formatDiagnostic(w)}`);
  const host = flags.host ?? '127.0.0.1';
  const { startServer } = await import('./server.ts');
  let server: RunningServer;
  try {
    server = await startServer({ outDir: config.outDir, base: config.base, pages: result.pages.map((p) => p.path), locales: Object.keys(config.locales), host, port });
  } catch (err) {
    throw listenError(err, host, port);
  }
  console.log(`built ${result.pages.length} pages in ${(result.ms / 1000).toFixed(2)}s`);
  console.log(`serving ${server.url}`);
  return server;
}

/**
 * Watch mode serves a dev build of its own (in a temp folder unless --out says otherwise, see watchOutput.ts): its pages
 * talk to the dev server, so it must never be mistaken for the site to deploy. A config that does not load yet is no
 * reason to stop: the server starts, shows the error and builds once the config is fixed.
 */
async function serveWatched(docsDir: string, flags: ServeFlags, port: number): Promise<RunningServer> {
  let defaults: SiteConfig | undefined;
  try {
    defaults = await resolveConfig(docsDir, { base: flags.base });
  } catch {
    // Reported by the first build.
  }
  // A chosen output is emptied at start: the same rules as a build's output keep it off the user's files.
  if (flags.out !== undefined)
    checkOutputDir({
      outDir: path.resolve(flags.out),
      docsDir,
      keep: defaults ? [defaults.configDir, defaults.publicDir, ...(defaults.configFile ? [defaults.configFile] : [])] : [],
      emptyOut: flags.emptyOut,
      chosenBy: '--out',
    });
  const own = flags.out === undefined ? createWatchOutput() : null;
  const outDir = own?.dir ?? path.resolve(flags.out!);
  const host = flags.host ?? '127.0.0.1';
  let session;
  try {
    // Loaded here: watch mode pulls in the whole markdown pipeline and chokidar, which `mapdocs build` must not pay for.
    const { startWatch } = await import('./watch.ts');
    session = await startWatch({ docsDir, outDir, base: flags.base, strict: flags.strict, host, port, ignore: defaults ? [defaults.outDir] : [] });
  } catch (err) {
    own?.remove();
    throw (err as NodeJS.ErrnoException).code ? listenError(err, host, port) : err;
  }
  const close = () => session.close().finally(() => own?.remove());
  // Ctrl-C: keep what the build cache learnt this session.
  process.once('SIGINT', () => void close().finally(() => process.exit(130)));
  return { ...session.server, close };
}

function listenError(err: unknown, host: string, port: number): MapdocsError {
  const code = (err as NodeJS.ErrnoException).code;
  const why = code === 'EADDRINUSE' ? `port ${port} is already in use (pick another with --port)` : code === 'EADDRNOTAVAIL' ? `cannot bind to host ${host}` : (err as Error).message;
  return new MapdocsError({ message: why, stage: 'serve', cause: err });
}

export function registerServe(program: Command, run: (p: Promise<void>) => void): void {
  program
    .command('serve')
    .description('build the docs folder and serve it locally')
    .argument('[docsDir]', 'docs folder', 'docs')
    .option('-p, --port <port>', 'port to listen on', '4173')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .option('-b, --base <path>', 'base path the site is served under')
    .option('-o, --out <dir>', 'output folder')
    .option('-w, --watch', 'rebuild on every change and update open pages')
    .option('--empty-out', 'replace the output folder even if it holds files mapdocs did not write (they are deleted)')
    .option('--strict', 'treat warnings as errors: a build with any of them fails')
    .action((docsDir: string, flags: ServeFlags) => run(serveCommand(docsDir, flags).then(() => undefined)));
}
