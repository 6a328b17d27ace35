/**
 * The typo layer's pieces (issue 13): a term dictionary split by first letter and length, and the edit
 * distance that maps a misspelt query term to the indexed terms near it. Used by the split local index
 * and measured as the typo layer a Pagefind index would need (scripts/search-scale-bench.ts).
 */
import { fuzzyDistance } from './local-index';

/**
 * Levenshtein distance, or `max + 1` as soon as it must exceed `max`. Two rows reused: a query checks thousands of terms.
 * @internal Exported for its unit test only (knip --production).
 */
export function editDistance(a: string, b: string, max: number, rows: [Uint16Array, Uint16Array] = [new Uint16Array(b.length + 1), new Uint16Array(b.length + 1)]): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let [previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? max + 1;
}

/** The dictionary files a misspelt term needs: its first letter, at each length within its edit distance. */
export function dictionaryKeys(term: string): { first: string; length: number }[] {
  const first = [...term][0];
  const distance = fuzzyDistance(term);
  if (!first || distance === 0) return [];
  const keys: { first: string; length: number }[] = [];
  for (let length = Math.max(1, term.length - distance); length <= term.length + distance; length += 1) keys.push({ first, length });
  return keys;
}

/** Indexed terms within the term's edit distance (lib/search/local-index.ts), with that distance. */
export function corrections(term: string, dictionary: Iterable<string>): Map<string, number> {
  const max = fuzzyDistance(term);
  const found = new Map<string, number>();
  if (max === 0) return found;
  const rows: [Uint16Array, Uint16Array] = [new Uint16Array(term.length + max + 2), new Uint16Array(term.length + max + 2)];
  for (const candidate of dictionary) {
    const distance = editDistance(term, candidate, max, rows);
    if (distance <= max) found.set(candidate, distance);
  }
  return found;
}

/** The dictionary of a list of indexed terms, keyed as `dictionaryKeys` asks. */
export function splitDictionary(terms: Iterable<string>): Map<string, { first: string; length: number; terms: string[] }> {
  const files = new Map<string, { first: string; length: number; terms: string[] }>();
  for (const term of terms) {
    const first = [...term][0];
    if (!first) continue;
    const key = `${first}\u0000${term.length}`;
    const file = files.get(key);
    if (file) file.terms.push(term);
    else files.set(key, { first, length: term.length, terms: [term] });
  }
  return files;
}
