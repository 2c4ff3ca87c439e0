// The build's .br/.gz copies: beside text-like files of 1 KB or more, decoding to the file, none where they would not
// help, and taken from the previous output only for files whose bytes did not change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir, siblingsOf, type Compressor } from '../../../src/render/write/precompress.ts';
import { compress, compressSync } from '../../../src/shared/compression.ts';
import { createStagingDir } from '../../../src/render/write/outputDir.ts';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';

const text = (seed: string, n: number) => Array.from({ length: n }, (_, i) => `${seed} line ${i} of the page\n`).join('');

/** An output folder with files of each kind. */
function site(files: Record<string, string | Buffer>): string {
  const dir = path.join(tempDir('mapdocs-precompress-'), 'out');
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

const FILES = {
  'index.html': text('home', 200),
  'assets/app.AbCd1234.js': text('code', 300),
  'assets/chunks/v-1.x.json': JSON.stringify({ html: text('chunk', 100) }),
  'data/world.geojson': JSON.stringify({ type: 'FeatureCollection', features: text('f', 80).split('\n') }),
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0L10 10"/>'.repeat(100)}</svg>`,
  'small.css': 'a{color:red}',
  'photo.png': Buffer.alloc(4000, 1),
  'noise.txt': crypto.randomBytes(3000),
};

test('copies beside text-like files over 1 KB that decode to the file; none for small, binary or incompressible files', async () => {
  const dir = site(FILES);
  const stats = await precompressDir(dir);
  const compressed = ['index.html', 'assets/app.AbCd1234.js', 'assets/chunks/v-1.x.json', 'data/world.geojson', 'logo.svg'];
  for (const rel of compressed) {
    const plain = fs.readFileSync(path.join(dir, rel));
    const br = fs.readFileSync(path.join(dir, rel + '.br'));
    const gz = fs.readFileSync(path.join(dir, rel + '.gz'));
    assert.ok(zlib.brotliDecompressSync(br).equals(plain), `${rel}.br`);
    assert.ok(zlib.gunzipSync(gz).equals(plain), `${rel}.gz`);
    assert.ok(br.length < plain.length / 4 && gz.length < plain.length / 3, `${rel}: ${plain.length} → br ${br.length}, gz ${gz.length}`);
  }
  for (const rel of ['small.css', 'photo.png', 'noise.txt'])
    for (const suffix of ['.br', '.gz']) assert.not.ok(fs.existsSync(path.join(dir, rel + suffix)), rel + suffix);
  assert.is(stats.files, compressed.length);
  assert.is(stats.reused, 0);
  assert.ok(stats.br > 0 && stats.br < stats.gzip && stats.gzip < stats.bytes, JSON.stringify(stats));
});

test("a rebuild reuses the previous output's copies of unchanged files and compresses the changed ones", async () => {
  const previous = site(FILES);
  await precompressDir(previous);
  // A copy made by hand (quality 11) tells a reused copy from a fresh one.
  const marked = zlib.brotliCompressSync(fs.readFileSync(path.join(previous, 'index.html')), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(path.join(previous, 'index.html.br'), marked);
  // The chunk's copy is older than its file: left from an earlier version, not to be trusted.
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(previous, 'assets/chunks/v-1.x.json.br'), past, past);
  fs.utimesSync(path.join(previous, 'assets/chunks/v-1.x.json.gz'), past, past);

  const changed = text('code, changed', 300);
  const next = site({ ...FILES, 'assets/app.AbCd1234.js': changed });
  const stats = await precompressDir(next, { previous });
  assert.ok(fs.readFileSync(path.join(next, 'index.html.br')).equals(marked), 'index.html: the previous copy');
  assert.is(zlib.brotliDecompressSync(fs.readFileSync(path.join(next, 'assets/app.AbCd1234.js.br'))).toString(), changed, 'the changed file compressed anew');
  assert.is(zlib.gunzipSync(fs.readFileSync(path.join(next, 'assets/app.AbCd1234.js.gz'))).toString(), changed);
  assert.ok(zlib.brotliDecompressSync(fs.readFileSync(path.join(next, 'assets/chunks/v-1.x.json.br'))).equals(fs.readFileSync(path.join(next, 'assets/chunks/v-1.x.json'))));
  assert.is(stats.reused, 3, 'index.html, the geojson and the svg');
  // Reused copies are newer than their files, as serve's check for stale copies wants.
  const mtime = (rel: string) => fs.statSync(path.join(next, rel)).mtimeMs;
  assert.ok(mtime('index.html.br') >= mtime('index.html'));
});

test("precompressDir skips the files it is told have their copies; those written with them are not read again", async () => {
  const dir = site(FILES);
  const stats = await precompressDir(dir, { skip: new Set(['index.html', 'assets/app.AbCd1234.js']) });
  assert.not.ok(fs.existsSync(path.join(dir, 'index.html.br')));
  assert.not.ok(fs.existsSync(path.join(dir, 'assets/app.AbCd1234.js.gz')));
  assert.ok(fs.existsSync(path.join(dir, 'logo.svg.br')));
  assert.is(stats.files, 3);
});

test('a staging folder that precompresses writes the copies with each file, from its bytes; not for a file patched later', async () => {
  const out = path.join(tempDir('mapdocs-precompress-'), 'out');
  const previous = site(FILES);
  await precompressDir(previous);
  const staging = createStagingDir(out, { precompress: { previous } });
  try {
    const changed = text('code, changed', 300);
    staging.write('assets/app.AbCd1234.js', changed);
    staging.write('index.html', FILES['index.html']);
    staging.write('guide/page.html', text('page', 100), { patchedLater: true });
    staging.write('small.css', FILES['small.css']);
    await staging.flush();
    const read = (rel: string) => fs.readFileSync(path.join(staging.dir, rel));
    assert.is(zlib.brotliDecompressSync(read('assets/app.AbCd1234.js.br')).toString(), changed);
    assert.is(zlib.gunzipSync(read('assets/app.AbCd1234.js.gz')).toString(), changed);
    assert.ok(read('index.html.br').equals(fs.readFileSync(path.join(previous, 'index.html.br'))), "an unchanged file: the previous output's copy");
    assert.not.ok(fs.existsSync(path.join(staging.dir, 'guide/page.html.br')), 'patched later: left to precompressDir');
    assert.not.ok(fs.existsSync(path.join(staging.dir, 'small.css.br')));
    assert.equal([...staging.precompressed!].sort(), ['assets/app.AbCd1234.js', 'index.html', 'small.css']);
    // Each copy is newer than its file (serve's check for stale copies, the next build's reuse).
    const mtime = (rel: string) => fs.statSync(path.join(staging.dir, rel)).mtimeMs;
    assert.ok(mtime('assets/app.AbCd1234.js.br') >= mtime('assets/app.AbCd1234.js'));
  } finally {
    await staging.discard();
  }
});

/** A compressor as the highlight workers are (compressSync elsewhere), counting what it is given; `fails` rejects. */
function countingCompressor(fails = false) {
  const given: number[] = [];
  const compress: Compressor = async (bytes, asked) => {
    given.push(bytes.length);
    await new Promise((resolve) => setTimeout(resolve, 1)); // answers come later, as a worker's do
    if (fails) throw new Error('worker gone');
    return asked.map((a) => compressSync(bytes, a.encoding, a.quality));
  };
  return { compress, given };
}

test('compressWith: a staging folder hands the copies to the compressor (the highlight workers), same bytes as its own; one that fails leaves them to this thread', async () => {
  for (const fails of [false, true]) {
    const here = createStagingDir(path.join(tempDir('mapdocs-precompress-'), 'out'), { precompress: {} });
    const lent = createStagingDir(path.join(tempDir('mapdocs-precompress-'), 'out'), { precompress: {} });
    const { compress, given } = countingCompressor(fails);
    lent.compressWith!(compress);
    try {
      for (const [rel, content] of Object.entries(FILES)) for (const staging of [here, lent]) staging.write(rel, content);
      await Promise.all([here.flush(), lent.flush()]);
      assert.is(given.length, 6, 'the six text files of 1 KB or more went to the compressor (the random one gets no copies)');
      const copies = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(br|gz)$/.test(f)).sort();
      assert.equal(copies(lent.dir), copies(here.dir));
      assert.is(copies(here.dir).length, 10);
      for (const rel of copies(here.dir)) assert.ok(fs.readFileSync(path.join(lent.dir, rel)).equals(fs.readFileSync(path.join(here.dir, rel))), rel);
      const mtime = (dir: string, rel: string) => fs.statSync(path.join(dir, rel)).mtimeMs;
      assert.ok(mtime(lent.dir, 'index.html.gz') >= mtime(lent.dir, 'index.html'), 'copies written after their file');
    } finally {
      await here.discard();
      await lent.discard();
    }
  }
});

