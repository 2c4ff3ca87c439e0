// The WHERE subset: operators, precedence, three-valued NULL logic, quoting, and errors with positions.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileWhere, WhereError } from '../../../maplib/src/emulator/where.ts';
import { emulatorSource, inBoundedChild, testData } from './fixtures.ts';
import { buildLayers } from '../../../maplib/src/emulator/data/catalog.ts';

const FIELDS = ['name', 'pop', 'code', 'note', 'OBJECTID'];
const resolveField = (n: string) => FIELDS.find((f) => f.toLowerCase() === n.toLowerCase());
const row = { name: "Côte d'Ivoire", pop: 26, code: '384', note: null, OBJECTID: 7 } as Record<string, any>;
const w = (clause: string, r: Record<string, any> = row) => compileWhere(clause, { resolveField })((f) => r[f] ?? null);

test('comparisons on numbers and strings; numeric strings compare as numbers beside a number', () => {
  assert.ok(w('pop = 26') && w('pop <> 25') && w('pop != 25') && w('pop < 27') && w('pop > 25') && w('pop <= 26') && w('pop >= 26'));
  assert.not.ok(w('pop > 26'));
  assert.ok(w("name = 'Côte d''Ivoire'"), "'' escapes a quote");
  assert.ok(w('code = 384'), 'numeric string = number');
  assert.ok(w("code = '384'"));
  assert.not.ok(w("code = '0384'"));
  assert.ok(w('OBJECTID IN (1, 7, 9)') && w('objectid between 5 and 8') && w('-1 < pop'));
});

test('LIKE with % and _ (case-sensitive), ESCAPE, NOT LIKE, IN, NOT IN, IS [NOT] NULL', () => {
  assert.ok(w("name LIKE 'C%'") && w("name LIKE '_ôte%'") && w("name NOT LIKE 'c%'"));
  assert.not.ok(w("name LIKE 'c%'"));
  assert.ok(w("code LIKE '38!%' ESCAPE '!'", { ...row, code: '38%' }));
  assert.not.ok(w("code LIKE '38!%' ESCAPE '!'", { ...row, code: '384' }));
  assert.ok(w("code IN ('1', '384')") && w('pop NOT IN (1, 2)') && w('note IS NULL') && w('name IS NOT NULL'));
});

test('AND binds tighter than OR; NOT and parentheses; keywords in any case', () => {
  assert.ok(w('pop = 1 OR pop = 26 AND code = 384'));
  assert.not.ok(w('(pop = 1 OR pop = 26) AND code = 1'));
  assert.ok(w('NOT pop = 1 and not (code = 1 or code = 2)'));
  assert.ok(w('"name" LIKE \'C%\' AND [pop] > 1'), 'quoted names');
  assert.ok(w('1=1'));
});

test('NULL is unknown: comparisons with it are neither true nor false, NOT keeps it unknown, OR can still be true', () => {
  assert.not.ok(w('note = 1'));
  assert.not.ok(w('NOT (note = 1)'));
  assert.not.ok(w("note <> 'x'"));
  assert.ok(w('note = 1 OR pop = 26'));
  assert.not.ok(w('note = 1 AND pop = 26'));
  assert.not.ok(w('note IN (1, 2)'));
  assert.not.ok(w('pop NOT IN (1, note)'), 'NOT IN with a NULL member is unknown');
});

test('errors name the problem and the character', () => {
  const err = (clause: string) => {
    try {
      w(clause);
    } catch (e) {
      assert.instance(e, WhereError);
      return (e as Error).message;
    }
    throw new Error(`no error for ${clause}`);
  };
  assert.is(err('population > 1'), 'unknown field "population" (at character 1)');
  assert.is(err("name = 'x"), 'unterminated string (at character 8)');
  assert.is(err('pop > 1 pop'), 'unexpected "pop" after a complete condition: ORDER BY, LIMIT and other clauses are not part of a where (at character 9)');
  assert.is(err('pop >'), 'expected a field name, number or string (at character 6)');
  assert.is(err('pop NOT = 1'), 'expected LIKE, IN or BETWEEN after NOT (at character 9)');
  assert.is(err('(pop = 1'), 'expected ")" (at character 9)');
  assert.is(err('pop ; 1'), '";" is not supported: a where is one condition, not statements (at character 5)');
  assert.is(err('pop @ 1'), 'unexpected character "@" (at character 5)');
});

