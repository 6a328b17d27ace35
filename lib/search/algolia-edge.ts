/**
 * The Algolia wire format, only where the two UI libraries need it: DocSearch's modal and
 * InstantSearch's results page send Algolia requests to a search client and read Algolia responses.
 * This turns those requests into `search(query, options)` calls and the seam's results back into
 * responses. Section (hierarchy.lvl0) is the one facet; any other filter is refused.
 */
import type { DocSearchHit, DocSearchTransformClient } from '@docsearch/react';
import type { LegacySearchMethodProps, SearchMethodParams, SearchResponse, SearchResponses } from 'algoliasearch/lite';
import type { InstantSearchProps } from 'react-instantsearch';
import { isRecord } from '../util/is-record';
import { escapeHtml } from './result-text';
import type { Search, SearchHit, SearchOptions, SearchResults } from './seam';
import type { Hierarchy } from './types';
import { queryAfterRemoval } from './unmatched';
import { suggestionsUserData } from './no-results';

const SECTION_FACET = 'hierarchy.lvl0';

interface EdgeRequest {
  indexName: string;
  query: string;
  options: SearchOptions;
  wantsSections: boolean;
  /** Filters no section can satisfy (two AND-ed groups with nothing in common). */
  matchesNothing: boolean;
}

/** Every Algolia request shape the two libraries send, as flat parameters. */
function requestsOf(input: unknown): Record<string, unknown>[] {
  const list: unknown[] = Array.isArray(input) ? input : isRecord(input) && Array.isArray(input.requests) ? input.requests : [];
  return list.filter(isRecord).map(({ params, ...request }) => ({ ...request, ...(typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : isRecord(params) ? params : {}) }));
}

/** InstantSearch sends a lone facet or filter as a plain string, several as an array or its JSON. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  if (!value.startsWith('[')) return [value];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed : [];
}

function sectionOf(filter: unknown): string {
  const prefix = `${SECTION_FACET}:`;
  if (typeof filter !== 'string' || !filter.startsWith(prefix)) {
    throw new Error(`The search filter ${JSON.stringify(filter)} is not supported: the seam filters by ${SECTION_FACET} only (lib/search/algolia-edge.ts).`);
  }
  return filter.slice(prefix.length);
}

/** @internal Exported for its unit test (knip --production). */
export function edgeRequest(params: Record<string, unknown>): EdgeRequest {
  // AND of groups, each an OR of sections: the sections in every group.
  const groups = listOf(params.facetFilters).map((entry) => new Set(listOf(entry).map(sectionOf)));
  const sections = groups.reduce<Set<string> | null>((kept, group) => (kept ? new Set([...kept].filter((section) => group.has(section))) : group), null);
  // Whole numbers only, page from 0 and hitsPerPage from 1: the URL feeds them (`?paymora-docs[page]=-1`
  // threw "Invalid array length" on the results page, probe L16); anything else is left to the default.
  const whole = (value: unknown, least: number): number | undefined => {
    const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
    return Number.isSafeInteger(parsed) && parsed >= least ? parsed : undefined;
  };
  const facets = listOf(params.facets);
  return {
    indexName: typeof params.indexName === 'string' ? params.indexName : '',
    query: typeof params.query === 'string' ? params.query : '',
    options: { hitsPerPage: whole(params.hitsPerPage, 1), page: whole(params.page, 0), ...(sections ? { sections: [...sections] } : {}) },
    wantsSections: facets.includes('*') || facets.includes(SECTION_FACET),
    matchesNothing: sections !== null && sections.size === 0,
  };
}

const NO_RESULTS: SearchResults = { hits: [], total: 0, page: 0, hitsPerPage: 0, sections: {} };

/** The seam's answer to each request, in order. */
function answerAll(search: Search, requests: readonly EdgeRequest[]): Promise<SearchResults[]> {
  return Promise.all(requests.map((request) => (request.matchesNothing ? NO_RESULTS : search(request.query, request.options))));
}

function response<T>(request: EdgeRequest, results: SearchResults, hits: (T & { objectID: string })[]): SearchResponse<T> {
  return {
    hits,
    nbHits: results.total,
    page: results.page,
    nbPages: results.hitsPerPage > 0 ? Math.ceil(results.total / results.hitsPerPage) : 0,
    hitsPerPage: results.hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.query,
    params: new URLSearchParams({ query: request.query }).toString(),
    index: request.indexName,
    ...(request.wantsSections ? { facets: { [SECTION_FACET]: results.sections } } : {}),
    ...(results.unmatched ? { queryAfterRemoval: queryAfterRemoval(request.query, results.unmatched) } : {}),
    ...(results.suggestions ? { userData: suggestionsUserData(results.suggestions) } : {}),
  };
}

const withoutHash = (url: string) => url.split('#')[0] ?? url;

/** A page named after its section (a section's category page, "Webhooks"): its hits name it once, not "Webhooks › Webhooks". */
export function namedAfterSection({ lvl0, lvl1 }: Pick<Hierarchy, 'lvl0' | 'lvl1'>): boolean {
  return lvl1 === lvl0;
}

