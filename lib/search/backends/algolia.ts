/**
 * The Algolia backend: algoliasearch's lite client with the search-only key, one query per search,
 * filtered to the docs version asked for (`version`, a filter-only facet, lib/search/push/shape.ts).
 */
import { liteClient } from 'algoliasearch/lite';
import type { Search } from '../seam';
import { DEFAULT_HITS_PER_PAGE, docsVersionOf } from '../seam';
import { isRecord } from '../../util/is-record';
import { SECTION_ATTRIBUTE, VERSION_ATTRIBUTE } from '../types';
import { removedWords } from '../unmatched';
import { hostedHit, SENTINEL_POST, SENTINEL_PRE } from './hosted-text';

export interface AlgoliaSearchConfig {
  appId: string;
  searchKey: string;
  indexName: string;
  /** A proxy or a stand-in instead of Algolia's hosts: `http://127.0.0.1:8108`. */
  host?: string;
}

const SECTION_FACET = SECTION_ATTRIBUTE;

/** `_highlightResult.hierarchy.lvl1.value` and the like, when every step is there. */
function valueAt(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return isRecord(at) ? at.value : undefined;
}

export function createAlgoliaSearch(config: AlgoliaSearchConfig): Search {
  const host = config.host ? new URL(config.host) : null;
  const client = liteClient(
    config.appId,
    config.searchKey,
    host ? { hosts: [{ url: host.host, accept: 'read', protocol: host.protocol === 'http:' ? 'http' : 'https' }] } : undefined,
  );
  return async (query, options = {}) => {
    const hitsPerPage = options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = options.page ?? 0;
    const sections = options.sections ?? [];
    const { results } = await client.search<Record<string, unknown>>({
      requests: [
        {
          indexName: config.indexName,
          query,
          hitsPerPage,
          page,
          facets: [SECTION_FACET],
          // Entries are ANDed, the values of a nested list ORed: the version, and any of the sections.
          facetFilters: [`${VERSION_ATTRIBUTE}:${docsVersionOf(options)}`, ...(sections.length > 0 ? [sections.map((section) => `${SECTION_FACET}:${section}`)] : [])],
          highlightPreTag: SENTINEL_PRE,
          highlightPostTag: SENTINEL_POST,
          attributesToSnippet: ['content:24'],
          snippetEllipsisText: '…',
        },
      ],
    });
    const result = results[0];
    if (!result || !('hits' in result)) throw new Error('Algolia answered without hits');
    const hits = result.hits.map((hit: Record<string, unknown>) =>
      hostedHit({
        url: hit.url,
        type: hit.type,
        content: hit.content,
        level: (level) => (isRecord(hit.hierarchy) ? hit.hierarchy[level] : undefined),
        highlighted: (level) => valueAt(hit._highlightResult, 'hierarchy', level),
        snippet: valueAt(hit._snippetResult, 'content'),
      }),
    );
    // With removeWordsIfNoResults (ranking.ts), Algolia says which words it left out.
    const removed = typeof result.queryAfterRemoval === 'string' ? removedWords(result.queryAfterRemoval) : [];
    return { hits, total: result.nbHits ?? hits.length, page, hitsPerPage, sections: result.facets?.[SECTION_FACET] ?? {}, ...(removed.length > 0 ? { unmatched: removed } : {}) };
  };
}
