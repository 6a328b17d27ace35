/**
 * The Typesense backend: one /multi_search request per query with the search-only key, straight to
 * the API (the DocSearch scraper's schema: flat `hierarchy.lvlN` fields, sorted by item_priority), filtered
 * to the docs version asked for (the `version` field, facetable, lib/search/push/shape.ts).
 */
import type { Search } from '../seam';
import { DEFAULT_HITS_PER_PAGE, docsVersionOf } from '../seam';
import { isRecord } from '../../util/is-record';
import { SECTION_ATTRIBUTE, VERSION_ATTRIBUTE } from '../types';
import { typesenseRanking } from '../ranking';
import { hostedHit, SENTINEL_POST, SENTINEL_PRE } from './hosted-text';

export interface TypesenseSearchConfig {
  url: string;
  searchKey: string;
  indexName: string;
}

const RANKING = typesenseRanking();
const SECTION_FIELD = SECTION_ATTRIBUTE;

/** A filter value in backticks, which Typesense reads literally (commas and brackets included). */
const literal = (value: string) => `\`${value.replace(/`/g, '')}\``;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function createTypesenseSearch(config: TypesenseSearchConfig): Search {
  // The key as a query parameter keeps the request simple (no CORS preflight), as Typesense allows.
  const endpoint = `${config.url.replace(/\/$/, '')}/multi_search?${new URLSearchParams({ 'x-typesense-api-key': config.searchKey }).toString()}`;
  return async (query, options = {}) => {
    const hitsPerPage = options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = options.page ?? 0;
    const sections = options.sections ?? [];
    const search = {
      collection: config.indexName,
      q: query.trim() || '*',
      ...RANKING,
      per_page: hitsPerPage,
      page: page + 1,
      facet_by: SECTION_FIELD,
      max_facet_values: 100,
      highlight_full_fields: RANKING.query_by,
      highlight_start_tag: SENTINEL_PRE,
      highlight_end_tag: SENTINEL_POST,
      filter_by: [`${VERSION_ATTRIBUTE}:=${literal(docsVersionOf(options))}`, ...(sections.length > 0 ? [`${SECTION_FIELD}:=[${sections.map(literal).join(',')}]`] : [])].join(' && '),
    };
    let response: Response;
    try {
      response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ searches: [search] }) });
    } catch (error) {
      throw new Error(`Cannot reach Typesense at ${config.url}`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    const result = isRecord(body) ? list(body.results)[0] : undefined;
    if (!response.ok || !isRecord(result) || typeof result.error === 'string') {
      const reason = isRecord(result) && typeof result.error === 'string' ? result.error : isRecord(body) && typeof body.message === 'string' ? body.message : 'no results';
      throw new Error(`Typesense answered ${response.status}: ${reason}`);
    }
    const counts: Record<string, number> = {};
    for (const facet of list(result.facet_counts)) {
      if (!isRecord(facet) || facet.field_name !== SECTION_FIELD) continue;
      for (const count of list(facet.counts)) if (isRecord(count) && typeof count.value === 'string' && typeof count.count === 'number') counts[count.value] = count.count;
    }
    const hits = list(result.hits).filter(isRecord).map((hit) => {
      const document = isRecord(hit.document) ? hit.document : {};
      const highlights = new Map<unknown, Record<string, unknown>>(list(hit.highlights).filter(isRecord).map((h) => [h.field, h]));
      const highlighted = (field: string) => highlights.get(field)?.value ?? highlights.get(field)?.snippet;
      return hostedHit({
        url: document.url,
        type: document.type,
        content: document.content,
        level: (level) => document[`hierarchy.${level}`],
        highlighted: (level) => highlighted(`hierarchy.${level}`),
        snippet: highlights.get('content')?.snippet,
      });
    });
    const total = typeof result.found === 'number' ? result.found : hits.length;
    return { hits, total, page, hitsPerPage, sections: counts };
  };
}

