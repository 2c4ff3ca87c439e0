// The rules of the parameter classes' props (validateProps rules: a sentence, or undefined when the value is fine).
import { show, type Rule } from '../../base/validateProps.ts';

/** The most features one page may ask for: OGC API Features Part 1's `limit` maximum (§7.15.2), above ArcGIS's usual 1000–2000. */
export const MAX_PAGINATION = 10000;

export const integerFrom =
  (min: number, max: number, what: string): Rule =>
  (v) =>
    v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max)
      ? undefined
      : `must be an integer from ${min}${max === Number.MAX_SAFE_INTEGER ? '' : ` to ${max}`} (${what}), got ${show(v)}`;

/** A non-empty string (a where clause, a projection name). */
export const text =
  (what: string): Rule =>
  (v) => {
    if (v === undefined) return undefined;
    if (typeof v !== 'string') return `must be a string, got ${show(v)}`;
    return v.trim() === '' ? `must not be empty (${what})` : undefined;
  };

/** One field name: ordering is by a single field in IGServer's `orderField`. */
export const fieldName: Rule = (v) => {
  const problem = text('a field name')(v, {});
  if (problem || v === undefined) return problem;
  return /,/.test(v as string) ? `must be one field name, got ${show(v)}` : undefined;
};

/** `'name_en,name_zh'`: field names separated by commas. */
export const fieldList: Rule = (v) => {
  const problem = text('field names separated by commas')(v, {});
  if (problem || v === undefined) return problem;
  return (v as string).split(',').some((s) => s.trim() === '') ? `must be field names separated by commas, got ${show(v)}` : undefined;
};

/** The trimmed names of a valid fieldList value. */
export const fieldsOf = (v: string | undefined): string[] | undefined => v?.split(',').map((s) => s.trim());

/** Feature ids as `[1, 2, 3]`, `'1,2,3'` or one number; each an integer from 0. */
export function parseObjectIds(v: unknown): number[] | string {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [v];
  const ids = list.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x));
  if (!ids.length || !ids.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0))
    return `must be feature ids ([1, 2, 3] or '1,2,3', integers from 0), got ${show(v)}`;
  return ids as number[];
}
