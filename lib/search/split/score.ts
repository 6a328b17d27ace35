/**
 * Scores a query over the postings its terms gathered (backends/split.ts) as MiniSearch's search does:
 * each term's matches (exact 1, prefix and fuzzy weights) summed, terms combined with AND, with OR when
 * no record has them all, and the sum multiplied by the number of distinct terms a record matched.
 *
 * A common word on a large site matches most records (150,000 at +20,000 pages), so the work is kept
 * to one pass over the postings and one over the record ids, in typed arrays kept from query to query,
 * and only the best `top` records are ever sorted: the total and the hits per section come from the
 * same pass, exact. A sort of every match and an object per match were most of a query's time.
 */
import { SCORE_SCALE, type SplitManifest } from './format';

/** One query term's postings: the indexed terms it matched, each with the weight of that match. */
export interface TermPostings {
  term: string;
  lists: { matched: string; list: readonly number[]; weight: number }[];
}

interface SplitRanked {
  id: number;
  score: number;
  /** Indexed terms that matched, for highlighting: worked out only for the hits shown. */
  terms: () => string[];
}

export interface SplitRanking {
  /** Records that match, in the sections asked for. */
  total: number;
  /** Of those, how many in each section. */
  sections: Record<string, number>;
  /** The best `top` of them, best first; ties in site order (by id). */
  best: SplitRanked[];
}

export interface RankOptions {
  /** How many of the best to order; all when not given. */
  top?: number;
  /** Sections to keep, any of them; none given keeps all. */
  sections?: readonly string[];
}

function listHas(list: readonly number[], wanted: number): boolean {
  let id = 0;
  for (let i = 0; i + 1 < list.length; i += 2) {
    id += list[i] ?? 0;
    if (id >= wanted) return id === wanted;
  }
  return false;
}

/** The best `limit` of the scores offered, without sorting the rest: kept in a buffer trimmed to `limit` when it doubles. */
class Best {
  private kept: { id: number; score: number }[] = [];
  /** The score of the last kept once trimmed: anything not above it cannot enter. */
  private floor = -Infinity;

  constructor(private readonly limit: number) {}

  /** Ids come in ascending order, so an equal score ranks after the kept one and is left out. */
  offer(id: number, score: number): void {
    if (score <= this.floor) return;
    this.kept.push({ id, score });
    if (this.kept.length >= 2 * this.limit + 64) this.trim();
  }

  ordered(): { id: number; score: number }[] {
    this.trim();
    return this.kept;
  }

  private trim(): void {
    this.kept.sort((a, b) => b.score - a.score || a.id - b.id);
    if (this.kept.length >= this.limit) {
      this.kept.length = this.limit;
      this.floor = this.kept.at(-1)?.score ?? -Infinity;
    }
  }
}

/** A scorer for an index of `records` records; its arrays are reused, so one query is scored at a time (scoring never awaits). */
export function createScorer(records: number) {
  const total = new Float64Array(records);
  const term = new Float64Array(records);
  const matched = new Uint16Array(records);
  const touched = new Int32Array(records);

  /** Adds one query term's score to each record it matches, once per time the term is in the query. */
  function addTerm(postings: readonly TermPostings['lists'][number][], times: number): void {
    let count = 0;
    for (const { list, weight } of postings) {
      const scale = weight / SCORE_SCALE;
      let id = 0;
      for (let i = 0; i + 1 < list.length; i += 2) {
        id += list[i] ?? 0;
        if (term[id] === 0) touched[count++] = id;
        term[id] = (term[id] ?? 0) + scale * (list[i + 1] ?? 0);
      }
    }
    for (let k = 0; k < count; k += 1) {
      const id = touched[k] ?? 0;
      for (let time = 0; time < times; time += 1) total[id] = (total[id] ?? 0) + (term[id] ?? 0);
      matched[id] = (matched[id] ?? 0) + 1;
      term[id] = 0;
    }
  }

  return function score(perTerm: readonly TermPostings[], runs: SplitManifest['sections'], options: RankOptions = {}): SplitRanking {
    const times = new Map<string, number>();
    for (const { term: word } of perTerm) times.set(word, (times.get(word) ?? 0) + 1);
    const distinct = times.size;
    const wanted = options.sections && options.sections.length > 0 ? new Set(options.sections) : null;

    /** One pass over the ids: those matching every term (`all`) or any, in the sections wanted. */
    const sweep = (all: boolean) => {
      const sections: Record<string, number> = {};
      const best = new Best(options.top ?? Infinity);
      let matches = 0;
      let kept = 0;
      let run = 0;
      for (let id = 0; id < records; id += 1) {
        const terms = distinct === 0 ? 0 : (matched[id] ?? 0);
        if (distinct > 0 && (terms === 0 || (all && terms !== distinct))) continue;
        matches += 1;
        while (run + 1 < runs.length && (runs[run + 1]?.[0] ?? Infinity) <= id) run += 1;
        const section = runs[run]?.[1] ?? '';
        if (wanted && !wanted.has(section)) continue;
        kept += 1;
        sections[section] = (sections[section] ?? 0) + 1;
        best.offer(id, (total[id] ?? 0) * terms);
      }
      return { matches, kept, sections, best };
    };

    try {
      const seen = new Set<string>();
      for (const { term: word, lists } of perTerm) {
        if (seen.has(word)) continue;
        seen.add(word);
        addTerm(lists, times.get(word) ?? 1);
      }
      let found = sweep(true);
      if (found.matches === 0 && distinct > 1) found = sweep(false);
      const termsOf = (id: number) => () => [...new Set(perTerm.flatMap(({ lists }) => lists.filter(({ list }) => listHas(list, id)).map(({ matched: word }) => word)))];
      return { total: found.kept, sections: found.sections, best: found.best.ordered().map(({ id, score }) => ({ id, score, terms: termsOf(id) })) };
    } finally {
      total.fill(0);
      matched.fill(0);
    }
  };
}
