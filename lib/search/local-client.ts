/**
 * An Algolia-compatible search client over the local MiniSearch index, for the DocSearch modal and
 * for InstantSearch. It answers both call shapes: DocSearch's `search({ requests })` and
 * InstantSearch's `search([{ indexName, params }])`.
 */
import type MiniSearch from 'minisearch';
import { highlight, snippet, type Highlighted } from './highlight';
import { searchOptions, type IndexedFields } from './local-index';
import type { SearchRecord } from './types';

export interface LocalSearchData {
  records: SearchRecord[];
  index: MiniSearch<IndexedFields>;
}

interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facets?: string[] | string;
  facetFilters?: string | (string | string[])[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams | string;
}

export interface SearchHit extends SearchRecord {
  _highlightResult: { hierarchy: Record<string, Highlighted>; content: Highlighted };
  _snippetResult: { hierarchy: Record<string, Highlighted>; content: Highlighted };
  _rankingInfo?: { score: number };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
}

export interface AlgoliaCompatibleClient {
  search(requests: { requests: SearchRequest[] } | SearchRequest[]): Promise<{ results: SearchResult[] }>;
  searchForFacetValues?: unknown;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

const FACET_ATTRIBUTES: Record<string, (r: SearchRecord) => string | null> = {
  'hierarchy.lvl0': (r) => r.hierarchy.lvl0,
  'hierarchy.lvl1': (r) => r.hierarchy.lvl1,
  type: (r) => r.type,
};

function normaliseRequest(request: SearchRequest): SearchParams & { indexName: string } {
  const params = typeof request.params === 'string' ? Object.fromEntries(new URLSearchParams(request.params)) : (request.params ?? {});
  const merged = { ...request, ...params } as SearchParams & { indexName: string };
  // InstantSearch sends a lone facet or filter as a plain string, several as an array or its JSON.
  const list = <T,>(value: string): T[] => (value.startsWith('[') ? (JSON.parse(value) as T[]) : [value as T]);
  if (typeof merged.facets === 'string' && merged.facets !== '*') merged.facets = list<string>(merged.facets);
  if (typeof merged.facetFilters === 'string') merged.facetFilters = list<string | string[]>(merged.facetFilters);
  return merged;
}

/** Algolia facet filters: an array of AND-ed entries, each a value or an OR-ed list of `attribute:value`. */
function matchesFilters(record: SearchRecord, filters: (string | string[])[] | undefined): boolean {
  if (!filters) return true;
  return filters.every((entry) =>
    (Array.isArray(entry) ? entry : [entry]).some((filter) => {
      const negate = filter.startsWith('-');
      const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
      const value = rest.join(':');
      const actual = FACET_ATTRIBUTES[attribute ?? '']?.(record);
      return negate ? actual !== value : actual === value;
    }),
  );
}

function toHit(record: SearchRecord, terms: string[], params: SearchParams, score: number): SearchHit {
  const pre = params.highlightPreTag ?? '<mark>';
  const post = params.highlightPostTag ?? '</mark>';
  const ellipsis = params.snippetEllipsisText ?? '…';
  const hierarchy: Record<string, Highlighted> = {};
  for (const [level, text] of Object.entries(record.hierarchy)) {
    if (text) hierarchy[level] = highlight(text, terms, pre, post);
  }
  return {
    ...record,
    _highlightResult: { hierarchy, content: highlight(record.content, terms, pre, post) },
    _snippetResult: { hierarchy, content: snippet(record.content, terms, 24, ellipsis, pre, post) },
    _rankingInfo: { score },
  };
}

/** Ranked records for a query: AND of the words first, OR when no record has them all. */
export function rankRecords(data: LocalSearchData, query: string): { record: SearchRecord; terms: string[]; score: number }[] {
  const trimmed = query.trim();
  if (!trimmed) return data.records.map((record) => ({ record, terms: [], score: 0 }));
  let results = data.index.search(trimmed, searchOptions);
  if (results.length === 0) results = data.index.search(trimmed, { ...searchOptions, combineWith: 'OR' });
  const queryWords = trimmed.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  return results
    .map((result) => {
      const record = data.records[result.id as number];
      return record ? { record, terms: [...result.terms, ...queryWords], score: result.score } : null;
    })
    .filter((r): r is { record: SearchRecord; terms: string[]; score: number } => r !== null)
    .sort((a, b) => b.score - a.score || a.record.position - b.record.position);
}

export function createLocalClient(load: () => Promise<LocalSearchData>): AlgoliaCompatibleClient {
  const answer = async (request: SearchRequest): Promise<SearchResult> => {
    const started = performance.now();
    const params = normaliseRequest(request);
    const data = await load();
    const query = params.query ?? '';
    const ranked = rankRecords(data, query).filter(({ record }) => matchesFilters(record, params.facetFilters as (string | string[])[] | undefined));
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const page = Number(params.page ?? 0);
    const facets: Record<string, Record<string, number>> = {};
    const facetNames = params.facets === '*' ? Object.keys(FACET_ATTRIBUTES) : ((params.facets as string[] | undefined) ?? []);
    for (const name of facetNames) {
      const get = FACET_ATTRIBUTES[name];
      if (!get) continue;
      const counts: Record<string, number> = {};
      for (const { record } of ranked) {
        const value = get(record);
        if (value) counts[value] = (counts[value] ?? 0) + 1;
      }
      facets[name] = counts;
    }
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ record, terms, score }) => toHit(record, terms, params, score));
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({ query }).toString(),
      index: params.indexName,
      ...(facetNames.length > 0 ? { facets } : {}),
    };
  };
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      return { results: await Promise.all(requests.map(answer)) };
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}
