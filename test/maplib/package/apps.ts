// Fresh apps that install MapLib's packed tarball the way a user's would, built with real bundlers: the packing, the
// bundlers (installed once into a cache folder outside the repository's tree of sources), each app's folder, and a
// static server for its build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { transformSync } from 'esbuild';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const PACKAGE_NAME = JSON.parse(fs.readFileSync(path.join(ROOT, 'maplib/package.json'), 'utf8')).name as string;
const FIXTURES = path.join(import.meta.dirname, 'apps');

/**
 * The bundlers, pinned. They are no dependency of mapdocs: the first run installs them from the npm registry into
 * node_modules/.cache/maplib-apps (one `npm install`), later runs reuse them.
 */
export const TOOLING: Record<string, string> = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  '@vitejs/plugin-vue': '6.0.11',
  webpack: '5.113.0',
  'webpack-cli': '7.3.1',
};
const TOOLING_DIR = path.join(ROOT, 'node_modules/.cache/maplib-apps');

/** From the repository's own install: the peers an app brings (one copy each) and TypeScript. */
const FROM_ROOT = ['react', 'react-dom', 'scheduler', 'vue', 'maplibre-gl', '@types/react', '@types/react-dom', 'typescript'];

function run(command: string, args: string[], cwd: string): string {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

const installedVersion = (name: string) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(TOOLING_DIR, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

/** The bundlers' node_modules folder, installed when a pinned version is missing. */
export function ensureTooling(): string {
  const missing = Object.entries(TOOLING).filter(([name, v]) => installedVersion(name) !== v);
  if (missing.length) {
    fs.mkdirSync(TOOLING_DIR, { recursive: true });
    if (!fs.existsSync(path.join(TOOLING_DIR, 'package.json'))) fs.writeFileSync(path.join(TOOLING_DIR, 'package.json'), '{ "private": true }\n');
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...Object.entries(TOOLING).map(([n, v]) => `${n}@${v}`)], TOOLING_DIR);
  }
  return path.join(TOOLING_DIR, 'node_modules');
}

export interface Packed {
  tarball: string;
  /** Bytes of the .tgz and of its files unpacked, as npm reports them. */
  packed: number;
  unpacked: number;
}

/** `npm pack` of maplib/ (its dist/ must be built) into `dir`. */
export function packMaplib(dir: string): Packed {
  const [info] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir], path.join(ROOT, 'maplib')));
  return { tarball: path.join(dir, info.filename), packed: info.size, unpacked: info.unpackedSize };
}

/**
 * Copies the fixture app `name` into `dir` and installs into its node_modules: the tarball, unpacked where npm puts a
 * dependency-free package; the peers and TypeScript linked from the repository's install; the bundlers linked from
 * the cache.
 */
export function makeApp(name: string, dir: string, tarball: string, tooling: string): string {
  const app = path.join(dir, name);
  fs.cpSync(path.join(FIXTURES, name), app, { recursive: true });
  writeScene(app);
  const modules = path.join(app, 'node_modules');
  const own = path.join(modules, PACKAGE_NAME);
  fs.mkdirSync(own, { recursive: true });
  run('tar', ['-xzf', tarball, '--strip-components=1', '-C', own], app);
  const link = (from: string, pkg: string) => {
    const to = path.join(modules, pkg);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.symlinkSync(path.join(from, pkg), to, 'dir');
  };
  for (const pkg of FROM_ROOT) link(path.join(ROOT, 'node_modules'), pkg);
  for (const pkg of Object.keys(TOOLING)) link(tooling, pkg);
  return app;
}

/** The shared scene (apps/scene.ts) into the app: `scene.ts` beside a TypeScript entry, else `scene.js`. */
function writeScene(app: string): void {
  const src = fs.existsSync(path.join(app, 'src')) ? path.join(app, 'src') : app;
  const ts = fs.readFileSync(path.join(FIXTURES, 'scene.ts'), 'utf8');
  const typed = fs.readdirSync(src).some((f) => /\.(tsx?|vue)$/.test(f));
  if (typed) fs.writeFileSync(path.join(src, 'scene.ts'), ts);
  else fs.writeFileSync(path.join(src, 'scene.js'), transformSync(ts, { loader: 'ts' }).code);
}

/** Runs a tool of the app's node_modules (`vite/bin/vite.js`, `typescript/bin/tsc`) in the app's folder. */
export function runTool(app: string, bin: string, args: string[]): string {
  return run(process.execPath, [path.join(app, 'node_modules', bin), ...args], app);
}

/** Bytes of the scripts the built index.html loads (the entry chunk a page downloads first), gzipped (level 9). */
export function entryJsGzipSize(dir: string): number {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => path.join(dir, m[1].replace(/^\.?\//, '')));
  return scripts.reduce((sum, file) => sum + gzipSync(fs.readFileSync(file), { level: 9 }).length, 0);
}

/** Bytes of every .js file under `dir`, gzipped (level 9) one by one and added up. */
export function jsGzipSize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(m?js)$/.test(entry.name)) total += gzipSync(fs.readFileSync(path.join(entry.parentPath, entry.name)), { level: 9 }).length;
  }
  return total;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.geojson': 'application/geo+json',
};

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/** Serves a built app's folder as a static host does (index.html for a folder, 404 otherwise), on 127.0.0.1. */
export async function serveFolder(dir: string): Promise<Served> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
