// Validates a component's props against small rule functions and throws one MapLibError listing every problem.
import { MapLibError } from './mapLibError.ts';
import { isDevelopment, sayOnce } from './devNotes.ts';

/** A rule returns a problem sentence (without the component prefix) or undefined when the value is fine. */
export type Rule = (value: unknown, props: Record<string, unknown>) => string | undefined;
export type Rules = Record<string, Rule>;

/** Renders a value for an error message: short, JSON-like, never "[object Object]". */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  if (typeof HTMLElement !== 'undefined' && value instanceof HTMLElement) return `<${value.tagName.toLowerCase()}>`;
  try {
    const s = JSON.stringify(value);
    return s === undefined ? String(value) : s.length > 60 ? s.slice(0, 57) + '...' : s;
  } catch {
    return String(value);
  }
}

/** Checks every rule whose key is present (rules decide about undefined themselves via `required`). */
export function validateProps(component: string, rules: Rules, props: Record<string, unknown>): void {
  const problems: string[] = [];
  for (const [key, rule] of Object.entries(rules)) {
    const problem = rule(props[key], props);
    if (problem) problems.push(`${key} ${problem}`);
  }
  if (problems.length) throw new MapLibError(component, problems);
}

/**
 * In development, a warning (once per component and prop) for each prop no rule knows: a misspelt or foreign prop
 * would otherwise be ignored without a word. Production builds skip it.
 */
export function warnUnknownProps(component: string, rules: Rules, props: Record<string, unknown>): void {
  if (!isDevelopment()) return;
  for (const key of Object.keys(props)) {
    if (Object.hasOwn(rules, key) || props[key] === undefined) continue;
    sayOnce(`unknown ${component}.${key}`, 'warn', `MapLib: ${component} has no prop "${key}"; it is ignored (see the ${component} API page for its props).`);
  }
}

// Rule builders. Each optional rule accepts undefined; wrap with `required` to demand a value.
export const required =
  (rule: Rule): Rule =>
  (v, p) =>
    v === undefined || v === null ? 'is required' : rule(v, p);

export const oneOf =
  (...allowed: unknown[]): Rule =>
  (v) =>
    v === undefined || allowed.includes(v)
      ? undefined
      : `must be ${allowed.map((a) => (typeof a === 'string' ? `'${a}'` : String(a))).join(allowed.length > 2 ? ', ' : ' or ').replace(/, ([^,]*)$/, ' or $1')}, got ${show(v)}`;

export const number =
  (min = -Infinity, max = Infinity, integer = false): Rule =>
  (v) => {
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || Number.isNaN(v)) return `must be a number, got ${show(v)}`;
    if (integer && !Number.isInteger(v)) return `must be an integer, got ${show(v)}`;
    if (v < min || v > max) return `must be between ${min} and ${max}, got ${show(v)}`;
    return undefined;
  };

export const boolean: Rule = (v) => (v === undefined || typeof v === 'boolean' ? undefined : `must be true or false, got ${show(v)}`);
export const string: Rule = (v) => (v === undefined || typeof v === 'string' ? undefined : `must be a string, got ${show(v)}`);
export const func: Rule = (v) => (v === undefined || typeof v === 'function' ? undefined : `must be a function, got ${show(v)}`);
export const object: Rule = (v) =>
  v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v)) ? undefined : `must be an object, got ${show(v)}`;
export const stringArray: Rule = (v) =>
  v === undefined || (Array.isArray(v) && v.every((s) => typeof s === 'string'))
    ? undefined
    : `must be an array of strings, got ${show(v)}`;

export function isLngLat(v: unknown): v is [number, number] {
  return (
    Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n)) && Math.abs(v[1]) <= 90
  );
}

export const lngLat: Rule = (v) => (v === undefined || isLngLat(v) ? undefined : `must be [lng, lat] numbers, got ${show(v)}`);

export const bounds: Rule = (v) =>
  v === undefined || (Array.isArray(v) && v.length === 2 && isLngLat(v[0]) && isLngLat(v[1]))
    ? undefined
    : `must be [[west, south], [east, north]], got ${show(v)}`;

export const corners: Rule = (v) =>
  v === undefined || (Array.isArray(v) && v.length === 4 && v.every(isLngLat))
    ? undefined
    : `must be four [lng, lat] corners (top-left, top-right, bottom-right, bottom-left), got ${show(v)}`;

export const position = oneOf('top-left', 'top-right', 'bottom-left', 'bottom-right');
