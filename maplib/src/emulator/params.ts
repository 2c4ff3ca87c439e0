// Request parameters: OGC key-value pairs with case-insensitive names, merged from the query and a form body.

/** Parameter names are case-insensitive in OGC KVP and ArcGIS/IGServer REST; values keep their case. */
export class Params {
  private readonly map = new Map<string, string>();

  constructor(entries: Iterable<[string, string]>) {
    for (const [k, v] of entries) {
      const key = k.toLowerCase();
      // The first occurrence wins, as in most servers' KVP readers.
      if (!this.map.has(key)) this.map.set(key, v);
    }
  }

  get(name: string): string | undefined {
    return this.map.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }

  /** A value that must be present and non-empty. */
  nonEmpty(name: string): string | undefined {
    const v = this.get(name);
    return v === undefined || v.trim() === '' ? undefined : v;
  }

  keys(): string[] {
    return [...this.map.keys()];
  }
}

/** Query string plus an `application/x-www-form-urlencoded` body (ArcGIS and IGServer accept POSTed forms). */
export async function readParams(request: Request, url: URL): Promise<Params> {
  const entries: [string, string][] = [...url.searchParams];
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'POST' && type.includes('application/x-www-form-urlencoded')) {
    entries.push(...new URLSearchParams(await request.clone().text()));
  }
  return new Params(entries);
}

/** Parses a boolean parameter the way ArcGIS, IGServer and OGC servers do (`true`/`TRUE`/`1`). */
export function parseBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return /^(true|1|yes)$/i.test(value.trim());
}

/** `"1,2,3,4"` → numbers; undefined when any part is not a finite number or the count is wrong. */
export function parseNumbers(value: string | undefined, count?: number): number[] | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',').map((s) => s.trim());
  if (parts.some((p) => p === '')) return undefined;
  const nums = parts.map(Number);
  if (nums.some((n) => !Number.isFinite(n))) return undefined;
  if (count !== undefined && nums.length !== count) return undefined;
  return nums;
}
