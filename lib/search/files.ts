/** Where the local search files live. The version (a content hash) is in their names, so a new build never mixes with a cached old one. */
export const SEARCH_VERSION_PLACEHOLDER = '__PAYMORA_SEARCH_VERSION__';
export const SEARCH_VERSION_META = 'paymora:search-version';

export function searchFileUrls(version: string): { documents: string; index: string } {
  return { documents: `/search/documents.${version}.json`, index: `/search/index.${version}.json` };
}
