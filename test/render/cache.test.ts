import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build } from '../../src/render/build.ts';
import { tempDir } from '../helpers/site.ts';

const FIXTURE = path.resolve('test/fixtures/basic/docs');

/** A writable copy of the basic fixture (or of `from`, a copy edited since) without its build cache. */
function copyFixture(from = FIXTURE): string {
  const dir = path.join(tempDir('mapdocs-cache-'), 'docs');
  fs.cpSync(from, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.cache`) });
  return dir;
}

async function buildOnce(docs: string, opts: { version?: string; outDir?: string } = {}) {
  const config = await resolveConfig(docs, { outDir: opts.outDir ?? path.join(tempDir('mapdocs-cache-out-'), 'out') });
  if (opts.version) config.version = opts.version;
  return build(config);
}

const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

/** Every output file with its bytes, by relative path. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))]));
}

test('warm build: every page from the cache, nothing highlighted, output byte-identical to the cold build', async () => {
  const docs = copyFixture();
  const cold = await buildOnce(docs);
  assert.is(cold.cache.pagesFromCache, 0);
  assert.ok(cold.cache.blocksHighlighted > 0, 'the cold build highlights the fixture code');
  const warm = await buildOnce(docs);
  assert.is(warm.cache.pagesFromCache, warm.pages.length);
  assert.is(warm.cache.blocksHighlighted, 0);
  const a = snapshot(cold.outDir);
  const b = snapshot(warm.outDir);
  assert.equal([...b.keys()].sort(), [...a.keys()].sort());
  for (const [file, bytes] of a) assert.ok(bytes.equals(b.get(file)!), `${file} differs between cold and warm builds`);
});

test('changing a code block re-renders that page only, with the new code highlighted', async () => {
  const docs = copyFixture();
  const first = await buildOnce(docs);
  assert.match(read(first.outDir, 'guide/install.html'), 'maplib</span>');
  const file = path.join(docs, 'guide/install.md');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('npm install maplib', 'npm install maplib-next'));
  const second = await buildOnce(docs);
  assert.is(second.cache.pagesFromCache, second.pages.length - 1);
  assert.is(second.cache.blocksHighlighted, 1);
  const html = read(second.outDir, 'guide/install.html');
  assert.match(html, 'maplib-next</span>');
  assert.not.match(html, 'maplib</span>');
});

test('a one-page edit: the warm output is byte-identical to a cold build of the edited docs (search indexes included)', async () => {
  const docs = copyFixture();
  const first = await buildOnce(docs);
  const file = path.join(docs, 'guide/install.md');
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n\n## 升级\n\n升级到新版本时先读更新日志。\n`);
  const warm = await buildOnce(docs);
  assert.is(warm.cache.pagesFromCache, warm.pages.length - 1);
  const cold = await buildOnce(copyFixture(docs));
  assert.is(cold.cache.pagesFromCache, 0);
  const a = snapshot(cold.outDir);
  const b = snapshot(warm.outDir);
  assert.equal([...b.keys()].sort(), [...a.keys()].sort());
  for (const [f, bytes] of a) assert.ok(bytes.equals(b.get(f)!), `${f} differs between the warm build and a cold build of the edited docs`);
  // The zh index changed with the page; the en one (every en page from the cache) is the first build's.
  const searchFiles = (out: string, locale: string) => [...snapshot(out).keys()].filter((f) => f.startsWith(`assets/search/${locale}`)).sort();
  assert.not.equal(searchFiles(warm.outDir, 'root'), searchFiles(first.outDir, 'root'));
  assert.equal(searchFiles(warm.outDir, 'en'), searchFiles(first.outDir, 'en'));
});

test("a VuePress page's Vue component changed: the page's search text is Vue's new rendering, not the cached one", async () => {
  const docs = copyFixture(path.resolve('test/fixtures/vue-in-markdown/docs'));
  const component = path.join(docs, '.vuepress/components/Counter.vue');
  const searchText = (out: string) =>
    [...snapshot(out)].filter(([f]) => f.startsWith('assets/search/') && f.endsWith('.json')).map(([, bytes]) => bytes.toString('utf8')).join('\n');
  const first = await buildOnce(docs);
  assert.not.match(searchText(first.outDir), 'xylophone');
  fs.writeFileSync(component, fs.readFileSync(component, 'utf8').replace('<slot />', '<slot /><em>xylophone</em>'));
  const second = await buildOnce(docs);
  assert.is(second.cache.pagesFromCache, second.pages.length, "the pages' markdown is the cache's");
  assert.match(searchText(second.outDir), 'xylophone');
});

