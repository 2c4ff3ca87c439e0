// Page files named with `&`, `#` and `?` (the URL is the file name): every URL the build writes to them — links in
// pages and chunks, demo pages, canonical links, the sitemap — is percent-encoded so it leads to the file, not to a
// fragment or query.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build } from '../../src/render/build.ts';
import { decodeEntities } from '../../src/shared/escapeHtml.ts';
import { tempDir } from '../helpers/site.ts';

const FIXTURE = path.resolve('test/fixtures/special-names/docs');
const BASE = '/site/';

const Names = suite<{ out: string }>('file names with & # ?');

Names.before(async (ctx) => {
  ctx.out = path.join(tempDir(), 'out');
  await build(await resolveConfig(FIXTURE, { outDir: ctx.out }));
});

/** Internal URLs in a piece of HTML: href, src and the demo blocks' standalone page. */
const urlsIn = (html: string) => [...html.matchAll(/(?:href|src|data-standalone)="([^"]*)"/g)].map((m) => decodeEntities(m[1])).filter((u) => u.startsWith(BASE));

/** The output file a site URL names, as a static host finds it: the path before any query or fragment, decoded. */
function fileOf(out: string, url: string): string {
  const rel = decodeURIComponent(url.split(/[?#]/)[0].slice(BASE.length));
  return path.join(out, rel === '' || rel.endsWith('/') ? rel + 'index.html' : rel);
}

/** Every string inside a JSON value (the regions of a page chunk). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

Names('every internal URL in every page and chunk leads to a file of the output', ({ out }) => {
  const files = fs.readdirSync(out, { recursive: true }).map(String);
  const pages = files.filter((f) => f.endsWith('.html'));
  const chunks = files.filter((f) => f.startsWith(path.join('assets', 'chunks')) && f.endsWith('.json'));
  let checked = 0;
  for (const file of [...pages, ...chunks]) {
    const text = fs.readFileSync(path.join(out, file), 'utf8');
    const html = file.endsWith('.json') ? stringsIn(JSON.parse(text)).join('\n') : text;
    for (const url of urlsIn(html)) {
      assert.ok(fs.existsSync(fileOf(out, url)), `${file}: ${url} leads to no file`);
      checked++;
    }
  }
  assert.ok(checked > 50, `checked ${checked} URLs`);
});

Names('links, canonical and demo pages of # ? & names are encoded; fragments stay fragments', ({ out }) => {
  const guide = fs.readFileSync(path.join(out, 'guide/index.html'), 'utf8');
  for (const href of ['/site/guide/c%23-notes.html', '/site/guide/why%3F.html', '/site/guide/layers&amp;sources.html'])
    assert.ok(guide.split(`href="${href}"`).length >= 3, `${href} in the sidebar and the prose`);
  const layers = fs.readFileSync(path.join(out, 'guide/layers&sources.html'), 'utf8');
  assert.match(layers, 'href="/site/guide/c%23-notes.html#setup"');
  const notes = fs.readFileSync(path.join(out, 'guide/c#-notes.html'), 'utf8');
  assert.match(notes, '<link rel="canonical" href="https://maplib.example/site/guide/c%23-notes.html">');
  assert.match(notes, 'data-standalone="/site/guide/c%23-notes.demo-1.html"');
});

Names('the sitemap lists every page under a URL that leads to it', ({ out }) => {
  const locs = [...fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]));
  const origin = 'https://maplib.example';
  assert.equal(locs, ['/site/', '/site/guide/', '/site/guide/c%23-notes.html', '/site/guide/layers&sources.html', '/site/guide/why%3F.html'].map((l) => origin + l));
  for (const loc of locs) assert.ok(fs.existsSync(fileOf(out, loc.slice(origin.length))), loc);
});

Names.run();
