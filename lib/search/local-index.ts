/**
 * The local full-text index: MiniSearch, built once at build time and loaded as JSON by the browser.
 * Build and query share these options, or a loaded index would not answer like the built one.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchRecord } from './types';

export interface IndexedFields {
  id: number;
  title: string;
  heading: string;
  content: string;
}

const indexOptions: Options<IndexedFields> = {
  idField: 'id',
  fields: ['title', 'heading', 'content'],
  storeFields: [],
};

/** Typos: one edit from 3 letters, two from 5 ('refnud' is two edits from 'refund'). */
export function fuzzyDistance(term: string): number {
  if (term.length >= 5) return 2;
  if (term.length >= 3) return 1;
  return 0;
}

export const searchOptions: SearchOptions = {
  // Titles and headings rank above body text.
  boost: { title: 4, heading: 2.5, content: 1 },
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => fuzzyDistance(term),
  combineWith: 'AND',
  // An exact word counts more than a prefix, a prefix more than a typo.
  weights: { fuzzy: 0.35, prefix: 0.6 },
  // Less length normalisation than MiniSearch's 0.7: a long reference table that defines a term (a
  // test card, an error code) should not lose to a short section that mentions it once.
  bm25: { k: 1.2, b: 0.5, d: 0.5 },
};

/** The text each record is indexed under: the page title only on the page's own record, so sections rank by their heading. */
export function toIndexed(record: SearchRecord, id: number): IndexedFields {
  const { lvl1, lvl2, lvl3 } = record.hierarchy;
  return {
    id,
    title: record.type === 'lvl1' ? lvl1 : '',
    heading: record.type === 'lvl1' ? '' : [lvl2, lvl3].filter(Boolean).join(' '),
    content: `${lvl1} ${record.content}`,
  };
}

export function buildIndex(records: readonly SearchRecord[]): MiniSearch<IndexedFields> {
  const index = new MiniSearch<IndexedFields>(indexOptions);
  index.addAll(records.map(toIndexed));
  return index;
}

export function loadIndex(json: string): MiniSearch<IndexedFields> {
  return MiniSearch.loadJSON<IndexedFields>(json, indexOptions);
}
