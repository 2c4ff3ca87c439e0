import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';
import { repoModule, runBounded } from '../../helpers/bounded.ts';

/** A docs folder holding these pages. */
function docsOf(pages: Record<string, string>): string {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(docs);
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(docs, name), text);
  return docs;
}

/** Builds a docs folder in a child bounded at 60 s; what the CLI would print, and the exit status. */
function boundedBuild(docs: string) {
  return runBounded(
    `import { resolveConfig } from ${repoModule('src/render/config/resolveConfig.ts')};
    import { build } from ${repoModule('src/render/build.ts')};
    import { reportError } from ${repoModule('src/cli/reportError.ts')};
    build(await resolveConfig(${JSON.stringify(docs)}, { outDir: ${JSON.stringify(path.join(path.dirname(docs), 'out'))} })).then(() => process.exit(0), (e) => process.exit(reportError(e, false)));`,
    60_000,
  );
}

test('a page with CR-only line ends is published with its frontmatter title and its body', async () => {
  const docs = docsOf({ 'README.md': '# Home\n', 'x.md': '---\rtitle: X\r---\r# body\r\rSome text.\r' });
  const result = await build(await resolveConfig(docs, { outDir: path.join(path.dirname(docs), 'out') }));
  const page = result.pages.find((p) => p.relativePath === 'x.md')!;
  assert.is(page.title, 'X');
  const html = fs.readFileSync(path.join(result.outDir, 'x.html'), 'utf8');
  assert.match(html, /<title>X/);
  assert.match(html, /<h1 id="body">.*body<\/h1>/);
  assert.match(html, '<p>Some text.</p>');
});

test('---js frontmatter that would write a file is not run: an error at its line, no file written, no output', () => {
  const docs = docsOf({ 'README.md': '# Home\n', 'evil.md': '' });
  const written = path.join(path.dirname(docs), 'pwned.txt');
  fs.writeFileSync(path.join(docs, 'evil.md'), `---js\n{ title: (require('fs').writeFileSync(${JSON.stringify(written)}, 'x'), 'x') }\n---\n# Evil\n`);
  const run = boundedBuild(docs);
  assert.ok(run.finished, 'the build did not end');
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stderr, /docs\/evil\.md:1  frontmatter in "js" is not read: .* never runs code from them; write the frontmatter in YAML \(---\) or JSON \(---json\)/);
  assert.not.ok(fs.existsSync(written), 'the frontmatter ran');
  assert.not.ok(fs.existsSync(path.join(path.dirname(docs), 'out')), 'nothing built');
});

test('a YAML billion laughs (10 levels of 10 aliases) ends the build quickly with an error at the key that expands', () => {
  // Before: minutes at ~900 MB in the cache key's JSON.stringify, deaf to SIGTERM (here: killed at the 60 s bound).
  const keys = 'abcdefghij'.split('');
  const laughs = keys.map((k, i) => `${k}: &${k} [${i === 0 ? Array(10).fill('"lol"') : Array(10).fill(`*${keys[i - 1]}`)}]`);
  const docs = docsOf({ 'README.md': '# Home\n', 'lol.md': `---\n${laughs.join('\n')}\n---\n# Laughs\n` });
  const run = boundedBuild(docs);
  assert.ok(run.finished, 'the build did not end');
  assert.is(run.status, 1, run.stderr);
  assert.match(run.stderr, /docs\/lol\.md:7  frontmatter "f": its YAML aliases \(\*name\) expand the frontmatter past [\d,]+ characters; write the values out, or alias less/);
});

test.run();
