// The `Accept-Encoding` request header (RFC 9110 §12.5.3): which of the encodings mapdocs makes the client takes,
// best first.
import { ENCODINGS, type Encoding } from '../shared/compression.ts';

/**
 * `gzip, deflate, br` → ['br', 'gzip']. Higher q first; equal q in mapdocs's order (brotli first). `q=0` refuses an
 * encoding, `*` stands for every one not named, and a missing header means identity only (nothing is compressed for
 * a client that did not ask: curl, old proxies).
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  if (header === undefined) return [];
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => /^q\s*=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(qParam.indexOf('=') + 1).trim());
    // A malformed weight is read as a refusal: sending something the client may not decode is the worse mistake.
    weights.set(name.toLowerCase(), Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0);
  }
  const weightOf = (e: Encoding) => weights.get(e) ?? (e === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  return ENCODINGS.filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}
