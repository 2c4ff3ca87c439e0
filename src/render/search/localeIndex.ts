// A locale's search index kept between `serve --watch` rebuilds and changed page by page. Assembling it whole (every
// page's postings gathered, every term encoded and cut into shards) took ~8 s of CPU per save at 10,000 pages; here a
// saved page's sections are replaced in place: the postings of the terms it had or has are redone, and only those
// terms are encoded again (shardSearchIndex keeps the others' encodings). The files are the same as assembling the
// index whole from the same pages (test/render/search/localeIndex.test.ts). A page whose number of sections changed
// moves every later section's number: then, as for pages added, removed or moved, the index is assembled whole.
import { SEARCH_FIELDS } from '../../shared/searchIndexData.ts';
import { createPostings, searchSection, type IndexedPage } from './buildSearchIndex.ts';
import { HEAD_SECTIONS, shardSearchIndex, type AssembledIndex, type SearchIndexFiles } from './shardSearchIndex.ts';

const FIELDS = SEARCH_FIELDS.length;
/** Past this many replaced pages, assembling the index whole costs about as much. */
const MAX_REPLACED = 200;

export interface LocaleIndex {
  /** The index files for these pages (a locale's, in order), pausing between steps. */
  files(pages: IndexedPage[], pause: () => Promise<void>): Promise<SearchIndexFiles>;
  /** How many times the index was gathered whole (the first time included). */
  readonly gathered: number;
}

export function createLocaleIndex(name: string, headSections = HEAD_SECTIONS): LocaleIndex {
  let kept: ReturnType<typeof assembled> | null = null;
  let gathered = 0;

  /** The index of `pages` gathered whole. */
  async function gather(pages: IndexedPage[], pause: () => Promise<void>) {
    gathered++;
    const postings = createPostings();
    for (const page of pages) {
      await pause();
      postings.add(page);
    }
    return assembled(pages, postings.parts());
  }

  return {
    async files(pages, pause) {
      if (!kept || !kept.replace(pages)) kept = await gather(pages, pause);
      const steps = shardSearchIndex({ name, ...kept.index }, headSections, kept.encoded);
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await pause();
      }
    },
    get gathered() {
      return gathered;
    },
  };
}

/** An index gathered once, whose pages' sections can be replaced by others as many. */
function assembled(gathered: IndexedPage[], parts: ReturnType<ReturnType<typeof createPostings>['parts']>) {
  const { postings, sections, fieldLength, pages } = parts;
  const current = [...gathered];
  /** Each page's first section. */
  const first: number[] = [];
  let at = 0;
  for (const page of current) {
    first.push(at);
    at += page.sections.length;
  }
  /** Terms whose postings changed since they were gathered; null for a term no section has any more. */
  const changed = new Map<string, number[][] | null>();
  const encoded = new Map<string, string>();
  const listsOf = (term: string) => (changed.has(term) ? (changed.get(term) ?? undefined) : postings.get(term));
  const index: Omit<AssembledIndex, 'name'> = {
    pages,
    sections,
    fieldLength,
    postings: {
      *keys() {
        for (const term of postings.keys()) if (!changed.has(term) || changed.get(term)) yield term;
        for (const [term, lists] of changed) if (lists && !postings.has(term)) yield term;
      },
      get: listsOf,
    },
  };

  /** Page i's sections replaced by `page`'s, as many. */
  function replacePage(i: number, page: IndexedPage): void {
    const old = current[i];
    const d0 = first[i];
    const k = page.sections.length;
    const terms = new Set<string>();
    for (const s of [...old.sections, ...page.sections]) for (const counts of s.counts) for (const term of counts.keys()) terms.add(term);
    for (const term of terms) {
      const before = listsOf(term) ?? [];
      const after: number[][] = [];
      for (let f = 0; f < FIELDS; f++) {
        const list = before[f] ?? [];
        const out: number[] = [];
        // Sections before the page's keep their place, then the page's own in order, then the ones after.
        let j = 0;
        for (; j < list.length && list[j] < d0; j += 2) out.push(list[j], list[j + 1]);
        for (let s = 0; s < k; s++) {
          const tf = page.sections[s].counts[f].get(term);
          if (tf !== undefined) out.push(d0 + s, tf);
        }
        while (j < list.length && list[j] < d0 + k) j += 2;
        for (; j < list.length; j += 2) out.push(list[j], list[j + 1]);
        // As PostingLists.get: a field without postings is left out.
        if (out.length) after[f] = out;
      }
      changed.set(term, after.length ? after : null);
      encoded.delete(term);
    }
    pages[i] = [page.title, page.path];
    page.sections.forEach((s, n) => {
      const doc = d0 + n;
      s.counts.forEach((counts, f) => {
        let length = 0;
        for (const tf of counts.values()) length += tf;
        fieldLength[doc * FIELDS + f] = length;
      });
      sections[doc] = searchSection(i, s);
    });
    current[i] = page;
  }

  return {
    index,
    encoded,
    /** Brings the index to `next` page by page; false when it cannot (pages added, removed, moved; sections more or fewer). */
    replace(next: IndexedPage[]): boolean {
      if (next.length !== current.length) return false;
      const replaced: number[] = [];
      for (let i = 0; i < next.length; i++) {
        if (next[i] === current[i]) continue;
        if (next[i].sections.length !== current[i].sections.length || replaced.length === MAX_REPLACED) return false;
        replaced.push(i);
      }
      for (const i of replaced) replacePage(i, next[i]);
      return true;
    },
  };
}
