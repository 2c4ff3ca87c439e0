// Static server for a built site with the seed's routing rules: redirects to canonical URLs, 404 status, base path.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createRouteTable, decodePath, resolveRoute, stripBase, type RouteTable } from '../shared/resolveRoute.ts';
import { localeOf, outputFileFor, withBase } from '../shared/pagePath.ts';
import { EVENTS_PATH, type EventStream } from './eventStream.ts';

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
  const assets = sirv(opts.outDir, {
    dev: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      // Hashed assets never change; HTML always revalidates.
      const hashed = pathname.startsWith('/assets/') && !opts.unhashed?.(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Demos opened in JSFiddle or CodePen load the hosted runtimes, MapLib's worker and its data from this site.
      if (pathname.startsWith('/assets/')) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  // A copy whose base and locales a config change may replace.
  const site = { ...opts };
  const handler = createHandler(site, () => routes, assets);
  const events = opts.events;
  const server = http.createServer((req, res) => {
    if (events && req.url?.split('?')[0] === withBase(site.base, EVENTS_PATH)) return events.open(req, res);
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address() as import('node:net').AddressInfo;
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

type Next = () => void;

export function createHandler(opts: Pick<ServerOptions, 'outDir' | 'base' | 'locales'>, getRoutes: () => RouteTable, assets: (req: http.IncomingMessage, res: http.ServerResponse, next: Next) => void) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const base = opts.base;
    // Parse against a fixed origin: `//host/x` stays a path here and can never become another host's redirect.
    const url = new URL((req.url ?? '/').replace(/^\/+/, '/'), 'http://localhost');
    const query = url.search;
    const sitePath = stripBase(url.pathname, base);
    if (sitePath === null) return sendNotFound(res, opts, '/');
    const baseIsExact = url.pathname.startsWith(base) || url.pathname === base.replace(/\/$/, '');
    const match = resolveRoute(sitePath, getRoutes());
    if (match.kind === 'page') {
      const canonical = encodeURI(withBase(base, match.path));
      if (match.redirect || !baseIsExact || url.pathname === base.replace(/\/$/, '')) return redirect(res, canonical + query);
      req.url = '/' + encodeURI(outputFileFor(match.path)) + query;
      return assets(req, res, () => sendNotFound(res, opts, match.path));
    }
    // Not a page: a static file (asset, public file) under its exact name, else the not-found page.
    // sirv already refuses to leave outDir; hidden files and `..` segments (even encoded) are refused here as well.
    if (!baseIsExact || /(^|\/)\./.test(decodePath(sitePath)) || sitePath.includes('\0')) return sendNotFound(res, opts, sitePath);
    req.url = sitePath + query;
    assets(req, res, () => sendNotFound(res, opts, sitePath));
  };
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': 'no-cache' });
  res.end();
}

function sendNotFound(res: http.ServerResponse, opts: Pick<ServerOptions, 'outDir' | 'locales'>, sitePath: string): void {
  const locale = localeOf(sitePath, opts.locales);
  const candidates = [path.join(opts.outDir, locale.slice(1), '404.html'), path.join(opts.outDir, '404.html')];
  const file = candidates.find((f) => fs.existsSync(f));
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(file ? fs.readFileSync(file) : 'Not found');
}
