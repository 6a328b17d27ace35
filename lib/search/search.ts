/**
 * `search(query, options)` for the UI: the backend the page's build chose (lib/search/public-config.ts),
 * imported and made ready on first use. For the local (split) index, ready means the pointer and the
 * index's manifest fetched (a query fetches the rest it needs); for a hosted one, its client code loaded.
 */
import { retryableOnce } from '../retryable-once';
import { parsePublicSearchConfig, SEARCH_CONFIG_META, SearchConfigError, type PublicSearchConfig } from './public-config';
import type { Search } from './seam';

let config: PublicSearchConfig | null = null;

function pageConfig(): PublicSearchConfig {
  if (config) return config;
  const content = document.querySelector(`meta[name="${SEARCH_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) throw new SearchConfigError(`This page has no <meta name="${SEARCH_CONFIG_META}">: build the site again.`);
  config = parsePublicSearchConfig(content);
  return config;
}

async function loadBackend(chosen: PublicSearchConfig): Promise<Search> {
  if (chosen.backend === 'typesense') return (await import('./backends/typesense')).createTypesenseSearch(chosen);
  if (chosen.backend === 'algolia') return (await import('./backends/algolia')).createAlgoliaSearch(chosen);
  const { loadSplitSearch, splitSearch } = await import('./load-split');
  await loadSplitSearch();
  return splitSearch;
}

const backend = retryableOnce(async () => loadBackend(pageConfig()));

/** Resolves when the backend can answer; a failure is not kept, so the next call tries again. */
export async function searchReady(): Promise<void> {
  await backend();
}

/** Starts what the first search needs before the modal opens; a failure is left for the modal to report. */
export function preloadSearch(): void {
  backend().catch(() => undefined);
}

export const search: Search = async (query, options) => (await backend())(query, options);

export function searchIndexName(): string {
  return pageConfig().indexName;
}
