// A SQL WHERE subset for feature queries (ArcGIS `where`, IGServer `where`, filters): comparison operators, LIKE,
// IN, IS [NOT] NULL, BETWEEN, AND/OR/NOT and parentheses, with SQL's three-valued logic (NULL compares unknown).
import type { Attr } from './types.ts';

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

/** Compiles a WHERE clause; the predicate is true only for rows the clause accepts (NULL results reject). */
export function compileWhere(where: string | undefined, options: CompileOptions): (get: Getter) => boolean {
  if (where === undefined || where.trim() === '') return () => true;
  const toks = tokenize(where);
  let pos = 0;
  const peek = () => toks[pos];
  const next = () => toks[pos++];
  const isKw = (v: string) => peek().t === 'kw' && (peek() as any).v === v;
  const isOp = (v: string) => peek().t === 'op' && (peek() as any).v === v;
  const expect = (cond: boolean, what: string) => {
    if (!cond) throw new WhereError(`expected ${what}`, peek().at);
    return next();
  };

  function operand(): Operand {
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
      const field = options.resolveField(tok.v);
      if (field === undefined) throw new WhereError(`unknown field "${tok.v}"`, tok.at);
      return (get) => get(field);
    }
    throw new WhereError('expected a field name, number or string', tok.at);
  }

  function predicate(): Pred {
    if (isOp('(')) {
      next();
      const inner = orExpr();
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
    throw new WhereError('expected a comparison', peek().at);
  }

  function notExpr(): Pred {
    if (isKw('NOT')) {
      next();
      const inner = notExpr();
      return (g) => not(inner(g));
    }
    return predicate();
  }

  function andExpr(): Pred {
    let left = notExpr();
    while (isKw('AND')) {
      next();
      const l = left;
      const r = notExpr();
      left = (g) => and(l(g), r(g));
    }
    return left;
  }

  function orExpr(): Pred {
    let left = andExpr();
    while (isKw('OR')) {
      next();
      const l = left;
      const r = andExpr();
      left = (g) => or(l(g), r(g));
    }
    return left;
  }

  const pred = orExpr();
  if (peek().t !== 'end') throw new WhereError('unexpected text', peek().at);
  return (get) => pred(get) === true;
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

const likeCache = new Map<string, RegExp>();

/** `%` any run, `_` one character; case-sensitive as in standard SQL. */
function like(value: Value, pattern: Value, escape?: string): Truth {
  if (value === null || pattern === null) return null;
  const key = `${escape ?? ''}\0${pattern}`;
  let re = likeCache.get(key);
  if (!re) {
    let src = '';
    const p = String(pattern);
    for (let i = 0; i < p.length; i++) {
      const c = p[i];
      if (escape && c === escape && i + 1 < p.length) src += p[++i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      else if (c === '%') src += '[\\s\\S]*';
      else if (c === '_') src += '[\\s\\S]';
      else src += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    re = new RegExp(`^${src}$`, 'u');
    if (likeCache.size > 500) likeCache.clear();
    likeCache.set(key, re);
  }
  return re.test(String(value));
}
