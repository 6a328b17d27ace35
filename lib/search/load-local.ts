/**
 * Fetches the two local search files on first use; a failure can be retried. When this page's build
 * is older than the live one and its files are gone (a deploy pruned them), the live version is read
 * from the pointer file and its files are loaded instead.
 */
import { retryableOnce } from '../retryable-once';
import type { LocalSearchData } from './backends/local';
import { parseSearchPointer, SEARCH_POINTER_URL, searchFileUrls, SEARCH_VERSION_META, SEARCH_VERSION_PLACEHOLDER } from './index-location';
import { loadIndex } from './local-index';
import type { SearchRecord } from './types';

function currentVersion(): string {
  const version = document.querySelector(`meta[name="${SEARCH_VERSION_META}"]`)?.getAttribute('content');
  if (!version || version === SEARCH_VERSION_PLACEHOLDER) {
    throw new Error('This build has no search index: run `npm run build` (the index is made after the export).');
  }
  return version;
}

class MissingFile extends Error {}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status === 404) throw new MissingFile(`${url} answered 404`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

async function loadVersion(version: string): Promise<LocalSearchData> {
  const urls = searchFileUrls(version);
  const [documents, index] = await Promise.all([fetchText(urls.documents), fetchText(urls.index)]);
  return { records: JSON.parse(documents) as SearchRecord[], index: loadIndex(index) };
}

async function liveVersion(): Promise<string> {
  const response = await fetch(SEARCH_POINTER_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${SEARCH_POINTER_URL} answered ${response.status}`);
  const version = parseSearchPointer(await response.json());
  if (!version) throw new Error(`${SEARCH_POINTER_URL} names no search version`);
  return version;
}

export const loadLocalSearch = retryableOnce(async (): Promise<LocalSearchData> => {
  const own = currentVersion();
  try {
    return await loadVersion(own);
  } catch (error) {
    if (!(error instanceof MissingFile)) throw error;
    // Say which file failed, not the pointer's trouble, when the pointer cannot help.
    const live = await liveVersion().catch(() => own);
    if (live === own) throw error;
    return loadVersion(live);
  }
});
