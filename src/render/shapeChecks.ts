// Small combinators that check a parsed value's shape (config, frontmatter, build cache entries) and report one
// `key.path: problem` line per issue.

export type Check = (value: unknown, path: string, problems: string[]) => void;

export const kind = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

export const is =
  (expected: string): Check =>
  (v, path, problems) => {
    if (v !== undefined && kind(v) !== expected) problems.push(`${path}: expected ${expected}, got ${kind(v)}`);
  };

export const oneOf =
  (...values: string[]): Check =>
  (v, path, problems) => {
    if (v !== undefined && !values.includes(v as string))
      problems.push(`${path}: expected one of ${values.map((x) => JSON.stringify(x)).join(', ')}, got ${JSON.stringify(v)}`);
  };

export const arrayOf =
  (item: Check): Check =>
  (v, path, problems) => {
    if (v === undefined) return;
    if (!Array.isArray(v)) return void problems.push(`${path}: expected array, got ${kind(v)}`);
    v.forEach((x, i) => item(x, `${path}[${i}]`, problems));
  };

export const objectOf = (fields: Record<string, Check>): Check => {
  const entries = Object.entries(fields);
  // The fields' paths under the last path seen: a build cache entry is checked at the same path every time.
  let under: string | undefined;
  let paths: string[] = [];
  return (v, path, problems) => {
    if (v === undefined) return;
    if (kind(v) !== 'object') return void problems.push(`${path}: expected object, got ${kind(v)}`);
    if (path !== under) {
      under = path;
      paths = entries.map(([key]) => `${path}.${key}`);
    }
    for (let i = 0; i < entries.length; i++) entries[i][1]((v as Record<string, unknown>)[entries[i][0]], paths[i], problems);
  };
};

export const recordOf =
  (item: Check): Check =>
  (v, path, problems) => {
    if (v === undefined) return;
    if (kind(v) !== 'object') return void problems.push(`${path}: expected object, got ${kind(v)}`);
    for (const [key, x] of Object.entries(v as object)) item(x, `${path}[${JSON.stringify(key)}]`, problems);
  };

export const required =
  (check: Check): Check =>
  (v, path, problems) => {
    if (v === undefined) problems.push(`${path}: required`);
    else check(v, path, problems);
  };

/** Whether the value passes the check (a build cache entry read back: any problem makes it a miss). */
export const conforms = (check: Check, value: unknown): boolean => {
  const problems: string[] = [];
  check(value, '', problems);
  return problems.length === 0;
};

/**
 * An array whose items are all of one kind, as one problem for the whole array: cheaper than arrayOf(is(…)), which
 * names each item's path, for the long lists of a build cache entry read back on every warm build.
 */
export const listOf =
  (expected: string): Check =>
  (v, path, problems) => {
    if (v === undefined) return;
    if (!Array.isArray(v) || !v.every((x) => kind(x) === expected)) problems.push(`${path}: expected array of ${expected}`);
  };

/** A pair of strings, as JSON keeps `[string, string]`. */
export const stringPair: Check = (v, path, problems) => {
  if (v === undefined) return;
  if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string') problems.push(`${path}: expected [string, string], got ${kind(v)}`);
};

/** A string that must be there (a build cache entry of HTML). */
export const requiredString: Check = required(is('string'));
