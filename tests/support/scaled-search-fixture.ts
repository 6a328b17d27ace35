/**
 * The built site's search with 1,000 more pages, without building them (issue 13): the split index of
 * the last build's records plus synthetic pages' records (tools/perf/synthetic-records.ts), written as
 * the build writes its search files (the pointer and `search/<version>/…`). A browser test serves the
 * real export and answers its `/search/` requests from here, so the browser's reader runs on 1,000+
 * pages of records.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { syntheticRecords } from '@/tools/perf/synthetic-records';
import { builtRecords, searchFileContents } from '@/lib/search/built-files';
import { orderRecords } from '@/lib/search/split/build';
import { LATEST } from '@/lib/routes/latest';

/** Writes the search files of the export in `outDir` plus `extraPages` synthetic pages under `dir`: their version, and how many pages they cover. */
export function writeScaledSearch(outDir: string, dir: string, extraPages: number): { version: string; pages: number } {
  // The latest docs' records: the synthetic pages join them, as they would join the current docs.
  const real = builtRecords(outDir, LATEST);
  if (real.length === 0) throw new Error(`${outDir} holds no search records of the latest docs: run npm run build again.`);
  const records = orderRecords([...real, ...syntheticRecords(real, extraPages)]);
  const { version, files } = searchFileContents(records);
  for (const { url, text } of files) {
    const file = path.join(dir, url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { version, pages: new Set(records.map((record) => record.url.split('#')[0])).size };
}
