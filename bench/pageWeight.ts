// Page weight: gzip bytes of the HTML, CSS and JavaScript a page loads (entry scripts and their static imports),
// for a page without demos and, for information, what a page with demos loads lazily.
//
//   node --import tsx bench/pageWeight.ts                  builds docs/ into a temp folder and measures it
//   node --import tsx bench/pageWeight.ts <builtDir> [page.html …]   measures pages of any built site (VitePress too)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

process.env.NODE_ENV ??= 'production';
const { resolveConfig } = await import('../src/render/config/resolveConfig.ts');
const { build } = await import('../src/render/build.ts');

const gz = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Maps a URL of the page (absolute path under the site's base, or relative) to a file of the built site. */
function fileFor(url: string, pageFile: string, root: string, base: string): string | null {
  if (/^([a-z]+:)?\/\//i.test(url)) return null;
  const clean = url.split(/[?#]/)[0];
  const rel = clean.startsWith('/') ? clean.slice(clean.startsWith(base) ? base.length : 1) : path.relative(root, path.resolve(path.dirname(pageFile), clean));
  const file = path.join(root, decodeURI(rel));
  return fs.existsSync(file) ? file : null;
}

/** Static imports (`import … from`, `import "…"`, `export … from`) of an ES module, resolved to files. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) {
    const target = path.resolve(path.dirname(file), m[1]);
    if (fs.existsSync(target)) out.push(target);
  }
  return out;
}

/** Lazily imported modules (`import("…")`) of the given files, resolved. */
function dynamicImports(files: string[]): string[] {
  const out = new Set<string>();
  for (const file of files)
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)) {
      const target = path.resolve(path.dirname(file), m[1]);
      if (fs.existsSync(target)) out.add(target);
    }
  return [...out];
}

interface Weight {
  html: number;
  css: number;
  js: number;
  jsFiles: string[];
  cssFiles: string[];
}

function pageWeight(root: string, pageFile: string): Weight {
  const html = fs.readFileSync(pageFile, 'utf8');
  const base = /"base":"([^"]+)"/.exec(html)?.[1] ?? '/';
  const urls = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  const scripts = urls(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g);
  const preloads = urls(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g);
  const styles = urls(/<link[^>]*\brel="[^"]*\bstylesheet\b[^"]*"[^>]*\bhref="([^"]+)"/g);
  const js = new Set<string>();
  const visit = (file: string | null) => {
    if (!file || js.has(file)) return;
    js.add(file);
    staticImports(file).forEach(visit);
  };
  [...scripts, ...preloads].forEach((u) => visit(fileFor(u, pageFile, root, base)));
  const cssFiles = styles.map((u) => fileFor(u, pageFile, root, base)).filter((f): f is string => f !== null);
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(fs.readFileSync(f)), 0);
  return { html: gz(html), css: sum(cssFiles), js: sum(js), jsFiles: [...js], cssFiles };
}

function report(root: string, pageFile: string, label: string) {
  const w = pageWeight(root, pageFile);
  const rel = (f: string) => path.relative(root, f);
  console.log(`\n${label}: ${rel(pageFile)}`);
  console.log(`  HTML ${kb(w.html)}   CSS ${kb(w.css)} (${w.cssFiles.map(rel).join(', ')})`);
  console.log(`  JS   ${kb(w.js)} (${w.jsFiles.map((f) => `${rel(f)} ${kb(gz(fs.readFileSync(f)))}`).join(', ')})`);
  console.log(`  html+js+css ${kb(w.html + w.css + w.js)}`);
  // A mapdocs page's router also fetches the route manifest when it starts.
  const routes = /"routes":"([^"]+)"/.exec(fs.readFileSync(pageFile, 'utf8'))?.[1];
  const manifest = routes ? fileFor(routes, pageFile, root, /"base":"([^"]+)"/.exec(fs.readFileSync(pageFile, 'utf8'))?.[1] ?? '/') : null;
  if (manifest) console.log(`  + route manifest fetched at start-up ${kb(gz(fs.readFileSync(manifest)))} (${rel(manifest)})`);
  const lazy = dynamicImports(w.jsFiles).filter((f) => !w.jsFiles.includes(f));
  if (lazy.length) console.log(`  loaded only when used: ${lazy.map((f) => `${rel(f)} ${kb(gz(fs.readFileSync(f)))}`).join(', ')}`);
  return { html: fs.readFileSync(pageFile, 'utf8'), weight: w };
}

/** The demo runtimes a mapdocs page with demos may load (listed in its boot data), by name. */
function demoRuntimes(root: string, pageFile: string, html: string) {
  const boot = /<script id="mapdocs-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!boot) return;
  const data = JSON.parse(boot);
  const rt = data.demo?.runtimes;
  if (!rt) return;
  const size = (u: string) => {
    const f = fileFor(u, pageFile, root, data.base);
    return f ? gz(fs.readFileSync(f)) : 0;
  };
  const parts: string[] = [];
  for (const name of ['react', 'vue', 'vueFull', 'numeral']) if (rt[name]) parts.push(`${name} ${kb(size(rt[name]))}`);
  for (const lib of rt.libs ?? []) parts.push(`${lib.name} ${kb([...lib.js, ...lib.css].reduce((n: number, u: string) => n + size(u), 0))}`);
  console.log(`  demo runtimes, each loaded only by a demo of its kind: ${parts.join(', ')}`);
}

const pagesOf = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    // Not the 404 pages, nor demos' standalone pages (`demos/…` or `page.demo-1.html`).
    .filter((f) => !/(^|\/)(404\.html|demos\/)|\.demo-\d+\.html$/.test(path.relative(root, f)))
    .sort();

const [dirArg, ...pageArgs] = process.argv.slice(2);
let root: string;
if (dirArg) root = path.resolve(dirArg);
else {
  root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-weight-')), 'out');
  const config = await resolveConfig('docs', { outDir: root });
  await build(config);
  console.log(`built docs/ into ${root}`);
}
console.log('gzip -9 bytes of what a page loads (the HTML, its stylesheets, its module scripts and their static imports)');

if (pageArgs.length) for (const p of pageArgs) report(root, path.join(root, p), 'page');
else {
  const pages = pagesOf(root);
  const hasDemo = (f: string) => fs.readFileSync(f, 'utf8').includes('class="demo-block');
  const plain = pages.find((f) => !hasDemo(f) && !/(^|\/)index\.html$/.test(path.relative(root, f))) ?? pages.find((f) => !hasDemo(f));
  if (plain) {
    const { weight } = report(root, plain, 'page without demos');
    const ok = weight.js <= 15 * 1024 && weight.html + weight.css + weight.js <= 40 * 1024;
    console.log(`  targets (JS ≤ 15 KB, html+js+css ≤ 40 KB): ${ok ? 'met' : 'NOT met'}`);
  }
  const withDemo = pages.find(hasDemo);
  if (withDemo) {
    const { html } = report(root, withDemo, 'page with demos (for information)');
    demoRuntimes(root, withDemo, html);
  }
}
