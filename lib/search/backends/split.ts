/**
 * The split local backend (issue 13): the same ranking as the single MiniSearch index (backends/local.ts),
 * over files fetched per query (lib/search/split/format.ts): the postings shards of the query's terms,
 * for a term that may be misspelt the dictionary files of its first letter and nearby lengths (and, for
 * a term the index does not hold, those a typo in its first letter needs), and the records of the hits
 * shown. Nothing else of the index is fetched, so a query's cost stays near flat as the site grows.
 * This module fetches; lib/search/split/score.ts scores what it gathered.
 */
import { fuzzyDistance, isPrefixTerm, MATCH_WEIGHTS, queryTokens, stemTerm, typedToken } from '../ranking';
import { queryWords } from '../result-text';
import { DEFAULT_HITS_PER_PAGE, type Search } from '../seam';
import {
  dictionaryFile,
  manifestFile,
  parseManifest,
  parsePostings,
  parseTerms,
  postingsFile,
  recordsFile,
  secondLetterFile,
  type PostingsShard,
  type SplitManifest,
} from '../split/format';
import { recordFileOf } from '../split/record-files';
import { createScorer, type RankOptions, type SplitRanking, type TermPostings } from '../split/score';
import { suggestQueries } from '../suggestions';
import { synonymAlternatives } from '../synonyms';
import { corrections, dictionaryKeys, firstLetterTypoKeys } from '../typo-dictionary';
import type { SearchRecord } from '../types';
import { toHit } from './local';

/** Fetches one file of the index by name and parses its JSON. */
export type FetchJson = (file: string) => Promise<unknown>;
/** Reads the records of one chunk file (the caller checks their shape). */
export type ParseRecords = (value: unknown, source: string) => SearchRecord[];

/** A short prefix ('re') matches thousands of terms on a large site; past this many shards the rest are not read. */
const MAX_PREFIX_SHARDS = 4;
/** The query's terms as the index holds them (ranking.ts: tokenized, codes whole, lower case, stemmed). */
export const queryTerms = (query: string): string[] => queryTokens(query).map(stemTerm);

/** The longest term of a phrase: what a synonym's hit marks ('secur' of '3-D Secure'). */
const longest = (phrase: readonly string[]): string => phrase.reduce((a, b) => (b.length > a.length ? b : a), '');

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

export interface SplitIndexReader {
  /** The ranking, and the query's words (as typed) that matched nothing though others did. */
  rank(query: string, options?: RankOptions): Promise<SplitRanking & { unmatched: string[] }>;
  records(ids: readonly number[]): Promise<SearchRecord[]>;
  manifest(): Promise<SplitManifest>;
  /** The words a query that found nothing may be offered instead; none from a build without them. */
  vocabulary(): Promise<string[]>;
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

