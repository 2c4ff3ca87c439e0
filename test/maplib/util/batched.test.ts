import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { batched } from '../../../maplib/src/core/util/batched.ts';

test('calls in one task run the work once, after them; a later task runs it again', async () => {
  let runs = 0;
  const schedule = batched(() => runs++);
  schedule();
  schedule();
  schedule();
  assert.is(runs, 0, 'not during the calls');
  await Promise.resolve();
  assert.is(runs, 1);
  schedule();
  await new Promise((r) => setTimeout(r, 0));
  assert.is(runs, 2);
});

test.run();
