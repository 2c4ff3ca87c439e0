// Sections kept one file per entry (src/render/cacheFiles.ts): what a build sets is on disk at once, read back on
// demand, pruned at the save to what the build used or kept, and dropped whole when the stamp changes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { openFileSection } from '../../src/render/cacheFiles.ts';
import { tempDir } from '../helpers/site.ts';

const entryFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];

test('a value set is on disk at once and read back from there; has() answers without reading', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const a = openFileSection(cacheDir, 'page-html', 'v1');
  assert.is(a.get('k1'), undefined);
  a.set('k1', '<p>一</p>');
  a.set('k2', { html: 'x', n: [1] });
  assert.is(entryFiles(path.join(cacheDir, 'page-html')).length, 2, 'written at set, not at save');
  assert.ok(a.has('k1'));
  assert.not.ok(a.has('k3'));
  // A second opening (the next build) finds them.
  const b = openFileSection(cacheDir, 'page-html', 'v1');
  assert.is(b.get('k1'), '<p>一</p>');
  assert.equal(b.get('k2'), { html: 'x', n: [1] });
  assert.is(b.size(), 2);
});

test('a new section: each subfolder is made before its first write, so no write fails and is tried again', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const section = openFileSection(cacheDir, 'highlight', 'v1');
  const { openSync, rmSync } = fs;
  const calls = { openSync: 0, failed: 0, rmSync: 0 };
  fs.openSync = ((...args: Parameters<typeof openSync>) => {
    calls.openSync++;
    try {
      return openSync(...args);
    } catch (err) {
      calls.failed++;
      throw err;
    }
  }) as typeof openSync;
  fs.rmSync = ((...args: Parameters<typeof rmSync>) => (calls.rmSync++, rmSync(...args))) as typeof rmSync;
  try {
    // 250 keys fall into most of the 256 subfolders, several into the same one.
    for (let i = 0; i < 250; i++) section.set(`k${i}`, `<pre>${i}</pre>`);
  } finally {
    Object.assign(fs, { openSync, rmSync });
  }
  // One file opened per entry (before: a failed write, a removal and a retry per new subfolder).
  assert.equal(calls, { openSync: 250, failed: 0, rmSync: 0 });
  assert.is(entryFiles(path.join(cacheDir, 'highlight')).length, 250);
  const next = openFileSection(cacheDir, 'highlight', 'v1');
  assert.is(next.get('k249'), '<pre>249</pre>');
});

test('a set after the cache folder was removed (serve --watch): the subfolder is made again and the entry written', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const s = openFileSection(cacheDir, 'highlight', 'v1');
  s.set('a', 'A');
  const [file] = fs.readdirSync(path.join(cacheDir, 'highlight'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== 'highlight.json');
  fs.rmSync(cacheDir, { recursive: true, force: true });
  s.set('a', 'A2');
  assert.is(fs.readFileSync(path.join(file.parentPath, file.name), 'utf8'), JSON.stringify('A2'), 'its file is back');
});

test('an entry that is not of the section\'s shape (or not JSON) is a miss, and its file goes', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const isHtml = (v: unknown) => typeof v === 'string';
  const a = openFileSection(cacheDir, 'page-html', 'v1', isHtml);
  a.set('k1', '<p>一</p>');
  a.set('k2', '<p>二</p>');
  const files = fs.readdirSync(path.join(cacheDir, 'page-html'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  fs.writeFileSync(path.join(files[0].parentPath, files[0].name), '[]');
  fs.writeFileSync(path.join(files[1].parentPath, files[1].name), '{"trunc');
  const b = openFileSection(cacheDir, 'page-html', 'v1', isHtml);
  assert.ok(b.has('k1') && b.has('k2'), 'listed, not read');
  assert.is(b.get('k1'), undefined);
  assert.is(b.get('k2'), undefined);
  assert.not.ok(b.has('k1') || b.has('k2'), 'a miss from now on');
  assert.is(entryFiles(path.join(cacheDir, 'page-html')).length, 0);
  b.set('k1', '<p>新</p>');
  assert.is(openFileSection(cacheDir, 'page-html', 'v1', isHtml).get('k1'), '<p>新</p>');
});

test('save keeps what the build used or kept, removes the rest; an untouched section is left alone', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const first = openFileSection(cacheDir, 'highlight', 'v1');
  for (const k of ['a', 'b', 'c', 'd']) first.set(k, k.toUpperCase());
  first.save();
  assert.is(entryFiles(path.join(cacheDir, 'highlight')).length, 4);

  const untouched = openFileSection(cacheDir, 'highlight', 'v1');
  untouched.keep('a');
  untouched.save();
  assert.is(entryFiles(path.join(cacheDir, 'highlight')).length, 4, 'nothing read or written: nothing pruned');

  const next = openFileSection(cacheDir, 'highlight', 'v1');
  assert.is(next.get('a'), 'A');
  next.keep('b');
  next.set('e', 'E');
  next.save();
  const later = openFileSection(cacheDir, 'highlight', 'v1');
  assert.equal(['a', 'b', 'c', 'd', 'e'].map((k) => later.get(k)), ['A', 'B', undefined, undefined, 'E']);
});

