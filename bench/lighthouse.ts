// Lighthouse (mobile, simulated throttling: its default config) on pages of the built docs/ site served by `mapdocs
// serve`'s server, with the build's precompressed copies: prints the four category scores per page and every audit
// that does not pass, with what it found. Not a timed test: scores move a point or two with the machine's load.
//
//   node --import tsx bench/lighthouse.ts [--site <built output>] [--pages guide/introduction.html,api/Layers/rasterlayer.html]
//                                         [--no-precompress] [--json <file>]
//
// Without --site it builds docs/ into a temp folder first. Chromium: CHROME_PATH, else /usr/bin/chromium (Debian's),
// with the same software-WebGL flags as the browser tests so map demos draw. lighthouse and chrome-launcher are
// devDependencies only: nothing of theirs reaches mapdocs's own code or the built site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveConfig } from '../src/render/config/resolveConfig.ts';
import { loadPages } from '../src/render/pages/loadPages.ts';
import { precompressDir } from '../src/render/write/precompress.ts';
import { startServer } from '../src/cli/server.ts';
import { CHROMIUM_ARGS } from '../test/helpers/browser.ts';

const { values: args } = parseArgs({
  options: {
    site: { type: 'string' },
    pages: { type: 'string', default: 'guide/introduction.html,api/Layers/rasterlayer.html' },
    'no-precompress': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const docs = path.resolve('docs');
const config = await resolveConfig(docs, args.site ? { outDir: path.resolve(args.site) } : { outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-lh-')) + '/out' });
if (!args.site) {
  const t = performance.now();
  // Loaded only to build: with --site the markdown pipeline is not needed.
  const { build } = await import('../src/render/build.ts');
  const result = await build(config);
  console.log(`built ${result.pages.length} pages in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
if (!args['no-precompress']) {
  const stats = await precompressDir(config.outDir);
  console.log(`precompressed ${stats.files} files`);
}
const server = await startServer({
  outDir: config.outDir,
  base: config.base,
  pages: loadPages(config.root).map((s) => s.path),
  locales: Object.keys(config.locales),
  host: '127.0.0.1',
  port: 0,
  log: () => {},
});
process.env.CHROME_PATH ??= '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({ chromeFlags: CHROMIUM_ARGS });
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const report: Record<string, unknown> = {};
try {
  for (const page of args.pages!.split(',')) {
    const url = server.url + page;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) console.log(`${page}: runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    console.log(`\n${page}: ${scores.join(' / ')}  (performance / accessibility / best practices / SEO)`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log('  ' + metrics.map((m) => `${m.replace(/-/g, ' ')} ${lhr.audits[m]?.displayValue ?? '?'}`).join(', '));
    // Audits that count in a score (weight > 0) and do not pass (informative, manual and not-applicable ones aside).
    const counted = new Set(CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? []));
    for (const audit of Object.values(lhr.audits)) {
      if (!counted.has(audit.id) || audit.score === null || audit.score >= 1 || ['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      console.log(`  ✘ ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}: ${audit.title}`);
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 6)) console.log(`      ${describe(item)}`);
    }
    report[page] = { scores: Object.fromEntries(CATEGORIES.map((c, i) => [c, scores[i]])), lhr };
  }
} finally {
  await chrome.kill();
  await server.close();
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify(report, null, 1));

/** One line for an audit's item: the element, URL or text it names. */
function describe(item: Record<string, unknown>): string {
  const node = (item.node ?? (typeof item.source === 'object' && item.source && (item.source as { type?: string }).type === 'node' ? item.source : undefined)) as
    | { snippet?: string; explanation?: string }
    | undefined;
  const parts = [
    node?.snippet,
    typeof item.url === 'string' ? item.url : undefined,
    typeof item.source === 'object' && item.source ? (item.source as { url?: string }).url : undefined,
    typeof item.description === 'string' ? item.description : undefined,
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KB to save` : undefined,
    typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms to save` : undefined,
    node?.explanation?.split('\n').slice(0, 2).join(' '),
  ].filter(Boolean);
  return (parts.join(' — ') || JSON.stringify(item)).slice(0, 300);
}
