// The search index file of one locale: sections to show, and lunr postings in a compact form both sides agree on.
import { slugify } from './slugify.ts';

/**
 * Index fields and their boosts. Word fields hold segmenter words and Latin terms; gram fields hold Han characters
 * and bigrams, a recall fallback that ranks below word matches. A section heading outweighs the page title, which
 * outweighs body text.
 */
export const SEARCH_FIELDS = [
  { name: 'h', boost: 10 }, // section heading words (the page title for a page's intro)
  { name: 'hg', boost: 3 }, // section heading grams
  { name: 'p', boost: 3 }, // page title words, on every section of the page
  { name: 'pg', boost: 1 }, // page title grams
  { name: 't', boost: 1 }, // body words and code identifiers
  { name: 'g', boost: 0.3 }, // body grams
] as const;

export type SearchFieldName = (typeof SEARCH_FIELDS)[number]['name'];

export const WORD_FIELDS: SearchFieldName[] = ['h', 'p', 't'];
export const GRAM_FIELDS: SearchFieldName[] = ['hg', 'pg', 'g'];

export const SEARCH_INDEX_VERSION = 2;

/** `[title, path]` of a page; path without base. */
export type SearchPage = [title: string, path: string];

/**
 * `[page index, heading, slug, text]`; the page's intro section has an empty heading and slug. A slug that is just
 * `slugify(heading)` is stored as `0` (most are: the heading's text is on the line before, so this saves a copy).
 */
export type SearchSection = [page: number, heading: string, slug: string | 0, text: string];

/** A section's anchor: its stored slug, or the one its heading gives. */
export function sectionSlug(section: SearchSection): string {
  return section[2] === 0 ? slugify(section[1]) : section[2];
}

export interface SearchIndexData {
  v: number;
  pages: SearchPage[];
  sections: SearchSection[];
  /**
   * term → postings, `field:doc,doc*tf;field:doc…` with field an index into SEARCH_FIELDS, doc numbers as base-36
   * gaps from the previous doc, and `*tf` only when a term occurs more than once in that field.
   */
  terms: Record<string, string>;
}

/** Per-field term frequencies of one section, as the index builder collects them. */
export type FieldCounts = Map<string, number>[];

/** Encodes postings: term → per field → (doc → tf), docs ascending. */
export function encodePostings(postings: Map<string, Map<number, number>[]>): Record<string, string> {
  const terms: Record<string, string> = {};
  for (const term of [...postings.keys()].sort()) {
    const fields = postings.get(term)!;
    const parts: string[] = [];
    fields.forEach((docs, f) => {
      if (!docs?.size) return;
      let prev = 0;
      const list = [...docs.entries()].sort((a, b) => a[0] - b[0]).map(([doc, tf]) => {
        const gap = (doc - prev).toString(36);
        prev = doc;
        return tf > 1 ? `${gap}*${tf.toString(36)}` : gap;
      });
      parts.push(`${f}:${list.join(',')}`);
    });
    terms[term] = parts.join(';');
  }
  return terms;
}

/** Decodes one term's postings into `[field, doc, tf]` triples. */
export function decodePostings(encoded: string): [field: number, doc: number, tf: number][] {
  const out: [number, number, number][] = [];
  for (const part of encoded.split(';')) {
    const colon = part.indexOf(':');
    const field = Number(part.slice(0, colon));
    let doc = 0;
    for (const item of part.slice(colon + 1).split(',')) {
      const star = item.indexOf('*');
      doc += parseInt(star < 0 ? item : item.slice(0, star), 36);
      out.push([field, doc, star < 0 ? 1 : parseInt(item.slice(star + 1), 36)]);
    }
  }
  return out;
}
