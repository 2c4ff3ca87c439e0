// Marks matched index terms inside a heading or a snippet of section text (pure: the client turns it into <mark>).
import { segments } from './tokenize.ts';

export type MarkedText = { text: string; mark: boolean }[];

const HAN = /\p{Script=Han}/u;
const ALNUM = /[\p{L}\p{N}]/u;
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{N}/u;

/** A Latin term is marked only where a word or identifier part starts and ends (`size` in `tileSize`, not in `resize`). */
function isBoundary(before: string | undefined, after: string | undefined): boolean {
  if (!before || !after || !ALNUM.test(before) || !ALNUM.test(after)) return true;
  if (LOWER.test(before) && UPPER.test(after)) return true;
  return DIGIT.test(before) !== DIGIT.test(after);
}

/** Ranges `[start, end)` of text where any term occurs (case-insensitive), merged and sorted. */
export function markRanges(text: string, terms: Iterable<string>): [number, number][] {
  const lower = text.toLowerCase();
  // Case folding that changes length (rare letters) would shift offsets: fall back to exact matching then.
  const haystack = lower.length === text.length ? lower : text;
  const ranges: [number, number][] = [];
  const wordAt = hanWords(text);
  for (const term of terms) {
    if (!term) continue;
    const latin = !HAN.test(term);
    const char = !latin && term.length === 1;
    for (let i = haystack.indexOf(term); i >= 0; i = haystack.indexOf(term, i + 1)) {
      const end = i + term.length;
      if (latin && !(isBoundary(text[i - 1], text[i]) && isBoundary(text[end - 1], text[end]))) continue;
      // One character is marked where it is a word of its own, not inside one (图 of 热力图 is not in 制图 or 图表).
      if (char && !wordAt(i)) continue;
      ranges.push([i, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  // The segmenter often cuts a query word into characters (图层 → 图|层). Once longer runs are marked, a lone Han
  // character elsewhere (图 in 地图) is noise, not a match the reader asked for.
  const lone = (r: [number, number]) => r[1] - r[0] === 1 && HAN.test(text[r[0]]);
  return merged.some((r) => !lone(r)) ? merged.filter((r) => !lone(r)) : merged;
}

/** Whether the segmenter cuts a one-character word at offset `i` of `text` (asked only for Han characters). */
function hanWords(text: string): (i: number) => boolean {
  let single: Set<number> | undefined;
  return (i) => {
    if (!single) {
      single = new Set();
      for (const m of text.matchAll(/\p{Script=Han}+/gu)) {
        let at = m.index!;
        for (const w of segments(m[0])) {
          if (w.length === 1) single.add(at);
          at += w.length;
        }
      }
    }
    return single.has(i);
  };
}

/** The whole text with matched terms marked. */
export function highlight(text: string, terms: Iterable<string>): MarkedText {
  return cut(text, markRanges(text, terms), 0, text.length);
}

/** About `length` characters of text around the densest cluster of matches, marked, with ellipses where cut. */
export function snippet(text: string, terms: Iterable<string>, length = 90): MarkedText {
  const ranges = markRanges(text, terms);
  if (text.length <= length) return cut(text, ranges, 0, text.length);
  let start = 0;
  if (ranges.length) {
    const lead = Math.floor(length / 4);
    let bestCount = -1;
    for (const [s] of ranges) {
      const from = Math.max(0, s - lead);
      const count = ranges.filter(([a, b]) => a >= from && b <= from + length).length;
      if (count > bestCount) {
        bestCount = count;
        start = from;
      }
    }
  }
  start = Math.min(start, text.length - length);
  // Start on a word boundary when one is near, so a Latin word is not shown half.
  if (start > 0) {
    const space = text.slice(start, start + 12).search(/\s/);
    if (space >= 0 && !ranges.some(([a, b]) => a < start + space + 1 && b > start)) start += space + 1;
  }
  const end = Math.min(text.length, start + length);
  const parts = cut(text, ranges, start, end);
  if (start > 0) parts.unshift({ text: '…', mark: false });
  if (end < text.length) parts.push({ text: '…', mark: false });
  return parts;
}

function cut(text: string, ranges: [number, number][], start: number, end: number): MarkedText {
  const parts: MarkedText = [];
  let pos = start;
  for (const [a, b] of ranges) {
    if (b <= start || a >= end) continue;
    const s = Math.max(a, start);
    const e = Math.min(b, end);
    if (s > pos) parts.push({ text: text.slice(pos, s), mark: false });
    parts.push({ text: text.slice(s, e), mark: true });
    pos = e;
  }
  if (pos < end) parts.push({ text: text.slice(pos, end), mark: false });
  return parts;
}
