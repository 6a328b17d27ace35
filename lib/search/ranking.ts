/**
 * How search ranks, declared once (issue 25): the fields and their weights, the prefix and typo rules,
 * BM25's parameters, how query words combine, word forms (stemming) and synonyms. Every backend reads
 * it: the local index's build (local-index.ts, split/build.ts), the split index's reader and scorer
 * (backends/split.ts, split/score.ts), the Typesense schema and queries (push/shape.ts,
 * backends/typesense.ts) and the Algolia settings and queries (push/shape.ts, backends/algolia.ts).
 * What a hosted engine cannot express is said next to its translation below; docs/search.md sums it up.
 *
 * This module runs in the browser (the split reader stems and expands the query), so it stays small.
 */
import { stemmer } from 'stemmer';
import type { RecordType } from './types';

/** The text a record is searched under, and where each hosted engine finds it. */
interface RankedField {
  /** The local index's field name. */
  name: 'code' | 'title' | 'heading' | 'content';
  /** Relative weight: a match here counts this many times a body match. */
  weight: number;
  /** The record attributes that hold this text in the hosted engines (Typesense's flattened names). */
  attributes: readonly string[];
}

/**
 * Titles and headings rank above body text. Locally a page's title counts on the page's own record
 * only (its sections rank by their heading) and the page title is also part of every record's body text;
 * the hosted engines store the title on every record of the page (`hierarchy.lvl1`), so there a section
 * record matches the title too, ranked below the page's record by the sidebar order.
 */
export const RANKED_FIELDS: readonly RankedField[] = [
  // The codes that name a record (namingCodes): a code typed whole opens the record that is that code
  // (its row among the error codes) before the sections that mention it. It holds code terms only, so no
  // word query reaches it. Local only: the hosted engines' records have no such attribute; there the
  // code is in the row's text, ranked as text.
  { name: 'code', weight: 4, attributes: [] },
  { name: 'title', weight: 4, attributes: ['hierarchy.lvl1'] },
  { name: 'heading', weight: 2.5, attributes: ['hierarchy.lvl2', 'hierarchy.lvl3'] },
  { name: 'content', weight: 1, attributes: ['content'] },
];

/**
 * A page before its sections, a section before its subsections, when their words score alike: each
 * record's score is multiplied by its level's weight (DocSearch's `weight.level` custom ranking, as a
 * factor). A page titled with the query ('Refund') must not lose to the operation whose longer section
 * repeats the word ('Refund a payment', its fields `refundableAmount`, `refundPayment`). Local only:
 * the hosted engines break ties by the sidebar's order (push/shape.ts), which puts a page before its
 * own sections but cannot weigh a page against another page's section.
 */
export const LEVEL_WEIGHTS: Readonly<Record<RecordType, number>> = { lvl1: 1.1, lvl2: 1.05, lvl3: 1, content: 1 };

/** Every query term is also a prefix from this many letters ('captur' finds capture). */
const PREFIX_FROM = 2;
/**
 * Typos: one edit from 3 letters, two from 5 ('refnud' is two edits from 'refund').
 * @internal Exported for its unit test (knip --production).
 */
export const TYPOS = { oneFrom: 3, twoFrom: 5 } as const;

/**
 * An exact word counts more than a prefix, a prefix more than a typo (MiniSearch's scheme: a prefix
 * match of a term weighs `prefix × length / (length + 0.3 × extra letters)`, a typo `fuzzy × length /
 * (length + distance)`). Local only: the hosted engines rank exact before prefix before typo by their
 * own fixed rules (Typesense's text match, Algolia's `typo` criterion).
 */
export const MATCH_WEIGHTS = { prefix: 0.6, fuzzy: 0.35 } as const;

/**
 * BM25+: less length normalisation than MiniSearch's 0.7, so a long reference table that defines a
 * term (a test card, an error code) does not lose to a short section that mentions it once. Local only:
 * Typesense and Algolia have no term-frequency ranking to tune.
 */
export const BM25 = { k: 1.2, b: 0.5, d: 0.5 } as const;

/*
 * Query words combine with AND; when no record holds them all, with OR, and the words no record holds
 * are reported (split/score.ts, backends/split.ts). Typesense: `drop_tokens_threshold` 1 drops words
 * only when nothing matches them all; Algolia: `removeWordsIfNoResults: 'allOptional'` (below).
 */

/** The typo allowance of a query term. */
export function fuzzyDistance(term: string): number {
  if (term.length >= TYPOS.twoFrom) return 2;
  if (term.length >= TYPOS.oneFrom) return 1;
  return 0;
}

export const isPrefixTerm = (term: string): boolean => term.length >= PREFIX_FROM;

/** MiniSearch's default tokenizer: words split at spaces and punctuation. The words of a query as typed. */
export const tokenize = (text: string): string[] => text.split(/[\n\r\p{Z}\p{P}]+/u).filter(Boolean);

