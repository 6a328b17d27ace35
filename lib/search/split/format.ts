/**
 * The split local index (issue 13): files a query fetches only as it needs them, instead of one index
 * and one documents file that grow with the site. Shared by the build (build.ts) and the browser
 * (backends/split.ts), so both name and read the files alike.
 *
 * - `manifest.json`: the first term of each postings shard, the fuzzy dictionary's keys, the section
 *   of each run of record ids, the record count and the synonyms. Small: it grows with the shard count only.
 * - `p<n>.json`: postings of a range of terms in sorted order: for each term, record ids (as
 *   differences) and each record's precomputed score for that term (BM25 over title, heading and
 *   content with the field weights of lib/search/ranking.ts, ×1000, rounded), terms stemmed as ranking.ts says.
 * - `d-<first letter code>-<length>.json`: the indexed terms of one first letter and one length, for
 *   the typo layer: a misspelt term of length L asks for L-2..L+2 of its own first letter.
 * - `s-<second letter code>-<length>.json`: the same terms by their second letter, for a typo in the
 *   first letter ('efund', 'xefund', 'erfund'): asked for only by a term the index holds neither whole
 *   nor as a prefix and its first-letter files cannot correct within one edit (typo-dictionary.ts
 *   `firstLetterTypoKeys`).
 * - `vocabulary.json`: the words of titles and headings, the most used first, for the suggestions of a
 *   query that found nothing (lib/search/suggestions.ts); fetched only then.
 * - `r<n>.json`: the records, `recordsPerFile` consecutive ids a file (the manifest's, record-files.ts),
 *   the last file the rest. Fetched only for the hits a page of results shows, each file once however
 *   many of them it holds.
 */
import { LATEST } from '../../routes/latest';
import { isRecord } from '../../util/is-record';
import { RECORD_TYPES, recordTypeOf, type Hierarchy, type SearchRecord } from '../types';

/**
 * 4: terms are stemmed (ranking.ts: 'retries' and 'retry' are one term, 'retri') and the manifest
 * carries the synonyms the reader applies; a format 3 reader would look up unstemmed words in it.
 * Format 3 had unstemmed terms; format 2 listed each records file's count (as many numbers as files,
 * all alike but the last); format 1 had one record a file.
 */
export const SPLIT_FORMAT = 4;
export const SCORE_SCALE = 1000;

export interface SplitManifest {
  format: typeof SPLIT_FORMAT;
  records: number;
  /** First term of each postings shard, in order: shard n holds [postings[n], postings[n + 1]). */
  postings: string[];
  /** Lengths of the dictionary files of each first letter. */
  dictionary: Record<string, number[]>;
  /** Lengths of the dictionary files of each second letter. */
  secondLetter: Record<string, number[]>;
  /** [first record id, section] for each run of consecutive ids in one section. */
  sections: [number, string][];
  /** How many consecutive records each records file holds, the last the rest (record-files.ts). */
  recordsPerFile: number;
  /** Synonym groups, each a list of phrases as written (lib/search/synonyms.ts); applied to queries. */
  synonyms: string[][];
  /** The file of the words a query that found nothing is offered instead (lib/search/suggestions.ts); null in a build before it. */
  vocabulary: string | null;
}

/** A postings shard: term → [id difference, score, id difference, score, …]. */
export type PostingsShard = Record<string, number[]>;

export const manifestFile = 'manifest.json';
export const postingsFile = (shard: number) => `p${shard}.json`;
export const dictionaryFile = (first: string, length: number) => `d-${first.codePointAt(0) ?? 0}-${length}.json`;
export const secondLetterFile = (second: string, length: number) => `s-${second.codePointAt(0) ?? 0}-${length}.json`;
export const recordsFile = (file: number) => `r${file}.json`;
export const vocabularyFile = 'vocabulary.json';

const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => typeof n === 'number');

/** A search file that is not what its format says; npm run search:push reports it as a ConfigError. */
export class SplitFormatError extends Error {}

