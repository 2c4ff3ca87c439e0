import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { selectPart } from '../../../src/render/markdown/snippets.ts';
import { findSourceRoot } from '../../../src/render/config/sourceRoot.ts';
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

/** A project (package.json) with docs/ and lib/ beside it. */
function docsWithSource(): string {
  const root = tempDir();
  fs.writeFileSync(path.join(root, 'package.json'), '{}');
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

test("VuePress sites: `@` is the project root VuePress ran from (the docs folder's nearest package.json), no title unless given", async () => {
  const project = tempDir();
  fs.writeFileSync(path.join(project, 'package.json'), '{}');
  fs.mkdirSync(path.join(project, 'packages/docs/docs'), { recursive: true });
  fs.mkdirSync(path.join(project, 'packages/lib'), { recursive: true });
  fs.writeFileSync(path.join(project, 'packages/docs/package.json'), '{}');
  fs.writeFileSync(path.join(project, 'packages/lib/snippet.js'), '// #region snippet\nconst a = 1\n// #endregion snippet\n');
  const docs = path.join(project, 'packages/docs/docs');
  assert.is(findSourceRoot(docs), path.join(project, 'packages/docs'));
  // packages/lib is outside the docs' project folder (packages/docs, its nearest package.json): a monorepo's sibling
  // package is read through includeRoots.
  const { html, env } = await render('<<< @/../lib/snippet.js#snippet {1}\n', {
    root: docs,
    options: { vuepress: true, snippetRoot: findSourceRoot(docs), includeRoots: [path.join(project, 'packages/docs'), path.join(project, 'packages/lib')] },
  });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, 'const');
  assert.not.match(html, 'code-snippet-title');
  // Without a package.json anywhere above, the docs folder's parent (`vuepress build docs`).
  const bare = path.join(tempDir(), 'site/docs');
  fs.mkdirSync(bare, { recursive: true });
  assert.is(findSourceRoot(bare), path.dirname(bare));
});

test.run();
