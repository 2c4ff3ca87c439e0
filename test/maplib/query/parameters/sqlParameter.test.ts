// SQLParameter: the where clause, required, a string, not blank.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SQLParameter } from '../../../../maplib/src/core/query/index.ts';

const message = (make: () => unknown): string => {
  try {
    make();
  } catch (e) {
    assert.is((e as Error).name, 'MapLibError');
    return (e as Error).message;
  }
  throw new Error('no error');
};

test('SQLParameter: where is required, a string, not blank', () => {
  assert.is(message(() => new SQLParameter({ where: 5 as never })), 'SQLParameter: where must be a string, got 5');
  assert.is(message(() => new SQLParameter({} as never)), `SQLParameter: where is required: a condition such as "name_en = 'China'", got undefined`);
  assert.is(message(() => new SQLParameter({ where: '  ' })), 'SQLParameter: where must not be empty (a condition such as "mag > 5")');
  assert.is(new SQLParameter({ where: ' mag > 5 ' }).toRequest().where, 'mag > 5');
});

test.run();
