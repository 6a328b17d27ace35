/**
 * Which records go in which records file (`r<n>.json`, format.ts), and the file of a hit. A file holds
 * `RECORDS_PER_FILE` consecutive records, in id order, the last file the rest. One file a record made
 * 56,629 of the 75,102 files of the export at +5,000 pages (issue 16), each scanned, hashed, walked and
 * uploaded by the steps after the build. Larger files cost every first search: a hit fetches its whole
 * file, and `npm run bench:search-scale`'s hits are scattered over many pages, so one file a page took
 * 'refund' at +5,000 from 180.9 to 229.3 KB gzip, over issue 13's 200 KB. Three a file keeps it at
 * 194.6 KB for a third of the files; pages split into runs of a few thousand characters gave more
 * files for the same bytes, their irregular counts also growing the manifest (docs/search.md, issue 16).
 */
import type { SearchRecord } from '../types';

/** Records a file: the most that keep issue 13's byte targets, with a few KB to spare, at +1,000 and +5,000 pages. */
export const RECORDS_PER_FILE = 3;

function checkedPerFile(perFile: number): number {
  if (!Number.isInteger(perFile) || perFile < 1) throw new Error(`Records a file must be a whole number from 1, not ${perFile}`);
  return perFile;
}

/** The records of each file, in id order: file n holds ids n × perFile onwards. */
export function groupRecordFiles<T extends SearchRecord>(records: readonly T[], perFile = RECORDS_PER_FILE): T[][] {
  const size = checkedPerFile(perFile);
  return Array.from({ length: Math.ceil(records.length / size) }, (_, file) => records.slice(file * size, (file + 1) * size));
}

/** The records file of an id and its place there, for `records` records `perFile` a file; null past the last. */
export function recordFileOf(id: number, records: number, perFile: number): { file: number; index: number } | null {
  if (!Number.isInteger(id) || id < 0 || id >= records) return null;
  const size = checkedPerFile(perFile);
  return { file: Math.floor(id / size), index: id % size };
}