/** An identifier joined by underscores: an error code, a refusal reason, an event field (`payment_not_adjustable`). */
const CODE = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu;

/**
 * What the index holds of a text, and what a query looks up: its words, and each underscore-joined
 * code whole as well, so that a code typed whole ranks the records that hold it whole (the error's own
 * row) above those that hold its words apart. Build and query alike (local-index.ts, split reader).
 */
export const indexTokens = (text: string, field?: string): string[] => (field === 'code' ? codeTokens(text) : [...tokenize(text), ...codeTokens(text)]);

/**
 * A code's token: the code with a leading `_`, which no word has, so that a word's prefix or typo never
 * reaches a code ('capture' would otherwise find every `capture_…` code as a longer word), and kept
 * as typed, not stemmed.
 */
const codeTokens = (text: string): string[] => (text.match(CODE) ?? []).map((code) => `_${code}`);

/** Letters and digits only, lower case: a code as its slug has it (`payment_not_adjustable`, `error-payment-not-adjustable`). */
const slugWords = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');

/**
 * The codes that name a record, as the `code` field holds them: the codes in its own title or heading,
 * and for a block with an anchor of its own (a table row), the codes of its text that its anchor is made
 * of (`#error-payment-not-adjustable` is the row of `payment_not_adjustable`, which other rows may mention).
 */
export function namingCodes(name: string, anchor: string | null, text: string): string {
  const named = name.match(CODE) ?? [];
  const anchored = anchor ? (text.match(CODE) ?? []).filter((code) => `-${slugWords(anchor)}`.endsWith(`-${slugWords(code)}`)) : [];
  return [...new Set([...named, ...anchored])].join(' ');
}

/** A query's token as the reader typed it: a code without its mark. */
export const typedToken = (token: string): string => token.replace(/^_/, '');

/**
 * The words of a query as the index is asked for them: a code typed whole is looked up whole (its
 * words apart are in every text about them: 'payment', 'not', 'adjust'), the other words as tokenize
 * splits them. The split reader's terms and the words it reports as unmatched.
 */
export const queryTokens = (query: string): string[] => [...codeTokens(query), ...tokenize(query.replace(CODE, ' '))];

/**
 * Word forms: the Porter stemmer (npm `stemmer`), so 'retry' and 'retries', 'capture', 'captured' and
 * 'capturing' are one term. Words with digits and short words are kept as typed ('4111', '3ds', 'id').
 * Typesense's `stem` field option uses the Snowball (Porter 2) English stemmer, close to this one;
 * Algolia has no stemming, only `ignorePlurals` (plurals: 'refunds' finds refund, 'captured' does not
 * find capture).
 */
export function stemTerm(term: string): string {
  const lower = term.toLowerCase();
  if (lower.length < 3 || /\d/.test(lower) || lower.startsWith('_')) return lower;
  return stemmer(lower);
}

/** The index's terms of a text, in order: tokenized, lower case, stemmed. Build and query alike. */
export const indexTerms = (text: string): string[] => indexTokens(text).map(stemTerm);

/** The hosted engines' attributes in weight order, each with its field's weight. */
export const rankedAttributes = (): { attribute: string; weight: number }[] =>
  [...RANKED_FIELDS].sort((a, b) => b.weight - a.weight).flatMap(({ attributes, weight }) => attributes.map((attribute) => ({ attribute, weight })));

/**
 * Typesense's query parameters for this ranking. Its weights are whole numbers (0 to 127), so the
 * fields' weights are doubled (4 : 2.5 : 1 as 8 : 5 : 2). Its `prefix` applies to the last query word
 * only, where the local index takes every word as a prefix; its typo allowance counts per word from the
 * same lengths. No BM25 (its text match counts words, typos and proximity).
 */
export const typesenseRanking = () => {
  const attributes = rankedAttributes();
  return {
    query_by: attributes.map(({ attribute }) => attribute).join(','),
    query_by_weights: attributes.map(({ weight }) => Math.round(weight * 2)).join(','),
    prefix: true,
    num_typos: 2,
    min_len_1typo: TYPOS.oneFrom,
    min_len_2typo: TYPOS.twoFrom,
    drop_tokens_threshold: 1,
  };
};

/**
 * Algolia's settings for this ranking. It has no field weights, only an order (its `attribute`
 * criterion), which follows the weights; no stemming, only plurals (`ignorePlurals` with English);
 * every word a prefix (`prefixAll`); typos from the same lengths; words dropped only when nothing matches
 * them all.
 */
export const algoliaRanking = () => ({
  searchableAttributes: rankedAttributes().map(({ attribute }) => `unordered(${attribute})`),
  minWordSizefor1Typo: TYPOS.oneFrom,
  minWordSizefor2Typos: TYPOS.twoFrom,
  queryType: 'prefixAll' as const,
  ignorePlurals: true,
  queryLanguages: ['en' as const],
  removeWordsIfNoResults: 'allOptional' as const,
});
