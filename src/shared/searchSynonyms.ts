// Words a site says mean the same (`themeConfig.searchSynonyms`, kept in the docs config, not in code): a query word
// of a group also finds the group's other words. Applied at query time, from the list the index manifest carries.
import { nameKey } from './searchIndexData.ts';
import { tokenize } from './tokenize.ts';

export interface Synonyms {
  /** Chinese entries of two characters or more: a query keeps them whole rather than segmenting them (点聚合). */
  phrases: ReadonlySet<string>;
  /** The other entries, as configured, of the groups holding the word or phrase whose nameKey is `key`. */
  of(key: string): string[];
}

const HAN_WORD = /^\p{Script=Han}{2,}$/u;

export function compileSynonyms(groups: readonly (readonly string[])[] = []): Synonyms {
  const byKey = new Map<string, Set<string>>();
  const phrases = new Set<string>();
  for (const group of groups) {
    for (const entry of group) {
      const key = nameKey(entry);
      if (!key) continue;
      let others = byKey.get(key);
      if (!others) byKey.set(key, (others = new Set()));
      for (const other of group) if (nameKey(other) && nameKey(other) !== key) others.add(other);
      if (HAN_WORD.test(key)) phrases.add(key);
    }
  }
  return { phrases, of: (key) => [...(byKey.get(key) ?? [])] };
}

/** Problems of a configured synonym list, each `path: problem` (empty when valid or absent). */
export function synonymProblems(value: unknown, path: string): string[] {
  if (value === undefined) return [];
  const example = 'such as [["popup", "弹窗", "气泡"], ["scale", "比例尺"]]';
  if (!Array.isArray(value)) return [`${path}: expected a list of groups of words that mean the same, ${example}, got ${describe(value)}`];
  const problems: string[] = [];
  const groupOf = new Map<string, number>();
  value.forEach((group, i) => {
    if (!Array.isArray(group)) return void problems.push(`${path}[${i}]: expected a group (a list of words), ${example}, got ${describe(group)}`);
    if (group.length < 2) problems.push(`${path}[${i}]: a group needs two words or more, got ${JSON.stringify(group)}`);
    group.forEach((entry, j) => {
      const at = `${path}[${i}][${j}]`;
      if (typeof entry !== 'string') return void problems.push(`${at}: expected a word or phrase (a string), got ${describe(entry)}`);
      if (!tokenize(entry).words.length) return void problems.push(`${at}: "${entry}" has no word search can find (only punctuation or stop words)`);
      const key = nameKey(entry);
      const other = groupOf.get(key);
      if (other !== undefined && other !== i) problems.push(`${at}: "${entry}" is in group ${other} too (merge the two groups)`);
      else groupOf.set(key, i);
    });
  });
  return problems;
}

function describe(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'string' ? JSON.stringify(v) : typeof v;
}
