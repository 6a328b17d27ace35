/**
 * The local search files of a build in out/: the split index the browser reads (lib/search/split/), the
 * records and a prebuilt MiniSearch index (the single index, read by the benches, the push, and the
 * tabs of builds before the split index), all named by one hash of every file, and the pointer that
 * names them (lib/search/index-location.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex } from './local-index';
import { parseSearchPointer, SEARCH_POINTER_URL, searchFileUrls, searchPointer, splitFileUrl } from './index-location';
import { buildSplitIndex, orderRecords } from './split/build';
import type { SearchRecord } from './types';

export interface SearchFileContents {
  version: string;
  /** Each file's URL under the site root, and its text; the pointer last, once the files it names are written. */
  files: { url: string; text: string }[];
}

export function searchFileContents(records: readonly SearchRecord[]): SearchFileContents {
  const documents = JSON.stringify(records);
  const index = JSON.stringify(buildIndex(records));
  const split = [...buildSplitIndex(orderRecords(records))].sort(([a], [b]) => (a < b ? -1 : 1));
  // The split files are in the hash too: they are cached for good under it, so a change of their layout
  // alone (shard size, format) must not reuse a name.
  const hash = createHash('sha256').update(documents).update(index);
  for (const [name, text] of split) hash.update(`\0${name}\0${text}`);
  const version = hash.digest('hex').slice(0, 12);
  const urls = searchFileUrls(version);
  return {
    version,
    files: [
      { url: urls.documents, text: documents },
      { url: urls.index, text: index },
      ...split.map(([name, text]) => ({ url: splitFileUrl(version, name), text })),
      { url: SEARCH_POINTER_URL, text: searchPointer(version) },
    ],
  };
}

/** The files the pointer of the build in `outDir` names, as paths on disk. */
export function builtSearchFiles(outDir: string): { version: string; documentsPath: string; indexPath: string } {
  const pointerFile = path.join(outDir, SEARCH_POINTER_URL);
  let pointer: unknown;
  try {
    pointer = JSON.parse(readFileSync(pointerFile, 'utf8'));
  } catch (error) {
    throw new Error(`${pointerFile} cannot be read (${error instanceof Error ? error.message : String(error)}): run npm run build first.`, { cause: error });
  }
  const version = parseSearchPointer(pointer);
  if (!version) throw new Error(`${pointerFile} names no search version: run npm run build again.`);
  const urls = searchFileUrls(version);
  return { version, documentsPath: path.join(outDir, urls.documents), indexPath: path.join(outDir, urls.index) };
}