  /** The postings of every indexed term that starts with `prefix` (at most MAX_PREFIX_SHARDS shards). */
  async function withPrefix(index: SplitManifest, prefix: string): Promise<[string, number[]][]> {
    const first = shardOf(index, prefix);
    let last = first;
    while (last + 1 < index.postings.length && last + 1 - first < MAX_PREFIX_SHARDS && (index.postings[last + 1] ?? '').startsWith(prefix)) last += 1;
    const shards = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => shard(first + i)));
    return shards.flatMap((postings) => Object.entries(postings).filter(([candidate]) => candidate.startsWith(prefix)));
  }

  /**
   * A query term's postings: exact, prefix and fuzzy matches, each with its weight (nothing scored yet).
   * `typed` is the word as typed: when its stem is not a prefix of it ('pay', stem 'pai'), the word is
   * also a prefix of itself, so a word being typed still finds the longer words it starts ('payment').
   */
  async function gather(index: SplitManifest, term: string, typed = term): Promise<TermPostings> {
    const found: TermPostings = { term, lists: [] };
    const prefix = isPrefixTerm(term);
    const prefixWeight = (candidate: string, of: string) => (MATCH_WEIGHTS.prefix * candidate.length) / (candidate.length + 0.3 * (candidate.length - of.length));
    const seen = new Set<string>();
    for (const [candidate, list] of prefix ? await withPrefix(index, term) : [[term, (await postingsOf(index, term)) ?? []] as [string, number[]]]) {
      if (list.length === 0) continue;
      seen.add(candidate);
      found.lists.push({ matched: candidate, list, weight: candidate === term ? 1 : prefixWeight(candidate, term) });
    }
    if (typed !== term && isPrefixTerm(typed) && !typed.startsWith(term)) {
      for (const [candidate, list] of await withPrefix(index, typed)) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        found.lists.push({ matched: candidate, list, weight: prefixWeight(candidate, typed) });
      }
    }
    if (fuzzyDistance(term) > 0) {
      const ownFiles = dictionaryKeys(term).filter(({ letter, length }) => index.dictionary[letter]?.includes(length)).map(({ letter, length }) => dictionaryFile(letter, length));
      let candidates = corrections(term, (await Promise.all(ownFiles.map((file) => loadTerms(file)))).flat());
      // The first-letter files cannot correct a typo in the first letter. Such a typo costs an edit, so
      // when they hold a term one edit away no other file holds a nearer one; otherwise a term the index
      // holds neither whole nor as a prefix reads the files that typo needs, in a second round trip.
      if (found.lists.length === 0 && ![...candidates.values()].some((distance) => distance <= 1)) {
        const typo = firstLetterTypoKeys(term);
        const files = [
          ...typo.first.filter(({ letter, length }) => index.dictionary[letter]?.includes(length)).map(({ letter, length }) => dictionaryFile(letter, length)).filter((file) => !ownFiles.includes(file)),
          ...typo.second.filter(({ letter, length }) => index.secondLetter[letter]?.includes(length)).map(({ letter, length }) => secondLetterFile(letter, length)),
        ];
        candidates = new Map([...candidates, ...corrections(term, (await Promise.all(files.map((file) => loadTerms(file)))).flat())]);
      }
      // A term the prefix stands for is not also a typo of it, though past the shards read (MAX_PREFIX_SHARDS).
      const typedPrefix = typed !== term && isPrefixTerm(typed) && !typed.startsWith(term);
      const near = [...candidates].filter(([candidate]) => candidate !== term && !seen.has(candidate) && !(prefix && candidate.startsWith(term)) && !(typedPrefix && candidate.startsWith(typed)));
      const postings = await Promise.all(near.map(async ([candidate]) => postingsOf(index, candidate)));
      near.forEach(([candidate, distance], i) => {
        const list = postings[i];
        if (list) found.lists.push({ matched: candidate, list, weight: (MATCH_WEIGHTS.fuzzy * candidate.length) / (candidate.length + distance) });
      });
    }
    return found;
  }

  /** The records holding every term of a phrase (exactly), each scored as the sum of its terms' scores. */
  async function phrasePostings(index: SplitManifest, phrase: readonly string[]): Promise<number[]> {
    const lists = await Promise.all(phrase.map((term) => postingsOf(index, term)));
    let scores: Map<number, number> | null = null;
    for (const list of lists) {
      if (!list) return [];
      const next = new Map<number, number>();
      let id = 0;
      for (let i = 0; i + 1 < list.length; i += 2) {
        id += list[i] ?? 0;
        if (!scores || scores.has(id)) next.set(id, (scores?.get(id) ?? 0) + (list[i + 1] ?? 0));
      }
      scores = next;
    }
    const out: number[] = [];
    let last = 0;
    for (const [id, score] of [...(scores ?? new Map<number, number>())].sort(([a], [b]) => a - b)) {
      out.push(id - last, score);
      last = id;
    }
    return out;
  }

  let scorer: { records: number; score: ReturnType<typeof createScorer> } | null = null;
  const scorerFor = (index: SplitManifest) => {
    if (scorer?.records !== index.records) scorer = { records: index.records, score: createScorer(index.records) };
    return scorer.score;
  };

  return {
    manifest,
    async vocabulary() {
      const file = (await manifest()).vocabulary;
      return file ? loadTerms(file) : [];
    },
    async rank(query, options) {
      const index = await manifest();
      const typedWords = queryTokens(query).map((word) => typedToken(word).toLowerCase());
      const terms = queryTerms(query);
      const alternatives = synonymAlternatives(terms, index.synonyms);
      const perTerm = await Promise.all(
        terms.map(async (term, i) => {
          const found = await gather(index, term, typedWords[i]);
          const phrases = [...new Map((alternatives[i] ?? []).map((phrase) => [phrase.join(' '), phrase])).values()];
          const lists = await Promise.all(phrases.map((phrase) => phrasePostings(index, phrase)));
          // A synonym counts as the word typed: the same weight as an exact match.
          phrases.forEach((phrase, k) => {
            const list = lists[k];
            if (list && list.length > 0) found.lists.push({ matched: longest(phrase), list, weight: 1 });
          });
          return found;
        }),
      );
      const typed = queryTokens(query).map(typedToken);
      const unmatched = typed.filter((_, i) => perTerm[i]?.lists.length === 0);
      return { ...scorerFor(index)(perTerm, index.sections, options), unmatched: unmatched.length < typed.length ? unmatched : [] };
    },
    async records(ids) {
      const index = await manifest();
      const places = ids.map((id) => {
        const place = recordFileOf(id, index.records, index.recordsPerFile);
        if (!place) throw new Error(`The split search index has no record ${id}; build the search index again (npm run build).`);
        return place;
      });
      // Several hits of one page share a file: each file is asked for once.
      const files = [...new Set(places.map(({ file }) => file))];
      const loaded = new Map(await Promise.all(files.map(async (file) => [file, await loadRecords(recordsFile(file))] as const)));
      return places.map(({ file, index }, i) => {
        const record = loaded.get(file)?.[index];
        if (!record) throw new Error(`${recordsFile(file)} has no record ${ids[i]}; build the search index again (npm run build).`);
        return record;
      });
    },
  };
}

export function createSplitSearch(reader: SplitIndexReader): Search {
  return async (query, options = {}) => {
    const hitsPerPage = options.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = options.page ?? 0;
    // Only the hits up to this page are ordered; the total and the section counts cover every match.
    const { total, sections, best, unmatched } = await reader.rank(query, { top: (page + 1) * hitsPerPage, ...(options.sections ? { sections: options.sections } : {}) });
    if (total === 0) {
      // Nothing matched: the nearest words of the vocabulary instead of an empty list (fetched only now).
      const suggestions = suggestQueries(query, await reader.vocabulary());
      return { total, page, hitsPerPage, sections, hits: [], ...(suggestions.length > 0 ? { suggestions } : {}) };
    }
    const items = best.slice(page * hitsPerPage);
    const records = await reader.records(items.map(({ id }) => id));
    const words = queryWords(query);
    return {
      total,
      page,
      hitsPerPage,
      sections,
      hits: items.map((item, i) => toHit({ record: records[i] ?? failMissing(item.id), terms: [...item.terms(), ...words] })),
      ...(unmatched.length > 0 ? { unmatched } : {}),
    };
  };
}

function failMissing(id: number): never {
  throw new Error(`The split search index has no record ${id}; build the search index again (npm run build).`);
}
