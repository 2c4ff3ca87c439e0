// Builds one locale's search index: a document per page section, terms from the shared tokenizer, compact postings.
import { tokenize } from '../../shared/tokenize.ts';
import {
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  encodePostings,
  type SearchFieldName,
  type SearchIndexData,
  type SearchSection,
} from '../../shared/searchIndexData.ts';
import type { ExtractedSection } from './extractSections.ts';

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

const FIELD_INDEX = Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f.name, i])) as Record<SearchFieldName, number>;

export function buildSearchIndex(pages: SearchPageInput[], options: BuildSearchIndexOptions = {}): SearchIndexData {
  const storedText = options.storedText ?? 400;
  const postings = new Map<string, Map<number, number>[]>();
  const count = (field: SearchFieldName, doc: number, terms: Iterable<string>) => {
    const f = FIELD_INDEX[field];
    for (const term of terms) {
      let fields = postings.get(term);
      if (!fields) postings.set(term, (fields = []));
      const docs = (fields[f] ??= new Map());
      docs.set(doc, (docs.get(doc) ?? 0) + 1);
    }
  };

  const sections: SearchSection[] = [];
  pages.forEach((page, pageIndex) => {
    const title = tokenize(page.title);
    for (const s of page.sections) {
      const doc = sections.length;
      const heading = s.slug ? tokenize(s.heading) : title;
      const body = tokenize(s.text);
      count('h', doc, heading.words);
      count('hg', doc, heading.grams);
      count('p', doc, title.words);
      count('pg', doc, title.grams);
      // Code counts once per identifier: a demo repeating `map` twenty times is not twenty times about maps.
      const code = new Set(tokenize(s.code).words.filter((w) => w.length > 1 && !CODE_NOISE.has(w) && !/^\d+$/.test(w)));
      count('t', doc, [...body.words, ...code]);
      count('g', doc, body.grams);
      const text = s.text || s.code.replace(/\s+/g, ' ');
      sections.push([pageIndex, s.slug ? s.heading : '', s.slug, truncate(text, storedText)]);
    }
  });
  return {
    v: SEARCH_INDEX_VERSION,
    pages: pages.map((p) => [p.title, p.path]),
    sections,
    terms: encodePostings(postings),
  };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // Don't end inside a Latin word.
  const space = cut.search(/\s\S*$/);
  return space > max * 0.8 ? cut.slice(0, space) : cut;
}