test('another stamp: old entries are gone before the first new one is written; a whole-section file is not a stamp', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const old = openFileSection(cacheDir, 'search', 'v1');
  old.set('k', 'old');
  const other = openFileSection(cacheDir, 'search', 'v2');
  assert.is(other.get('k'), undefined);
  other.set('j', 'new');
  assert.is(entryFiles(path.join(cacheDir, 'search')).length, 1);
  assert.is(openFileSection(cacheDir, 'search', 'v1').get('j'), undefined);
  assert.is(openFileSection(cacheDir, 'search', 'v2').get('j'), 'new');
  // The format before sections were kept in files: `{stamp, entries}` in <name>.json, same stamp.
  const legacy = tempDir('mapdocs-cachefiles-');
  fs.writeFileSync(path.join(legacy, 'highlight.json'), JSON.stringify({ stamp: 'v1', entries: { k: 'x' } }));
  fs.mkdirSync(path.join(legacy, 'highlight', 'ab'), { recursive: true });
  fs.writeFileSync(path.join(legacy, 'highlight', 'ab', `${'c'.repeat(38)}.json`), '"stale"');
  const s = openFileSection(legacy, 'highlight', 'v1');
  assert.is(s.size(), 0);
  s.set('k', 'y');
  assert.is(entryFiles(path.join(legacy, 'highlight')).length, 1, 'the folder started over');
});

/** A folder of files that are not the cache's, two levels deep as entries are, and an entry-shaped one among them. */
function foreignFolder(): { dir: string; files: string[]; count: number } {
  const dir = tempDir('mapdocs-foreign-');
  const files = ['notes.txt', 'ab/photo.json', 'ab/cd.json', `ab/${'e'.repeat(38)}.json`, 'thesis/chapter.json', `.${'f'.repeat(38)}.json.1-1.tmp`];
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), 'mine');
  }
  return { dir, files, count: fs.readdirSync(dir, { recursive: true }).length };
}

const allStillThere = (f: ReturnType<typeof foreignFolder>) => {
  for (const rel of f.files) assert.is(fs.readFileSync(path.join(f.dir, rel), 'utf8'), 'mine', `${rel} kept, unchanged`);
  assert.is(fs.readdirSync(f.dir, { recursive: true }).length, f.count, 'nothing added');
};

test('a section folder that is a symbolic link: nothing read, written or deleted through it; it becomes a real folder, and is reported', () => {
  for (const stamp of ['v1', 'v2']) {
    const cacheDir = tempDir('mapdocs-cachefiles-');
    const foreign = foreignFolder();
    // The entries were made under v1; opened under v2 the section starts over (removes every entry) first.
    fs.writeFileSync(path.join(cacheDir, 'page-html.json'), JSON.stringify({ stamp: 'v1', files: true }));
    fs.symlinkSync(foreign.dir, path.join(cacheDir, 'page-html'));
    const s = openFileSection(cacheDir, 'page-html', stamp);
    assert.is(s.get('k'), undefined);
    assert.is(s.size(), 0, 'the entry-shaped file through the link is not an entry');
    s.set('k', '<p>新</p>');
    s.save();
    allStillThere(foreign);
    const folder = path.join(cacheDir, 'page-html');
    assert.ok(fs.lstatSync(folder).isDirectory(), 'the link replaced by a folder of its own');
    assert.is(s.get('k'), '<p>新</p>', 'the section works in it');
    assert.is(entryFiles(folder).length, 1);
    assert.equal(s.linked(), { path: folder, why: `was a symbolic link (to ${foreign.dir}), which the build cache does not read, write or delete through: replaced by a folder of its own (nothing in ${foreign.dir} was touched)` });
    assert.is(openFileSection(cacheDir, 'page-html', stamp).linked(), undefined, 'said once');
  }
});

