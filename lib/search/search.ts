/**
 * `search(query, options)` for the UI: the backend the page's build chose (lib/search/public-config.ts),
 * imported and made ready on first use, asked for the docs version of the page the reader is on
 * (lib/search/reading-version.ts). For the local (split) index, ready means the pointer and that
 * version's manifest fetched (a query fetches the rest it needs); for a hosted one, its client code loaded.
 */
import { retryableOnce } from '../browser/retryable-once';
import { parsePublicSearchConfig, SEARCH_CONFIG_META, SearchConfigError, type PublicSearchConfig } from './public-config';
import { linksInVersion } from './no-results';
import { ARCHIVED_VERSIONS_META, docsVersionAt, searchPageOf } from './reading-version';
import type { Search } from './seam';

interface Backend {
  search: Search;
  /** Resolves when a docs version can be searched. */
  ready: (docsVersion: string) => Promise<unknown>;
}

let config: PublicSearchConfig | null = null;

function pageConfig(): PublicSearchConfig {
  if (config) return config;
  const content = document.querySelector(`meta[name="${SEARCH_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) throw new SearchConfigError(`This page has no <meta name="${SEARCH_CONFIG_META}">: build the site again.`);
  config = parsePublicSearchConfig(content);
  return config;
}

let archivedVersions: string | null = null;

/** The docs version of the page the reader is on now: a client-side navigation may have changed it since the last search. */
function readingVersion(): string {
  archivedVersions ??= document.querySelector(`meta[name="${ARCHIVED_VERSIONS_META}"]`)?.getAttribute('content') ?? '';
  return docsVersionAt(location.pathname, archivedVersions);
}

const hosted = (search: Search): Backend => ({ search, ready: async () => undefined });

async function loadBackend(chosen: PublicSearchConfig): Promise<Backend> {
  if (chosen.backend === 'typesense') return hosted((await import('./backends/typesense')).createTypesenseSearch(chosen));
  if (chosen.backend === 'algolia') return hosted((await import('./backends/algolia')).createAlgoliaSearch(chosen));
  const { loadSplitSearch, splitSearch } = await import('./load-split');
  return { search: splitSearch, ready: loadSplitSearch };
}

const backend = retryableOnce(async () => loadBackend(pageConfig()));

/** Resolves when the backend can answer for the version being read; a failure is not kept, so the next call tries again. */
export async function searchReady(): Promise<void> {
  await (await backend()).ready(readingVersion());
}

/** Starts what the first search needs before the modal opens; a failure is left for the modal to report. */
export function preloadSearch(): void {
  searchReady().catch(() => undefined);
}

/** The seam, asked for the docs version being read unless the options name one. */
export const search: Search = async (query, options = {}) => (await backend()).search(query, { ...options, version: options.version ?? readingVersion() });

/** Links of the site (the top bar's sections) in the docs version being read, offered when a query found nothing. */
export const inReadingVersion = (links: readonly { label: string; href: string }[]) => linksInVersion(links, readingVersion());

/** The search page of the docs version being read, for "See all results". */
export function searchPagePath(): string {
  return searchPageOf(readingVersion());
}

export function searchIndexName(): string {
  return pageConfig().indexName;
}

/** The backend the page's build chose: the modal credits Algolia only when Algolia answers. */
export function searchBackendName(): PublicSearchConfig['backend'] {
  return pageConfig().backend;
}
