// Builds one locale's search index: a document per page section, terms from the shared tokenizer; its files are cut
// by shardSearchIndex.ts.
import { tokenize } from '../../shared/tokenize.ts';
import { SEARCH_FIELDS, headingName, headingNameTerm, pageNameTerm, titleNames, type SearchFieldName, type SearchSection } from '../../shared/searchIndexData.ts';
import type { ExtractedSection } from './extractSections.ts';
import { slugify } from '../../shared/slugify.ts';
import { shardSearchIndex, type SearchIndexFiles } from './shardSearchIndex.ts';
import { PostingLists } from './postingLists.ts';

/** Per-field term frequencies of one section, as indexPage counts them. */
export type FieldCounts = Map<string, number>[];

export interface SearchPageInput {
  title: string;
  /** Page path without base. */
  path: string;
  sections: ExtractedSection[];
}

export interface BuildSearchIndexOptions {
  /** Characters of section text stored for snippets; matches further in are found but shown from the start. */
  storedText?: number;
  /** Sections a term keeps at most (shardSearchIndex.ts HEAD_SECTIONS; benchmarks compare with Infinity). */
  headSections?: number;
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
const BODY_FIELDS = [FIELD_INDEX.t, FIELD_INDEX.g];

/** A locale's index files from its pages (tests; `serve --watch` assembles from kept page shares). */
export function buildSearchIndex(name: string, pages: Iterable<SearchPageInput>, options: BuildSearchIndexOptions = {}): SearchIndexFiles {
  const builder = createSearchIndexBuilder(options);
  for (const page of pages) builder.add(page);
  return builder.files(name);
}

/**
 * A locale's index built page by page (the build): each page is cut into terms and added to the postings at once,
 * then let go, so memory holds the postings and the stored snippets, never every page's text or term counts.
 */
export function createSearchIndexBuilder(options: BuildSearchIndexOptions = {}) {
  const postings = createPostings();
  return {
    add(page: SearchPageInput) {
      postings.add(indexPage(page, options));
    },
    files(name: string): SearchIndexFiles {
      return runSteps(postings.finish(name, options.headSections));
    },
    /** Its postings' memory freed now (PostingLists.release), once its files are written. */
    release() {
      postings.parts().postings.release();
    },
  };
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
  const sections: IndexedPage['sections'] = [];
  const bySlug = new Map<string, IndexedPage['sections'][number]>();
  for (const s of page.sections) {
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
    if (s.slug) {
      const name = headingName(s.heading);
      if (name) count('n', [headingNameTerm(name)]);
    } else count('n', titleNames(page.title).map(pageNameTerm));
    const text = s.text || s.code.replace(/\s+/g, ' ');
    // Two headings with one id (raw HTML headings, a heading inside a demo) are one place to land on: one result,
    // found by the words of both.
    const same = bySlug.get(s.slug);
    if (same) {
      for (const f of BODY_FIELDS) for (const [term, tf] of counts[f]) same.counts[f].set(term, (same.counts[f].get(term) ?? 0) + tf);
      same.text = truncate([same.text, text].filter(Boolean).join(' '), storedText);
      continue;
    }
    const section = { heading: s.slug ? s.heading : '', slug: s.slug, text: truncate(text, storedText), counts };
    bySlug.set(s.slug, section);
    sections.push(section);
  }
  return { title: page.title, path: page.path, sections };
}

/** The index files of a locale from its pages' shares, in page order. */
export function assembleSearchIndex(name: string, pages: IndexedPage[], options: BuildSearchIndexOptions = {}): SearchIndexFiles {
  return runSteps(assembleInSteps(name, pages, options.headSections));
}

function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The work of assembleSearchIndex in steps: one per page, then shardSearchIndex's (one per few hundred terms). */
function* assembleInSteps(name: string, pages: IndexedPage[], headSections?: number): Generator<void, SearchIndexFiles> {
  const postings = createPostings();
  for (const page of pages) {
    yield;
    postings.add(page);
  }
  return yield* postings.finish(name, headSections);
}

/** Pages' shares gathered into postings, in the order added (sections are numbered as they come). */
export function createPostings() {
  // Sections are numbered in order, so each term's list is ascending.
  const postings = new PostingLists(SEARCH_FIELDS.length);
  const sections: SearchSection[] = [];
  const fieldLength: number[] = [];
  const pages: [title: string, path: string][] = [];
  return {
    add(page: IndexedPage) {
      const pageIndex = pages.length;
      pages.push([page.title, page.path]);
      for (const s of page.sections) {
        const doc = sections.length;
        s.counts.forEach((terms, f) => {
          let length = 0;
          for (const [term, tf] of terms) {
            postings.add(term, f, doc, tf);
            length += tf;
          }
          fieldLength[doc * SEARCH_FIELDS.length + f] = length;
        });
        sections.push(searchSection(pageIndex, s));
      }
    },
    finish(name: string, headSections?: number): Generator<void, SearchIndexFiles> {
      return shardSearchIndex({ name, pages, sections, postings, fieldLength }, headSections);
    },
    /** What was gathered, for an index kept and changed page by page (localeIndex.ts). */
    parts: () => ({ postings, sections, fieldLength, pages }),
  };
}

/** A section as the index stores it: its page, heading, slug (0 when the heading's own) and text. */
export function searchSection(pageIndex: number, s: IndexedPage['sections'][number]): SearchSection {
  return [pageIndex, s.heading, s.slug && s.slug === slugify(s.heading) ? 0 : s.slug, s.text];
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // Don't end inside a Latin word.
  const space = cut.search(/\s\S*$/);
  return space > max * 0.8 ? cut.slice(0, space) : cut;
}
