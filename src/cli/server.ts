// Static server for a built site with the site's routing rules (src/shared/resolveRoute.ts): redirects to canonical
// URLs, 404 status, base path.
// Files are sent by sendFile.ts; every request first passes requestGuard.ts (405 for other methods, 500 for a failure).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createRouteTable, decodePath, resolveUrl, stripBase, type RouteTable } from '../shared/resolveRoute.ts';
import { encodeUrlPath, localeOf, outputFileFor, withBase } from '../shared/pagePath.ts';
import { EVENTS_PATH, type EventStream } from './eventStream.ts';
import { guardRequests } from './requestGuard.ts';
import { sendFile } from './sendFile.ts';

export interface ServerOptions {
  outDir: string;
  base: string;
  pages: string[];
  locales: string[];
  host: string;
  port: number;
  /** `serve --watch`: the stream browsers listen on for rebuilds, served at `<base>__mapdocs/events`. */
  events?: EventStream;
  /** Files under assets/ without a content hash (a dev build's manifest and search indexes): revalidated. */
  unhashed?: (pathname: string) => boolean;
  /** Where warnings (a host the network can reach) and failed requests go; the console by default. */
  log?: (line: string, level: 'warn' | 'error') => void;
}

export interface RunningServer {
  url: string;
  server: http.Server;
  /** Swaps in new routes after a rebuild. */
  setPages(pages: string[]): void;
  /** After a config change: new routes, locales and base. */
  setSite(site: { pages: string[]; locales: string[]; base: string }): void;
  close(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  let routes: RouteTable = createRouteTable(opts.pages);
  const log = opts.log ?? ((line, level) => (level === 'warn' ? console.warn(line) : console.error(line)));
  // A copy whose base and locales a config change may replace.
  const site = { ...opts };
  const handler = createHandler(site, () => routes);
  const events = opts.events;
  const guarded = guardRequests((req, res) => {
    if (events && req.url?.split('?')[0] === withBase(site.base, EVENTS_PATH)) return events.open(req, res);
    return handler(req, res);
  }, (line) => log(line, 'error'));
  const server = http.createServer(guarded);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  const warning = exposureWarning(opts.host, address.address);
  if (warning) log(warning, 'warn');
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${address.port}${opts.base}`,
    server,
    setPages(pages) {
      routes = createRouteTable(pages);
    },
    setSite({ pages, locales, base }) {
      routes = createRouteTable(pages);
      Object.assign(site, { locales, base });
    },
    close: () =>
      new Promise((resolve) => {
        // Open event streams would keep the server from closing.
        events?.close();
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** The warning for a server other machines can reach (bound to a non-loopback address), or null. */
function exposureWarning(host: string, bound: string): string | null {
  const loopback = bound === '::1' || /^(::ffff:)?127\./.test(bound);
  if (loopback) return null;
  const where = bound === '0.0.0.0' || bound === '::' ? 'every network interface' : bound;
  return `warning  --host ${host} serves the site on ${where}: anyone on the network can reach it (--host 127.0.0.1 keeps it on this machine)`;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export function createHandler(opts: Pick<ServerOptions, 'outDir' | 'base' | 'locales' | 'unhashed'>, getRoutes: () => RouteTable): Handler {
  return (req, res) => {
    const base = opts.base;
    // Parse against a fixed origin: `//host/x` stays a path here and can never become another host's redirect.
    const url = new URL((req.url ?? '/').replace(/^\/+/, '/'), 'http://localhost');
    const sitePath = stripBase(url.pathname, base);
    if (sitePath === null) return sendNotFound(req, res, opts, '/');
    const baseIsExact = url.pathname.startsWith(base) || url.pathname === base.replace(/\/$/, '');
    // A page file named with `?` asked for unencoded arrives with part of its name in the query.
    const { match, search } = resolveUrl(sitePath, url.search, '', getRoutes());
    if (match.kind === 'page') {
      const canonical = encodeUrlPath(withBase(base, match.path));
      if (match.redirect || !baseIsExact || url.pathname === base.replace(/\/$/, '')) return redirect(res, canonical + search);
      const file = outputFileFor(match.path);
      if (!sendFile(req, res, path.join(opts.outDir, file), headersFor(opts, file))) sendNotFound(req, res, opts, match.path);
      return;
    }
    // Not a page: a static file (asset, public file) under its exact name, else the not-found page.
    const file = baseIsExact ? staticFile(sitePath) : null;
    if (file === null) return sendNotFound(req, res, opts, sitePath);
    for (const candidate of [file, `${file.replace(/\/$/, '')}/index.html`])
      if (sendFile(req, res, path.join(opts.outDir, candidate), headersFor(opts, candidate))) return;
    sendNotFound(req, res, opts, sitePath);
  };
}

/**
 * The output-relative file a static URL path names, decoded as static hosts decode it (`%26` is `&`, `%23` is `#`),
 * or null for a path no file may answer: a malformed escape, a NUL, a backslash, a slash hidden in an escape, or a
 * segment starting with a dot (hidden files, and `..` in any spelling, so no path leaves the output folder).
 */
function staticFile(sitePath: string): string | null {
  const segments: string[] = [];
  for (const raw of sitePath.split('/').filter(Boolean)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.startsWith('.') || /[\/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.join('/') + (sitePath.endsWith('/') && segments.length ? '/' : '');
}

function headersFor(opts: Pick<ServerOptions, 'unhashed'>, file: string): Record<string, string> {
  const pathname = '/' + file;
  // Hashed assets never change; HTML always revalidates.
  const hashed = pathname.startsWith('/assets/') && !opts.unhashed?.(pathname);
  return {
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    // Demos opened in JSFiddle or CodePen load the hosted runtimes, MapLib's worker and the site's data (public files
    // such as data/*.geojson) from this site: every file but the pages may be read from another origin.
    ...(pathname.endsWith('.html') ? {} : { 'Access-Control-Allow-Origin': '*' }),
  };
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': 'no-cache' });
  res.end();
}

function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, opts: Pick<ServerOptions, 'outDir' | 'locales'>, sitePath: string): void {
  const locale = localeOf(decodePath(sitePath), opts.locales);
  const candidates = [path.join(opts.outDir, locale.slice(1), '404.html'), path.join(opts.outDir, '404.html')];
  let body: Buffer | string = 'Not found';
  for (const file of candidates) {
    try {
      body = fs.readFileSync(file);
      break;
    } catch {
      // No such not-found page (a failed first watch build writes only the root one).
    }
  }
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
