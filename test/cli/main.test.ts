// The command line as a user types it: rejected flags end the process at once with a sentence, never a hang.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempDir } from '../helpers/site.ts';

const BIN = path.resolve('bin/mapdocs.js');

test('an unknown flag on a cold site (highlight workers prestarted) exits 1 with a sentence, without hanging', () => {
  const root = tempDir();
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs', 'README.md'), '# Hi\n\n```js\nlet a = 1\n```\n');
  const r = spawnSync(process.execPath, [BIN, 'build', 'docs', '--bogus'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  assert.is(r.signal, null, 'killed by the timeout: the process hung');
  assert.is(r.status, 1);
  assert.match(r.stderr, "unknown option '--bogus'");
  assert.match(r.stderr, 'mapdocs --help');
});

test.run();
