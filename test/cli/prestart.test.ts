// Highlight workers started before the build (bin/mapdocs.js → src/cli/prestart.ts) reach it as a parameter: its pool
// takes them when it needs workers of their number; otherwise the caller discards them and nothing keeps running.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../src/render/build.ts';
import { resolveConfig } from '../../src/render/config/resolveConfig.ts';
import { defaultWorkerCount, prestartWorkers, type PrestartedWorkers } from '../../src/render/highlight/pool.ts';
import { prestartIfCold } from '../../src/cli/prestart.ts';
import { tempDir } from '../helpers/site.ts';

/** A site with enough distinct code blocks for the build to start highlight workers (more than 40). */
function codeSite(): string {
  const docs = path.join(tempDir('mapdocs-prestart-'), 'docs');
  fs.mkdirSync(docs, { recursive: true });
  const blocks = Array.from({ length: 48 }, (_, i) => `\`\`\`js\nconst value${i} = ${i} * 2;\nconsole.log(value${i});\n\`\`\``);
  fs.writeFileSync(path.join(docs, 'README.md'), `# Code\n\n${blocks.join('\n\n')}\n`);
  return docs;
}

/** Counts what the build asks of the handle. */
function watched(inner: PrestartedWorkers) {
  const asked: number[] = [];
  const handle: PrestartedWorkers = { size: inner.size, take: (n) => (asked.push(n), inner.take(n)), discard: () => inner.discard() };
  return { handle, asked };
}

test('a cold build takes the prestarted workers for its pool; a warm one leaves them to be discarded', async () => {
  const docs = codeSite();
  // As many as the build's pool will want (a core for each but one).
  const size = defaultWorkerCount();
  const cold = watched(prestartWorkers(size));
  const config = await resolveConfig(docs, { outDir: path.join(path.dirname(docs), 'out') });
  const first = await build(config, undefined, { prestarted: cold.handle });
  assert.is(first.cache.highlightWorkers, size);
  assert.equal(cold.asked, [size], 'the pool asked for its workers once');
  assert.is(cold.handle.take(size), null, 'taken: not handed out twice');
  assert.ok(first.cache.blocksHighlighted >= 48);
  await cold.handle.discard(); // no-op once taken

  const warm = watched(prestartWorkers(size));
  const second = await build(config, undefined, { prestarted: warm.handle });
  assert.is(second.cache.pagesFromCache, 1);
  assert.equal(warm.asked, [], 'nothing to highlight: no pool, the workers are not taken');
  await warm.handle.discard(); // ends them: the test process would otherwise not exit
  assert.is(warm.handle.take(size), null, 'discarded workers are not handed out');
});

test('prestartIfCold: only for `build` of an existing docs folder without highlighted code in its cache', async () => {
  const docs = codeSite();
  const cwd = process.cwd();
  process.chdir(path.dirname(docs));
  try {
    assert.is(prestartIfCold(['node', 'mapdocs', 'serve', 'docs']), null);
    assert.is(prestartIfCold(['node', 'mapdocs', 'build', 'docs', '--help']), null);
    assert.is(prestartIfCold(['node', 'mapdocs', 'build', 'missing']), null);
    const started = prestartIfCold(['node', 'mapdocs', 'build', '--out', 'x', 'docs']);
    assert.ok(started, 'a cold site');
    await started!.discard();
    fs.mkdirSync(path.join(docs, '.mapdocs', '.cache'), { recursive: true });
    fs.writeFileSync(path.join(docs, '.mapdocs', '.cache', 'highlight.json'), '{}');
    assert.is(prestartIfCold(['node', 'mapdocs', 'build', 'docs']), null, 'a warm site');
  } finally {
    process.chdir(cwd);
  }
});

test.run();
