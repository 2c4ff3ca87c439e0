// Bounds what frontmatter becomes once YAML aliases are expanded. js-yaml gives an alias (`*a`) the anchored value
// itself, so a "billion laughs" (ten keys, each a list of ten aliases of the one before) parses at once into a small
// graph whose tree — what JSON.stringify, cache keys and shape checks walk — has 10^10 leaves: minutes at ~900 MB
// before this, deaf to Ctrl-C. An alias may also refer to a value that holds it (`a: &a [*a]`), a tree without end.
// js-yaml 3 (gray-matter's) has no alias limit, so the parsed value is measured here, walking the tree as those
// readers would and stopping at the bound: its cost is the bound, whatever the aliases multiply to.

/**
 * How far the tree may outgrow the frontmatter's own text, in characters (string and key lengths, plus one per
 * value). Without aliases the tree is never larger than the text, so only aliases can reach this.
 */
export const ALIAS_EXPANSION_ALLOWANCE = 1_000_000;

export interface ExpansionProblem {
  /** The top-level key whose value was being measured. */
  key: string;
  message: string;
}

/** Why the frontmatter cannot be taken (it expands past the bound, or holds itself), or undefined. */
export function expansionProblem(frontmatter: Record<string, unknown>, textLength: number): ExpansionProblem | undefined {
  const bound = textLength + ALIAS_EXPANSION_ALLOWANCE;
  let size = 0;
  for (const key of Object.keys(frontmatter)) {
    size += key.length + 1;
    const found = measure(frontmatter[key], bound - size);
    if (found === 'cycle') return { key, message: `frontmatter "${key}" holds itself through a YAML alias (*name), so it has no end` };
    if (found === 'too large')
      return {
        key,
        message: `frontmatter "${key}": its YAML aliases (*name) expand the frontmatter past ${bound.toLocaleString('en')} characters; write the values out, or alias less`,
      };
    size += found;
  }
  return undefined;
}

/** A marker on the walk's stack: the walk has left this object (it is no longer an ancestor of what comes next). */
class Leave {
  constructor(readonly value: object) {}
}

/** The size of a value's tree, or why it has none within `budget` (iterative: a deep value must not overflow the stack). */
function measure(root: unknown, budget: number): number | 'too large' | 'cycle' {
  let size = 0;
  const ancestors = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (value instanceof Leave) {
      ancestors.delete(value.value);
      continue;
    }
    size += 1 + (typeof value === 'string' ? value.length : 0);
    if (size > budget) return 'too large';
    if (value === null || typeof value !== 'object') continue;
    if (ancestors.has(value)) return 'cycle';
    ancestors.add(value);
    stack.push(new Leave(value));
    if (Array.isArray(value)) for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
    else
      for (const key of Object.keys(value)) {
        size += key.length;
        stack.push((value as Record<string, unknown>)[key]);
      }
  }
  return size;
}
