/**
 * Writes the split local index (format.ts) from the search records: MiniSearch builds the index as
 * today (lib/search/local-index.ts), then each term's score in each record is computed once here, so
 * the browser needs no document lengths or averages, only the shards its query names.
 */
import { buildIndex } from '../local-index';
import { BM25, LEVEL_WEIGHTS, RANKED_FIELDS } from '../ranking';
import { splitDictionary } from '../typo-dictionary';
import type { SynonymGroups } from '../synonyms';
import type { SearchRecord } from '../types';
import { vocabularyOf } from '../suggestions';
import { dictionaryFile, manifestFile, postingsFile, recordsFile, SCORE_SCALE, secondLetterFile, SPLIT_FORMAT, vocabularyFile, type SplitManifest } from './format';
import { groupRecordFiles, RECORDS_PER_FILE } from './record-files';

/** Raw bytes a postings shard aims at: about 15 KB gzip. */
const SHARD_CHARS = 48_000;

const BOOST = new Map<string, number>(RANKED_FIELDS.map(({ name, weight }) => [name, weight]));

function bm25(termFreq: number, matching: number, total: number, fieldLength: number, average: number): number {
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return idf * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / average)));
}

/** Records in site order: ids follow `position`, so a tie between equal scores breaks by id alone. */
export function orderRecords(records: readonly SearchRecord[]): SearchRecord[] {
  return [...records].sort((a, b) => a.position - b.position);
}

/** The files of the split index, by name, for records already in `orderRecords` order. */
export function buildSplitIndex(records: readonly SearchRecord[], { synonyms = [], targetChars = SHARD_CHARS, recordsPerFile = RECORDS_PER_FILE }: { synonyms?: SynonymGroups; targetChars?: number; recordsPerFile?: number } = {}): Map<string, string> {
  const plain = buildIndex(records).toJSON();
  const fieldNames = Object.entries(plain.fieldIds);
  const files = new Map<string, string>();

  const postings: string[] = [];
  let shard: Record<string, number[]> = {};
  let shardChars = 0;
  const flush = () => {
    if (shardChars === 0) return;
    files.set(postingsFile(postings.length - 1), JSON.stringify(shard));
    shard = {};
    shardChars = 0;
  };
  const terms = plain.index.map(([term]) => term).sort();
  const byTerm = new Map(plain.index);
  for (const term of terms) {
    const fields = byTerm.get(term) ?? {};
    const scores = new Map<number, number>();
    for (const [field, fieldId] of fieldNames) {
      const docs = fields[String(fieldId)];
      if (!docs) continue;
      const matching = Object.keys(docs).length;
      for (const [shortId, termFreq] of Object.entries(docs)) {
        const id = Number(plain.documentIds[shortId]);
        const length = plain.fieldLength[shortId]?.[fieldId] ?? 0;
        const level = LEVEL_WEIGHTS[records[id]?.type ?? failRecord(id)];
        const score = level * (BOOST.get(field) ?? failField(field)) * bm25(termFreq, matching, plain.documentCount, length, plain.averageFieldLength[fieldId] ?? 1);
        scores.set(id, (scores.get(id) ?? 0) + score);
      }
    }
    const list: number[] = [];
    let last = 0;
    for (const id of [...scores.keys()].sort((a, b) => a - b)) {
      // At least 1: a zero would read as "no match" in the browser's score arrays.
      list.push(id - last, Math.max(1, Math.round((scores.get(id) ?? 0) * SCORE_SCALE)));
      last = id;
    }
    if (shardChars === 0) postings.push(term);
    shard[term] = list;
    shardChars += term.length + list.join(',').length + 6;
    if (shardChars >= targetChars) flush();
  }
  flush();

  const dictionary: Record<string, number[]> = {};
  for (const { letter, length, terms: list } of splitDictionary(terms).values()) {
    files.set(dictionaryFile(letter, length), JSON.stringify(list));
    (dictionary[letter] ??= []).push(length);
  }
  const secondLetter: Record<string, number[]> = {};
  for (const { letter, length, terms: list } of splitDictionary(terms, 1).values()) {
    files.set(secondLetterFile(letter, length), JSON.stringify(list));
    (secondLetter[letter] ??= []).push(length);
  }

  const sections: [number, string][] = [];
  records.forEach((record, id) => {
    if (sections.at(-1)?.[1] !== record.hierarchy.lvl0) sections.push([id, record.hierarchy.lvl0]);
  });
  groupRecordFiles(records, recordsPerFile).forEach((group, file) => files.set(recordsFile(file), JSON.stringify(group)));
  files.set(vocabularyFile, JSON.stringify(vocabularyOf(records)));
  const manifest: SplitManifest = { format: SPLIT_FORMAT, records: records.length, postings, dictionary, secondLetter, sections, recordsPerFile, synonyms, vocabulary: vocabularyFile };
  files.set(manifestFile, JSON.stringify(manifest));
  return files;
}

function failField(field: string): never {
  throw new Error(`The local index has a field ${field} that lib/search/ranking.ts does not weigh.`);
}

function failRecord(id: number): never {
  throw new Error(`The local index has a document ${id} that is not among the records it was built from.`);
}
