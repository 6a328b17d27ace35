/** The last build's out/ and its search, as the browser reads it: the split index the pointer names. */
import path from 'node:path';
import { builtSplitDir as splitDirOf, splitReaderOnDisk } from '@/tools/perf/split-query-bytes';
import { createSplitSearch } from '@/lib/search/backends/split';
import type { Search } from '@/lib/search/seam';
import { LATEST } from '@/lib/routes/latest';

export const outDir = path.resolve(import.meta.dirname, '../../out');

/** The folder of a docs version's split index in the files the built pointer names (the latest docs' by default). */
export function builtSplitDir(docsVersion = LATEST): string {
  return splitDirOf(outDir, docsVersion);
}

export function builtSearch(docsVersion = LATEST): Search {
  return createSplitSearch(splitReaderOnDisk(builtSplitDir(docsVersion)));
}