test('an entry subfolder that is a symbolic link is not followed: replaced too, the other entries kept', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const first = openFileSection(cacheDir, 'highlight', 'v1');
  first.set('a', 'A');
  first.save();
  // The subfolder key "x" lands in, replaced by a link to the foreign folder.
  const sub = createHash('sha1').update('x').digest('hex').slice(0, 2);
  const foreign = foreignFolder();
  fs.symlinkSync(foreign.dir, path.join(cacheDir, 'highlight', sub));
  const next = openFileSection(cacheDir, 'highlight', 'v1');
  next.set('x', 'X');
  assert.is(next.get('x'), 'X');
  assert.is(next.get('a'), 'A');
  next.save();
  allStillThere(foreign);
  assert.ok(fs.lstatSync(path.join(cacheDir, 'highlight', sub)).isDirectory());
  assert.is(next.linked()?.path, path.join(cacheDir, 'highlight', sub));
});

test('a link the cache cannot remove: that section is not used at all (nothing through it), and reported', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const foreign = foreignFolder();
  const link = path.join(cacheDir, 'search');
  fs.symlinkSync(foreign.dir, link);
  // Removing the link fails, as in a read-only cache folder (injected: modes do not stop root).
  const unlink = fs.unlinkSync;
  fs.unlinkSync = ((p: fs.PathLike) => {
    if (String(p) === link) throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
    return unlink(p);
  }) as typeof fs.unlinkSync;
  try {
    const s = openFileSection(cacheDir, 'search', 'v1');
    s.set('k', 'K');
    assert.is(s.get('k'), undefined);
    assert.not.ok(s.has('k'));
    s.save();
    allStillThere(foreign);
    assert.match(s.linked()!.why, 'removing the link failed (permission denied (EACCES)): that part of the cache is not used');
  } finally {
    fs.unlinkSync = unlink;
  }
});

test('save and a new stamp remove only files named as entries: anything else in the folder stays', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const first = openFileSection(cacheDir, 'search', 'v1');
  first.set('a', 'A');
  first.set('b', 'B');
  const sub = createHash('sha1').update('a').digest('hex').slice(0, 2);
  const strays = [path.join(cacheDir, 'search', sub, 'notes.txt'), path.join(cacheDir, 'search', 'readme.json'), path.join(cacheDir, 'search', 'zz', 'x.json')];
  for (const f of strays) {
    fs.mkdirSync(path.dirname(f), { recursive: true });
    fs.writeFileSync(f, 'mine');
  }
  const next = openFileSection(cacheDir, 'search', 'v1');
  next.get('b');
  next.save();
  const renewed = openFileSection(cacheDir, 'search', 'v2');
  renewed.set('c', 'C');
  renewed.save();
  for (const f of strays) assert.is(fs.readFileSync(f, 'utf8'), 'mine', `${path.relative(cacheDir, f)} kept`);
  assert.equal(['a', 'b', 'c'].map((k) => openFileSection(cacheDir, 'search', 'v2').get(k)), [undefined, undefined, 'C']);
  assert.is(renewed.linked(), undefined);
});

test('the cache folder removed while the section is open (serve --watch): the next write puts it back', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  const s = openFileSection(cacheDir, 'highlight', 'v1');
  s.set('a', 'A');
  fs.rmSync(cacheDir, { recursive: true, force: true });
  assert.is(s.get('a'), undefined, 'a file removed meanwhile is a miss');
  s.set('a', 'A2');
  s.save();
  assert.is(openFileSection(cacheDir, 'highlight', 'v1').get('a'), 'A2');
});

test('a write that fails does not stop the build: the save reports it', () => {
  const cacheDir = tempDir('mapdocs-cachefiles-');
  // A file where the section's folder should be.
  fs.writeFileSync(path.join(cacheDir, 'pages'), 'not a folder');
  fs.writeFileSync(path.join(cacheDir, 'pages.json'), JSON.stringify({ stamp: 'v1', files: true }));
  const s = openFileSection(cacheDir, 'pages', 'v1');
  s.set('a', 'A');
  assert.is(s.get('a'), undefined);
  assert.throws(() => s.save());
  s.save(); // reported once
});

test.run();
