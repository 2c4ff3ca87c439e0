// The docs' pictures (docs/.mapdocs/pictures/): every picture the render script lists has its committed WebP file, as
// wide as its row of maps and small; no file sits there that the script does not make; and each picture is shown on a
// zh page and on its English twin, with alt text and a caption in that page's language. Reads files only: no build.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { PICTURES } from '../../docs/.mapdocs/pictures/pictures.ts';
import { pictureFile, pictureWidth } from '../../docs/.mapdocs/pictures/picture.ts';
import { imageSize } from '../../src/render/markdown/imageSize.ts';

const DOCS = path.resolve('docs');
const FOLDER = path.join(DOCS, '.mapdocs/pictures');
const CJK = /[\u3400-\u9fff]/;

/** Every markdown page of docs/, by its path relative to docs/. */
const PAGES = fs
  .readdirSync(DOCS, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.md') && !f.startsWith('.mapdocs') && !f.includes('node_modules'));

/** The pictures a page shows: `<figure>` + markdown image of a file in the pictures folder + `<figcaption>`. */
function picturesOn(page: string): { file: string; alt: string; caption: string }[] {
  const src = fs.readFileSync(path.join(DOCS, page), 'utf8');
  const found = [];
  for (const m of src.matchAll(/!\[([^\]]*)\]\(([^)\s]*\.mapdocs\/pictures\/[^)\s]+)\)/g)) {
    const file = path.resolve(DOCS, path.dirname(page), m[2]);
    const after = src.slice(m.index! + m[0].length);
    const caption = /^\s*<figcaption>([\s\S]*?)<\/figcaption>\s*<\/figure>/.exec(after)?.[1] ?? '';
    const before = src.slice(0, m.index!);
    assert.ok(/<figure\b[^>]*>\s*$/.test(before), `${page}: ${m[2]} is not inside a <figure>`);
    found.push({ file, alt: m[1], caption });
  }
  return found;
}

const SHOWN = PAGES.flatMap((page) => picturesOn(page).map((p) => ({ page, ...p })));

test("each picture of the render script's list has its WebP file, as wide as its rows of maps, under 60 KB", () => {
  assert.ok(PICTURES.length >= 4, `${PICTURES.length} pictures`);
  for (const picture of PICTURES) {
    const file = path.join(FOLDER, pictureFile(picture));
    assert.ok(fs.existsSync(file), `${pictureFile(picture)} missing: run npm run pictures`);
    const bytes = fs.readFileSync(file);
    assert.is(bytes.subarray(8, 12).toString('latin1'), 'WEBP', `${pictureFile(picture)} is not WebP`);
    assert.ok(bytes.length < 60 * 1024, `${pictureFile(picture)}: ${bytes.length} bytes`);
    // render.ts lays the maps out in rows (its columns, gaps and padding), labels under them.
    const size = imageSize(bytes);
    assert.is(size?.width, pictureWidth(picture), `${pictureFile(picture)}: width`);
    assert.ok(size!.height > picture.panel.height + 16, `${pictureFile(picture)}: height ${size!.height}`);
  }
});

test('the pictures folder holds no image the script does not make', () => {
  const listed = new Set(PICTURES.map(pictureFile));
  const images = fs.readdirSync(FOLDER).filter((f) => /\.(webp|png|jpe?g|gif)$/i.test(f));
  assert.equal(images.filter((f) => !listed.has(f)), [], 'stale pictures: delete them or add them to pictures.ts');
});

test('every picture is shown on a zh page and on its English twin, with alt text and a caption in the page language', () => {
  for (const shown of SHOWN) {
    assert.ok(fs.existsSync(shown.file), `${shown.page}: ${path.relative(DOCS, shown.file)} does not exist`);
    assert.ok(PICTURES.some((p) => path.join(FOLDER, pictureFile(p)) === shown.file), `${shown.page}: ${path.basename(shown.file)} is not in pictures.ts`);
    const en = shown.page.startsWith('en/');
    for (const [what, text] of [['alt text', shown.alt], ['caption', shown.caption]]) {
      assert.ok(text.trim().length >= 20, `${shown.page}: ${path.basename(shown.file)} has no real ${what}`);
      assert.is(CJK.test(text.replace(/<code>[^<]*<\/code>/g, '')), !en, `${shown.page}: the ${what} is not in the page's language: "${text}"`);
    }
  }
  for (const picture of PICTURES) {
    const pages = SHOWN.filter((s) => path.basename(s.file) === pictureFile(picture)).map((s) => s.page);
    const zh = pages.filter((p) => !p.startsWith('en/'));
    assert.ok(zh.length > 0, `${pictureFile(picture)} is on no page`);
    for (const page of zh) assert.ok(pages.includes(`en/${page}`), `${pictureFile(picture)} is on ${page} but not on en/${page}`);
  }
});

test.run();
