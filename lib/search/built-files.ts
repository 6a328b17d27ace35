/**
 * The local search files of a build in out/: a split index per docs version, which the browser reads
 * (lib/search/split/), and the records of every version (read by the push and the benches), all named
 * by one hash of every file, and the pointer that names them (lib/search/index-location.ts). No
 * prebuilt single index: no reader fetches one since the split index, and building and writing it
 * was the largest part of this step at +5,000 pages; the benches build it in memory from the records.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentsFileUrl, parseSearchPointer, SEARCH_POINTER_URL, searchPointer, splitFileUrl } from './index-location';
import { buildSplitIndex, orderRecords } from './split/build';
import { parseRecords } from './split/format';
import { parseSynonyms, type SynonymGroups } from './synonyms';
import { contentFolder } from '../build/folders';
import { LATEST } from '../routes/latest';
import type { SearchRecord } from './types';

export interface SearchFileContents {
  version: string;
  /** The docs versions with a split index, the latest first. */
  docsVersions: string[];
  /** Each file's URL under the site root, and its text; the pointer last, once the files it names are written. */
  files: { url: string; text: string }[];
  /** For the build's log: the documents file (every record) and how many files the split indexes have. */
  documents: { url: string; chars: number };
  splitFiles: number;
}

/** The records by docs version, the latest first (it has an index even without records), each in the order given. */
function byDocsVersion(records: readonly SearchRecord[]): Map<string, SearchRecord[]> {
  const versions = new Map<string, SearchRecord[]>([[LATEST, []]]);
  for (const record of records) {
    const list = versions.get(record.version);
    if (list) list.push(record);
    else versions.set(record.version, [record]);
  }
  return versions;
}

/**
 * One split index per docs version rather than one index with a version filter: a reader's search
 * fetches and scores its own version's postings only, and the latest docs' scores are those of an
 * index of the latest docs alone (docs/search.md, Docs versions).
 */
export function searchFileContents(records: readonly SearchRecord[], synonyms: SynonymGroups = []): SearchFileContents {
  const versions = byDocsVersion(records);
  // The latest docs' records first.
  const documents = JSON.stringify([...versions.values()].flat());
  const split = [...versions].flatMap(([docsVersion, list]) =>
    [...buildSplitIndex(orderRecords(list), { synonyms })].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, text]) => ({ docsVersion, name, text })),
  );
  // The split files are in the hash too: they are cached for good under it, so a change of their layout
  // alone (shard size, format) must not reuse a name.
  const hash = createHash('sha256').update(documents);
  for (const { docsVersion, name, text } of split) hash.update(`\0${docsVersion}\0${name}\0${text}`);
  const version = hash.digest('hex').slice(0, 12);
  const documentsUrl = documentsFileUrl(version);
  return {
    version,
    docsVersions: [...versions.keys()],
    documents: { url: documentsUrl, chars: documents.length },
    splitFiles: split.length,
    files: [
      { url: documentsUrl, text: documents },
      ...split.map(({ docsVersion, name, text }) => ({ url: splitFileUrl(version, name, docsVersion), text })),
      { url: SEARCH_POINTER_URL, text: searchPointer(version) },
    ],
  };
}

/** The files the pointer of the build in `outDir` names, as paths on disk: the documents file holds every docs version's records. */
export function builtSearchFiles(outDir: string): { version: string; documentsPath: string } {
  const pointerFile = path.join(outDir, SEARCH_POINTER_URL);
  let pointer: unknown;
  try {
    pointer = JSON.parse(readFileSync(pointerFile, 'utf8'));
  } catch (error) {
    throw new Error(`${pointerFile} cannot be read (${error instanceof Error ? error.message : String(error)}): run npm run build first.`, { cause: error });
  }
  const version = parseSearchPointer(pointer);
  if (!version) throw new Error(`${pointerFile} names no search version: run npm run build again.`);
  return { version, documentsPath: path.join(outDir, documentsFileUrl(version)) };
}

/** The records of one docs version of the build in `outDir` (what the benches compare: the latest docs'). */
export function builtRecords(outDir: string, docsVersion: string): SearchRecord[] {
  const { documentsPath } = builtSearchFiles(outDir);
  return parseRecords(JSON.parse(readFileSync(documentsPath, 'utf8')), documentsPath).filter((record) => record.version === docsVersion);
}

/** The site's synonyms (content/search/synonyms.json under the content folder), checked; none when the site has no such file. */
export function readSynonyms(contentDir = contentFolder()): SynonymGroups {
  const file = path.join(contentDir, 'search', 'synonyms.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return parseSynonyms(text, file);
}
