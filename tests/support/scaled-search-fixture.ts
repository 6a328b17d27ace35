/**
 * The built site's search with 1,000 more pages, without building them (issue 13): the split index of
 * the last build's records plus synthetic pages' records (lib/perf/synthetic-records.ts), written as
 * the build writes its search files (the pointer and `search/<version>/…`). A browser test serves the
 * real export and answers its `/search/` requests from here, so the browser's reader runs on 1,000+
 * pages of records.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { syntheticRecords } from '@/lib/perf/synthetic-records';
import { builtSearchFiles, searchFileContents } from '@/lib/search/built-files';
import { orderRecords } from '@/lib/search/split/build';
import type { SearchRecord } from '@/lib/search/types';

function isRecordList(value: unknown): value is SearchRecord[] {
  return Array.isArray(value) && value.every((record: unknown) => typeof record === 'object' && record !== null && 'objectID' in record && 'hierarchy' in record);
}

/** Writes the search files of the export in `outDir` plus `extraPages` synthetic pages under `dir`: their version, and how many pages they cover. */
export function writeScaledSearch(outDir: string, dir: string, extraPages: number): { version: string; pages: number } {
  const documents = builtSearchFiles(outDir).documentsPath;
  const real: unknown = JSON.parse(readFileSync(documents, 'utf8'));
  if (!isRecordList(real)) throw new Error(`${documents} holds no search records: run npm run build again.`);
  const records = orderRecords([...real, ...syntheticRecords(real, extraPages)]);
  const { version, files } = searchFileContents(records);
  for (const { url, text } of files) {
    const file = path.join(dir, url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { version, pages: new Set(records.map((record) => record.url.split('#')[0])).size };
}
