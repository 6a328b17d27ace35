/**
 * What a search that found nothing suggests instead of an empty list (issue 26): the nearest words of
 * the index's vocabulary, by edit distance. The vocabulary is the words that name pages and sections
 * (titles and headings), so each suggestion finds something; the build writes it beside the split
 * index (split/build.ts), and the reader fetches it only when a query found nothing.
 */
import { tokenize } from './ranking';
import { editDistance } from './typo-dictionary';
import type { SearchRecord } from './types';

/** A word worth suggesting: letters (digits allowed after one), three characters or more. */
const SUGGESTABLE = /^\p{L}[\p{L}\p{N}]{2,}$/u;

/** The words of the records' titles and headings, lower case, the most used first (ties alphabetical). */
export function vocabularyOf(records: readonly Pick<SearchRecord, 'type' | 'hierarchy'>[]): string[] {
  const counts = new Map<string, number>();
  for (const { type, hierarchy } of records) {
    if (type === 'content') continue;
    for (const word of tokenize([hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3].filter(Boolean).join(' '))) {
      const lower = word.toLowerCase();
      if (SUGGESTABLE.test(lower)) counts.set(lower, (counts.get(lower) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1)).map(([word]) => word);
}

/**
 * How far a suggestion may be from what was typed: half its letters, at least two. Further than the
 * typo allowance (ranking.ts), since these are words the search did not find.
 */
const reach = (word: string): number => Math.max(2, Math.floor(word.length / 2));

/**
 * The vocabulary's words nearest `word`, nearest first (the vocabulary's order breaks ties), at most `count`.
 * @internal Exported for its unit test (knip --production).
 */
export function nearestWords(word: string, vocabulary: readonly string[], count = 3): string[] {
  const typed = word.toLowerCase();
  const max = reach(typed);
  const found: { word: string; distance: number; rank: number }[] = [];
  vocabulary.forEach((candidate, rank) => {
    if (candidate === typed) return;
    const distance = editDistance(typed, candidate, max);
    if (distance <= max) found.push({ word: candidate, distance, rank });
  });
  return found
    .sort((a, b) => a.distance - b.distance || a.rank - b.rank)
    .slice(0, count)
    .map(({ word: near }) => near);
}

/**
 * Queries to try instead of `query`: each word replaced by one of its nearest words (the nearest in the
 * first suggestion, the next in the second …), a word with none near left out; at most `count`.
 */
export function suggestQueries(query: string, vocabulary: readonly string[], count = 3): string[] {
  const words = tokenize(query);
  const near = words.map((word) => nearestWords(word, vocabulary, count));
  if (near.every((list) => list.length === 0)) return [];
  const suggestions = new Set<string>();
  for (let k = 0; k < count; k += 1) {
    const parts = near.flatMap((list) => (list.length === 0 ? [] : [list[Math.min(k, list.length - 1)] ?? '']));
    suggestions.add(parts.join(' '));
  }
  return [...suggestions];
}
