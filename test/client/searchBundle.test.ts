// The search engine (tokenizer, index loader, scoring) stays out of the entry bundle: it loads on first use of the box.
// lunr is in no client file: the engine scores as lunr does from the shards it loads (src/shared/scoreSections.ts).
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient } from '../../src/render/assets/bundleClient.ts';
import { tempDir } from '../helpers/site.ts';

// A warning string inside lunr that minification keeps; the segmenter is the tokenizer's.
const LUNR = 'Overwriting existing registered function';
const TOKENIZER = 'Segmenter';

test('the entry and its static imports hold no tokenizer; a lazy chunk does; lunr is nowhere', async () => {
  const out = tempDir('mapdocs-bundle-');
  const assets = await bundleClient(out);
  const eager = [assets.entry, ...assets.imports].map((f) => fs.readFileSync(path.join(out, f), 'utf8')).join('\n');
  assert.not.ok(eager.includes(LUNR), 'lunr in the initial bundle');
  assert.not.ok(eager.includes(TOKENIZER), 'tokenizer in the initial bundle');
  const lazy = fs.readdirSync(path.join(out, 'assets/js')).filter((f) => /^searchEngine\..*\.js$/.test(f));
  assert.is(lazy.length, 1);
  const engine = fs.readFileSync(path.join(out, 'assets/js', lazy[0]), 'utf8');
  assert.ok(engine.includes(TOKENIZER));
  for (const f of fs.readdirSync(path.join(out, 'assets/js'))) assert.not.ok(fs.readFileSync(path.join(out, 'assets/js', f), 'utf8').includes(LUNR), `lunr in ${f}`);
  assert.ok(eager.includes(lazy[0]), 'the entry imports the engine chunk dynamically by name');
  fs.rmSync(out, { recursive: true, force: true });
});

test.run();
