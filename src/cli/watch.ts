// `serve --watch`: builds, serves and watches the docs folder (pages, config, public files) and the theme. One rebuild
// at a time; changes made meanwhile are queued and coalesced into the next. Browsers hear of each result over the
// event stream; the terminal gets one line per rebuild, or the errors of a failed one (the server keeps serving the
// last good build, and a failed rebuild's files are tried again with the next save). A deleted docs folder, or one
// whose modes deny reading it, keeps the last good build served until it is back; a served folder deleted from
// outside is written again; folders reached through symlinks are not watched (pages are never found in them, and a
// link back up would be walked forever).
import fs from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { createSiteBuilder, DEV_UNHASHED, THEME_DIR, type RebuildResult } from '../render/dev/siteBuilder.ts';
import { ContentErrors, MapdocsError, formatDiagnostic } from '../render/errors.ts';
import { withBase, normalizeBase } from '../shared/pagePath.ts';
import { describeFsError } from '../render/fileProblem.ts';
import { writeFileAtomic } from '../render/write/writeFileAtomic.ts';
import { startServer, type RunningServer } from './server.ts';
import { createEventStream, EVENTS_PATH } from './eventStream.ts';

export interface WatchOptions {
  docsDir: string;
  /** The folder served and written in place. */
  outDir: string;
  base?: string;
  /** `--strict`: warnings fail a rebuild as errors do. */
  strict?: boolean;
  host: string;
  port: number;
  /** Paths never watched, besides the output: e.g. the production output folder, which `mapdocs build` rewrites. */
  ignore?: string[];
  /** Where the terminal lines go. */
  log?: (line: string, level: 'info' | 'warn' | 'error') => void;
  /** Quiet time after a change before rebuilding, so one save's several file events make one rebuild. Default 10 ms. */
  settleMs?: number;
}

export interface WatchSession {
  url: string;
  server: RunningServer;
  /** Resolves once no rebuild is running or waiting. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** A problem as the browser overlay shows it. */
export interface Problem {
  file?: string;
  line?: number;
  message: string;
}

type FileEvent = 'add' | 'change' | 'unlink';

/** How long the search index waits after an update event: browsers fetch the manifest and a chunk meanwhile. */
const AFTERWARDS_DELAY_MS = 100;
/** How often the docs and served folders are looked for (what no file event reports: see checkFolders). */
const FOLDER_CHECK_MS = 250;
/** Quiet time after the docs folder reappears, for the copy or checkout that recreates it to get its files in. */
const DOCS_BACK_SETTLE_MS = 200;

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);
const CONFIG_DIRS = new Set(['.mapdocs', '.vuepress']);

/** Why the docs folder cannot be watched and built now: gone, or there but denied (`chmod 000`). */
type DocsAway = { missing: true } | { missing: false; why: string };

/**
 * Undefined while the docs folder can be listed and entered; otherwise why not. Both kinds are waited out the same
 * way, serving the last good build.
 */
function docsFolderAway(root: string): DocsAway | undefined {
  try {
    fs.accessSync(root, fs.constants.R_OK | fs.constants.X_OK);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true } : { missing: false, why: describeFsError(err) };
  }
}

/** A folder reached through a symlink (discoverPages never enters one either), or a link that resolves to nothing. */
function isLinkedFolder(file: string): boolean {
  try {
    if (!fs.lstatSync(file).isSymbolicLink()) return false;
  } catch {
    return false;
  }
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return true; // a loop of links (ELOOP) or a dangling one: nothing to watch
  }
}

