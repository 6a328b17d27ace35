/**
 * The split local backend (issue 13): the same ranking as the single MiniSearch index (backends/local.ts),
 * over files fetched per query (lib/search/split/format.ts): the postings shards of the query's terms,
 * for a term that may be misspelt the dictionary files of its first letter and nearby lengths, and the
 * records of the hits shown. Nothing else of the index is fetched, so a query's cost stays near flat as
 * the site grows.
 */
import { fuzzyDistance, searchOptions } from '../local-index';
import { queryWords } from '../result-text';
import { paginate, type Search } from '../seam';
import {
  dictionaryFile,
  manifestFile,
  parseManifest,
  parsePostings,
  parseTerms,
  postingsFile,
  RECORDS_PER_CHUNK,
  recordsFile,
  SCORE_SCALE,
  type PostingsShard,
  type SplitManifest,
} from '../split/format';
import { corrections, dictionaryKeys } from '../typo-dictionary';
import type { SearchRecord } from '../types';
import { toHit } from './local';

/** Fetches one file of the index by name and parses its JSON. */
export type FetchJson = (file: string) => Promise<unknown>;
/** Reads the records of one chunk file (the caller checks their shape). */
export type ParseRecords = (value: unknown, source: string) => SearchRecord[];

/** A short prefix ('re') matches thousands of terms on a large site; past this many shards the rest are not read. */
const MAX_PREFIX_SHARDS = 4;
const PREFIX_WEIGHT = searchOptions.weights?.prefix ?? 0.375;
const FUZZY_WEIGHT = searchOptions.weights?.fuzzy ?? 0.45;

/** MiniSearch's default tokenizer (space or punctuation) and term processing (lower case), which built the index. */
export function queryTerms(query: string): string[] {
  return query.split(/[\n\r\p{Z}\p{P}]+/u).map((term) => term.toLowerCase()).filter(Boolean);
}

interface SplitRanked {
  id: number;
  score: number;
  /** Indexed terms that matched, for highlighting: worked out only for the hits shown. */
  terms: () => string[];
}

/** One query term's matches: scores in an array by record id, since common words match most records. */
interface TermMatches {
  /** The query term these are the matches of. */
  term: string;
  scores: Float64Array;
  /** Ids with a score, in the order first matched. */
  ids: number[];
  /** The indexed terms matched and their postings, to find a shown hit's terms without a map per record. */
  lists: { matched: string; list: readonly number[] }[];
}

function listHas(list: readonly number[], wanted: number): boolean {
  let id = 0;
  for (let i = 0; i + 1 < list.length; i += 2) {
    id += list[i] ?? 0;
    if (id >= wanted) return id === wanted;
  }
  return false;
}

/** Binary search over sorted keys: the index of the last key not after `wanted` (0 when none is). */
function lastNotAfter<T>(count: number, keyAt: (i: number) => T, wanted: T): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (keyAt(mid) <= wanted) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The postings shard a term would be in: the last whose first term is not after it. */
const shardOf = (manifest: SplitManifest, term: string): number => lastNotAfter(manifest.postings.length, (i) => manifest.postings[i] ?? '', term);

const sectionOf = (manifest: SplitManifest, id: number): string => manifest.sections[lastNotAfter(manifest.sections.length, (i) => manifest.sections[i]?.[0] ?? 0, id)]?.[1] ?? '';

export interface SplitIndexReader {
  rank(query: string): Promise<SplitRanked[]>;
  records(ids: readonly number[]): Promise<SearchRecord[]>;
  manifest(): Promise<SplitManifest>;
}

