/**
 * Synonyms: phrases a reader may type for the same thing ('3ds' and '3-D Secure'). The site declares
 * them as data (content/search/synonyms.json, its schema beside it); the build puts them in the split
 * index's manifest, which the browser applies at query time, and the push sends them to Typesense and
 * Algolia as their synonyms, so every backend applies the same list.
 */
import { isRecord } from '../util/is-record';
import { indexTerms } from './ranking';

/** Each group a list of phrases, as written. */
export type SynonymGroups = string[][];

/** The line of `text` where `needle` first appears (1 when it does not), for errors that name a place. */
function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/** The groups of a synonyms file, checked: each a list of two or more phrases of words, with why. */
export function parseSynonyms(text: string, file: string): SynonymGroups {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : String(error)}); fix the file.`, { cause: error });
  }
  if (!isRecord(value) || !Array.isArray(value.groups)) throw new Error(`${file}:1: expected { "groups": [ { "phrases": [...], "why": "..." } ] }.`);
  return value.groups.map((group: unknown, i) => {
    const where = (needle: string) => `${file}:${lineOf(text, needle)}: group ${i + 1}`;
    if (!isRecord(group) || !Array.isArray(group.phrases)) throw new Error(`${where('"groups"')} has no "phrases" list; give each group { "phrases": [...], "why": "..." }.`);
    const phrases = group.phrases.filter((p): p is string => typeof p === 'string');
    const first = JSON.stringify(phrases[0] ?? '');
    if (phrases.length !== group.phrases.length || phrases.length < 2) throw new Error(`${where(first)}: "phrases" must be two or more strings.`);
    const wordless = phrases.find((phrase) => indexTerms(phrase).length === 0);
    if (wordless !== undefined) throw new Error(`${where(JSON.stringify(wordless))}: the phrase ${JSON.stringify(wordless)} has no words to search for.`);
    if (typeof group.why !== 'string' || group.why.trim() === '') throw new Error(`${where(first)}: say "why" these phrases mean the same to a reader.`);
    return phrases;
  });
}

/**
 * What synonyms add to a query: for each query term (by position), the other phrases, as index terms,
 * of every group one of whose phrases the query holds as consecutive terms there. A record that holds
 * such a phrase matches each of the query terms the synonym stands for.
 */
export function synonymAlternatives(terms: readonly string[], groups: SynonymGroups): string[][][] {
  const slots: string[][][] = terms.map(() => []);
  for (const group of groups) {
    const phrases = group.map(indexTerms);
    for (const phrase of phrases) {
      for (let at = 0; at + phrase.length <= terms.length; at += 1) {
        if (!phrase.every((term, k) => terms[at + k] === term)) continue;
        const others = phrases.filter((other) => other.join(' ') !== phrase.join(' '));
        for (let k = 0; k < phrase.length; k += 1) slots[at + k]?.push(...others);
      }
    }
  }
  return slots;
}
