// Serves maplib/dist/browser at a hashed-looking sub-path, a React globals bundle, test pages and tile fixtures.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReactGlobal } from '../../../src/render/assets/demoRuntimes.ts';
import { geographicTilePng, solidPng, squareTile } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(root, 'maplib/dist/browser');
/** Folders served as they are: the ESM build and MapLibre's own ESM files (its peer dependency). */
const STATIC: Record<string, string> = {
  '/esm/': path.join(root, 'maplib/dist/esm'),
  '/node_modules/maplibre-gl/dist/': path.join(root, 'node_modules/maplibre-gl/dist'),
  // The docs site's demo data (vector tiles, the MvtStyleLayer style and sprite), at the same relative places.
  '/data/': path.join(root, 'docs/.mapdocs/public/data'),
};
/** Where the bundle is served: deep and hashed, as the docs site does, to prove it finds its files relatively. */
export const MAPLIB_PATH = '/base/assets/maplib-3f9c2a/';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.geojson': 'application/geo+json',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
  '.pbf': 'application/x-protobuf',
  '.png': 'image/png',
};

let reactBundle: Promise<string> | undefined;

/** The same React globals bundle the docs site hosts for its demos. */
function reactGlobals(): Promise<string> {
  return (reactBundle ??= bundleReactGlobal());
}

export const PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>maplib test</title>
<link rel="stylesheet" href="${MAPLIB_PATH}maplib.css">
<style>html,body{margin:0;padding:0} #map{width:800px;height:500px}</style>
<script src="/vendor/react.js"></script>
<script src="${MAPLIB_PATH}maplib.js"></script>
</head><body><div id="map"></div><div id="root"></div></body></html>`;

/** The ESM package used the way an app would: maplibre-gl resolved by an import map, MapLib imported as a module. */
export const ESM_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>maplib esm test</title>
<link rel="stylesheet" href="/esm/maplib.css">
<script type="importmap">{"imports":{"maplibre-gl":"/node_modules/maplibre-gl/dist/maplibre-gl.mjs"}}</script>
<script type="module">import * as maplib from '/esm/index.js'; window.maplibEsm = maplib;</script>
<style>html,body{margin:0} #map{width:800px;height:500px}</style>
</head><body><div id="map"></div></body></html>`;

export interface TestServer {
  origin: string;
  /** Every request path the server saw, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const requests: string[] = [];
  const red = solidPng(256, [255, 0, 0]);
  const green = solidPng(64, [0, 200, 0]);
  const tile = squareTile();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      res.end(body);
    };
    try {
      if (url.pathname === '/' || url.pathname === '/index.html') return send(200, TYPES['.html'], PAGE);
      if (url.pathname === '/esm.html') return send(200, TYPES['.html'], ESM_PAGE);
      for (const [prefix, dir] of Object.entries(STATIC)) {
        if (!url.pathname.startsWith(prefix)) continue;
        const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname.slice(prefix.length))));
        if (!file.startsWith(dir)) return send(403, 'text/plain', 'forbidden');
        return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', await fs.readFile(file));
      }
      if (url.pathname === '/vendor/react.js') return send(200, TYPES['.js'], await reactGlobals());
      if (url.pathname.startsWith('/tiles/raster/')) return send(200, 'image/png', red);
      if (url.pathname.startsWith('/tiles/vector/')) return send(200, 'application/x-protobuf', tile);
      if (url.pathname === '/image.png') return send(200, 'image/png', green);
      // Lon/lat tile caches, each with its own published tiling from (−180°, 90°): Tianditu `c` WMTS (KVP), whose
      // TILEMATRIX 1 is two 180° tiles, and an ArcGIS geographic cache (REST), whose level 0 is two 180° tiles.
      if (url.pathname === '/tiles/geo/tianditu/wmts') {
        const q = (k: string) => Number(url.searchParams.get(k));
        if (url.searchParams.get('TILEMATRIXSET') !== 'c' || !(q('TILEMATRIX') >= 1)) return send(400, 'text/plain', 'bad tile request');
        const degrees = 180 / 2 ** (q('TILEMATRIX') - 1);
        return send(200, 'image/png', geographicTilePng(-180 + q('TILECOL') * degrees, 90 - q('TILEROW') * degrees, degrees));
      }
      const arcgis = /^\/tiles\/geo\/arcgis\/tile\/(\d+)\/(\d+)\/(\d+)$/.exec(url.pathname);
      if (arcgis) {
        const [level, row, col] = arcgis.slice(1).map(Number);
        const degrees = 180 / 2 ** level;
        return send(200, 'image/png', geographicTilePng(-180 + col * degrees, 90 - row * degrees, degrees));
      }
      if (url.pathname.startsWith(MAPLIB_PATH)) {
        const file = path.join(DIST, path.normalize(decodeURIComponent(url.pathname.slice(MAPLIB_PATH.length))));
        if (!file.startsWith(DIST)) return send(403, 'text/plain', 'forbidden');
        return send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', await fs.readFile(file));
      }
      send(404, 'text/plain', 'not found');
    } catch {
      send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
