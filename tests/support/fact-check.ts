/**
 * One fact, one value: finds the sentences of the content (pages, concepts, samples, the API document)
 * that state a fact the typed data holds, and reports each one that states another value, with file and
 * line. The patterns are the ways the pages write these facts; a fact written another way is not seen,
 * so new phrasings of a fact belong in a rule here (tests/unit/fact-check.test.ts shows each rule failing
 * and runs them over the content).
 */

/** The values the data files and the API document hold. */
export interface Facts {
  /** content/data/error-codes.json, kind error: code → HTTP status. */
  errorStatuses: ReadonlyMap<string, number>;
  /** content/data/error-codes.json, kind refusal. */
  refusalCodes: ReadonlySet<string>;
  /** content/data/api-limits.json rateLimits[].requestsPerSecond. */
  rateLimits: ReadonlySet<number>;
  /** content/data/api-limits.json idempotencyKeyHours. */
  idempotencyKeyHours: number;
  /** content/data/authorisation-validity.json windows[].days, and the days of a `final` authorisation. */
  authorisationDays: ReadonlySet<number>;
  finalAuthorisationDays: number;
  /** content/data/webhook-retries.json: the retry window, the repeating wait in hours, the answer timeout. */
  webhookRetryDays: number;
  webhookRepeatHours: number;
  webhookAnswerSeconds: number;
  /** Every value of the API document's status enums (PaymentStatus, CheckoutStatus, …). */
  statuses: ReadonlySet<string>;
  /** The API document's Event schema, x-retention-days: how long GET /events can return an event. */
  eventRetentionDays: number;
}

export interface FactProblem {
  file: string;
  line: number;
  message: string;
}

interface Rule {
  /** What the rule checks, and where the right value lives. */
  fact: string;
  source: string;
  /** Problems in one sentence: each a message naming the value stated and the value held. */
  check: (sentence: string, facts: Facts, line: string) => string[];
}

const numbers = (sentence: string, pattern: RegExp): number[] => [...sentence.matchAll(pattern)].map((m) => Number(m[1]));

