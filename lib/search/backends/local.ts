/** The local backend: the MiniSearch index built with the site, queried in the browser. */
import type MiniSearch from 'minisearch';
import { highlight, queryWords, snippet } from '../result-text';
import { searchOptions, type IndexedFields } from '../local-index';
import { docsVersionOf, paginate, type Search, type SearchHit } from '../seam';
import { HIERARCHY_LEVELS, type SearchRecord } from '../types';

export interface LocalSearchData {
  records: SearchRecord[];
  index: MiniSearch<IndexedFields>;
}

interface Ranked {
  record: SearchRecord;
  terms: string[];
  score: number;
}

/** Ranked records for a query: AND of the words first, OR when no record has them all. */
export function rankRecords(data: LocalSearchData, query: string): Ranked[] {
  const trimmed = query.trim();
  if (!trimmed) return data.records.map((record) => ({ record, terms: [], score: 0 }));
  let results = data.index.search(trimmed, searchOptions);
  if (results.length === 0) results = data.index.search(trimmed, { ...searchOptions, combineWith: 'OR' });
  const words = queryWords(trimmed);
  const ranked: Ranked[] = [];
  for (const result of results) {
    const record = typeof result.id === 'number' ? data.records[result.id] : undefined;
    if (record) ranked.push({ record, terms: [...result.terms, ...words], score: result.score });
  }
  return ranked.sort((a, b) => b.score - a.score || a.record.position - b.record.position);
}

/** A hit as the seam gives it: levels and snippet marked where the matched terms or query words are. */
export function toHit({ record, terms }: { record: SearchRecord; terms: readonly string[] }): SearchHit {
  const marked: SearchHit['marked'] = {};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text) marked[level] = highlight(text, terms);
  }
  return { url: record.url, type: record.type, hierarchy: record.hierarchy, marked, snippet: snippet(record.content, terms) };
}

export function createLocalSearch(load: () => Promise<LocalSearchData>): Search {
  return async (query, options = {}) => {
    const data = await load();
    const wanted = options.sections && options.sections.length > 0 ? new Set(options.sections) : null;
    const version = docsVersionOf(options);
    const ranked = rankRecords(data, query).filter(({ record }) => record.version === version && (!wanted || wanted.has(record.hierarchy.lvl0)));
    const { items, ...rest } = paginate(ranked, ({ record }) => record.hierarchy.lvl0, options);
    return { ...rest, hits: items.map(toHit) };
  };
}
