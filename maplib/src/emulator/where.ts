// A SQL WHERE subset for feature queries (ArcGIS `where`, IGServer `where`, filters): comparison operators, LIKE,
// IN, IS [NOT] NULL, BETWEEN, AND/OR/NOT and parentheses, with SQL's three-valued logic (NULL compares unknown).
// A clause is bounded (terms and nesting depth) and LIKE matches in linear space and polynomial time, because
// clauses come from any page and the emulator runs in the reader's browser. What is outside the subset is refused
// with a message naming it: functions (`UPPER(name)`), arithmetic (`mag * 2`), other operators (`ILIKE`, `||`),
// subqueries and clauses after the condition (`ORDER BY`, `LIMIT`, `;`).
import type { Attr } from './types.ts';

/** The most operands (field names and literals, IN list members included) one clause may hold. */
export const MAX_WHERE_TERMS = 10_000;
/** The deepest nesting of parentheses and NOTs one clause may hold. */
export const MAX_WHERE_DEPTH = 64;

export class WhereError extends Error {
  constructor(message: string, readonly position: number) {
    super(`${message} (at character ${position + 1})`);
    this.name = 'WhereError';
  }
}

type Tok =
  | { t: 'num'; v: number; at: number }
  | { t: 'str'; v: string; at: number }
  | { t: 'id'; v: string; at: number }
  | { t: 'kw'; v: string; at: number }
  | { t: 'op'; v: string; at: number }
  | { t: 'end'; at: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'LIKE', 'IN', 'IS', 'NULL', 'BETWEEN', 'ESCAPE', 'TRUE', 'FALSE']);

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    if (c === "'") {
      let v = '';
      i++;
      for (;;) {
        if (i >= src.length) throw new WhereError('unterminated string', at);
        if (src[i] === "'") {
          if (src[i + 1] === "'") {
            v += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += src[i++];
      }
      out.push({ t: 'str', v, at });
    } else if (c === '"' || c === '[') {
      const close = c === '"' ? '"' : ']';
      const end = src.indexOf(close, i + 1);
      if (end < 0) throw new WhereError('unterminated quoted name', at);
      out.push({ t: 'id', v: src.slice(i + 1, end), at });
      i = end + 1;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(src.slice(i))!;
      out.push({ t: 'num', v: Number(m[0]), at });
      i += m[0].length;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      const m = /^[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/.exec(src.slice(i))!;
      const up = m[0].toUpperCase();
      out.push(KEYWORDS.has(up) ? { t: 'kw', v: up, at } : { t: 'id', v: m[0], at });
      i += m[0].length;
    } else {
      const two = src.slice(i, i + 2);
      if (['<>', '!=', '<=', '>='].includes(two)) {
        out.push({ t: 'op', v: two === '!=' ? '<>' : two, at });
        i += 2;
      } else if ('=<>(),-'.includes(c)) {
        out.push({ t: 'op', v: c, at });
        i++;
      } else if (c === ';') {
        throw new WhereError('";" is not supported: a where is one condition, not statements', at);
      } else if ('+*/%|'.includes(c)) {
        const op = c === '|' && src[i + 1] === '|' ? '||' : c;
        throw new WhereError(`"${op}" is not supported: the subset has no arithmetic or string operators`, at);
      } else throw new WhereError(`unexpected character "${c}"`, at);
    }
  }
  out.push({ t: 'end', at: src.length });
  return out;
}

/** Three-valued truth: true, false, or null (unknown). */
type Truth = boolean | null;
type Value = Attr;
type Getter = (field: string) => Value;
type Pred = (get: Getter) => Truth;
type Operand = (get: Getter) => Value;

export interface CompileOptions {
  /** Maps a name as written to the real field name, or undefined for an unknown field (names are case-insensitive). */
  resolveField(name: string): string | undefined;
}

/**
 * Compiles a WHERE clause; the predicate is true only for rows the clause accepts (NULL results reject). A row's
 * values may be any JSON value (see sqlValue).
 */
export function compileWhere(where: string | undefined, options: CompileOptions): (get: (field: string) => unknown) => boolean {
  if (where === undefined || where.trim() === '') return () => true;
  const toks = tokenize(where);
  let pos = 0;
  /** A token as written, for messages: `"ORDER"`, or "the end of the clause". */
  const written = (tok: Tok) => {
    if (tok.t === 'end') return 'the end of the clause';
    const next = toks[toks.indexOf(tok) + 1];
    return `"${where.slice(tok.at, next ? next.at : where.length).trim()}"`;
  };
  const peek = () => toks[pos];
  const next = () => toks[pos++];
  const isKw = (v: string) => peek().t === 'kw' && (peek() as any).v === v;
  const isOp = (v: string) => peek().t === 'op' && (peek() as any).v === v;
  const expect = (cond: boolean, what: string) => {
    if (!cond) throw new WhereError(`expected ${what}`, peek().at);
    return next();
  };
  let terms = 0;
  let depth = 0;
  /** Parentheses and NOT nest the parser (and the predicate it builds): deeper than the bound is refused. */
  const nested = <T>(at: number, inner: () => T): T => {
    if (++depth > MAX_WHERE_DEPTH) throw new WhereError(`the clause nests deeper than ${MAX_WHERE_DEPTH} levels of parentheses and NOT`, at);
    const out = inner();
    depth--;
    return out;
  };

  function operand(): Operand {
    if (++terms > MAX_WHERE_TERMS) throw new WhereError(`the clause has more than ${MAX_WHERE_TERMS} terms`, peek().at);
    const tok = next();
    if (tok.t === 'num') return () => tok.v;
    if (tok.t === 'str') return () => tok.v;
    if (tok.t === 'op' && tok.v === '-' && peek().t === 'num') {
      const v = -(next() as { v: number }).v;
      return () => v;
    }
    if (tok.t === 'kw' && tok.v === 'NULL') return () => null;
    if (tok.t === 'kw' && (tok.v === 'TRUE' || tok.v === 'FALSE')) {
      const v = tok.v === 'TRUE';
      return () => v;
    }
    if (tok.t === 'id') {
      if (/^select$/i.test(tok.v)) throw new WhereError('SELECT is not supported: the subset has no subqueries', tok.at);
      if (isOp('(')) throw new WhereError(`function ${tok.v}(…) is not supported: the subset has no functions`, tok.at);
      const field = options.resolveField(tok.v);
      if (field === undefined) throw new WhereError(`unknown field "${tok.v}"`, tok.at);
      return (get) => get(field);
    }
    if (tok.t === 'kw' || (tok.t === 'op' && tok.v === '(')) throw new WhereError(`expected a field name, number or string, got ${written(tok)}`, tok.at);
    throw new WhereError('expected a field name, number or string', tok.at);
  }

  function predicate(): Pred {
    if (isOp('(')) {
      const open = next();
      const inner = nested(open.at, orExpr);
      expect(isOp(')'), '")"');
      return inner;
    }
    const left = operand();
    let negate = false;
    if (isKw('NOT')) {
      next();
      negate = true;
      if (!isKw('LIKE') && !isKw('IN') && !isKw('BETWEEN')) throw new WhereError('expected LIKE, IN or BETWEEN after NOT', peek().at);
    }
    const neg = (p: Pred): Pred => (negate ? (g) => not(p(g)) : p);
    if (peek().t === 'op' && ['=', '<>', '<', '>', '<=', '>='].includes((peek() as any).v)) {
      const op = (next() as { v: string }).v;
      const right = operand();
      return (g) => compare(left(g), right(g), op);
    }
    if (isKw('LIKE')) {
      next();
      const pattern = operand();
      let escape: string | undefined;
      if (isKw('ESCAPE')) {
        next();
        const e = expect(peek().t === 'str', 'an escape character');
        escape = (e as { v: string }).v;
      }
      return neg((g) => like(left(g), pattern(g), escape));
    }
    if (isKw('IN')) {
      next();
      expect(isOp('('), '"(" after IN');
      const list: Operand[] = [operand()];
      while (isOp(',')) {
        next();
        list.push(operand());
      }
      expect(isOp(')'), '")"');
      return neg((g) => {
        const v = left(g);
        if (v === null) return null;
        let unknown = false;
        for (const item of list) {
          const r = compare(v, item(g), '=');
          if (r === true) return true;
          if (r === null) unknown = true;
        }
        return unknown ? null : false;
      });
    }
    if (isKw('BETWEEN')) {
      next();
      const lo = operand();
      expect(isKw('AND'), 'AND in BETWEEN');
      const hi = operand();
      return neg((g) => and(compare(left(g), lo(g), '>='), compare(left(g), hi(g), '<=')));
    }
    if (isKw('IS')) {
      next();
      let isNot = false;
      if (isKw('NOT')) {
        next();
        isNot = true;
      }
      expect(isKw('NULL'), 'NULL after IS');
      return (g) => (left(g) === null) !== isNot;
    }
    if (peek().t === 'end') throw new WhereError('expected a comparison', peek().at);
    throw new WhereError(`expected a comparison (=, <>, <, >, <=, >=, LIKE, IN, BETWEEN, IS NULL), got ${written(peek())}: it is not part of the subset`, peek().at);
  }

  function notExpr(): Pred {
    if (isKw('NOT')) {
      const kw = next();
      const inner = nested(kw.at, notExpr);
      return (g) => not(inner(g));
    }
    return predicate();
  }

  // A run of ANDs (ORs) is one list evaluated in a loop, not a chain of nested closures: a long run must not deepen
  // the stack when rows are tested.
  function andExpr(): Pred {
    const list = [notExpr()];
    while (isKw('AND')) {
      next();
      list.push(notExpr());
    }
    return list.length === 1 ? list[0] : (g) => list.reduce<Truth>((acc, p) => (acc === false ? false : and(acc, p(g))), true);
  }

  function orExpr(): Pred {
    const list = [andExpr()];
    while (isKw('OR')) {
      next();
      list.push(andExpr());
    }
    return list.length === 1 ? list[0] : (g) => list.reduce<Truth>((acc, p) => (acc === true ? true : or(acc, p(g))), false);
  }

  const pred = orExpr();
  if (peek().t !== 'end') throw new WhereError(`unexpected ${written(peek())} after a complete condition: ORDER BY, LIMIT and other clauses are not part of a where`, peek().at);
  // Rows are read through sqlValue: an attribute holding anything but a string, number or boolean is NULL here.
  return (get) => pred((field) => sqlValue(get(field))) === true;
}

/**
 * An attribute as SQL sees it: strings, numbers and booleans as they are, anything else (an object or array left in
 * an edited feature, undefined) as NULL — never coerced, so no value's own `toString` is ever called.
 */
export function sqlValue(v: unknown): Attr {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

function not(a: Truth): Truth {
  return a === null ? null : !a;
}

function and(a: Truth, b: Truth): Truth {
  if (a === false || b === false) return false;
  return a === null || b === null ? null : true;
}

function or(a: Truth, b: Truth): Truth {
  if (a === true || b === true) return true;
  return a === null || b === null ? null : false;
}

/** Numbers compare as numbers (a numeric string beside a number too); everything else as strings. */
function compare(a: Value, b: Value, op: string): Truth {
  if (a === null || b === null) return null;
  let x: number | string;
  let y: number | string;
  const an = typeof a === 'number' || typeof a === 'boolean';
  const bn = typeof b === 'number' || typeof b === 'boolean';
  if ((an || bn) && Number.isFinite(Number(a)) && Number.isFinite(Number(b)) && String(a).trim() !== '' && String(b).trim() !== '') {
    x = Number(a);
    y = Number(b);
  } else {
    x = String(a);
    y = String(b);
  }
  switch (op) {
    case '=':
      return x === y;
    case '<>':
      return x !== y;
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    default:
      return x >= y;
  }
}

type LikeStep = { kind: 'any' } | { kind: 'one' } | { kind: 'char'; c: string };

const likeCache = new Map<string, LikeStep[]>();

/** A pattern as steps over code points: `%` any run, `_` one code point, the escape character makes the next literal. */
function likeSteps(pattern: string, escape?: string): LikeStep[] {
  const key = `${escape ?? ''}\0${pattern}`;
  let steps = likeCache.get(key);
  if (!steps) {
    steps = [];
    const p = Array.from(pattern);
    for (let i = 0; i < p.length; i++) {
      const c = p[i];
      if (escape && c === escape && i + 1 < p.length) steps.push({ kind: 'char', c: p[++i] });
      // Runs of % are one %: the matcher's cost does not grow with them.
      else if (c === '%') {
        if (steps[steps.length - 1]?.kind !== 'any') steps.push({ kind: 'any' });
      }
      else if (c === '_') steps.push({ kind: 'one' });
      else steps.push({ kind: 'char', c });
    }
    if (likeCache.size > 500) likeCache.clear();
    likeCache.set(key, steps);
  }
  return steps;
}

/**
 * `%` any run, `_` one character; case-sensitive as in standard SQL. Greedy wildcard matching that remembers only the
 * last `%` to fall back to (a later % settles everything before it), so a pattern such as `%a%a%a…%b` costs at most
 * pattern × text steps instead of the exponential backtracking of the equivalent regular expression.
 */
function like(value: Attr, pattern: Attr, escape?: string): Truth {
  if (value === null || pattern === null) return null;
  const steps = likeSteps(String(pattern), escape);
  const text = Array.from(String(value));
  let t = 0;
  let s = 0;
  let star = -1; // the step after the last % seen
  let starText = 0; // where the text stood when that % began to match
  while (t < text.length) {
    const step = steps[s];
    if (step && (step.kind === 'one' || (step.kind === 'char' && step.c === text[t]))) {
      s++;
      t++;
    } else if (step?.kind === 'any') {
      star = ++s;
      starText = t;
    } else if (star >= 0) {
      // Let the last % take one more character, and try the rest of the pattern from there.
      s = star;
      t = ++starText;
    } else return false;
  }
  while (steps[s]?.kind === 'any') s++;
  return s === steps.length;
}
