/**
 * Which records go in which records file (`r<n>.json`, format.ts), and the file of a hit. Records are
 * in site order, so consecutive ids are the consecutive sections of one page, and the hits of a query
 * are often several sections of one page: a file holds one page's records, all of them in one request,
 * and only a page longer than `RECORD_FILE_CHARS` is cut into several files. One file a record made
 * 56,629 of the 75,102 files of the export at +5,000 pages (issue 16), each scanned, hashed, walked and
 * uploaded by the steps after the build; one a page makes the records files grow with the pages, as
 * the pages' own files do (the designs measured and their figures: docs/search.md, issue 16).
 */
import type { SearchRecord } from '../types';

/** Characters of JSON past which a page's records go on in a next file: 7 to 8 KB gzip, a few pages at +5,000. */
export const RECORD_FILE_CHARS = 24_000;

const pageOf = (record: SearchRecord) => record.url.split('#')[0] ?? record.url;

/** How many records each file holds, in id order: file n holds the ids after those of files 0..n-1. */
export function groupRecordFiles(records: readonly SearchRecord[], maxChars = RECORD_FILE_CHARS): number[] {
  const counts: number[] = [];
  let count = 0;
  let chars = 0;
  let page: string | null = null;
  for (const record of records) {
    // As the file will hold it: its JSON and a comma.
    const size = JSON.stringify(record).length + 1;
    if (count > 0 && (pageOf(record) !== page || chars + size > maxChars)) {
      counts.push(count);
      count = 0;
      chars = 0;
    }
    page = pageOf(record);
    count += 1;
    chars += size;
  }
  if (count > 0) counts.push(count);
  return counts;
}

/** The records file of an id and its place there, for the counts `groupRecordFiles` gave; null past the last. */
export function recordFileLocator(counts: readonly number[]): (id: number) => { file: number; index: number } | null {
  const starts: number[] = [];
  let next = 0;
  for (const count of counts) {
    starts.push(next);
    next += count;
  }
  return (id) => {
    if (!Number.isInteger(id) || id < 0 || id >= next) return null;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid] ?? 0) <= id) low = mid;
      else high = mid - 1;
    }
    return { file: low, index: id - (starts[low] ?? 0) };
  };
}
