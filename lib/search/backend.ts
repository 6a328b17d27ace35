/**
 * The one seam between the search UI and a backend: an Algolia-compatible client. The local index is
 * the default; Typesense or Algolia are chosen at build time with NEXT_PUBLIC_SEARCH_BACKEND and
 * search-only keys (README, Search). Hosted clients are imported only when search is first used.
 */
import { acceptBothShapes, nestHierarchy } from './hosted-hits';
import { createLocalClient, type AlgoliaCompatibleClient, type SearchResult } from './local-client';
import { loadLocalSearch } from './load-local';
import { readPublicSearchConfig, type PublicSearchConfig } from './public-config';
import { safeHit, withSentinelTags, type HostedRequest } from './safe-hits';

export interface SearchBackend {
  client: AlgoliaCompatibleClient;
  /** Resolves when the backend can answer (for the local index: both files fetched and loaded). */
  ready: () => Promise<void>;
}

// Spelled out so that Next inlines each value at build time.
const config: PublicSearchConfig = readPublicSearchConfig({
  NEXT_PUBLIC_SEARCH_BACKEND: process.env.NEXT_PUBLIC_SEARCH_BACKEND,
  NEXT_PUBLIC_SEARCH_INDEX: process.env.NEXT_PUBLIC_SEARCH_INDEX,
  NEXT_PUBLIC_TYPESENSE_URL: process.env.NEXT_PUBLIC_TYPESENSE_URL,
  NEXT_PUBLIC_TYPESENSE_SEARCH_KEY: process.env.NEXT_PUBLIC_TYPESENSE_SEARCH_KEY,
  NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
});

export function searchIndexName(): string {
  return config.indexName;
}

type SearchFn = AlgoliaCompatibleClient['search'];

type EngineSearch = (requests: HostedRequest[]) => Promise<{ results: SearchResult[] }>;

async function engineSearch(): Promise<EngineSearch> {
  if (config.backend === 'algolia') {
    const { liteClient } = await import('algoliasearch/lite');
    const client = liteClient(config.appId, config.searchKey);
    return async (requests) => (await client.search(requests as never)) as unknown as { results: SearchResult[] };
  }
  if (config.backend === 'typesense') {
    const { default: TypesenseInstantSearchAdapter } = await import('typesense-instantsearch-adapter');
    const url = new URL(config.url);
    const adapter = new TypesenseInstantSearchAdapter({
      server: {
        apiKey: config.searchKey,
        nodes: [{ host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol.replace(':', ''), path: url.pathname.replace(/\/$/, '') }],
      },
      additionalSearchParameters: { query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content', num_typos: 2, prefix: true },
    });
    return async (requests) => {
      const response = (await adapter.searchClient.search(requests as never)) as { results: SearchResult[] };
      return { results: response.results.map((result) => ({ ...result, hits: result.hits.map((hit) => nestHierarchy(hit as never)) })) };
    };
  }
  throw new Error('unreachable: the local backend has no hosted client');
}

/** A hosted engine behind the seam: sentinel highlight tags out, escaped hits back (lib/search/safe-hits.ts). */
async function hostedSearch(): Promise<SearchFn> {
  const engine = await engineSearch();
  const search = acceptBothShapes(async (callerRequests) => {
    const { requests, rendersHtml } = withSentinelTags(callerRequests);
    const response = await engine(requests);
    return {
      results: response.results.map((result, i) => ({ ...result, hits: result.hits.map((hit) => safeHit(hit as never, rendersHtml[i] ?? true)) })),
    };
  });
  // The Algolia wire shape ends here; issue 16's smaller seam removes this cast.
  return search as unknown as SearchFn;
}

/**
 * Starts what the first search needs (the local index files, or a hosted backend's client code)
 * before the modal opens; a failure is left for the modal, which tries again and says so.
 */
export function preloadSearchBackend(): void {
  const loading = config.backend === 'local' ? loadLocalSearch() : hostedSearch();
  loading.catch(() => undefined);
}

export function createSearchClient(): SearchBackend {
  if (config.backend === 'local') {
    return { client: createLocalClient(loadLocalSearch), ready: async () => void (await loadLocalSearch()) };
  }
  let pending: Promise<SearchFn> | null = null;
  const search = () => {
    pending ??= hostedSearch().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    client: { search: async (input) => (await search())(input), addAlgoliaAgent() {}, async clearCache() {} },
    ready: async () => void (await search()),
  };
}
