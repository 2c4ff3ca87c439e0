// Remembers what a grammar made of a line, by the line's text and the state it started in. Code on a docs site
// repeats whole lines (imports, closing braces, the same map options page after page): the 120-page benchmark corpus
// has 10,553 lines of code and 2,235 distinct ones. TextMate's answer for a line depends only on the grammar, the
// text and the state before it, so a line seen before in an equal state reuses that answer — tokens and end state.
//
// States are TextMate's rule stacks, new objects on every push; equal stacks get one number here, built frame by
// frame from what the tokeniser reads (rule, end pattern, whether the begin captured the end of line, the scopes).
import type { Grammar } from '@shikijs/core';

// The fields of vscode-textmate's StateStackImpl and AttributedScopeStack this reads; neither is exported as a type.
interface ScopeList {
  parent: ScopeList | null;
  scopePath: { scopeName: string };
  tokenAttributes: number;
}
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}
type LineResult = ReturnType<Grammar['tokenizeLine2']>;

/** Numbers equal values: one number per distinct key, and per object once its key is known. */
class Interner<T extends object> {
  private byObject = new WeakMap<T, number>();
  private byKey = new Map<string, number>();
  constructor(private keyOf: (value: T) => string) {}
  id(value: T | null): number {
    if (value === null) return 0;
    let id = this.byObject.get(value);
    if (id === undefined) {
      const key = this.keyOf(value);
      id = this.byKey.get(key);
      if (id === undefined) this.byKey.set(key, (id = this.byKey.size + 1));
      this.byObject.set(value, id);
    }
    return id;
  }
}

const memoized = new WeakSet<Grammar>();
/**
 * Lines remembered per grammar before starting afresh: `serve --watch` keeps one shiki for a whole session, and a
 * build's highlight worker one for the build. At 50,000 the worker of a 10,000-page cold build held ~117 MB after a
 * full collection, at 15,000 ~75 MB, with the build's CPU time unchanged (96.8 s user against 101, load ~8-10).
 */
const MAX_LINES = 15_000;

/** Makes `grammar.tokenizeLine2` answer repeated (state, line) pairs from memory; once per grammar object. */
export function memoizeLines(grammar: Grammar): void {
  if (memoized.has(grammar)) return;
  memoized.add(grammar);
  const scopes: Interner<ScopeList> = new Interner((s) => `${scopes.id(s.parent)} ${s.tokenAttributes} ${s.scopePath.scopeName}`);
  const states: Interner<StateFrame> = new Interner(
    (f) =>
      `${states.id(f.parent)} ${f.ruleId} ${f.beginRuleCapturedEOL ? 1 : 0} ${scopes.id(f.nameScopesList)} ` +
      `${scopes.id(f.contentNameScopesList)} ${f.endRule ?? ''}`,
  );
  const lines = new Map<string, LineResult>();
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  grammar.tokenizeLine2 = (text, prev, timeLimit) => {
    // A time limit can stop a line early, and then the answer depends on the clock: only unlimited answers are kept.
    if (timeLimit) return tokenize(text, prev, timeLimit);
    // The first line (no state, or INITIAL) may match \A patterns; INITIAL is one shared object, so its number is too.
    const key = `${prev ? states.id(prev as unknown as StateFrame) : 0}\n${text}`;
    let result = lines.get(key);
    if (!result) {
      if (lines.size >= MAX_LINES) lines.clear();
      lines.set(key, (result = tokenize(text, prev, timeLimit)));
    }
    return result;
  };
}
