// How close mapdocs' build of a VuePress 1 site comes to VuePress 1.9.10's own: per page, the differences in titles,
// heading ids, sidebar, containers, badges and links, then the counts (lost or misdirected anchors, stray links).
//
//   node --import tsx bench/vuepressFidelity.ts <vuepress-output> [docs-folder] [--json file]
//
// <vuepress-output> is the folder VuePress 1.9.10 built from the same docs. To produce it for VuePress's own docs
// (shared/corpora/vuepress1-docs), outside this project (VuePress is never one of mapdocs' dependencies):
//
//   mkdir /tmp/vp1 && cd /tmp/vp1 && npm init -y
//   npm i -D vuepress@1.9.10 @vuepress/theme-vue@1.9.10 @vuepress/plugin-back-to-top@1.9.10 \
//     @vuepress/plugin-pwa@1.9.10 @vuepress/plugin-medium-zoom@1.9.10 @vuepress/plugin-google-analytics@1.9.10 \
//     vuepress-plugin-flowchart vue-toasted
//   cp -r <corpus> site && cd site/packages/docs
//   NODE_OPTIONS=--openssl-legacy-provider /tmp/vp1/node_modules/.bin/vuepress build docs --dest /tmp/vp1/out
//
// (webpack 4 needs the legacy OpenSSL provider on Node 17+; the build takes minutes and a few GB of memory.)
// [docs-folder] defaults to the corpus beside this repository; it is copied to a temporary folder and built there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { DomUtils } from 'htmlparser2';
import type { Element, AnyNode } from 'domhandler';
import { resolveConfig } from '../src/render/config/resolveConfig.ts';
import { build } from '../src/render/build.ts';

interface Heading {
  level: number;
  id: string;
  text: string;
}
interface Extract {
  title: string;
  headings: Heading[];
  sidebar: string[];
  containers: string[];
  badges: string[];
  links: { href: string; text: string }[];
}

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
const [vuepressOut, docsArg] = args;
if (!vuepressOut || !fs.existsSync(vuepressOut)) {
  console.error('usage: node --import tsx bench/vuepressFidelity.ts <vuepress-output> [docs-folder] [--json file]\n(see the comment at the top of this file for how to produce <vuepress-output>)');
  process.exit(1);
}
const docs = path.resolve(docsArg ?? [path.resolve('../shared/corpora/vuepress1-docs/packages/docs/docs'), '/work/shared/corpora/vuepress1-docs/packages/docs/docs'].find((p) => fs.existsSync(p))!);

// Build a copy: the corpus stays untouched, the build cache stays out of it. The copy keeps the folders above the
// docs (`<<< @/../…` snippets reach into them).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelity-'));
const project = path.resolve(docs, '../../..');
fs.cpSync(project, tmp, { recursive: true, filter: (src) => !src.includes(`${path.sep}.cache`) });
const copy = path.join(tmp, path.relative(project, docs));
const mapdocsOut = path.join(tmp, 'mapdocs-out');
const started = performance.now();
const result = await build(await resolveConfig(copy, { outDir: mapdocsOut }));
console.log(`mapdocs built ${result.pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s (${result.warnings.length} warnings)\n`);

const text = (node: AnyNode): string => {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  const el = node as Element;
  // VuePress appends "(opens new window)" and an icon to external links; the header anchor's "#" is no text.
  if (!el.children || DomUtils.hasAttrib(el, 'aria-hidden') || /\b(sr-only|header-anchor|outbound-link)\b/.test(el.attribs?.class ?? '') || el.name === 'svg') return '';
  return el.children.map(text).join('');
};
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const classes = (el: Element) => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
const decode = (href: string) => {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
};

/** `guide/index.html` → `/guide/`, the URL both sites serve it at. */
const urlOf = (rel: string) => '/' + rel.replace(/(^|\/)index\.html$/, '$1');

function extract(file: string, flavour: 'vuepress' | 'mapdocs', url: string): Extract {
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  const find = (test: (el: Element) => boolean, root: AnyNode[] = doc.children) => DomUtils.findAll(test, root);
  const byClass = (name: string, root?: AnyNode[]) => find((el) => classes(el).includes(name), root);
  const title = clean(text(find((el) => el.name === 'title')[0] ?? doc));
  const contentRoot =
    flavour === 'vuepress'
      ? byClass('theme-default-content')
      : find((el) => el.name === 'article' || classes(el).includes('home-content'));
  const content = contentRoot.flatMap((el) => el.children);
  const headings = find((el) => /^h[1-6]$/.test(el.name) && !!el.attribs.id, content).map((el) => ({ level: Number(el.name[1]), id: el.attribs.id, text: clean(text(el)) }));
  const sidebarRoot = flavour === 'vuepress' ? byClass('sidebar-links') : byClass('sidebar-links');
  const sidebar = find((el) => classes(el).includes('sidebar-link') || classes(el).includes('sidebar-heading'), sidebarRoot.slice(0, 1)).map((el) => {
    const href = el.attribs.href ? ` → ${decode(el.attribs.href.startsWith('#') ? url + el.attribs.href : el.attribs.href)}` : '';
    return `${clean(text(el))}${href}`;
  });
  const containers = find((el) => classes(el).includes('custom-block'), content).map((el) => {
    const kind = classes(el).filter((c) => c !== 'custom-block').join('.');
    const titleEl = find((c) => classes(c).includes('custom-block-title') || c.name === 'summary', [el])[0];
    return `${kind}: ${titleEl ? clean(text(titleEl)) : ''}`;
  });
  const badges = find((el) => classes(el).includes('badge'), content).map((el) => `${classes(el).filter((c) => c !== 'badge').join('.')}: ${clean(text(el))}`);
  const links = find((el) => el.name === 'a' && !!el.attribs.href && !classes(el).includes('header-anchor'), content).map((el) => ({ href: decode(el.attribs.href), text: clean(text(el)) }));
  return { title, headings, sidebar, containers, badges, links };
}

