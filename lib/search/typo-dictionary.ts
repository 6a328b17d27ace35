/**
 * The typo layer's pieces (issue 13): a term dictionary split by first letter and length, and the edit
 * distance that maps a misspelt query term to the indexed terms near it. Used by the split local index
 * and measured as the typo layer a Pagefind index would need (scripts/search-scale-bench.ts).
 */
import { fuzzyDistance } from './ranking';

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max`. Two rows reused: a query checks thousands of terms. */
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

/** A dictionary file's key: the letter at the dictionary's position (first or second) and the term length. */
export interface DictionaryKey {
  letter: string;
  length: number;
}

const lengthsAround = (letter: string, from: number, to: number): DictionaryKey[] => {
  const keys: DictionaryKey[] = [];
  for (let length = Math.max(1, from); length <= to; length += 1) keys.push({ letter, length });
  return keys;
};

/** The first-letter dictionary files a misspelt term needs: its first letter, at each length within its edit distance. */
export function dictionaryKeys(term: string): DictionaryKey[] {
  const first = [...term][0];
  const distance = fuzzyDistance(term);
  if (!first || distance === 0) return [];
  return lengthsAround(first, term.length - distance, term.length + distance);
}

/**
 * The dictionary files that hold the terms a typo in the first letter comes from, which the term's own
 * first-letter files cannot hold. Such a typo spends one edit there, which leaves `d - 1` for the rest
 * of a term of length L:
 * - a wrong first letter keeps the second ('xefund'): second letter `term[1]`, lengths L-d+1..L+d-1;
 * - a lost first letter ('efund'), or the first two swapped, two edits ('erfund'): second letter
 *   `term[0]`, lengths L-d+2..L+d;
 * - a letter typed before the term ('xrefund'): first letter `term[1]`, lengths L-d..L+d-2.
 */
export function firstLetterTypoKeys(term: string): { first: DictionaryKey[]; second: DictionaryKey[] } {
  const [typed, next] = [...term];
  const d = fuzzyDistance(term);
  if (!typed || !next || d === 0) return { first: [], second: [] };
  const L = term.length;
  const second = [...lengthsAround(next, L - d + 1, L + d - 1), ...lengthsAround(typed, L - d + 2, L + d)];
  return {
    first: lengthsAround(next, L - d, L + d - 2),
    second: second.filter((key, i) => second.findIndex((other) => other.letter === key.letter && other.length === key.length) === i),
  };
}

/** Indexed terms within the term's edit distance (lib/search/ranking.ts), with that distance. */
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

/** A dictionary of indexed terms, one file a key: the letter at `position` (0 first, 1 second) and the length, as the keys above ask. */
export function splitDictionary(terms: Iterable<string>, position: 0 | 1 = 0): Map<string, DictionaryKey & { terms: string[] }> {
  const files = new Map<string, DictionaryKey & { terms: string[] }>();
  for (const term of terms) {
    const letter = [...term][position];
    if (!letter) continue;
    const key = `${letter}\u0000${term.length}`;
    const file = files.get(key);
    if (file) file.terms.push(term);
    else files.set(key, { letter, length: term.length, terms: [term] });
  }
  return files;
}
