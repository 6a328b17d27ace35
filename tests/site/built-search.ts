/** The last build's out/ and its search, as the browser reads it: the split index the pointer names. */
import path from 'node:path';
import { builtSplitDir as splitDirOf, splitReaderOnDisk } from '@/lib/perf/split-query-bytes';
import { createSplitSearch } from '@/lib/search/backends/split';
import type { Search } from '@/lib/search/seam';

export const outDir = path.resolve(import.meta.dirname, '../../out');

/** The folder of the split index the built pointer names. */
export function builtSplitDir(): string {
  return splitDirOf(outDir);
}

export function builtSearch(): Search {
  return createSplitSearch(splitReaderOnDisk(builtSplitDir()));
}