const htmlFiles = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.startsWith('assets') && f !== '404.html').sort();

const diffList = (a: string[], b: string[]) => {
  const missing = a.filter((x) => !b.includes(x));
  const extra = b.filter((x) => !a.includes(x));
  return { missing, extra };
};

const counts = { pages: 0, missingPages: 0, titles: 0, lostAnchors: 0, misdirectedAnchors: 0, extraAnchors: 0, sidebar: 0, containers: 0, badges: 0, linksMissing: 0, linksChanged: 0, strayAutoLinks: 0, vuepressBrokenLinks: 0 };
const report: Record<string, string[]> = {};
for (const rel of htmlFiles(vuepressOut)) {
  counts.pages++;
  const ours = path.join(mapdocsOut, rel);
  const lines: string[] = [];
  if (!fs.existsSync(ours)) {
    counts.missingPages++;
    report[rel] = ['page missing at this URL'];
    continue;
  }
  const vp = extract(path.join(vuepressOut, rel), 'vuepress', urlOf(rel));
  const md = extract(ours, 'mapdocs', urlOf(rel));
  if (vp.title !== md.title) {
    counts.titles++;
    lines.push(`title: "${vp.title}" → "${md.title}"`);
  }
  const ourIds = new Map(md.headings.map((h) => [h.id, h]));
  for (const h of vp.headings) {
    const o = ourIds.get(h.id);
    if (!o) {
      counts.lostAnchors++;
      lines.push(`anchor lost: #${h.id} (${h.text})`);
    } else if (o.text !== h.text) {
      counts.misdirectedAnchors++;
      lines.push(`anchor misdirected: #${h.id} was "${h.text}", is "${o.text}"`);
    }
  }
  const vpIds = new Set(vp.headings.map((h) => h.id));
  for (const h of md.headings) if (!vpIds.has(h.id)) counts.extraAnchors++;
  for (const [name, a, b] of [['sidebar', vp.sidebar, md.sidebar], ['containers', vp.containers, md.containers], ['badges', vp.badges, md.badges]] as const) {
    const { missing, extra } = diffList([...a], [...b]);
    if (!missing.length && !extra.length) continue;
    counts[name]++;
    for (const x of missing) lines.push(`${name}: only VuePress has "${x}"`);
    for (const x of extra) lines.push(`${name}: only mapdocs has "${x}"`);
  }
  const ourLinks = new Set(md.links.map((l) => l.href));
  const vpLinks = new Set(vp.links.map((l) => l.href));
  const vpIdSet = new Set(vp.headings.map((h) => h.id));
  for (const l of vp.links) {
    if (ourLinks.has(l.href)) continue;
    // VuePress's own table of contents slugged headings with their HTML in (`#x-badge-text-beta`): links to anchors
    // its page never had. mapdocs links those headings' real anchors.
    if (l.href.startsWith('#') && !vpIdSet.has(l.href.slice(1))) {
      counts.vuepressBrokenLinks++;
      lines.push(`VuePress link to an anchor its page lacks: "${l.text}" ${l.href}`);
      continue;
    }
    const sameText = md.links.find((m) => m.text === l.text && !vpLinks.has(m.href));
    if (sameText) {
      counts.linksChanged++;
      lines.push(`link changed: "${l.text}" ${l.href} → ${sameText.href}`);
    } else {
      counts.linksMissing++;
      lines.push(`link missing: "${l.text}" ${l.href}`);
    }
  }
  // Links VuePress never made: plain URLs in text that became links.
  for (const l of md.links) if (!vpLinks.has(l.href) && /^(https?:|www\.)/.test(l.text) && !vp.links.some((v) => v.text === l.text)) {
    counts.strayAutoLinks++;
    lines.push(`stray automatic link: ${l.href}`);
  }
  if (lines.length) report[rel] = lines;
}

for (const [rel, lines] of Object.entries(report)) {
  console.log(rel);
  for (const line of lines) console.log(`  ${line}`);
}
console.log(`\n${counts.pages} VuePress pages compared`);
console.log(`  pages missing at VuePress's URL: ${counts.missingPages}`);
console.log(`  titles differing:                ${counts.titles}`);
console.log(`  anchors lost:                    ${counts.lostAnchors}`);
console.log(`  anchors misdirected:             ${counts.misdirectedAnchors}`);
console.log(`  anchors only mapdocs has:        ${counts.extraAnchors}`);
console.log(`  pages whose sidebar differs:     ${counts.sidebar}`);
console.log(`  pages whose containers differ:   ${counts.containers}`);
console.log(`  pages whose badges differ:       ${counts.badges}`);
console.log(`  links missing:                   ${counts.linksMissing}`);
console.log(`  links pointing elsewhere:        ${counts.linksChanged}`);
console.log(`  stray automatic links:           ${counts.strayAutoLinks}`);
console.log(`  (VuePress links to anchors its own pages lack: ${counts.vuepressBrokenLinks})`);
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({ counts, report }, null, 2));
fs.rmSync(tmp, { recursive: true, force: true });