/** The title DocSearch groups a page's hits under: "Section › Page", or the section alone (namedAfterSection). */
function groupTitle(hierarchy: Pick<Hierarchy, 'lvl0' | 'lvl1'>): string {
  return namedAfterSection(hierarchy) ? hierarchy.lvl0 : `${hierarchy.lvl0} › ${hierarchy.lvl1}`;
}

/**
 * DocSearch renders hit values as HTML and, when a highlight is missing (a recent search it stored
 * without them), falls back to the field itself: every field it may render as HTML holds marked,
 * escaped HTML. lvl0 is its group title (groupTitle), rendered as text, so hits of one page show
 * together under it.
 */
function docSearchHit(hit: SearchHit): DocSearchHit {
  const option = (value: string): { value: string; matchLevel: 'full' | 'none'; matchedWords: string[] } => ({ value, matchLevel: value.includes('<mark>') ? 'full' : 'none', matchedWords: [] });
  const html = (level: keyof Hierarchy) => hit.marked[level] ?? '';
  const levels = {
    lvl0: option(groupTitle(hit.hierarchy)),
    lvl1: option(html('lvl1')),
    lvl2: option(html('lvl2')),
    lvl3: option(html('lvl3')),
    lvl4: option(html('lvl4')),
    lvl5: option(html('lvl5')),
    lvl6: option(html('lvl6')),
  };
  const escaped = (text: string | null) => (text === null ? null : escapeHtml(text));
  const marked = { content: option(hit.snippet), hierarchy: levels, hierarchy_camel: [levels] };
  return {
    objectID: hit.url,
    url: hit.url,
    url_without_anchor: withoutHash(hit.url),
    anchor: hit.url.includes('#') ? (hit.url.split('#')[1] ?? null) : null,
    type: hit.type,
    content: hit.snippet,
    hierarchy: {
      lvl0: hit.hierarchy.lvl0,
      lvl1: escapeHtml(hit.hierarchy.lvl1),
      lvl2: escaped(hit.hierarchy.lvl2),
      lvl3: escaped(hit.hierarchy.lvl3),
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: marked,
    _snippetResult: marked,
  };
}

/** Hits of one page together, in the order of each page's best hit. */
function groupByPage<T extends { url: string }>(hits: readonly T[]): T[] {
  const firstSeen = new Map<string, number>();
  hits.forEach((hit, i) => {
    if (!firstSeen.has(withoutHash(hit.url))) firstSeen.set(withoutHash(hit.url), i);
  });
  return hits
    .map((hit, i) => ({ hit, i, page: firstSeen.get(withoutHash(hit.url)) ?? i }))
    .sort((a, b) => a.page - b.page || a.i - b.i)
    .map(({ hit }) => hit);
}

/**
 * The client the DocSearch modal queries. Its type, like InstantSearch's, promises hits of whatever
 * type the caller names (`search<T>`), which no implementation can check: the overload states that
 * promise once, here, and the implementation returns DocSearch's own hit type.
 */
export function docSearchClient(search: Search, original: DocSearchTransformClient): DocSearchTransformClient {
  function docSearch<T>(input: SearchMethodParams | LegacySearchMethodProps): Promise<SearchResponses<T>>;
  async function docSearch(input: SearchMethodParams | LegacySearchMethodProps): Promise<SearchResponses<DocSearchHit>> {
    const requests = requestsOf(input).map(edgeRequest);
    const answers = await answerAll(search, requests);
    return {
      results: requests.map((request, i) => {
        const found = answers[i] ?? NO_RESULTS;
        const grouped = groupByPage(found.hits);
        return response(request, { ...found, hits: grouped }, grouped.map(docSearchHit));
      }),
    };
  }
  return { search: docSearch, addAlgoliaAgent: (segment, version) => original.addAlgoliaAgent(segment, version), transporter: original.transporter };
}

/** What the results page renders of a hit: the seam's hit itself. */
export type InstantSearchHit = SearchHit & { objectID: string };

/** InstantSearch's index client, not its composition client. */
type InstantSearchClient = Extract<InstantSearchProps['searchClient'], { search: (requests: { indexName: string; params: never }[]) => unknown }>;
type InstantSearchRequests = Parameters<InstantSearchClient['search']>[0];

/** The client InstantSearch queries; see docSearchClient on its generic type. */
export function instantSearchClient(search: Search): InstantSearchClient {
  function instantSearch<T>(requests: InstantSearchRequests): Promise<SearchResponses<T>>;
  async function instantSearch(requests: InstantSearchRequests): Promise<SearchResponses<InstantSearchHit>> {
    const parsed = requestsOf(requests).map(edgeRequest);
    const answers = await answerAll(search, parsed);
    return { results: parsed.map((request, i) => response(request, answers[i] ?? NO_RESULTS, (answers[i]?.hits ?? []).map((hit) => ({ ...hit, objectID: hit.url })))) };
  }
  return { search: instantSearch };
}
