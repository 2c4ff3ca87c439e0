// Builds one locale's search index: a document per page section, terms from the shared tokenizer, compact postings.
import { tokenize } from '../../shared/tokenize.ts';
import {
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  type FieldCounts,
  type SearchFieldName,
  type SearchIndexData,
  type SearchSection,
} from '../../shared/searchIndexData.ts';
import type { ExtractedSection } from './extractSections.ts';
import { slugify } from '../../shared/slugify.ts';

export interface SearchPageInput {
  title: string;
  /** Page path without base. */
  path: string;
  sections: ExtractedSection[];
}

export interface BuildSearchIndexOptions {
  /** Characters of section text stored for snippets; matches further in are found but shown from the start. */
  storedText?: number;
}

/** Words of code that say nothing about a section: keywords and the markup of demo sources. */
const CODE_NOISE = new Set(
  (
    'const let var function return import export from default new class extends if else for while do switch case ' +
    'break continue true false null undefined this typeof instanceof void async await try catch finally throw of ' +
    'delete yield static script style template div span px em rem html body head meta charset src href'
  ).split(' '),
);

/** Above this share of link text, a section's text is a list of links to other pages. */
const LINK_LIST = 0.6;

const FIELD_INDEX = Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f.name, i])) as Record<SearchFieldName, number>;

export function buildSearchIndex(pages: SearchPageInput[], options: BuildSearchIndexOptions = {}): SearchIndexData {
  return assembleSearchIndex(pages.map((page) => indexPage(page, options)));
}

/** One page's share of an index: its sections with their term counts per field (the costly part, once per page). */
export interface IndexedPage {
  title: string;
  path: string;
  sections: { heading: string; slug: string; text: string; counts: FieldCounts }[];
}

export function indexPage(page: SearchPageInput, options: BuildSearchIndexOptions = {}): IndexedPage {
  const storedText = options.storedText ?? 240;
  const title = tokenize(page.title);
  const sections = page.sections.map((s) => {
    const counts: FieldCounts = SEARCH_FIELDS.map(() => new Map());
    const count = (field: SearchFieldName, terms: Iterable<string>) => {
      const f = counts[FIELD_INDEX[field]];
      for (const term of terms) f.set(term, (f.get(term) ?? 0) + 1);
    };
    const heading = s.slug ? tokenize(s.heading) : title;
    // A section that is mostly links ("related pages") names other pages: its heading is found, its text is not.
    const body = s.linkShare > LINK_LIST ? { words: [], grams: [] } : tokenize(s.text);
    count('h', heading.words);
    count('hg', heading.grams);
    count('p', title.words);
    count('pg', title.grams);
    // Code counts once per identifier: a demo repeating `map` twenty times is not twenty times about maps.
    const code = new Set(tokenize(s.code).words.filter((w) => w.length > 1 && !CODE_NOISE.has(w) && !/^\d+$/.test(w)));
    count('t', [...body.words, ...code]);
    count('g', body.grams);
    const text = s.text || s.code.replace(/\s+/g, ' ');
    return { heading: s.slug ? s.heading : '', slug: s.slug, text: truncate(text, storedText), counts };
  });
  return { title: page.title, path: page.path, sections };
}

/** The index of a locale from its pages' shares, in page order. */
export function assembleSearchIndex(pages: IndexedPage[]): SearchIndexData {
  const steps = assembleInSteps(pages);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** assembleSearchIndex, with a pause between its steps: `serve --watch` answers requests meanwhile (timeSlicer.ts). */
export async function assembleSearchIndexPausing(pages: IndexedPage[], pause: () => Promise<void>): Promise<SearchIndexData> {
  const steps = assembleInSteps(pages);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** How many terms are encoded between two steps. */
const TERMS_PER_STEP = 500;

/** The work of assembleSearchIndex in steps: one per page, and one per few hundred terms encoded. */
function* assembleInSteps(pages: IndexedPage[]): Generator<void, SearchIndexData> {
  // term → per field a flat [doc, tf, doc, tf, …] list: sections are numbered in order, so each list is ascending.
  const postings = new Map<string, number[][]>();
  const sections: SearchSection[] = [];
  for (const [pageIndex, page] of pages.entries()) {
    yield;
    for (const s of page.sections) {
      const doc = sections.length;
      s.counts.forEach((terms, f) => {
        for (const [term, tf] of terms) {
          let fields = postings.get(term);
          if (!fields) postings.set(term, (fields = []));
          (fields[f] ??= []).push(doc, tf);
        }
      });
      sections.push([pageIndex, s.heading, s.slug && s.slug === slugify(s.heading) ? 0 : s.slug, s.text]);
    }
  }
  return {
    v: SEARCH_INDEX_VERSION,
    pages: pages.map((p) => [p.title, p.path]),
    sections,
    terms: yield* encodeSorted(postings),
  };
}

/** The format of encodePostings (shared/searchIndexData.ts), from lists already in doc order. */
function* encodeSorted(postings: Map<string, number[][]>): Generator<void, Record<string, string>> {
  const terms: Record<string, string> = {};
  for (const [n, term] of [...postings.keys()].sort().entries()) {
    if (n % TERMS_PER_STEP === 0) yield;
    const parts: string[] = [];
    postings.get(term)!.forEach((list, f) => {
      let prev = 0;
      const items: string[] = [];
      for (let i = 0; i < list.length; i += 2) {
        const gap = (list[i] - prev).toString(36);
        prev = list[i];
        items.push(list[i + 1] > 1 ? `${gap}*${list[i + 1].toString(36)}` : gap);
      }
      parts.push(`${f}:${items.join(',')}`);
    });
    terms[term] = parts.join(';');
  }
  return terms;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // Don't end inside a Latin word.
  const space = cut.search(/\s\S*$/);
  return space > max * 0.8 ? cut.slice(0, space) : cut;
}
