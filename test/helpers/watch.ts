// `serve --watch` over a temp copy of a fixture docs folder, with a reader of its event stream, for watch tests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { startWatch, type WatchSession } from '../../src/cli/watch.ts';
import { EVENTS_PATH } from '../../src/cli/eventStream.ts';
import { tempDir } from './site.ts';

export interface StreamEvent {
  event: string;
  data: any;
}

export interface EventReader {
  /** The next event matching `match` (earlier ones are dropped); rejects after `timeoutMs`. */
  until(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Drops events received so far. */
  clear(): void;
  close(): void;
}

/** Reads a Server-Sent Events stream over plain HTTP. */
export function readEvents(url: string): Promise<EventReader> {
  const queue: StreamEvent[] = [];
  let wake: (() => void) | null = null;
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data !== undefined) queue.push({ event, data: JSON.parse(data) });
        }
        wake?.();
      });
      resolve({
        async until(match, timeoutMs = 15000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            while (queue.length) {
              const e = queue.shift()!;
              if (match(e)) return e;
            }
            const left = deadline - Date.now();
            if (left <= 0) throw new Error('no matching event in time');
            await new Promise<void>((r) => {
              const t = setTimeout(r, left);
              wake = () => {
                clearTimeout(t);
                r();
              };
            });
            wake = null;
          }
        },
        clear() {
          queue.length = 0;
        },
        close() {
          req.destroy();
        },
      });
    });
    req.on('error', reject);
  });
}

export interface WatchedSite {
  /** The temp docs folder being watched. */
  root: string;
  outDir: string;
  url: string;
  origin: string;
  base: string;
  session: WatchSession;
  events: EventReader;
  /** Lines the session printed. */
  lines: { line: string; level: string }[];
  write(rel: string, text: string): void;
  read(rel: string): string;
  /** GET of a site path (without base): status and body. */
  get(sitePath: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function watchCopy(fixtureDocs: string, base: string): Promise<WatchedSite> {
  const work = tempDir('mapdocs-watch-');
  const root = path.join(work, 'docs');
  // The fixture's own build cache stays behind: a session starts from an empty one.
  const skip = ['.cache', 'dist'].map((d) => path.join(fixtureDocs, '.mapdocs', d));
  fs.cpSync(fixtureDocs, root, { recursive: true, filter: (src) => !skip.some((d) => src === d || src.startsWith(d + path.sep)) });
  const outDir = path.join(work, 'served');
  const lines: WatchedSite['lines'] = [];
  const session = await startWatch({ docsDir: root, outDir, host: '127.0.0.1', port: 0, log: (line, level) => lines.push({ line, level }) });
  const origin = new URL(session.url).origin;
  const events = await readEvents(origin + base + EVENTS_PATH);
  return {
    root,
    outDir,
    url: session.url,
    origin,
    base,
    session,
    events,
    lines,
    write: (rel, text) => fs.writeFileSync(path.join(root, rel), text),
    read: (rel) => fs.readFileSync(path.join(root, rel), 'utf8'),
    async get(sitePath) {
      const res = await fetch(origin + base + sitePath.replace(/^\//, ''), { redirect: 'manual' });
      return { status: res.status, body: await res.text() };
    },
    async close() {
      events.close();
      await session.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` passes (a rename arrives as two file events, possibly two rebuilds). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface WatchProcess {
  /** The served site's root URL (under its base). */
  url: string;
  /** Lines the process printed so far, stdout and stderr together. */
  lines: string[];
  /** The first printed line matching `re`; rejects after `timeoutMs`. */
  line(re: RegExp, timeoutMs?: number): Promise<string>;
  /** GET of a site path (without base), given up after `timeoutMs`: a server that stopped answering fails the test. */
  get(sitePath: string, timeoutMs?: number): Promise<{ status: number; body: string }>;
  /** Stops the process (SIGTERM, then SIGKILL if it has not gone within a few seconds). */
  close(): Promise<void>;
}

/**
 * `mapdocs serve <docs> --watch` in a child process, for what would stop the test process itself (a read that blocks
 * the server's thread), or what must run as another user (`uid`/`gid`: root is not denied by file modes).
 */
export async function watchProcess(docs: string, opts: { uid?: number; gid?: number } = {}): Promise<WatchProcess> {
  const bin = path.resolve('bin/mapdocs.js');
  const child = spawn(process.execPath, [bin, 'serve', docs, '--watch', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], uid: opts.uid, gid: opts.gid });
  const lines: string[] = [];
  let wake = () => {};
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
      wake();
    });
  }
  const exited = new Promise<void>((done) => child.on('exit', () => (wake(), done())));
  const line = async (re: RegExp, timeoutMs = 30000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = lines.find((l) => re.test(l));
      if (found) return found;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the process ended before printing ${re}:\n${lines.join('\n')}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no line ${re} in ${timeoutMs} ms:\n${lines.join('\n')}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        wake = () => (clearTimeout(t), r());
      });
    }
  };
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const url = /serving (http:\/\/\S+)/.exec(await line(/^serving http/))![1];
    await line(/^watching /);
    return {
      url,
      lines,
      line,
      async get(sitePath, timeoutMs = 10000) {
        const res = await fetch(url + sitePath.replace(/^\//, ''), { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        return { status: res.status, body: await res.text() };
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
