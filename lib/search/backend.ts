/**
 * The one seam between the search UI and a backend: an Algolia-compatible client. The local index is
 * the default; hosted backends are chosen at build time (see README, Search).
 */
import { createLocalClient, type AlgoliaCompatibleClient } from './local-client';
import { loadLocalSearch } from './load-local';

export interface SearchBackend {
  client: AlgoliaCompatibleClient;
  /** Resolves when the backend can answer (for the local index: both files fetched and loaded). */
  ready: () => Promise<void>;
}

export function searchIndexName(): string {
  return process.env.NEXT_PUBLIC_SEARCH_INDEX ?? 'paymora-docs';
}

export function createSearchClient(): SearchBackend {
  return {
    client: createLocalClient(loadLocalSearch),
    ready: async () => {
      await loadLocalSearch();
    },
  };
}
