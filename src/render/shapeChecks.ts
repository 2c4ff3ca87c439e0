// Small combinators that check a parsed value's shape (config, frontmatter) and report one `key.path: problem` line
// per issue.

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

export const objectOf =
  (fields: Record<string, Check>): Check =>
  (v, path, problems) => {
    if (v === undefined) return;
    if (kind(v) !== 'object') return void problems.push(`${path}: expected object, got ${kind(v)}`);
    for (const [key, check] of Object.entries(fields)) check((v as Record<string, unknown>)[key], `${path}.${key}`, problems);
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
