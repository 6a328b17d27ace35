/**
 * What a first search costs a reader with the split index (lib/search/split/): the gzip size of every
 * file the browser's reader fetches from a cold start to the first page of results of a query typed
 * whole (the keystrokes before it are not counted), read from the files on disk. One measure for
 * `npm run bench:search-scale` and the byte budgets of the built site (tests/site/budgets.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSplitIndexReader, createSplitSearch, type SplitIndexReader } from '../../lib/search/backends/split';
import { builtSearchFiles } from '../../lib/search/built-files';
import { splitFileUrl } from '../../lib/search/index-location';
import { manifestFile, parseRecords } from '../../lib/search/split/format';
import { LATEST } from '../../lib/routes/latest';
import { sized, type SizedFiles } from './site-figures';

/** The hits DocSearch shows for a query, whose records the first results fetch. */
export const FIRST_RESULTS_HITS = 20;

/** The queries ('refund' and two with typos), and two typos in the first letter. */
export const FIRST_RESULTS_QUERIES = ['refund', 'refnud', 'webhok signature', 'efund', 'erfund'] as const;

/** The folder of a docs version's split index (the latest docs' by default) that the pointer of the build in `outDir` names. */
export function builtSplitDir(outDir: string, docsVersion = LATEST): string {
  return path.join(outDir, path.dirname(splitFileUrl(builtSearchFiles(outDir).version, manifestFile, docsVersion)));
}

/** The browser's reader over the split files in `dir`, adding each file it fetches to `fetched`. */
export function splitReaderOnDisk(dir: string, fetched = new Set<string>()): SplitIndexReader {
  return createSplitIndexReader(async (file) => {
    fetched.add(file);
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  }, parseRecords);
}

export async function firstResultsBytes(dir: string, query: string): Promise<SizedFiles> {
  const fetched = new Set<string>();
  await createSplitSearch(splitReaderOnDisk(dir, fetched))(query, { hitsPerPage: FIRST_RESULTS_HITS });
  return sized(dir, [...fetched]);
}
