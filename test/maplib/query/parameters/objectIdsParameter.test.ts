// ObjectIdsParameter: feature ids as an array, a comma-separated string or one number.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ObjectIdsParameter } from '../../../../maplib/src/core/query/index.ts';
import { mapLibErrorMessage as message } from '../../unitHelpers.ts';


test('ObjectIdsParameter: [1, 2, 3], "1,2,3" or one id; integers from 0', () => {
  for (const [input, ids] of [[[1, 2, 3], [1, 2, 3]], ['1, 2,3', [1, 2, 3]], [7, [7]], ['0', [0]]] as const) assert.equal(new ObjectIdsParameter({ objectIds: input as never }).toRequest().objectIds, ids);
  assert.is(message(() => new ObjectIdsParameter({ objectIds: [1, 2.5] })), 'ObjectIdsParameter: objectIds must be feature ids ([1, 2, 3] or \'1,2,3\', integers from 0), got [1,2.5]');
  assert.match(message(() => new ObjectIdsParameter({ objectIds: [] })), /objectIds must be feature ids/);
  assert.is(message(() => new ObjectIdsParameter().toArcgisQuery()), 'ObjectIdsParameter: objectIds is required: feature ids such as [1, 2, 3]');
});

test.run();
