// Request URLs of map services: a base URL plus query parameters, readable (`,` `:` `/` and `{placeholders}` kept as
// written) and without duplicate keys; tokens as a query pair.
import { show, type Rule } from '../base/validateProps.ts';

export type QueryValue = string | number | boolean | undefined | null;

/** A token as MapGIS passes it (`{ key: 'tk', value: '…' }`) or a bare string sent under a default key. */
export type ServiceToken = string | { key: string; value: string };

/** Encodes a query value but keeps the characters a query may hold as they are, and `{placeholders}` for templates. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%2C/gi, ',')
    .replace(/%3A/gi, ':')
    .replace(/%2F/gi, '/')
    .replace(/%7B([\w-]+)%7D/gi, '{$1}');
}

/**
 * `base` with the parameters set: keys already in `base`'s query are replaced (compared case-insensitively, as OGC and
 * ArcGIS read them), the others kept in place; `undefined`/`null` values are left out; a `#fragment` is dropped.
 */
export function withQuery(base: string, params: Record<string, QueryValue>): string {
  const noHash = base.split('#')[0];
  const q = noHash.indexOf('?');
  const path = q < 0 ? noHash : noHash.slice(0, q);
  const own = new Set(Object.keys(params).map((k) => k.toLowerCase()));
  const kept = (q < 0 ? '' : noHash.slice(q + 1))
    .split('&')
    .filter((pair) => pair && !own.has(decodeURIComponent(pair.split('=')[0]).toLowerCase()));
  const added = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(String(v))}`);
  const query = [...kept, ...added].join('&');
  return query ? `${path}?${query}` : path;
}

/** The query pair of a token, or nothing. */
export function tokenParams(token: ServiceToken | undefined, defaultKey = 'token'): Record<string, string> {
  if (token === undefined || token === '') return {};
  if (typeof token === 'string') return { [defaultKey]: token };
  return token.value === '' ? {} : { [token.key]: token.value };
}

/** `token`: a string, or MapGIS's `{ key, value }` pair. */
export const tokenRule: Rule = (v) =>
  v === undefined ||
  typeof v === 'string' ||
  (typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string' && (v as { key: string }).key !== '' && typeof (v as { value?: unknown }).value === 'string')
    ? undefined
    : `must be a string or { key, value } strings, got ${show(v)}`;

/** A service endpoint URL: absolute (http/https), root-relative or relative, without template placeholders. */
export const endpointRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.trim() === '') return `must be the service URL (a non-empty string), got ${show(v)}`;
  return undefined;
};
