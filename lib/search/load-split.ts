/**
 * The split local index in the browser (lib/search/split/, backends/split.ts): files under
 * `/search/<version>/`, the version read from the pointer on first use, revalidated, so a tab opened
 * before a deploy asks for the live build's files, not for its own build's, which a later deploy
 * prunes. A query fetches only the files it needs, later than the pointer; when a deploy pruned them
 * in between (404), the pointer is read once more and, if it names another version, the query runs
 * again on that version's files, with nothing kept of the old one (record ids differ between builds).
 * The price: a tab's code reads the files of a newer build, so their format must stay readable by the
 * code of the builds before it (`SPLIT_FORMAT`).
 */
import { retryableOnce } from '../retryable-once';
import { createSplitIndexReader, createSplitSearch } from './backends/split';
import { parseSearchPointer, SEARCH_POINTER_URL, splitFileUrl } from './index-location';
import type { Search } from './seam';
import { parseRecords } from './split/format';

class MissingFile extends Error {}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status === 404) throw new MissingFile(`${url} answered 404`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
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

interface Opened {
  version: string;
  search: Search;
}

/** One version's reader, ready once its manifest is in. */
async function open(version: string): Promise<Opened> {
  const reader = createSplitIndexReader((file) => fetchJson(splitFileUrl(version, file)), parseRecords);
  await reader.manifest();
  return { version, search: createSplitSearch(reader) };
}

/** On a 404, reads the pointer once more: if it names a version other than `named`, runs `retry` on that one. */
async function onMissing<T>(named: string, attempt: () => Promise<T>, retry: (live: string) => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof MissingFile)) throw error;
    // Say which file failed, not the pointer's trouble, when the pointer cannot help.
    const live = await liveVersion().catch(() => named);
    if (live === named) throw error;
    return retry(live);
  }
}

let current: Opened | null = null;

/** Resolves once the live version's manifest is in: what the modal waits for before it says 'Search docs'. */
export const loadSplitSearch = retryableOnce(async (): Promise<Opened> => {
  const named = await liveVersion();
  current = await onMissing(named, () => open(named), open);
  return current;
});

export const splitSearch: Search = async (query, options) => {
  const opened = current ?? (await loadSplitSearch());
  return onMissing(
    opened.version,
    () => opened.search(query, options),
    async (live) => {
      current = await open(live);
      return current.search(query, options);
    },
  );
};
