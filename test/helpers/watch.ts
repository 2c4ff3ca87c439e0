// `serve --watch` over a temp copy of a fixture docs folder, with a reader of its event stream, for watch tests.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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
