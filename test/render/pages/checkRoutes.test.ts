// Permalinks stay inside the site and no two sources claim one URL (issue 14 §2, §8).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { ContentErrors, MapdocsError } from '../../../src/render/errors.ts';
import { permalinkProblem } from '../../../src/render/pages/checkRoutes.ts';
import { tempDir } from '../../helpers/site.ts';

/** A docs folder of the given files; returns it and a sibling output folder. */
function site(files: Record<string, string>) {
  const root = tempDir();
  const docs = path.join(root, 'docs');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(docs, rel)), { recursive: true });
    fs.writeFileSync(path.join(docs, rel), text);
  }
  return { root, docs, out: path.join(root, 'site', 'out') };
}

/** Builds and returns the error's printed lines (fails the test if the build succeeds). */
async function buildError(docs: string, out: string): Promise<string> {
  try {
    await build(await resolveConfig(docs, { outDir: out }));
  } catch (err) {
    assert.ok(err instanceof MapdocsError || err instanceof ContentErrors, String(err));
    const text = err instanceof MapdocsError ? err.toString() : err.message;
    // Files are named relative to the working folder; shown here from the docs folder's parent.
    return text.split(path.relative(process.cwd(), path.dirname(docs)) + '/').join('');
  }
  assert.unreachable('the build succeeded');
  return '';
}

const page = (permalink: string) => `---\ntitle: P\npermalink: ${permalink}\n---\n\n# P\n`;

test('a permalink climbing out of the output is an error at its line; the file outside is untouched', async () => {
  const { root, docs, out } = site({ 'README.md': '# Home\n', 'evil.md': page('/../../../../victim.txt') });
  const victim = path.join(root, 'victim.txt');
  fs.writeFileSync(victim, 'precious');
  const msg = await buildError(docs, out);
  assert.match(msg, /docs\/evil\.md:3  permalink must not hold empty, "\." or "\.\." segments/);
  assert.is(fs.readFileSync(victim, 'utf8'), 'precious');
  assert.not.ok(fs.existsSync(out));
});

test('javascript:, protocol-relative, non-string and reserved permalinks are refused', () => {
  assert.match(permalinkProblem('javascript:alert(1)')!, 'not a URL');
  assert.match(permalinkProblem('//evil.example/x.html')!, 'single "/"');
  assert.match(permalinkProblem(42)!, 'must be a string');
  assert.match(permalinkProblem('/a"><script>.html')!, 'quotes or angle brackets');
  assert.match(permalinkProblem('/assets/app.js')!, 'would overwrite a file mapdocs writes itself');
  assert.match(permalinkProblem('/en/404.html')!, 'would overwrite');
  assert.match(permalinkProblem('/sitemap.xml')!, 'would overwrite');
  assert.is(permalinkProblem('/guide/intro.html'), undefined);
  assert.is(permalinkProblem('/指南/'), undefined);
  assert.is(permalinkProblem('/'), undefined);
});

test('a permalink equal to another page names both files', async () => {
  const { docs, out } = site({ 'README.md': '# Home\n', 'guide/install.md': '# Install\n', 'other.md': page('/guide/install.html') });
  const msg = await buildError(docs, out);
  assert.match(msg, 'docs/other.md (permalink) and docs/guide/install.md are both the page /guide/install.html');
});

test('README.md and index.md of one folder, x.md and x.MD, A.md and a.md are reported with both files', async () => {
  const { docs, out } = site({ 'README.md': '# Home\n', 'index.md': '# Index\n', 'x.md': '# x\n', 'x.MD': '# X\n', 'g/A.md': '# A\n', 'g/a.md': '# a\n' });
  const msg = await buildError(docs, out);
  assert.match(msg, /docs\/index\.md and docs\/README\.md are both the page \/|docs\/README\.md and docs\/index\.md are both the page \//);
  assert.match(msg, /x\.M?D?.*are both the page \/x\.html|x\.(md|MD).*x\.(md|MD)/);
  assert.match(msg, /differ only in case/);
  assert.match(msg, /g\/a\.md|g\/A\.md/);
});

test('café.md composed (NFC) and decomposed (NFD): both build, with a warning naming both files', async () => {
  const nfc = 'caf\u00e9.md';
  const nfd = 'cafe\u0301.md';
  const { docs, out } = site({ 'README.md': '# Home\n', [nfc]: '# One\n', [nfd]: '# Two\n', 'guide/Caf\u00e9.md': '# Three\n', 'guide/cafe\u0301.md': '# Four\n' });
  const result = await build(await resolveConfig(docs, { outDir: out }));
  assert.is(result.pages.length, 5);
  const warnings = result.warnings.filter((w) => w.message.includes('Unicode'));
  assert.is(warnings.length, 2, JSON.stringify(result.warnings));
  const [top, guide] = warnings.map((w) => w.message.split(path.relative(process.cwd(), path.dirname(docs)) + '/').join('')).sort();
  assert.ok(top.includes(`docs/${nfc}`) && top.includes(`docs/${nfd}`), top);
  assert.match(top, 'two URLs a reader cannot tell apart');
  assert.ok(guide.includes('docs/guide/Caf\u00e9.md') && guide.includes('docs/guide/cafe\u0301.md'), guide);
  // An ordinary site has no such warning.
  const plain = site({ 'README.md': '# Home\n', [nfc]: '# One\n', 'cafe.md': '# Cafe\n' });
  assert.equal((await build(await resolveConfig(plain.docs, { outDir: plain.out }))).warnings.filter((w) => w.message.includes('Unicode')), []);
});

test.run();
