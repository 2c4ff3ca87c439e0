import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { build, COMPRESSION_WORKER_FROM_PAGES } from '../../src/render/build.ts';
import { tempDir } from '../helpers/site.ts';
import { compressSync, QUALITY, SUFFIX } from '../../src/shared/compression.ts';

const FIXTURE = path.resolve('test/fixtures/basic/docs');

/** A writable copy of the basic fixture. */
function copyFixture(): string {
  const dir = path.join(tempDir(), 'docs');
  fs.cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

async function buildInto(docs: string, outDir = path.join(tempDir(), 'out')) {
  const config = await resolveConfig(docs, { outDir });
  return build(config);
}

const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

test('page records carry their fields (title, path, frontmatter, headers, …), headers levels 2–3 with Chinese slugs', async () => {
  const result = await buildInto(FIXTURE);
  const guide = result.pages.find((p) => p.relativePath === 'guide/README.md')!;
  assert.equal(Object.keys(guide).sort(), ['frontmatter', 'headers', 'key', 'path', 'regularPath', 'relativePath', 'title']);
  assert.is(guide.title, '指南');
  assert.is(guide.regularPath, '/guide/');
  assert.is(guide.path, '/guide/');
  assert.match(guide.key, /^v-[0-9a-f]{10}$/);
  assert.equal(guide.frontmatter, { title: '指南', description: '指南首页' });
  assert.equal(guide.headers, [
    { level: 2, title: '栅格图层', slug: '栅格图层' },
    { level: 3, title: '瓦片大小 tileSize', slug: '瓦片大小-tilesize' },
    { level: 2, title: '栅格图层', slug: '栅格图层-1' },
  ]);
  const install = result.pages.find((p) => p.relativePath === 'guide/install.md')!;
  assert.is(install.title, '安装', 'h1 is the title when frontmatter has none');
  assert.is(install.regularPath, '/guide/install.html');
  assert.equal(
    result.pages.map((p) => p.path),
    ['/', '/en/', '/guide/', '/guide/install.html', '/guide/layers&sources.html', '/guide/复杂线.html'],
  );
});

test('output: one HTML file per page, 404s, sitemap, chunks per key, public files, hashed assets and images', async () => {
  const result = await buildInto(FIXTURE);
  const files = listFiles(result.outDir);
  for (const f of ['index.html', 'en/index.html', 'guide/index.html', 'guide/install.html', 'guide/layers&sources.html', 'guide/复杂线.html', '404.html', 'en/404.html', 'sitemap.xml', 'hello.txt'])
    assert.ok(files.includes(f), `missing ${f}`);
  for (const page of result.pages) assert.ok(files.some((f) => f.startsWith(`assets/chunks/${page.key}.`) && f.endsWith('.json')), `no chunk for ${page.key}`);
  assert.ok(files.some((f) => /^assets\/app\.[A-Z0-9]{8}\.js$/.test(f)), 'hashed client entry');
  assert.ok(files.some((f) => /^assets\/style\.[A-Z0-9]{8}\.css$/.test(f)), 'hashed stylesheet');
  assert.ok(files.some((f) => /^assets\/img\/复杂线\.[0-9a-f]{8}\.png$/.test(f)), 'image copied with a hash');
  const sitemap = fs.readFileSync(path.join(result.outDir, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, '<loc>https://maplib.example/static/modules/maplib/guide/layers&amp;sources.html</loc>');
  assert.match(sitemap, '<loc>https://maplib.example/static/modules/maplib/guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html</loc>');
});

test('each page has its title, description, canonical link, lang and generator', async () => {
  const result = await buildInto(FIXTURE);
  const read = (f: string) => fs.readFileSync(path.join(result.outDir, f), 'utf8');
  const guide = read('guide/index.html');
  assert.match(guide, '<html lang="zh-CN">');
  assert.match(guide, '<title>指南 | 示例站点</title>');
  assert.match(guide, '<meta name="description" content="指南首页">');
  assert.match(guide, '<link rel="canonical" href="https://maplib.example/static/modules/maplib/guide/">');
  assert.match(guide, /<meta name="generator" content="mapdocs \d+\.\d+\.\d+">/);
  assert.match(guide, '<h2 id="栅格图层">');
  const en = read('en/index.html');
  assert.match(en, '<html lang="en-US">');
  assert.match(en, 'ICP 备案号');
  const layers = read('guide/layers&sources.html');
  assert.match(layers, '<my-widget data-x="1">未知标签原样输出</my-widget>');
  assert.match(layers, /src="\/static\/modules\/maplib\/assets\/img\/%E5%A4%8D%E6%9D%82%E7%BA%BF\.[0-9a-f]{8}\.png"/);
  const home = read('index.html');
  assert.match(home, 'MIT Licensed');
  assert.match(home, 'class="action-button"');
});

test('a failed build leaves the previous output untouched', async () => {
  const docs = copyFixture();
  const outDir = path.join(tempDir(), 'out');
  await buildInto(docs, outDir);
  const before = listFiles(outDir).map((f) => [f, fs.readFileSync(path.join(outDir, f), 'utf8')]);
  fs.writeFileSync(path.join(docs, 'guide/install.md'), '# 安装\n\n已改动\n\n[坏链接](./missing.md)\n');
  const err = await buildInto(docs, outDir).catch((e) => e);
  assert.is(err.name, 'ContentErrors');
  assert.equal(
    err.diagnostics.map((d: { file: string; line: number; message: string }) => [path.basename(d.file), d.line, d.message]),
    [['install.md', 5, 'link to missing page "./missing.md"']],
  );
  const after = listFiles(outDir).map((f) => [f, fs.readFileSync(path.join(outDir, f), 'utf8')]);
  assert.equal(after, before);
  assert.equal(fs.readdirSync(path.dirname(outDir)).filter((n) => n.includes('building')), [], 'no staging folder left behind');
});

test('malformed frontmatter names file and line', async () => {
  const docs = copyFixture();
  fs.writeFileSync(path.join(docs, 'guide/install.md'), '---\ntitle: 安装\ndescription: a: b\nother: 1\n---\n# x\n');
  const err = await buildInto(docs).catch((e) => e);
  assert.is(err.name, 'MapdocsError');
  assert.ok(err.file.endsWith(path.join('guide', 'install.md')));
  assert.is(err.line, 3);
  assert.match(err.message, 'malformed frontmatter');
});

test('an unreadable file is an error naming it', async () => {
  const docs = copyFixture();
  fs.symlinkSync(path.join(docs, 'nowhere.md'), path.join(docs, 'guide/broken.md'));
  const err = await buildInto(docs).catch((e) => e);
  assert.ok(err.file.endsWith(path.join('guide', 'broken.md')));
  assert.is(err.message, 'cannot read the page: not found');
});

test('the CLI prints file:line errors without a stack and exits 1; --debug adds the stack', () => {
  const docs = copyFixture();
  fs.writeFileSync(path.join(docs, 'guide/install.md'), '# 安装\n\n[坏链接](./nope.md)\n');
  const out = path.join(tempDir(), 'out');
  const run = (...extra: string[]) => spawnSync(process.execPath, ['bin/mapdocs.js', 'build', docs, '--out', out, ...extra], { encoding: 'utf8' });
  const plain = run();
  assert.is(plain.status, 1);
  assert.match(plain.stderr, /guide\/install\.md:3 {2}link to missing page "\.\/nope\.md"/);
  assert.not.match(plain.stderr, /\n\s+at /);
  assert.not.ok(fs.existsSync(out));
  const debug = run('--debug');
  assert.is(debug.status, 1);
  assert.match(debug.stderr, /\n\s+at /);
});

test('the CLI builds a site whose config is TypeScript', () => {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, '.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(docs, '.mapdocs/config.ts'), "const title: string = 'TS 配置';\nexport default { title, base: '/ts/' };\n");
  fs.writeFileSync(path.join(docs, 'README.md'), '# 首页\n');
  const out = path.join(tempDir(), 'out');
  const r = spawnSync(process.execPath, ['bin/mapdocs.js', 'build', docs, '--out', out], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), '<title>首页 | TS 配置</title>');
});

test('the CLI rejects unknown flags with a helpful sentence', () => {
  const r = spawnSync(process.execPath, ['bin/mapdocs.js', 'build', '--outt', 'x'], { encoding: 'utf8' });
  assert.is.not(r.status, 0);
  assert.match(r.stderr, "unknown option '--outt'");
  assert.match(r.stderr, 'mapdocs --help');
});

/** A docs folder of `pages` pages of prose, no code (nothing to highlight). */
function proseSite(pages: number): string {
  const dir = path.join(tempDir(), 'docs');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'README.md'), '# 首页\n\n地图文档。\n');
  for (let i = 0; i < pages - 1; i++)
    fs.writeFileSync(path.join(dir, `page${i}.md`), `# 第 ${i} 页\n\n${`图层 ${i} 在地图上画数据；瓦片、要素和样式各有其页。`.repeat(40)}\n`);
  return dir;
}

test('nothing to highlight and many pages: the .br/.gz copies are made in a compression worker, the bytes this thread makes', async () => {
  const result = await buildInto(proseSite(COMPRESSION_WORKER_FROM_PAGES));
  assert.is(result.cache.highlightWorkers, 0);
  assert.ok(result.cache.compressionWorkers >= 1, 'a compression worker was started');
  const files = listFiles(result.outDir);
  const copies = files.filter((f) => f.endsWith(SUFFIX.br) || f.endsWith(SUFFIX.gzip));
  assert.ok(copies.length > 2 * COMPRESSION_WORKER_FROM_PAGES, `copies: ${copies.length}`);
  for (const copy of copies) {
    const encoding = copy.endsWith(SUFFIX.br) ? 'br' : 'gzip';
    const original = fs.readFileSync(path.join(result.outDir, copy.slice(0, -SUFFIX[encoding].length)));
    assert.ok(fs.readFileSync(path.join(result.outDir, copy)).equals(compressSync(original, encoding, QUALITY[encoding])), `${copy} is the compression of its file`);
  }
  // A small site: this thread alone.
  assert.is((await buildInto(proseSite(10))).cache.compressionWorkers, 0);
});

test.run();
