/** Fetches the two local search files on first use; a failure can be retried. */
import { searchFileUrls, SEARCH_VERSION_META, SEARCH_VERSION_PLACEHOLDER } from './files';
import type { LocalSearchData } from './local-client';
import { loadIndex } from './local-index';
import type { SearchRecord } from './types';

let pending: Promise<LocalSearchData> | null = null;

function currentVersion(): string {
  const version = document.querySelector(`meta[name="${SEARCH_VERSION_META}"]`)?.getAttribute('content');
  if (!version || version === SEARCH_VERSION_PLACEHOLDER) {
    throw new Error('This build has no search index: run `npm run build` (the index is made after the export).');
  }
  return version;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export function loadLocalSearch(): Promise<LocalSearchData> {
  pending ??= (async () => {
    const urls = searchFileUrls(currentVersion());
    const [documents, index] = await Promise.all([fetchText(urls.documents), fetchText(urls.index)]);
    return { records: JSON.parse(documents) as SearchRecord[], index: loadIndex(index) };
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
