/**
 * Words of a query that matched nothing (SearchResults.unmatched), said to the reader rather than
 * dropped silently: "No results for xyzzy; showing results for nothing". InstantSearch carries them
 * in Algolia's own field, `queryAfterRemoval`: the query with each removed word in `<em>`.
 */
import { escapeHtml, unescapeHtml } from './result-text';
import { tokenize } from './ranking';

const lower = (words: readonly string[]) => new Set(words.map((word) => word.toLowerCase()));

/** Algolia's `queryAfterRemoval` for a query and the words left out. */
export function queryAfterRemoval(query: string, unmatched: readonly string[]): string {
  const removed = lower(unmatched);
  return tokenize(query)
    .map((word) => (removed.has(word.toLowerCase()) ? `<em>${escapeHtml(word)}</em>` : escapeHtml(word)))
    .join(' ');
}

/** The words a `queryAfterRemoval` marks as removed. */
export const removedWords = (marked: string): string[] => [...marked.matchAll(/<em>(.*?)<\/em>/g)].flatMap((m) => tokenize(unescapeHtml(m[1] ?? '')));

/** What the reader is told when words of `query` were left out, or null when none was (or all were). */
export function removalNotice(query: string, unmatched: readonly string[]): string | null {
  const removed = lower(unmatched);
  const words = tokenize(query);
  const left = words.filter((word) => removed.has(word.toLowerCase()));
  const kept = words.filter((word) => !removed.has(word.toLowerCase()));
  if (left.length === 0 || kept.length === 0) return null;
  return `No results for ${left.join(' ')}; showing results for ${kept.join(' ')}`;
}
