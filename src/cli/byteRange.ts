// The `Range` request header against a file's size (RFC 9110 §14): one byte range to send, the whole file, or 416.

export type RangeAnswer =
  /** Send these bytes (inclusive) with 206. */
  | { kind: 'partial'; start: number; end: number }
  /** Send the whole file with 200: no Range, another unit, or several ranges (which a server may answer in full). */
  | { kind: 'whole' }
  /** A malformed header, or ranges that all lie past the end: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const DIGITS = /^\d+$/;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const eq = header.indexOf('=');
  if (eq < 0) return { kind: 'unsatisfiable' };
  // Units other than bytes are not ours to refuse: the Range header is then ignored.
  if (header.slice(0, eq).trim().toLowerCase() !== 'bytes') return { kind: 'whole' };
  const specs = header
    .slice(eq + 1)
    .split(',')
    .map((s) => s.trim());
  const satisfiable: { start: number; end: number }[] = [];
  for (const spec of specs) {
    const dash = spec.indexOf('-');
    if (dash < 0) return { kind: 'unsatisfiable' };
    const first = spec.slice(0, dash);
    const last = spec.slice(dash + 1);
    if (first === '') {
      // `-N`: the last N bytes.
      if (!DIGITS.test(last)) return { kind: 'unsatisfiable' };
      const n = Number(last);
      if (n > 0 && size > 0) satisfiable.push({ start: Math.max(0, size - n), end: size - 1 });
      continue;
    }
    if (!DIGITS.test(first) || (last !== '' && !DIGITS.test(last))) return { kind: 'unsatisfiable' };
    const start = Number(first);
    const end = last === '' ? size - 1 : Number(last);
    // `5-2` is not a range at all (RFC 9110: invalid when last < first).
    if (end < start) return { kind: 'unsatisfiable' };
    if (start < size) satisfiable.push({ start, end: Math.min(end, size - 1) });
  }
  if (!satisfiable.length) return { kind: 'unsatisfiable' };
  if (satisfiable.length > 1) return { kind: 'whole' };
  return { kind: 'partial', ...satisfiable[0] };
}