export function parseManifest(value: unknown, source: string): SplitManifest {
  const fail = (what: string) => new SplitFormatError(`${source}: ${what}; build the search index again (npm run build).`);
  if (!isRecord(value) || value.format !== SPLIT_FORMAT) throw fail(`not a split search manifest of format ${SPLIT_FORMAT}`);
  // A manifest written before the second-letter files has none: its reader corrects no first letter.
  const { records, postings, dictionary, secondLetter = {}, sections, recordsPerFile, synonyms, vocabulary = null } = value;
  if (typeof records !== 'number' || !Number.isInteger(records) || records < 0) throw fail('"records" is not a number of records');
  if (!Array.isArray(postings) || !postings.every((t) => typeof t === 'string')) throw fail('"postings" is not a list of terms');
  if (!isLengths(dictionary)) throw fail('"dictionary" is not a map of lengths');
  if (!isLengths(secondLetter)) throw fail('"secondLetter" is not a map of lengths');
  if (!Array.isArray(sections) || !sections.every((s): s is [number, string] => Array.isArray(s) && typeof s[0] === 'number' && typeof s[1] === 'string')) {
    throw fail('"sections" is not a list of [id, section]');
  }
  if (typeof recordsPerFile !== 'number' || !Number.isInteger(recordsPerFile) || recordsPerFile < 1) throw fail('"recordsPerFile" is not a whole number from 1');
  if (vocabulary !== null && typeof vocabulary !== 'string') throw fail('"vocabulary" is not a file name');
  if (!Array.isArray(synonyms) || !synonyms.every((group) => Array.isArray(group) && group.every((phrase) => typeof phrase === 'string'))) throw fail('"synonyms" is not a list of lists of phrases');
  return {
    format: SPLIT_FORMAT,
    records,
    postings: postings.filter((t) => typeof t === 'string'),
    dictionary: lengths(dictionary),
    secondLetter: lengths(secondLetter),
    sections,
    recordsPerFile,
    synonyms: synonyms.map((group: unknown[]) => group.filter((phrase) => typeof phrase === 'string')),
    vocabulary,
  };
}

const isLengths = (value: unknown): value is Record<string, unknown> => isRecord(value) && Object.values(value).every(isNumbers);

function lengths(value: Record<string, unknown>): Record<string, number[]> {
  const byLetter: Record<string, number[]> = {};
  for (const [letter, list] of Object.entries(value)) if (isNumbers(list)) byLetter[letter] = list;
  return byLetter;
}

export function parsePostings(value: unknown, source: string): PostingsShard {
  if (!isRecord(value) || !Object.values(value).every(isNumbers)) throw new SplitFormatError(`${source}: not a postings shard; build the search index again (npm run build).`);
  const shard: PostingsShard = {};
  for (const [term, list] of Object.entries(value)) if (isNumbers(list)) shard[term] = list;
  return shard;
}

export function parseTerms(value: unknown, source: string): string[] {
  if (!Array.isArray(value) || !value.every((t) => typeof t === 'string')) throw new SplitFormatError(`${source}: not a list of terms; build the search index again (npm run build).`);
  return value.filter((t) => typeof t === 'string');
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function parseHierarchy(value: unknown): Hierarchy | null {
  if (!isRecord(value)) return null;
  const { lvl0, lvl1, lvl2, lvl3 } = value;
  if (!isText(lvl0) || !isText(lvl1) || !isTextOrNull(lvl2) || !isTextOrNull(lvl3)) return null;
  return { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null };
}

function parseRecord(value: unknown): SearchRecord | null {
  if (!isRecord(value)) return null;
  const { objectID, url, anchor, type, content, position } = value;
  // Records written before they carried their docs version were the latest docs' alone.
  const version = value.version ?? LATEST;
  const hierarchy = parseHierarchy(value.hierarchy);
  if (!isText(objectID) || !isText(url) || !isTextOrNull(anchor) || !isText(content) || typeof position !== 'number' || !isText(version) || !hierarchy) return null;
  const recordType = recordTypeOf(type);
  if (!recordType) return null;
  return { objectID, url, anchor, type: recordType, hierarchy, content, position, version };
}

/** The records of one records file, each checked: a hit renders their text, so a wrong shape fails here, named. */
export function parseRecords(value: unknown, source: string): SearchRecord[] {
  if (!Array.isArray(value)) throw new SplitFormatError(`${source}: not a list of search records; build the search index again (npm run build).`);
  return value.map((item, i) => {
    const record = parseRecord(item);
    if (!record) throw new SplitFormatError(`${source}: record ${i} is not a search record (objectID, url, anchor, type ${RECORD_TYPES.join('/')}, hierarchy, content, position, version); build the search index again (npm run build).`);
    return record;
  });
}
