// Shiki's Oniguruma engine, compiling each distinct pattern once. TextMate builds one scanner per grammar rule from
// the patterns of everything the rule includes, so the 8 languages of the benchmark corpus asked for 6,478 pattern
// compilations of 541 distinct patterns — compiling was half of all highlighting time. Here every pattern gets its
// own one-pattern Oniguruma scanner, shared by all rules, and a rule's scanner asks its patterns in order.
//
// The answer is Oniguruma's own (a regset searched position-first): the leftmost match, the lowest pattern index
// among matches at the same place. Each pattern remembers its last answer for the line being scanned, so it is
// searched again only when the scan has passed that answer; a pattern with \G depends on where the search starts
// and is always searched again. test/render/highlight/patternCacheEngine.test.ts holds the output to the stock engine's.
import type { RegexEngine } from 'shiki';
import { onigWasm } from './onigWasm.ts';

type Scanner = ReturnType<RegexEngine['createScanner']>;
type OnigString = ReturnType<RegexEngine['createString']> & { id?: number };
type Match = ReturnType<Scanner['findNextMatchSync']>;

interface Pattern {
  scanner: Scanner;
  /** Depends on the search's start position, so no earlier answer can stand in for a search. */
  anchoredAtStart: boolean;
  users: number;
  // The last answer: searching `stringId` from `from` with `options` found `match` (null: nothing to the end).
  stringId: number;
  from: number;
  options: number;
  match: Match;
}

export async function createPatternCacheEngine(): Promise<RegexEngine> {
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  // The module compiled once per process, instantiated here. Handed over as `{ instantiator }`: what a bare
  // instantiator function returns, shiki tests with `instanceof Response`, and the first look at Node's `Response`
  // loads its fetch (undici, with http, http2 and tls): ~25 ms of each highlight worker's start.
  const engine = await createOnigurumaEngine(onigWasm().then((module) => ({ instantiator: (imports: WebAssembly.Imports | undefined) => WebAssembly.instantiate(module, imports) })));
  const patterns = new Map<string, Pattern>();
  let oneOffId = -2; // ids for strings that come without one: never equal to an earlier answer's

  const acquire = (source: string | RegExp): Pattern => {
    const key = String(source);
    let p = patterns.get(key);
    if (!p) {
      const scanner = engine.createScanner([source]); // throws for a pattern Oniguruma rejects, as the stock engine does
      p = { scanner, anchoredAtStart: key.includes('\\G'), users: 0, stringId: -1, from: -1, options: -1, match: null };
      patterns.set(key, p);
    }
    p.users++;
    return p;
  };
  const release = (key: string, p: Pattern) => {
    if (--p.users > 0) return;
    patterns.delete(key);
    p.scanner.dispose?.();
  };

  /** First match of one pattern at or after `start`. */
  const search = (p: Pattern, str: OnigString, id: number, start: number, options: number): Match => {
    const reusable =
      !p.anchoredAtStart && p.stringId === id && p.options === options && p.from <= start && (p.match === null || p.match.captureIndices[0].start >= start);
    if (reusable) return p.match;
    p.match = p.scanner.findNextMatchSync(str, start, options);
    p.stringId = id;
    p.from = start;
    p.options = options;
    return p.match;
  };

  return {
    ...engine,
    createScanner(sources) {
      const list = sources.map(acquire);
      let disposed = false;
      return {
        findNextMatchSync(input, start, options = 0) {
          // TextMate passes an OnigString made once per line; a plain string is wrapped for this call only.
          const str: OnigString = typeof input === 'string' ? engine.createString(input) : input;
          const id = typeof input === 'string' || str.id === undefined ? oneOffId-- : str.id;
          let best: Match = null;
          let bestIndex = -1;
          for (let i = 0; i < list.length; i++) {
            const m = search(list[i], str, id, start, options as number);
            if (m && (best === null || m.captureIndices[0].start < best.captureIndices[0].start)) {
              best = m;
              bestIndex = i;
              if (m.captureIndices[0].start === start) break; // nothing later in the list can come earlier
            }
          }
          if (typeof input === 'string') (str as { dispose?(): void }).dispose?.();
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
        dispose() {
          if (disposed) return;
          disposed = true;
          sources.forEach((s, i) => release(String(s), list[i]));
        },
      };
    },
  };
}