test('what is outside the subset is refused naming it: functions, arithmetic, other operators, subqueries, trailing clauses', () => {
  const err = (clause: string) => {
    try {
      w(clause);
    } catch (e) {
      assert.instance(e, WhereError);
      return (e as Error).message;
    }
    throw new Error(`no error for ${clause}`);
  };
  assert.is(err("UPPER(name) = 'A'"), 'function UPPER(…) is not supported: the subset has no functions (at character 1)');
  assert.is(err('pop * 2 > 5'), '"*" is not supported: the subset has no arithmetic or string operators (at character 5)');
  assert.is(err("name || 'x' = 'y'"), '"||" is not supported: the subset has no arithmetic or string operators (at character 6)');
  const comparisons = '(=, <>, <, >, <=, >=, LIKE, IN, BETWEEN, IS NULL)';
  assert.is(err("name ILIKE 'a%'"), `expected a comparison ${comparisons}, got "ILIKE": it is not part of the subset (at character 6)`);
  assert.is(err('pop IN (SELECT pop FROM t)'), 'SELECT is not supported: the subset has no subqueries (at character 9)');
  const clauses = 'after a complete condition: ORDER BY, LIMIT and other clauses are not part of a where';
  assert.is(err('pop = 1 ORDER BY pop'), `unexpected "ORDER" ${clauses} (at character 9)`);
  assert.is(err('pop = 1 LIMIT 5'), `unexpected "LIMIT" ${clauses} (at character 9)`);
  assert.is(err('pop = AND'), 'expected a field name, number or string, got "AND" (at character 7)');
});

test('over the bundled countries, LIKE picks exactly what a startsWith filter picks', () => {
  const countries = buildLayers(testData())[0];
  const pred = compileWhere("name_en LIKE 'Ch%' OR name_zh = '日本'", { resolveField: (n) => countries.fields.find((f) => f.name === n)?.name });
  const got = countries.features.filter((f) => pred((k) => f.attributes[k])).map((f) => f.attributes.name_en).sort();
  const want = countries.features.filter((f) => String(f.attributes.name_en).startsWith('Ch') || f.attributes.name_zh === '日本').map((f) => f.attributes.name_en).sort();
  assert.equal(got, want);
  assert.ok(got.includes('China') && got.includes('Japan') && got.includes('Chile'));
});

test('LIKE with many wildcards answers at once: %a%a%a…%b does not backtrack exponentially', () => {
  // 30 wildcards over 60 a's: a backtracking regular expression takes longer than the age of the universe.
  const answers = inBoundedChild<boolean[]>(
    `import { compileWhere } from ${emulatorSource('where.ts')};
    const test = (pattern, value) => compileWhere("name LIKE '" + pattern + "'", { resolveField: (n) => n })(() => value);
    const a = 'a'.repeat(60);
    console.log(JSON.stringify([test('%a'.repeat(30) + '%b', a), test('%a'.repeat(30) + '%', a), test('%a%%%%_b%', 'xxaab'), test('%a'.repeat(30) + '%b', a + 'b')]));`,
  );
  assert.equal(answers, [false, true, true, true]);
});

/** The WhereError a clause gets, or a failure if it gets another error or none. */
function whereError(clause: string): string {
  try {
    w(clause);
  } catch (e) {
    assert.instance(e, WhereError, `a WhereError, not ${(e as Error)?.message}`);
    return (e as Error).message;
  }
  throw new Error(`no error for ${clause.slice(0, 60)}…`);
}

test('term count and nesting depth are bounded: 10,000 ORs, 100,000 ANDs and deep parentheses are WhereErrors', () => {
  assert.match(whereError(Array(10_000).fill('pop = 1').join(' OR ')), /^the clause has more than 10000 terms \(at character \d+\)$/);
  assert.match(whereError(Array(100_000).fill('pop = 1').join(' AND ')), 'the clause has more than 10000 terms');
  assert.match(whereError(`code IN (${Array(10_000).fill(1).join(',')})`), 'more than 10000 terms', 'IN members count');
  assert.match(whereError('('.repeat(100_000) + 'pop = 1' + ')'.repeat(100_000)), 'the clause nests deeper than 64 levels of parentheses and NOT (at character 65)');
  assert.match(whereError('NOT '.repeat(100_000) + 'pop = 1'), 'nests deeper than 64 levels');
  // Within the bounds, long runs evaluate in a loop (no stack growth) and keep SQL's logic.
  assert.ok(w(Array(4_999).fill('pop = 1').join(' OR ') + ' OR pop = 26'));
  assert.not.ok(w(Array(4_999).fill('pop = 26').join(' AND ') + ' AND note = 1'), 'one unknown term makes a true AND unknown');
  assert.ok(w('('.repeat(64) + 'pop = 26' + ')'.repeat(64)));
});

test('a row value of any JSON type is read as NULL unless string, number or boolean; its toString is never called', () => {
  const hostile = { ...row, note: { toString: 1 }, code: ['384'], pop: { valueOf: () => 26 } };
  for (const clause of ['note = 1', "note LIKE '%'", 'note IN (1, 2)', 'note BETWEEN 0 AND 9', "code = '384'", 'pop = 26', 'pop > 1']) {
    assert.not.ok(w(clause, hostile), clause);
  }
  assert.ok(w('note IS NULL AND code IS NULL AND pop IS NULL', hostile));
  assert.ok(w('NOT (note = 1) OR name IS NOT NULL', hostile));
});

test('an empty clause accepts everything', () => {
  assert.ok(compileWhere('', { resolveField })(() => null));
  assert.ok(compileWhere(undefined, { resolveField })(() => null));
});

test.run();
