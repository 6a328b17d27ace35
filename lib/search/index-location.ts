/** Where the local search index lives. The version (a content hash) is in their names, so a new build never mixes with a cached old one. */
export const SEARCH_VERSION_PLACEHOLDER = '__PAYMORA_SEARCH_VERSION__';
export const SEARCH_VERSION_META = 'paymora:search-version';

/** The search version stamped into an exported page, or null when the page has none. */
export function searchVersionIn(html: string): string | null {
  return new RegExp(`<meta name="${SEARCH_VERSION_META}" content="([0-9a-f]{12})"`).exec(html)?.[1] ?? null;
}

export function searchFileUrls(version: string): { documents: string; index: string } {
  return { documents: `/search/documents.${version}.json`, index: `/search/index.${version}.json` };
}

/**
 * The current build's search version, unhashed and revalidated on every request: a tab opened before
 * a deploy whose search files were since pruned reads it to find the live files instead of asking
 * for its own build's files again and again.
 */
export const SEARCH_POINTER_URL = '/search/latest.json';

export function parseSearchPointer(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('version' in value)) return null;
  const version: unknown = value.version;
  return typeof version === 'string' && /^[0-9a-f]{8,64}$/.test(version) ? version : null;
}
