/**
 * The split local index in the browser (lib/search/split/, backends/split.ts): one index per docs
 * version, files under `/search/<version>/` (an archived docs version's in its own folder there), the
 * version read from the pointer on first use, revalidated, so a tab opened
 * before a deploy asks for the live build's files, not for its own build's, which a later deploy
 * prunes. A query fetches only the files it needs, later than the pointer; when a deploy pruned them
 * in between (404), the pointer is read once more and, if it names another version, the query runs
 * again on that version's files, with nothing kept of the old one (record ids differ between builds).
 * The price: a tab's code reads the files of a newer build, so their format must stay readable by the
 * code of the builds before it (`SPLIT_FORMAT`), and the latest docs' index stays where those builds look.
 */
import { retryableOnce } from '../browser/retryable-once';
import { createSplitIndexReader, createSplitSearch } from './backends/split';
import { parseSearchPointer, SEARCH_POINTER_URL, splitFileUrl } from './index-location';
import { docsVersionOf, type Search } from './seam';
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

/** One docs version's reader in the files of one version, ready once its manifest is in. */
async function open(version: string, docsVersion: string): Promise<Opened> {
  const reader = createSplitIndexReader((file) => fetchJson(splitFileUrl(version, file, docsVersion)), parseRecords);
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

/** Each docs version's reader, once asked for: a reader moves on to a newer build alone, when its files are pruned. */
const readers = new Map<string, () => Promise<Opened>>();
const current = new Map<string, Opened>();

/** Resolves once the live version's manifest of a docs version is in: what the modal waits for before it says 'Search docs'. */
export function loadSplitSearch(docsVersion: string): Promise<Opened> {
  let load = readers.get(docsVersion);
  if (!load) {
    load = retryableOnce(async () => {
      const named = await liveVersion();
      const opened = await onMissing(named, () => open(named, docsVersion), (live) => open(live, docsVersion));
      current.set(docsVersion, opened);
      return opened;
    });
    readers.set(docsVersion, load);
  }
  return load();
}

export const splitSearch: Search = async (query, options) => {
  const docsVersion = docsVersionOf(options);
  const opened = current.get(docsVersion) ?? (await loadSplitSearch(docsVersion));
  return onMissing(
    opened.version,
    () => opened.search(query, options),
    async (live) => {
      const moved = await open(live, docsVersion);
      current.set(docsVersion, moved);
      return moved.search(query, options);
    },
  );
};