export async function startWatch(opts: WatchOptions): Promise<WatchSession> {
  const log = opts.log ?? ((line, level) => (level === 'info' ? console.log(line) : console.error(line)));
  const root = path.resolve(opts.docsDir);
  const outDir = path.resolve(opts.outDir);
  const ignore = (opts.ignore ?? []).map((p) => path.resolve(p));
  const builder = createSiteBuilder({ docsDir: root, outDir, base: opts.base, strict: opts.strict, eventsPath: EVENTS_PATH });
  const events = createEventStream();

  let first: RebuildResult | null = null;
  let firstError: unknown = null;
  try {
    first = await builder.rebuild();
  } catch (err) {
    firstError = err;
  }
  const base = first?.config.base ?? normalizeBase(opts.base);
  const server = await startServer({
    outDir,
    base,
    pages: first?.pages ?? [],
    locales: first ? Object.keys(first.config.locales) : ['/'],
    host: opts.host,
    port: opts.port,
    events,
    unhashed: DEV_UNHASHED,
    log,
  });
  if (first) {
    for (const w of first.warnings) log(`warning  ${formatDiagnostic(w)}`, 'warn');
    log(`built ${first.pages.length} pages in ${Math.round(first.ms)} ms`, 'info');
  } else {
    reportFailure(firstError);
    writeWaitingPage(firstError);
  }
  log(`serving ${server.url}`, 'info');

  // Dot-folders hold no pages, except the config folder; output and cache folders are ours.
  const ignored = (file: string) => {
    if (inside(outDir, file) || ignore.some((p) => file.startsWith(p))) return true;
    const config = builder.config;
    if (config && inside(config.cacheDir, file)) return true;
    const name = path.basename(file);
    if (name === 'node_modules' || name === '.git') return true;
    if (!inside(root, file) || file === root) return false;
    const segments = path.relative(root, file).split(path.sep);
    if (segments.some((s, i) => s.startsWith('.') && !(i === 0 && CONFIG_DIRS.has(s)))) return true;
    return isLinkedFolder(file);
  };
  const watcher = watch([root, THEME_DIR, ...builder.outsideFiles()], { ignoreInitial: true, ignored });
  // Before the first look: chokidar reports what it cannot read (a link it cannot resolve) while it looks.
  watcher.on('error', (err) => log(`watch error: ${(err as Error).message}`, 'error'));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  // Said once the watcher has its first look: a save before that would not be noticed as a change.
  log(`watching ${displayPath(root)} and the theme for changes`, 'info');

  let pending = new Map<string, FileEvent>();
  /** Files of a failed rebuild: part of every rebuild until one succeeds. */
  let failed: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let closed = false;
  let waiters: (() => void)[] = [];
  /** The docs folder is gone or cannot be read: nothing rebuilds, the last good build is served, until it is back. */
  let docsAway: DocsAway | undefined;
  /** Why a full rebuild is owed (the docs folder came back, the served folder was deleted), until one succeeds. */
  let fullDue: string | null = null;

  // chokidar drops a file's change events that follow the previous one within 50 ms (a format-on-save, an editor that
  // writes twice): a look at the file shortly after each event catches a change it did not report.
  const stamps = new Map<string, string>();
  const rechecks = new Map<string, ReturnType<typeof setTimeout>>();
  const stampOf = (file: string) => {
    try {
      const stat = fs.statSync(file);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return 'gone';
    }
  };
  const recheck = (file: string) => {
    clearTimeout(rechecks.get(file));
    rechecks.set(
      file,
      setTimeout(() => {
        rechecks.delete(file);
        if (!closed && stampOf(file) !== stamps.get(file)) onFile('change')(file);
      }, 80),
    );
  };

  const schedule = (settleMs = opts.settleMs ?? 10) => {
    if (running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, settleMs);
  };

  const onFile = (event: FileEvent) => (file: string) => {
    file = path.resolve(file);
    // The docs folder's files leaving with it (or hidden by its modes) are not pages removed: the site stays as it was.
    if (docsAway && inside(root, file)) return;
    stamps.set(file, stampOf(file));
    recheck(file);
    const before = pending.get(file);
    // unlink then add is an editor's atomic save; add then unlink, a file that came and went.
    if (before === 'add' && event === 'unlink') pending.delete(file);
    else pending.set(file, before === 'unlink' && event === 'add' ? 'change' : before === 'add' ? 'add' : event);
    schedule();
  };
  watcher.on('add', onFile('add')).on('change', onFile('change')).on('unlink', onFile('unlink')).on('unlinkDir', onFile('unlink'));

  // What no file event reports: chokidar stops watching a deleted docs folder and never sees it come back, and the
  // served folder is not watched at all.
  const docsGone = (away: DocsAway) => {
    docsAway = away;
    for (const file of [...pending.keys()]) if (inside(root, file)) pending.delete(file);
    failed = [];
    const serving = builder.config ? 'still serving the last good build; it rebuilds' : 'it builds';
    if (away.missing) log(`docs folder ${displayPath(root)} is missing: ${serving} once the folder is back`, 'warn');
    else log(`docs folder ${displayPath(root)} cannot be read, ${away.why}: ${serving} once it can be read again`, 'warn');
  };
  const checkFolders = () => {
    if (closed) return;
    const away = docsFolderAway(root);
    if (away && !docsAway) docsGone(away);
    else if (!away && docsAway) {
      log(`docs folder ${displayPath(root)} ${docsAway.missing ? 'is back' : 'can be read again'}: rebuilding`, 'info');
      docsAway = undefined;
      watcher.unwatch(root);
      watcher.add(root);
      fullDue = 'docs folder back';
      schedule(DOCS_BACK_SETTLE_MS);
    } else if (!away && !running && !fullDue && builder.outputLost()) {
      log(`the served folder ${displayPath(outDir)} was deleted: writing it again`, 'warn');
      fullDue = 'served folder deleted';
      schedule();
    }
  };
  const folderCheck = setInterval(checkFolders, FOLDER_CHECK_MS);
  folderCheck.unref();

  async function run(): Promise<void> {
    timer = null;
    if (running || closed) return;
    running = true;
    try {
      while ((pending.size || fullDue) && !closed) {
        // The folder went (or its modes now deny it) before its file events arrived: those deletions are not
        // rebuilt, the site stays.
        const away = docsFolderAway(root);
        if (away) {
          if (!docsAway) docsGone(away);
          break;
        }
        const batch = pending;
        pending = new Map();
        const files = [...new Set([...failed, ...batch.keys()])];
        const label = batch.size ? describe(batch) : (fullDue ?? 'retried');
        try {
          const result = await builder.rebuild(files, { full: fullDue !== null });
          failed = [];
          fullDue = null;
          announce(result, label);
          // The search index waits until browsers have fetched what changed (they ask at once), and for the next
          // rebuild when one is already due.
          if (result.afterwards) {
            await new Promise((resolve) => setTimeout(resolve, AFTERWARDS_DELAY_MS));
            if (!pending.size && !closed) await result.afterwards();
          }
        } catch (err) {
          failed = files;
          log(`${label} → failed`, 'error');
          reportFailure(err);
          // A full rebuild still owed is tried again with the next save, not at once.
          if (!pending.size) break;
        }
      }
    } finally {
      running = false;
      if (!pending.size) {
        const done = waiters;
        waiters = [];
        done.forEach((w) => w());
      }
    }
  }

  function announce(result: RebuildResult, label: string): void {
    for (const w of result.warnings) log(`warning  ${formatDiagnostic(w)}`, 'warn');
    if (result.full && result.config.base !== base) log(`base is now ${result.config.base}: restart to serve under it`, 'warn');
    if (result.routesChanged) server.setSite({ pages: result.pages, locales: Object.keys(result.config.locales), base: result.config.base });
    for (const file of builder.outsideFiles()) watcher.add(file);
    const reload = result.full || result.assetsChanged;
    const n = result.changedPages.length;
    const what = result.full ? `all ${result.pages.length} pages` : n === 1 ? '1 page' : `${n} pages`;
    log(`${label} → ${what}${result.assetsChanged && !result.full ? ', public files' : ''} in ${Math.round(result.ms)} ms`, 'info');
    events.send('update', {
      reload,
      changed: result.changedPages.map((p) => p.key),
      removed: result.removedPages.map((p) => p.key),
      routes: result.routesChanged,
    });
  }

  function reportFailure(err: unknown): void {
    const problems = problemsOf(err);
    for (const p of problems) log(`error  ${p.file ? (p.line ? `${p.file}:${p.line}  ` : `${p.file}  `) : ''}${p.message}`, 'error');
    if (!(err instanceof ContentErrors) && !(err instanceof MapdocsError) && err instanceof Error && err.stack) log(err.stack, 'error');
    log(`rebuild failed: ${problems.length} error${problems.length === 1 ? '' : 's'}; still serving the last good build — save a fix to retry`, 'error');
    events.send('failure', { errors: problems }, true);
  }

  /** Before any build succeeded there is no site: every URL answers with this page until one does. */
  function writeWaitingPage(err: unknown): void {
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const items = problemsOf(err)
      .map((p) => `<li><b>${esc(p.file ? (p.line ? `${p.file}:${p.line}` : p.file) : '')}</b> ${esc(p.message)}</li>`)
      .join('');
    fs.mkdirSync(outDir, { recursive: true });
    writeFileAtomic(
      path.join(outDir, '404.html'),
      `<!DOCTYPE html><meta charset="utf-8"><title>Build failed</title><h1>Build failed</h1><ul>${items}</ul><p>Save a fix; this page reloads.</p>` +
        `<script>new EventSource(${JSON.stringify(withBase(base, EVENTS_PATH))}).addEventListener('update', () => location.reload())</script>`,
    );
  }

  function describe(batch: Map<string, FileEvent>): string {
    const name = (file: string) => (inside(root, file) ? path.relative(root, file).split(path.sep).join('/') : displayPath(file));
    const groups: Record<FileEvent, string[]> = { change: [], add: [], unlink: [] };
    for (const [file, event] of batch) groups[event].push(name(file));
    const list = (files: string[]) => (files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', '));
    const parts = [
      groups.change.length ? `updated ${list(groups.change)}` : '',
      groups.add.length ? `added ${list(groups.add)}` : '',
      groups.unlink.length ? `removed ${list(groups.unlink)}` : '',
    ].filter(Boolean);
    return parts.join('; ') || 'retried';
  }

  return {
    url: server.url,
    server,
    idle() {
      if (!running && !timer && !pending.size) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      clearInterval(folderCheck);
      if (timer) clearTimeout(timer);
      rechecks.forEach((t) => clearTimeout(t));
      await watcher.close();
      await server.close();
      builder.close();
      waiters.forEach((w) => w());
    },
  };
}

export function problemsOf(err: unknown): Problem[] {
  if (err instanceof ContentErrors) return err.diagnostics.map((d) => ({ file: d.file, line: d.line, message: d.message }));
  if (err instanceof MapdocsError) return [{ file: err.file && displayPath(err.file), line: err.line, message: err.message }];
  return [{ message: (err as Error)?.message ?? String(err) }];
}

function displayPath(file: string): string {
  return path.isAbsolute(file) ? path.relative(process.cwd(), file) || '.' : file;
}