const rules: readonly Rule[] = [
  {
    fact: "an error code's HTTP status",
    source: 'content/data/error-codes.json',
    check: (sentence, facts) =>
      [...sentence.matchAll(/`(\d{3})` `([a-z][a-z0-9_]*)`/g)].flatMap(([, status, code = '']) => {
        const held = facts.errorStatuses.get(code);
        if (held === undefined) return facts.refusalCodes.has(code) ? [] : [`\`${status}\` \`${code}\`: no error code ${code}`];
        return held === Number(status) ? [] : [`\`${status}\` \`${code}\`: ${code} answers ${held}`];
      }),
  },
  {
    fact: 'a rate limit',
    source: 'content/data/api-limits.json',
    check: (sentence, facts) =>
      numbers(sentence, /(\d+) requests? (?:a|per|each) second/g)
        .filter((n) => !facts.rateLimits.has(n))
        .map((n) => `${n} requests a second: the limits are ${[...facts.rateLimits].join(', ')}`),
  },
  {
    fact: 'how long an idempotency key is kept',
    source: 'content/data/api-limits.json',
    // The line, not the sentence: a table row about keys ("For how long? | 24 hours …") names them once.
    check: (sentence, facts, line) =>
      /idempotency|\bsame key\b|\bkeys? (?:is|are) (?:remembered|kept|stored)|key_reused|\bthe key\b/i.test(line)
        ? numbers(sentence, /(\d+) hours?\b/g)
            .filter((n) => n !== facts.idempotencyKeyHours)
            .map((n) => `${n} hours: keys are kept ${facts.idempotencyKeyHours} hours`)
        : [],
  },
  {
    fact: 'how long an authorisation can be captured',
    source: 'content/data/authorisation-validity.json',
    check: (sentence, facts) => {
      if (!/authoris/i.test(sentence) || !/captur|expire|lapse|valid/i.test(sentence)) return [];
      const days = numbers(sentence, /(\d+) days?\b/g);
      const isFinal = /`final`|final authorisation/i.test(sentence) && !/pre[-_]authoris/i.test(sentence);
      return days
        .filter((n) => (isFinal ? n !== facts.finalAuthorisationDays : !facts.authorisationDays.has(n)))
        .map((n) => `${n} days: ${isFinal ? `a final authorisation holds ${facts.finalAuthorisationDays} days` : `the windows are ${[...facts.authorisationDays].join(', ')} days`}`);
    },
  },
  {
    fact: 'the webhook retry window',
    source: 'content/data/webhook-retries.json',
    check: (sentence, facts) => {
      const stated = [
        // Prose: "retries a message for 3 days", "retried … for 3 days", "older than 3 days and 1 hour".
        ...(/retr|replay|older than/i.test(sentence) && /webhook|message|deliver|createdAt|retries/i.test(sentence) ? numbers(sentence, /(\d+) days?\b/g) : []),
        // Samples: (3 * 24 + 1) hours, the window and an hour's margin.
        ...numbers(sentence, /\(\s*(\d+) \* 24 \+ 1\s*\)/g),
      ];
      return stated.filter((n) => n !== facts.webhookRetryDays).map((n) => `${n} days: webhooks are retried for ${facts.webhookRetryDays} days`);
    },
  },
  {
    fact: 'the webhook retry interval',
    source: 'content/data/webhook-retries.json',
    check: (sentence, facts) =>
      /retr/i.test(sentence) && /webhook|message|deliver/i.test(sentence)
        ? numbers(sentence, /every (\d+) hours?\b/g)
            .filter((n) => n !== facts.webhookRepeatHours)
            .map((n) => `every ${n} hours: the repeating wait is ${facts.webhookRepeatHours} hours`)
        : [],
  },
  {
    fact: "a webhook endpoint's answer time",
    source: 'content/data/webhook-retries.json',
    check: (sentence, facts) =>
      /2xx/.test(sentence) && /answer|acknowledge|respond/i.test(sentence)
        ? numbers(sentence, /within (\d+) seconds?\b/g)
            .filter((n) => n !== facts.webhookAnswerSeconds)
            .map((n) => `within ${n} seconds: an endpoint has ${facts.webhookAnswerSeconds} seconds`)
        : [],
  },
  {
    fact: 'how long events are kept',
    source: 'x-retention-days of the Event schema in content/api/openapi.yaml',
    check: (sentence, facts) =>
      /\bevents?\b[^.]*\b(?:kept|retained|stored)\b|\bkeeps? (?:\w+ )?events\b/i.test(sentence)
        ? numbers(sentence, /(\d+) days?\b/g)
            .filter((n) => n !== facts.eventRetentionDays)
            .map((n) => `${n} days: events are kept ${facts.eventRetentionDays} days`)
        : [],
  },
  {
    fact: 'a status name',
    source: 'the status enums of content/api/openapi.yaml',
    check: (sentence, facts) =>
      [...sentence.matchAll(/\bstatus(?:es)? `([a-z][a-z_]*)`|`([a-z][a-z_]*)` status\b/g)]
        .map((m) => m[1] ?? m[2] ?? '')
        .filter((status) => !facts.statuses.has(status))
        .map((status) => `status \`${status}\`: no status enum has this value`),
  },
];

/**
 * Facts the content renders from the data and never writes out (`<RateLimitTable />`, `<WebhookRetryTable />`):
 * any statement of one is retyping, whatever its value.
 */
export const renderOnlyFacts: ReadonlySet<string> = new Set(['a rate limit', 'the webhook retry interval']);

/** Sentences of a line: a fact and its subject share one. Table cells count as sentences too. */
function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z`*[])|\s\|\s/);
}

/** Every statement of `text` (one file) that contradicts the facts. */
export function factProblems(file: string, text: string, facts: Facts): FactProblem[] {
  const problems: FactProblem[] = [];
  text.split('\n').forEach((line, i) => {
    for (const sentence of sentences(line)) {
      for (const rule of rules) {
        for (const message of rule.check(sentence, facts, line)) problems.push({ file, line: i + 1, message: `states ${message} (${rule.fact}: ${rule.source})` });
      }
    }
  });
  return problems;
}

/** Facts that hold no value, so that every statement a rule sees is reported. */
const noFacts: Facts = {
  errorStatuses: new Map(),
  refusalCodes: new Set(),
  rateLimits: new Set(),
  idempotencyKeyHours: Number.NaN,
  authorisationDays: new Set(),
  finalAuthorisationDays: Number.NaN,
  webhookRetryDays: Number.NaN,
  webhookRepeatHours: Number.NaN,
  webhookAnswerSeconds: Number.NaN,
  statuses: new Set(),
  eventRetentionDays: Number.NaN,
};

/** How many statements of each fact `text` makes, right or wrong: a rule that sees none in the content checks nothing. */
export function factStatementCounts(text: string): Map<string, number> {
  const counts = new Map(rules.map((rule) => [rule.fact, 0]));
  for (const line of text.split('\n')) {
    for (const sentence of sentences(line)) {
      for (const rule of rules) counts.set(rule.fact, (counts.get(rule.fact) ?? 0) + rule.check(sentence, noFacts, line).length);
    }
  }
  return counts;
}
