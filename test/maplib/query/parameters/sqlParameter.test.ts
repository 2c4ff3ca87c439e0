// SQLParameter: the where clause, required, a string, not blank.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SQLParameter } from '../../../../maplib/src/core/query/index.ts';
import { mapLibErrorMessage as message } from '../../unitHelpers.ts';


test('SQLParameter: where is a string, not blank, and required once a request is written', () => {
  assert.is(message(() => new SQLParameter({ where: 5 as never })), 'SQLParameter: where must be a string, got 5');
  // Required by the time a request is written: MapGIS code often builds the parameter first and sets where after.
  const later = new SQLParameter({ layers: 0 });
  assert.is(message(() => later.toIgsQuery()), `SQLParameter: where is required: a condition such as "name_en = 'China'"`);
  later.where = 'mag > 5';
  assert.is(later.toIgsQuery().where, 'mag > 5');
  assert.is(message(() => new SQLParameter({ where: '  ' })), 'SQLParameter: where must not be empty (a condition such as "mag > 5")');
  assert.is(new SQLParameter({ where: ' mag > 5 ' }).toRequest().where, 'mag > 5');
});

test.run();