export function createSplitIndexReader(fetchJson: FetchJson, parseRecords: ParseRecords): SplitIndexReader {
  // Parsed once per file: a warm query reads memory only.
  const cached = <T>(parse: (value: unknown, source: string) => T): ((file: string) => Promise<T>) => {
    const cache = new Map<string, Promise<T>>();
    return (file) => {
      let pending = cache.get(file);
      if (!pending) {
        pending = fetchJson(file).then((value) => parse(value, file));
        // A failed file is asked for again next time rather than failing every later query.
        pending.catch(() => cache.delete(file));
        cache.set(file, pending);
      }
      return pending;
    };
  };
  const loadManifest = cached(parseManifest);
  const loadPostings = cached(parsePostings);
  const loadTerms = cached(parseTerms);
  const loadRecords = cached(parseRecords);
  const manifest = () => loadManifest(manifestFile);
  const shard = (n: number): Promise<PostingsShard> => loadPostings(postingsFile(n));

  async function postingsOf(index: SplitManifest, term: string): Promise<number[] | undefined> {
    return (await shard(shardOf(index, term)))[term];
  }

  async function matchTerm(index: SplitManifest, term: string): Promise<TermMatches> {
    const found: TermMatches = { term, scores: new Float64Array(index.records), ids: [], lists: [] };
    const add = (matched: string, list: readonly number[], weight: number) => {
      found.lists.push({ matched, list });
      const scale = weight / SCORE_SCALE;
      let id = 0;
      for (let i = 0; i + 1 < list.length; i += 2) {
        id += list[i] ?? 0;
        if (found.scores[id] === 0) found.ids.push(id);
        found.scores[id] = (found.scores[id] ?? 0) + scale * (list[i + 1] ?? 0);
      }
    };
    const first = shardOf(index, term);
    const prefix = term.length >= 2;
    let last = first;
    while (prefix && last + 1 < index.postings.length && last + 1 - first < MAX_PREFIX_SHARDS && (index.postings[last + 1] ?? '').startsWith(term)) last += 1;
    const shards = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => shard(first + i)));
    for (const postings of shards) {
      for (const [candidate, list] of Object.entries(postings)) {
        if (candidate === term) add(candidate, list, 1);
        else if (prefix && candidate.startsWith(term)) add(candidate, list, (PREFIX_WEIGHT * candidate.length) / (candidate.length + 0.3 * (candidate.length - term.length)));
      }
    }
    if (fuzzyDistance(term) > 0) {
      const keys = dictionaryKeys(term).filter(({ first: letter, length }) => index.dictionary[letter]?.includes(length));
      const lists = await Promise.all(keys.map(({ first: letter, length }) => loadTerms(dictionaryFile(letter, length))));
      const near = [...corrections(term, lists.flat())].filter(([candidate]) => candidate !== term && !(prefix && candidate.startsWith(term)));
      const postings = await Promise.all(near.map(async ([candidate]) => postingsOf(index, candidate)));
      near.forEach(([candidate, distance], i) => {
        const list = postings[i];
        if (list) add(candidate, list, (FUZZY_WEIGHT * candidate.length) / (candidate.length + distance));
      });
    }
    return found;
  }

  function combine(records: number, perTerm: readonly TermMatches[], all: boolean): SplitRanked[] {
    const scores = new Float64Array(records);
    const matched = new Uint8Array(records);
    const ids: number[] = [];
    for (const matches of perTerm) {
      for (const id of matches.ids) {
        if (matched[id] === 0) ids.push(id);
        matched[id] = (matched[id] ?? 0) + 1;
        scores[id] = (scores[id] ?? 0) + (matches.scores[id] ?? 0);
      }
    }
    const distinct = new Set(perTerm.map((matches) => matches.term)).size;
    const ranked: SplitRanked[] = [];
    const termsOf = (id: number) => () => [...new Set(perTerm.flatMap((matches) => matches.lists.filter(({ list }) => listHas(list, id)).map(({ matched: term }) => term)))];
    for (const id of ids) {
      if (all && matched[id] !== perTerm.length) continue;
      // MiniSearch multiplies by the number of distinct query terms a record matched.
      const quality = all ? distinct : new Set(perTerm.filter((matches) => (matches.scores[id] ?? 0) > 0).map((matches) => matches.term)).size;
      ranked.push({ id, score: (scores[id] ?? 0) * quality, terms: termsOf(id) });
    }
    return ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  return {
    manifest,
    async rank(query) {
      const index = await manifest();
      const terms = queryTerms(query);
      if (terms.length === 0) return Array.from({ length: index.records }, (_, id) => ({ id, score: 0, terms: () => [] }));
      const perTerm = await Promise.all(terms.map((term) => matchTerm(index, term)));
      const all = combine(index.records, perTerm, true);
      return all.length > 0 ? all : combine(index.records, perTerm, false);
    },
    async records(ids) {
      const chunks = [...new Set(ids.map((id) => Math.floor(id / RECORDS_PER_CHUNK)))];
      const loaded = new Map<number, SearchRecord[]>();
      await Promise.all(chunks.map(async (chunk) => loaded.set(chunk, await loadRecords(recordsFile(chunk)))));
      return ids.map((id) => {
        const record = loaded.get(Math.floor(id / RECORDS_PER_CHUNK))?.[id % RECORDS_PER_CHUNK];
        if (!record) throw new Error(`${recordsFile(Math.floor(id / RECORDS_PER_CHUNK))} has no record ${id}; build the search index again (npm run build).`);
        return record;
      });
    },
  };
}

export function createSplitSearch(reader: SplitIndexReader): Search {
  return async (query, options = {}) => {
    const [index, ranked] = await Promise.all([reader.manifest(), reader.rank(query)]);
    const wanted = options.sections && options.sections.length > 0 ? new Set(options.sections) : null;
    const kept = wanted ? ranked.filter(({ id }) => wanted.has(sectionOf(index, id))) : ranked;
    const { items, ...rest } = paginate(kept, ({ id }) => sectionOf(index, id), options);
    const records = await reader.records(items.map(({ id }) => id));
    const words = queryWords(query);
    return { ...rest, hits: items.map((item, i) => toHit({ record: records[i] ?? failMissing(item.id), terms: [...item.terms(), ...words] })) };
  };
}

function failMissing(id: number): never {
  throw new Error(`The split search index has no record ${id}; build the search index again (npm run build).`);
}