test('changing the config (theme or markdown settings) changes the output; markdown settings re-render every page', async () => {
  const docs = copyFixture();
  const configFile = path.join(docs, '.mapdocs/config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  const first = await buildOnce(docs);

  config.themeConfig.locales['/'].nav[0].text = '教程';
  config.themeConfig.locales['/'].sidebar['/guide/'] = ['', 'install'];
  fs.writeFileSync(configFile, JSON.stringify(config));
  const second = await buildOnce(docs);
  const guide = read(second.outDir, 'guide/index.html');
  assert.match(guide, '>教程</a>');
  assert.not.equal(guide, read(first.outDir, 'guide/index.html'));

  config.base = '/docs/';
  fs.writeFileSync(configFile, JSON.stringify(config));
  const third = await buildOnce(docs);
  assert.is(third.cache.pagesFromCache, 0, 'a new base invalidates every cached page body');
  assert.match(read(third.outDir, 'guide/index.html'), 'href="/docs/guide/install.html"');
});

test("a different mapdocs version never reuses the cache", async () => {
  const docs = copyFixture();
  await buildOnce(docs, { version: '1.0.0' });
  const same = await buildOnce(docs, { version: '1.0.0' });
  assert.is(same.cache.pagesFromCache, same.pages.length);
  const next = await buildOnce(docs, { version: '1.0.1' });
  assert.is(next.cache.pagesFromCache, 0);
  assert.ok(next.cache.blocksHighlighted > 0, 'code is highlighted again');
  const stamp = (section: string) => JSON.parse(read(path.join(docs, '.mapdocs/.cache'), `${section}.json`)).stamp as string;
  assert.ok(stamp('pages').startsWith('1.0.1\0'), 'the page cache is rewritten for the new version (and code fingerprint)');
  assert.is(stamp('highlight'), '1.0.1', 'the highlight cache too; its keys name the highlighter code themselves');
});

test('a changed image re-renders the pages that embed it (its output name carries its hash)', async () => {
  const docs = copyFixture();
  const first = await buildOnce(docs);
  const img = path.join(docs, 'guide/复杂线.png');
  fs.appendFileSync(img, Buffer.from([0]));
  const second = await buildOnce(docs);
  assert.is(second.cache.pagesFromCache, second.pages.length - 1);
  const name = (html: string) => /assets\/img\/[^"]+\.png/.exec(decodeURI(html))?.[0];
  const page = 'guide/layers&sources.html';
  assert.ok(name(read(second.outDir, page)));
  assert.is.not(name(read(second.outDir, page)), name(read(first.outDir, page)));
  assert.ok(fs.existsSync(path.join(second.outDir, name(read(second.outDir, page))!.replace(/^.*?assets/, 'assets'))), 'the new image is copied');
});

test('adding a page invalidates every cached body (links are checked against the set of pages)', async () => {
  const docs = copyFixture();
  await buildOnce(docs);
  fs.writeFileSync(path.join(docs, 'guide/new.md'), '# 新页面\n');
  const second = await buildOnce(docs);
  assert.is(second.cache.pagesFromCache, 0);
});

test('public files: a rebuild into the same folder reuses unchanged ones, copies changed ones, never links to sources', async () => {
  const docs = copyFixture();
  const outDir = path.join(tempDir('mapdocs-cache-out-'), 'out');
  const source = path.join(docs, '.mapdocs/public/hello.txt');
  const original = fs.readFileSync(source, 'utf8');
  await buildOnce(docs, { outDir });
  await buildOnce(docs, { outDir });
  assert.is(read(outDir, 'hello.txt'), original);
  fs.writeFileSync(path.join(outDir, 'hello.txt'), 'edited in the output');
  assert.is(fs.readFileSync(source, 'utf8'), original, 'the output is no link to the source');
  fs.writeFileSync(source, 'changed source');
  await buildOnce(docs, { outDir });
  assert.is(read(outDir, 'hello.txt'), 'changed source');
});

test('demo pages: warm output byte-identical; an edited demo page re-renders with its demos', async () => {
  // The fixture's config (with its hosted library path) stays put; its pages are copied so they can be edited.
  const fixture = path.resolve('test/fixtures/demos/docs');
  const work = tempDir('mapdocs-cache-');
  const docs = path.join(work, 'docs');
  fs.cpSync(fixture, docs, { recursive: true, filter: (src) => !src.includes(`${path.sep}.mapdocs`) });
  const buildDemos = async () => {
    const config = await resolveConfig(fixture, { outDir: path.join(tempDir('mapdocs-cache-out-'), 'out') });
    Object.assign(config, { root: docs, cacheDir: path.join(work, '.cache') });
    return build(config);
  };
  const cold = await buildDemos();
  const warm = await buildDemos();
  assert.is(warm.cache.pagesFromCache, warm.pages.length);
  const a = snapshot(cold.outDir);
  const b = snapshot(warm.outDir);
  assert.equal([...b.keys()].sort(), [...a.keys()].sort());
  for (const [file, bytes] of a) assert.ok(bytes.equals(b.get(file)!), `${file} differs between cold and warm builds`);
  const page = cold.pages.find((p) => fs.readFileSync(path.join(docs, p.relativePath), 'utf8').includes('::: demo'))!;
  fs.appendFileSync(path.join(docs, page.relativePath), '\n\nOne more paragraph.\n');
  const edited = await buildDemos();
  assert.is(edited.cache.pagesFromCache, edited.pages.length - 1);
  const html = read(edited.outDir, path.relative('/', page.path.endsWith('/') ? page.path + 'index.html' : page.path));
  assert.match(html, 'One more paragraph.');
  assert.is(html.split('class="demo-block').length, read(cold.outDir, path.relative('/', page.path.endsWith('/') ? page.path + 'index.html' : page.path)).split('class="demo-block').length);
});

test('a build into an output folder that already holds its output writes nothing; a touched folder is rebuilt', async () => {
  const docs = copyFixture();
  const outDir = path.join(tempDir('mapdocs-cache-out-'), 'out');
  const first = await buildOnce(docs, { outDir });
  assert.is(first.cache.outputUpToDate, false);
  const before = snapshot(outDir);
  const again = await buildOnce(docs, { outDir });
  assert.is(again.cache.outputUpToDate, true);
  assert.equal(again.pages, first.pages);
  const same = snapshot(outDir);
  for (const [file, bytes] of before) assert.ok(bytes.equals(same.get(file)!), `${file} changed`);

  // A deleted or edited output file, a changed public file or page: the output is written again, and whole.
  fs.rmSync(path.join(outDir, 'guide/install.html'));
  const restored = await buildOnce(docs, { outDir });
  assert.is(restored.cache.outputUpToDate, false);
  assert.ok(before.get('guide/install.html')!.equals(fs.readFileSync(path.join(outDir, 'guide/install.html'))));
  assert.is((await buildOnce(docs, { outDir })).cache.outputUpToDate, true);
  fs.appendFileSync(path.join(docs, '.mapdocs/public/hello.txt'), '!');
  assert.is((await buildOnce(docs, { outDir })).cache.outputUpToDate, false);
  assert.match(read(outDir, 'hello.txt'), /!$/);
  fs.appendFileSync(path.join(docs, 'guide/install.md'), '\nMore.\n');
  const edited = await buildOnce(docs, { outDir });
  assert.is(edited.cache.outputUpToDate, false);
  assert.match(read(outDir, 'guide/install.html'), 'More.');
});

test('a cache folder replaced by a symbolic link: a build deletes nothing through it, warns naming it, and builds', async () => {
  const docs = copyFixture();
  const outDir = path.join(tempDir('mapdocs-cache-out-'), 'out');
  await buildOnce(docs, { outDir });
  // Another folder of the user's, shaped like the cache's (two levels), with a copy of the real entries among its files.
  const cacheDir = path.join(docs, '.mapdocs/.cache');
  const foreign = tempDir('mapdocs-foreign-');
  fs.cpSync(path.join(cacheDir, 'page-html'), foreign, { recursive: true });
  for (const f of ['notes.txt', 'ab/photo.json', 'thesis/chapter.json']) {
    fs.mkdirSync(path.dirname(path.join(foreign, f)), { recursive: true });
    fs.writeFileSync(path.join(foreign, f), 'mine');
  }
  const before = snapshot(foreign);
  for (const section of ['page-html', 'highlight']) {
    fs.rmSync(path.join(cacheDir, section), { recursive: true });
    fs.symlinkSync(foreign, path.join(cacheDir, section));
  }
  fs.appendFileSync(path.join(docs, 'guide/install.md'), '\nMore.\n');
  const untouched = () => {
    const after = snapshot(foreign);
    assert.equal([...after.keys()].sort(), [...before.keys()].sort(), 'no file deleted or added through the link');
    for (const [file, bytes] of before) assert.ok(bytes.equals(after.get(file)!), `${file} unchanged`);
  };
  const result = await buildOnce(docs, { outDir });
  untouched();
  assert.match(read(outDir, 'guide/install.html'), 'More.');
  for (const section of ['page-html', 'highlight']) {
    const warning = result.warnings.find((w) => w.file === path.relative(process.cwd(), path.join(cacheDir, section)));
    assert.ok(warning, `a warning names .cache/${section}: ${JSON.stringify(result.warnings)}`);
    assert.match(warning!.message, `was a symbolic link (to ${foreign})`);
    assert.ok(fs.lstatSync(path.join(cacheDir, section)).isDirectory(), `.cache/${section} is a folder of the cache's own`);
  }
  // The next build uses the cache again, with no warning; the other folder is as it was all along.
  fs.appendFileSync(path.join(docs, 'guide/install.md'), '\nAgain.\n');
  const next = await buildOnce(docs, { outDir });
  assert.is(next.cache.pagesFromCache, next.pages.length - 1);
  assert.not.ok(next.warnings.some((w) => w.file.includes('.cache')));
  untouched();
});

/** Puts `value` in place of every entry of every section of the build cache (entry files and whole-section files). */
function damageCache(cacheDir: string, value: unknown, only?: string) {
  for (const entry of fs.readdirSync(cacheDir, { withFileTypes: true })) {
    const file = path.join(cacheDir, entry.name);
    if (only && entry.name !== only && entry.name !== `${only}.json`) continue;
    if (entry.isDirectory()) {
      for (const sub of fs.readdirSync(file)) for (const name of fs.readdirSync(path.join(file, sub))) fs.writeFileSync(path.join(file, sub, name), JSON.stringify(value));
    } else if (entry.name.endsWith('.json')) {
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!data.entries) continue; // the stamp of a section kept in files
      for (const key of Object.keys(data.entries)) data.entries[key] = value;
      fs.writeFileSync(file, JSON.stringify(data));
    }
  }
}

test('a cache entry replaced by valid JSON of another type is a miss: the build makes it again, writes it over, same output', async () => {
  const docs = copyFixture();
  const { cacheDir } = await resolveConfig(docs);
  const clean = snapshot((await buildOnce(docs)).outDir);
  for (const value of [[], {}, null, 1, true, 'x', { htmlKey: 1 }]) {
    // 'x' is a string, as a page's HTML or a code block is: only the other sections can tell it is not theirs.
    if (value === 'x') for (const name of ['pages', 'sources', 'output', 'client', 'search']) damageCache(cacheDir, value, name);
    else damageCache(cacheDir, value);
    const result = await buildOnce(docs);
    const out = snapshot(result.outDir);
    assert.equal([...out.keys()].sort(), [...clean.keys()].sort(), JSON.stringify(value));
    for (const [file, bytes] of clean) assert.ok(bytes.equals(out.get(file)!), `${JSON.stringify(value)}: ${file} differs from the clean build's`);
    // Written over: the next build takes every page from the cache.
    const next = await buildOnce(docs);
    assert.is(next.cache.pagesFromCache, next.pages.length, JSON.stringify(value));
  }
});

test("only pages' HTML damaged (their other entries valid): found when the page is written, and the build still succeeds", async () => {
  const docs = copyFixture();
  const { cacheDir } = await resolveConfig(docs);
  const clean = snapshot((await buildOnce(docs)).outDir);
  damageCache(cacheDir, [], 'page-html');
  const result = await buildOnce(docs);
  for (const [file, bytes] of clean) assert.ok(bytes.equals(snapshot(result.outDir).get(file)!), `${file} differs from the clean build's`);
  const next = await buildOnce(docs);
  assert.is(next.cache.pagesFromCache, next.pages.length);
});

test.run();
