/**
 * Fetches the two local search files on first use, or on intent (lib/search/search.ts); a failure can
 * be retried. The pointer names them: it is revalidated on each load, so a tab opened before a deploy
 * asks for the live build's files, not for its own build's, which a later deploy prunes. When a
 * deploy prunes the files between reading the pointer and fetching them, the pointer is read again.
 * The price: a tab's code reads the files of a newer build, so their format must stay readable by
 * the code of the builds before it.
 */
import { retryableOnce } from '../retryable-once';
import type { LocalSearchData } from './backends/local';
import { parseSearchPointer, SEARCH_POINTER_URL, searchFileUrls } from './index-location';
import { loadIndex } from './local-index';
import type { SearchRecord } from './types';

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
  // no-cache: asked again every time, answered 304 when unchanged.
  const response = await fetch(SEARCH_POINTER_URL, { cache: 'no-cache' });
  if (response.status === 404) throw new Error(`This site has no search index (${SEARCH_POINTER_URL} answered 404): run \`npm run build\` (the index is made after the export).`);
  if (!response.ok) throw new Error(`${SEARCH_POINTER_URL} answered ${response.status}`);
  const version = parseSearchPointer(await response.json());
  if (!version) throw new Error(`${SEARCH_POINTER_URL} names no search version`);
  return version;
}

export const loadLocalSearch = retryableOnce(async (): Promise<LocalSearchData> => {
  const named = await liveVersion();
  try {
    return await loadVersion(named);
  } catch (error) {
    if (!(error instanceof MissingFile)) throw error;
    // Say which file failed, not the pointer's trouble, when the pointer cannot help.
    const live = await liveVersion().catch(() => named);
    if (live === named) throw error;
    return loadVersion(live);
  }
});