test('precompressDir with a compressor: the files are shared out between it and this thread; the same copies', async () => {
  const many = { ...FILES, ...Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`page${i}.html`, text(`page ${i}`, 100 + i * 20)])) };
  const alone = site(many);
  const shared = site(many);
  const { compress, given } = countingCompressor();
  assert.equal(await precompressDir(shared, { compress }), await precompressDir(alone));
  const files = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).sort();
  assert.equal(files(shared), files(alone));
  for (const rel of files(alone)) if (fs.statSync(path.join(alone, rel)).isFile()) assert.ok(fs.readFileSync(path.join(shared, rel)).equals(fs.readFileSync(path.join(alone, rel))), rel);
  assert.ok(given.length >= 2 && given.length < 21, `${given.length} of 21 files lent, the rest compressed here`);
});

test("a build's copies decode to its files, documents included (their route-manifest name is put in after they are written)", async () => {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(docs, 'README.md'), `# Home\n\n${text('home', 60)}`);
  fs.writeFileSync(path.join(docs, 'guide/README.md'), `# Guide\n\n${text('guide', 60)}\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n`);
  const out = path.join(path.dirname(docs), 'out');
  await build(await resolveConfig(docs, { outDir: out }));
  const copies = fs.readdirSync(out, { recursive: true }).map(String).filter((f) => f.endsWith('.br') || f.endsWith('.gz'));
  assert.ok(copies.includes('index.html.br') && copies.includes('guide/index.html.gz'), copies.join(', '));
  for (const copy of copies) {
    const bytes = fs.readFileSync(path.join(out, copy));
    const plain = fs.readFileSync(path.join(out, copy.slice(0, -3)));
    assert.ok((copy.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes)).equals(plain), copy);
  }
});

