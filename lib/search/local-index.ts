/**
 * The local full-text index: MiniSearch over the records, with the ranking of ranking.ts. The split
 * index (split/build.ts) is built from it; the benches and the comparison tests query it directly.
 * Build and query share these options, or a loaded index would not answer like the built one.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { BM25, fuzzyDistance, indexTokens, isPrefixTerm, LEVEL_WEIGHTS, MATCH_WEIGHTS, namingCodes, queryTokens, RANKED_FIELDS, stemTerm } from './ranking';
import { RECORD_TYPES, recordTypeOf, type RecordType, type SearchRecord } from './types';

export interface IndexedFields {
  id: number;
  code: string;
  title: string;
  heading: string;
  content: string;
  /** Stored, not searched: its level weight (ranking.ts) multiplies the record's score. */
  type: RecordType;
}

const indexOptions: Options<IndexedFields> = {
  idField: 'id',
  fields: RANKED_FIELDS.map(({ name }) => name),
  storeFields: ['type'],
  // One term a word form, at build and query time alike (ranking.ts).
  tokenize: indexTokens,
  processTerm: stemTerm,
};

export const searchOptions: SearchOptions = {
  boost: Object.fromEntries(RANKED_FIELDS.map(({ name, weight }) => [name, weight])),
  prefix: isPrefixTerm,
  fuzzy: fuzzyDistance,
  combineWith: 'AND',
  // A code typed whole is looked up whole, as the split reader does (ranking.ts: queryTokens).
  tokenize: queryTokens,
  weights: MATCH_WEIGHTS,
  bm25: BM25,
  boostDocument: (_id, _term, stored) => LEVEL_WEIGHTS[recordType(stored?.type)],
};

function recordType(value: unknown): RecordType {
  const type = recordTypeOf(value);
  if (!type) throw new Error(`A search record's stored type is ${String(value)}, not one of ${RECORD_TYPES.join(', ')}: rebuild the index`);
  return type;
}

/** The text each record is indexed under: the page title only on the page's own record, so sections rank by their heading. */
export function toIndexed(record: SearchRecord, id: number): IndexedFields {
  const { lvl1, lvl2, lvl3 } = record.hierarchy;
  const own = record.type === 'lvl1' ? lvl1 : record.type === 'content' ? '' : [lvl2, lvl3].filter(Boolean).join(' ');
  return {
    id,
    code: namingCodes(own, record.type === 'content' ? record.anchor : null, record.content),
    title: record.type === 'lvl1' ? lvl1 : '',
    // A block of text (a table row) is found by its text, not by the heading of the section it is in.
    heading: record.type === 'lvl2' || record.type === 'lvl3' ? [lvl2, lvl3].filter(Boolean).join(' ') : '',
    content: `${lvl1} ${record.content}`,
    type: record.type,
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
