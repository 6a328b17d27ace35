/** One fact, one value: no page, concept, sample or API description states a value the data does not hold. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { factProblems, factStatementCounts, renderOnlyFacts, type Facts } from '../support/fact-check';
import { retryWindowDays } from '@/lib/webhook-retry-window';

const contentDir = path.resolve(import.meta.dirname, '../../content');
const json = <T,>(file: string): T => JSON.parse(readFileSync(path.join(contentDir, 'data', file), 'utf8')) as T;

function realFacts(): Facts {
  const errors = json<{ errors: { code: string; kind: string; status?: number }[] }>('error-codes.json').errors;
  const limits = json<{ idempotencyKeyHours: number; rateLimits: { requestsPerSecond: number }[] }>('api-limits.json');
  const windows = json<{ windows: { authorisationType: string; days: number }[] }>('authorisation-validity.json').windows;
  const webhooks = json<{ answerWithinSeconds: number; retries: { afterMinutes: number; repeatUntilDays?: number }[] }>('webhook-retries.json');
  const api = parse(readFileSync(path.join(contentDir, 'api/openapi.yaml'), 'utf8')) as { components: { schemas: Record<string, { enum?: unknown[]; 'x-retention-days'?: number }> } };
  const statusEnums = Object.entries(api.components.schemas).filter(([name]) => name.endsWith('Status'));
  const finalDays = windows.find((w) => w.authorisationType === 'final')?.days;
  const repeating = webhooks.retries.at(-1)?.afterMinutes;
  const eventDays = api.components.schemas.Event?.['x-retention-days'];
  if (finalDays === undefined || repeating === undefined || statusEnums.length === 0 || eventDays === undefined) {
    throw new Error('the data files lack a final authorisation window, a retry, status enums or the retention of events');
  }
  return {
    errorStatuses: new Map(errors.flatMap((e) => (e.kind === 'error' && e.status !== undefined ? [[e.code, e.status] as const] : []))),
    refusalCodes: new Set(errors.filter((e) => e.kind === 'refusal').map((e) => e.code)),
    rateLimits: new Set(limits.rateLimits.map((l) => l.requestsPerSecond)),
    idempotencyKeyHours: limits.idempotencyKeyHours,
    authorisationDays: new Set(windows.map((w) => w.days)),
    finalAuthorisationDays: finalDays,
    webhookRetryDays: retryWindowDays(webhooks.retries),
    webhookRepeatHours: repeating / 60,
    webhookAnswerSeconds: webhooks.answerWithinSeconds,
    statuses: new Set(statusEnums.flatMap(([, schema]) => (schema.enum ?? []).map(String))),
    eventRetentionDays: eventDays,
  };
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

const fixtureFacts: Facts = {
  errorStatuses: new Map([
    ['request_in_progress', 409],
    ['validation_error', 400],
  ]),
  refusalCodes: new Set(['insufficient_funds']),
  rateLimits: new Set([25, 100]),
  idempotencyKeyHours: 24,
  authorisationDays: new Set([7, 30]),
  finalAuthorisationDays: 7,
  webhookRetryDays: 3,
  webhookRepeatHours: 6,
  webhookAnswerSeconds: 10,
  statuses: new Set(['authorised', 'captured', 'open']),
  eventRetentionDays: 30,
};
const messages = (text: string) => factProblems('page.mdx', text, fixtureFacts).map((p) => `${p.line}: ${p.message}`);

describe('fact check rules (fixtures)', () => {
  it('passes text that states the held values', () => {
    const text = [
      '- `409` `request_in_progress`: retry with the same key. A refusal such as `201` `insufficient_funds` is no error.',
      'Sandbox allows 25 requests a second. Keys are remembered for 24 hours.',
      'A `final` authorisation can be captured for 7 days; a pre-authorisation for a hotel for 30 days.',
      'Paymora retries a message for 3 days, so no delivery is older than 3 days and 1 hour.',
      'Answer with any 2xx status within 10 seconds. The payment is in status `authorised`, the checkout `open` status.',
      'const MAX_AGE_MS = (3 * 24 + 1) * 60 * 60 * 1000;',
      'Events are kept for 30 days after they happened. Paymora keeps events for 30 days.',
    ].join('\n');
    expect(messages(text)).toEqual([]);
  });

  it('reports each planted contradiction with its line and the value held', () => {
    const text = [
      '- `422` `request_in_progress`: retry with the same key.',
      'Live allows 60 requests a second.',
      'The same key is remembered for 48 hours.',
      'A `final` authorisation can be captured for 30 days.',
      'Paymora retries a webhook message every 4 hours for 5 days.',
      'Answer with a 2xx status within 30 seconds.',
      'The payment is in status `authorized`.',
      'var maxAge = TimeSpan.FromHours(2 * 24 + 1);',
      '- `400` `no_such_code`: never happens.',
      'Events are kept for 90 days, and the list returns them.',
    ].join('\n');
    expect(messages(text)).toEqual([
      '1: states `422` `request_in_progress`: request_in_progress answers 409 (an error code\'s HTTP status: content/data/error-codes.json)',
      '2: states 60 requests a second: the limits are 25, 100 (a rate limit: content/data/api-limits.json)',
      '3: states 48 hours: keys are kept 24 hours (how long an idempotency key is kept: content/data/api-limits.json)',
      '4: states 30 days: a final authorisation holds 7 days (how long an authorisation can be captured: content/data/authorisation-validity.json)',
      '5: states 5 days: webhooks are retried for 3 days (the webhook retry window: content/data/webhook-retries.json)',
      '5: states every 4 hours: the repeating wait is 6 hours (the webhook retry interval: content/data/webhook-retries.json)',
      "6: states within 30 seconds: an endpoint has 10 seconds (a webhook endpoint's answer time: content/data/webhook-retries.json)",
      '7: states status `authorized`: no status enum has this value (a status name: the status enums of content/api/openapi.yaml)',
      '8: states 2 days: webhooks are retried for 3 days (the webhook retry window: content/data/webhook-retries.json)',
      "9: states `400` `no_such_code`: no error code no_such_code (an error code's HTTP status: content/data/error-codes.json)",
      '10: states 90 days: events are kept 30 days (how long events are kept: x-retention-days of the Event schema in content/api/openapi.yaml)',
    ]);
  });
});

describe('one fact, one value in the content', () => {
  it('finds no page, concept, sample or API description that contradicts the data', () => {
    const facts = realFacts();
    const files = [
      ...filesUnder(path.join(contentDir, 'docs'), /\.mdx$/),
      ...filesUnder(path.join(contentDir, 'concepts'), /\.mdx$/),
      ...filesUnder(path.join(contentDir, 'samples'), /\.(mjs|js|cs|ts)$/),
      path.join(contentDir, 'api/openapi.yaml'),
    ];
    expect(files.length).toBeGreaterThan(80);
    const texts = files.map((file) => ({ file: path.relative(path.dirname(contentDir), file), text: readFileSync(file, 'utf8') }));
    const problems = texts.flatMap(({ file, text }) => factProblems(file, text, facts));
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    // Every other rule sees statements in the content: a rule that matches nothing would pass whatever the pages
    // say. A fact the pages only render must not be written out at all, right or wrong.
    const counts = new Map<string, number>();
    for (const { file, text } of texts) {
      for (const [fact, n] of factStatementCounts(text)) {
        counts.set(fact, (counts.get(fact) ?? 0) + n);
        if (renderOnlyFacts.has(fact)) expect(n, `${file} writes out ${fact}; render it from the data instead`).toBe(0);
      }
    }
    for (const [fact, n] of counts) if (!renderOnlyFacts.has(fact)) expect(n, fact).toBeGreaterThan(0);
    console.log(`Fact statements checked: ${[...counts].map(([fact, n]) => `${fact} ${n}`).join('; ')}`);
  });
});