test("a copy owns its bytes: not a view of zlib's whole output chunk (a build holds thousands while they wait to be written)", async () => {
  const json = Buffer.from(JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ t: `term${i % 7}`, p: [i, i + 1] }))));
  const copies = siblingsOf('assets/search/root/abc.json', json);
  assert.is(copies.length, 2);
  // Small buffers share Node's 8 KB pool: that slab is shared, not the copy's own waste.
  const own = (b: Buffer) => b.buffer.byteLength <= Math.max(Buffer.poolSize, 2 * b.length);
  for (const c of copies) assert.ok(own(c.bytes!), `${c.encoding}: ${c.bytes!.length} bytes over an ArrayBuffer of ${c.bytes!.buffer.byteLength}`);
  for (const encoding of ['br', 'gzip'] as const) {
    const out = await compress(json, encoding, 5);
    assert.ok(own(out), `compress ${encoding}: ${out.length} over ${out.buffer.byteLength}`);
  }
  assert.equal(zlib.gunzipSync(copies.find((c) => c.encoding === 'gzip')!.bytes!), json);
});

test('precompress: false in the config turns it off; the default is on', async () => {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, '.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(docs, 'README.md'), '# Home\n');
  assert.is((await resolveConfig(docs)).precompress, true);
  fs.writeFileSync(path.join(docs, '.mapdocs/config.json'), '{ "precompress": false }');
  assert.is((await resolveConfig(docs)).precompress, false);
  assert.is((await resolveConfig(docs, { precompress: true })).precompress, true, 'the command line wins');
  fs.writeFileSync(path.join(docs, '.mapdocs/config.json'), '{ "precompress": "no" }');
  const err = await resolveConfig(docs).catch((e) => e);
  assert.match(err.message, 'precompress');
});

test.run();
