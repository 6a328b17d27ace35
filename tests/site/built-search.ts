/** The last build's out/ and its search, as the browser reads it: the split index the pointer names. */
import path from 'node:path';
import { splitReaderOnDisk } from '@/lib/perf/split-query-bytes';
import { createSplitSearch } from '@/lib/search/backends/split';
import { builtSearchFiles } from '@/lib/search/built-files';
import { splitFileUrl } from '@/lib/search/index-location';
import type { Search } from '@/lib/search/seam';
import { manifestFile } from '@/lib/search/split/format';

export const outDir = path.resolve(import.meta.dirname, '../../out');

/** The folder of the split index the built pointer names. */
export function builtSplitDir(): string {
  return path.join(outDir, path.dirname(splitFileUrl(builtSearchFiles(outDir).version, manifestFile)));
}

export function builtSearch(): Search {
  return createSplitSearch(splitReaderOnDisk(builtSplitDir()));
}
