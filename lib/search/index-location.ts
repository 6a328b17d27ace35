/**
 * Where the local search files live. Their names carry a hash of their content (the version), so a
 * cached file never mixes with another build's: the records file beside the pointer, the split
 * index's files in a folder named by the version, one split index per docs version. Pages carry
 * no version: `/search/latest.json`, unhashed and revalidated on every request, names the live one,
 * and the browser reads it on first use (lib/search/load-split.ts). The build never rewrites a page for search.
 */
import { LATEST } from '../routes/latest';

export const SEARCH_POINTER_URL = '/search/latest.json';

/** Every docs version's records in one file: what `npm run search:push` sends and the benches read. */
export const documentsFileUrl = (version: string): string => `/search/documents.${version}.json`;

/**
 * A file of the split index (lib/search/split/format.ts) of one docs version in the files of one
 * version: the latest docs' at `/search/<version>/<file>`, where the tabs of builds before versioned
 * search look for them, an archived version's at `/search/<version>/<docs version>/<file>`.
 */
export function splitFileUrl(version: string, file: string, docsVersion: string): string {
  return docsVersion === LATEST ? `/search/${version}/${file}` : `/search/${version}/${docsVersion}/${file}`;
}

export function searchPointer(version: string): string {
  return JSON.stringify({ version });
}

export function parseSearchPointer(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('version' in value)) return null;
  const version: unknown = value.version;
  return typeof version === 'string' && /^[0-9a-f]{8,64}$/.test(version) ? version : null;
}
