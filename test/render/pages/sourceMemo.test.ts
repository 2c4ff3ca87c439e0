// A warm build skips reading and parsing a page whose stat (size, mtime, ctime, inode) is unchanged since a build
// remembered it (src/render/pages/sourceMemo.ts), and checks the output folder by stat-ing what it recorded without
// listing it (src/render/outputState.ts). What is assumed: a file's content does not change while its size, mtime,
// ctime and inode all stay the same (ctime cannot be set back from user space), and files changed less than RACY_MS
// before they were read are read again next time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { loadPages } from '../../../src/render/pages/loadPages.ts';
import { createSourceMemo, jsonExact, RACY_MS, statOf, type SourceMemoEntry } from '../../../src/render/pages/sourceMemo.ts';
import type { CacheSection } from '../../../src/render/cache.ts';
import { tempDir } from '../../helpers/site.ts';

const FIXTURE = path.resolve('test/fixtures/basic/docs');

/** Writable copies of the basic fixture, made at once and then left alone past RACY_MS (files changed just before a
 * build reads them are not remembered by their stat), so the tests wait once, not each. */
const copies: string[] = [];
for (let i = 0; i < 8; i++) {
  const dir = path.join(tempDir('mapdocs-memo-'), 'docs');
  fs.cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.cache`) });
  // Whole seconds: a test can set a file's mtime back exactly (utimes takes seconds as a double).
  const then = Math.floor(Date.now() / 1000) - 3600;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) if (e.isFile()) fs.utimesSync(path.join(e.parentPath, e.name), then, then);
  copies.push(dir);
}
const settled = new Promise((go) => setTimeout(go, RACY_MS + 100));
async function docsCopy(): Promise<string> {
  await settled;
  return copies.pop()!;
}

async function buildInto(docs: string, outDir: string) {
  return build(await resolveConfig(docs, { outDir }));
}

/**
 * The page files under `docs` read while `run` ran: opened by name (a page is read through its open file, to check
 * what it is first: loadPages.ts), or read by name with fs.readFileSync (whose utf8 path opens no file through fs).
 */
const reads: string[] = [];
async function pageReads<T>(docs: string, run: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const { readFileSync, openSync } = fs;
  reads.length = 0;
  const seen = (file: unknown) => {
    if (typeof file === 'string' && file.startsWith(docs) && file.endsWith('.md')) reads.push(path.relative(docs, file));
  };
  fs.readFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    seen(file);
    return (readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync;
  fs.openSync = ((file: fs.PathLike, ...rest: unknown[]) => {
    seen(file);
    return (openSync as (...a: unknown[]) => number)(file, ...rest);
  }) as typeof fs.openSync;
  try {
    return { result: await run(), reads: [...reads] };
  } finally {
    Object.assign(fs, { readFileSync, openSync });
  }
}

function snapshot(dir: string): Map<string, Buffer> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))]));
}

function assertSame(a: Map<string, Buffer>, b: Map<string, Buffer>) {
  assert.equal([...b.keys()].sort(), [...a.keys()].sort());
  for (const [file, bytes] of a) assert.ok(bytes.equals(b.get(file)!), `${file} differs`);
}

test('a warm build reads no page whose stat is unchanged; into an emptied folder its output is byte-identical', async () => {
  const docs = await docsCopy();
  const outDir = path.join(tempDir('mapdocs-memo-out-'), 'out');
  const { reads: coldReads } = await pageReads(docs, () => buildInto(docs, outDir));
  assert.is(coldReads.length, 6, 'the cold build reads every page');
  const cold = snapshot(outDir);

  const { result: warm, reads } = await pageReads(docs, () => buildInto(docs, outDir));
  assert.equal(reads, []);
  assert.is(warm.cache.outputUpToDate, true);
  assert.is(warm.cache.pagesFromCache, 6);

  // Into an empty folder every page is written from the caches, still without reading a source.
  const other = path.join(tempDir('mapdocs-memo-out-'), 'out');
  const { result: written, reads: writtenReads } = await pageReads(docs, () => buildInto(docs, other));
  assert.equal(writtenReads, []);
  assert.is(written.cache.outputUpToDate, false);
  assertSame(cold, snapshot(other));
});

test('a page touched without change is read again, and the output is still found current', async () => {
  const docs = await docsCopy();
  const outDir = path.join(tempDir('mapdocs-memo-out-'), 'out');
  await buildInto(docs, outDir);
  await buildInto(docs, outDir);
  const file = path.join(docs, 'guide/install.md');
  const later = new Date(Date.now() - 60_000);
  fs.utimesSync(file, later, later);
  const { result, reads } = await pageReads(docs, () => buildInto(docs, outDir));
  assert.equal(reads, ['guide/install.md']);
  assert.is(result.cache.pagesFromCache, 6);
  assert.is(result.cache.outputUpToDate, true);
});

test('an edit is seen even when it keeps the size and the mtime (ctime moves); the page is rendered again', async () => {
  const docs = await docsCopy();
  const outDir = path.join(tempDir('mapdocs-memo-out-'), 'out');
  await buildInto(docs, outDir);
  const file = path.join(docs, 'guide/install.md');
  const before = fs.statSync(file);
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes('npm install maplib'));
  fs.writeFileSync(file, text.replace('npm install maplib', 'npm install mapxyz'));
  fs.utimesSync(file, before.mtimeMs / 1000, before.mtimeMs / 1000);
  assert.is(fs.statSync(file).ino, before.ino);
  assert.is(fs.statSync(file).size, before.size);
  assert.is(fs.statSync(file).mtimeMs, before.mtimeMs);
  const { result, reads } = await pageReads(docs, () => buildInto(docs, outDir));
  assert.equal(reads, ['guide/install.md']);
  assert.is(result.cache.pagesFromCache, 5);
  assert.match(fs.readFileSync(path.join(outDir, 'guide/install.html'), 'utf8'), 'mapxyz');
});

test('an output file edited in place (same size) or a file added to an output folder is rewritten', async () => {
  const docs = await docsCopy();
  const outDir = path.join(tempDir('mapdocs-memo-out-'), 'out');
  await buildInto(docs, outDir);
  assert.is((await buildInto(docs, outDir)).cache.outputUpToDate, true);
  const good = snapshot(outDir);
  const page = path.join(outDir, 'guide/install.html');
  const html = fs.readFileSync(page, 'utf8');
  fs.writeFileSync(page, html.replace('<html', '<HTML'));
  assert.is(fs.statSync(page).size, good.get('guide/install.html')!.length);
  assert.is((await buildInto(docs, outDir)).cache.outputUpToDate, false);
  assertSame(good, snapshot(outDir));

  fs.writeFileSync(path.join(outDir, 'guide/stray.html'), 'not ours');
  assert.is((await buildInto(docs, outDir)).cache.outputUpToDate, false);
  assert.not.ok(fs.existsSync(path.join(outDir, 'guide/stray.html')));
  assertSame(good, snapshot(outDir));
  assert.is((await buildInto(docs, outDir)).cache.outputUpToDate, true);
});

test('frontmatter JSON would not give back (a YAML date) is not remembered: the page is read every build, same record', async () => {
  const docs = await docsCopy();
  const file = path.join(docs, 'guide/install.md');
  fs.writeFileSync(file, `---\ndate: 2024-05-06\n---\n${fs.readFileSync(file, 'utf8')}`);
  const old = new Date(Date.now() - 60_000);
  fs.utimesSync(file, old, old);
  await new Promise((go) => setTimeout(go, RACY_MS + 100));
  const outDir = path.join(tempDir('mapdocs-memo-out-'), 'out');
  const first = await buildInto(docs, outDir);
  const { result: second, reads } = await pageReads(docs, () => buildInto(docs, outDir));
  assert.equal(reads, ['guide/install.md']);
  const date = (r: typeof first) => r.pages.find((p) => p.relativePath === 'guide/install.md')!.frontmatter.date;
  assert.instance(date(second), Date);
  assert.equal(date(second), date(first));
  assert.is(second.cache.outputUpToDate, true);
});

test('jsonExact: plain JSON values only', () => {
  assert.ok(jsonExact({ a: [1, 'x', true, null, { b: 2.5 }] }));
  assert.not.ok(jsonExact({ d: new Date(0) }));
  assert.not.ok(jsonExact({ n: Infinity }));
  assert.not.ok(jsonExact({ n: NaN }));
  assert.not.ok(jsonExact({ u: undefined }));
  assert.not.ok(jsonExact([-0]));
});

/** A memo section in memory. */
function memorySection(): CacheSection<SourceMemoEntry> & { entries: Map<string, SourceMemoEntry> } {
  const entries = new Map<string, SourceMemoEntry>();
  return {
    entries,
    get: (k) => entries.get(k),
    has: (k) => entries.has(k),
    set: (k, v) => void entries.set(k, v),
    keep: () => {},
    size: () => entries.size,
  };
}

test('a source remembered by its stat reads its body only when asked, and refuses a body that is not the one remembered', async () => {
  const docs = await docsCopy();
  const section = memorySection();
  const first = loadPages(docs, createSourceMemo(section));
  assert.is(section.entries.size, 6, 'files older than RACY_MS are remembered');
  const install = first.find((s) => s.relativePath === 'guide/install.md')!;

  // Same stat: nothing read until the body is asked for, then the same body as the first load's.
  const { reads: memoReads } = await pageReads(docs, async () => {
    const again = loadPages(docs, createSourceMemo(section));
    const copy = again.find((s) => s.relativePath === 'guide/install.md')!;
    assert.equal({ ...copy, body: undefined }, { ...install, body: undefined }, 'copying a source reads nothing');
    assert.equal(reads, []);
    assert.is(copy.body, install.body);
  });
  assert.equal(memoReads, ['guide/install.md']);

  // A memo entry that names the file's stat but another body (what a write the stat did not show would leave).
  const file = path.join(docs, 'guide/install.md');
  section.entries.set('guide/install.md', { ...section.entries.get('guide/install.md')!, stat: statOf(fs.statSync(file)), bodyKey: 'not-this-body' });
  const stale = loadPages(docs, createSourceMemo(section)).find((s) => s.relativePath === 'guide/install.md')!;
  assert.throws(() => stale.body, /changed while the build was running/);
});

test('a file changed less than RACY_MS before it was read is not remembered', async () => {
  const docs = await docsCopy();
  fs.appendFileSync(path.join(docs, 'guide/install.md'), '\nNew.\n');
  const section = memorySection();
  loadPages(docs, createSourceMemo(section));
  assert.not.ok(section.entries.has('guide/install.md'));
  assert.ok(section.entries.has('guide/README.md'));
});

test.run();
