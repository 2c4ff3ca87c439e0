// A cell's value as text and back: what the editor's input shows, and the value a typed text becomes for the field's
// type — or why it cannot (a message key of MapLib's tables, so the table says it in the reader's language).
import type { FieldKind } from '../../query/geometry/featureSet.ts';

/** What an edit's text became: the value to store, or the reason it was refused. */
export type ParsedCell = { ok: true; value: string | number | null } | { ok: false; problem: 'table.invalidNumber' | 'table.invalidInteger' };

/** The text a cell shows and its editor starts from: empty for null and undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The value `text` stands for in a field of `type`: a `long` takes integers, a `double` any finite number (a comma as
 * the decimal mark too), a `string` anything. An empty text is null for the numeric kinds (an unset value), `''` for text.
 */
export function parseCell(text: string, type: FieldKind): ParsedCell {
  if (type === 'string') return { ok: true, value: text };
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  const n = Number(t.replace(/^([+-]?\d*),(\d+)$/, '$1.$2'));
  if (!Number.isFinite(n) || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t.replace(',', '.'))) return { ok: false, problem: 'table.invalidNumber' };
  if (type === 'long' && !Number.isInteger(n)) return { ok: false, problem: 'table.invalidInteger' };
  return { ok: true, value: n };
}

/** Whether two cell values are the same edit-wise (an edit that changes nothing fires no event). */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || ((a === null || a === undefined) && (b === null || b === undefined));
}
