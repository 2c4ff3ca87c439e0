import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { selectPart } from '../../../src/render/markdown/snippets.ts';
import { render } from '../../helpers/markdown.ts';
import { tempDir } from '../../helpers/site.ts';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';

const SOURCE = `import x from 'y';

/** Doubles a number. */
export function double(n: number): number {
  return n * 2;
}

export const ANSWER = 42;

export class Box {
  value = 1;
}

function inner() {
  // #region core
  const a = 1;
  return a;
  // #endregion core
}
`;

test('selects a declaration with its doc comment, a region, or a line range', () => {
  assert.is(selectPart(SOURCE, 'double'), '/** Doubles a number. */\nexport function double(n: number): number {\n  return n * 2;\n}');
  assert.is(selectPart(SOURCE, 'ANSWER'), 'export const ANSWER = 42;');
  assert.is(selectPart(SOURCE, 'Box'), 'export class Box {\n  value = 1;\n}');
  assert.is(selectPart(SOURCE, 'core'), 'const a = 1;\nreturn a;');
  assert.is(selectPart(SOURCE, 'L1-L1'), "import x from 'y';");
  assert.is(selectPart(SOURCE, 'nothing'), null);
  assert.is(selectPart(SOURCE, 'L5-L999'), null);
});

function docsWithSource(): string {
  const root = tempDir();
  fs.mkdirSync(path.join(root, 'docs/code'), { recursive: true });
  fs.mkdirSync(path.join(root, 'lib'));
  fs.writeFileSync(path.join(root, 'lib/math.ts'), SOURCE);
  fs.writeFileSync(path.join(root, 'docs/code/math.md'), '# 源码\n\n<<< @/../lib/math.ts#double{2}\n');
  return root;
}

test('<<< includes highlighted source at build time, titled with its path; missing files and parts are errors', async () => {
  const root = docsWithSource();
  const { html, env } = await render('# 源码\n\n<<< @/../lib/math.ts#double{2}\n\n<<< ../../lib/math.ts#ANSWER [常量]\n', { root: path.join(root, 'docs'), file: 'code/math.md' });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, '<div class="code-snippet-title">lib/math.ts</div>');
  assert.match(html, '<div class="code-snippet-title">常量</div>');
  assert.match(html, 'class="code-block language-ts has-highlights"');
  assert.match(html, '<span class="line highlighted"><span class="kw">export ');
  const bad = await render('# x\n\n<<< @/../lib/nope.ts\n\n<<< @/../lib/math.ts#triple\n', { root: path.join(root, 'docs'), file: 'code/math.md' });
  assert.equal(
    bad.env.diagnostics.map((d) => [d.line, d.message]),
    [
      [3, 'snippet file "@/../lib/nope.ts": not found'],
      [5, 'snippet "@/../lib/math.ts" has no part "#triple"'],
    ],
  );
});

test('a page re-renders when the file it includes changes, even with a warm cache', async () => {
  const root = docsWithSource();
  const config = await resolveConfig(path.join(root, 'docs'), { outDir: path.join(root, 'out') });
  await build(config);
  // The code as a reader sees it: the page's text without tags.
  const read = () => fs.readFileSync(path.join(root, 'out/code/math.html'), 'utf8').replace(/<[^>]+>/g, '');
  assert.match(read(), 'return n * 2;');
  fs.writeFileSync(path.join(root, 'lib/math.ts'), SOURCE.replace('n * 2', 'n + n'));
  const result = await build(config);
  assert.match(read(), 'return n + n;');
  assert.not.match(read(), 'return n * 2;');
  assert.is(result.cache.pagesFromCache, 0);
});

test.run();
