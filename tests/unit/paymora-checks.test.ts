/**
 * Paymora's content checks (paymora/checks/), each over a site model in memory
 * (tests/unit/support/check-model.ts), with rows of the site's own data where a check needs whole rows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linksCheck } from '@/lib/checks/links';
import { apiLimitsCheck } from '@/paymora/checks/api-limits';
import { formatProblem } from '@/lib/checks/model';
import { conceptsCheck } from '@/paymora/checks/concepts';
import { dataLinkPages } from '@/paymora/checks/data-links';
import type { PaymoraCheck } from '@/paymora/checks/model';
import { paymentMethodsCheck } from '@/paymora/checks/payment-methods';
import { paymoraChecks } from '@/paymora/checks/registry';
import { retryLoopsCheck } from '@/paymora/checks/retry-loops';
import { schemeRulesCheck } from '@/paymora/checks/scheme-rules';
import { testScenariosCheck } from '@/paymora/checks/test-scenarios';
import { webhookRetriesCheck } from '@/paymora/checks/webhook-retries';
import type { DataRow } from '@/paymora/page-data';
import { concept, page, siteModel, type VersionSpec } from './support/check-model';
import { contentFile } from '@/lib/build/folders';

const content = (file: string) => readFileSync(contentFile(`data/${file}`), 'utf8');
// The site's own rows, whole, as the checks receive them from Contentlayer.
const methods: DataRow<'paymentMethods'>[] = JSON.parse(content('payment-methods.json')).methods;
const scenarios: DataRow<'testScenarios'>[] = JSON.parse(content('test-scenarios.json')).scenarios;
const rules: DataRow<'schemeRules'>[] = JSON.parse(content('scheme-rules.json')).rules;
const retries: DataRow<'webhookRetries'>[] = JSON.parse(content('webhook-retries.json')).retries;

const printed = async (check: PaymoraCheck, versions: VersionSpec[]) => (await check.run(siteModel(versions))).map(formatProblem);

describe("Paymora's content checks over an in-memory model", () => {
  it('registers each check once, by name', () => {
    expect(new Set(paymoraChecks.map((check) => check.name)).size).toBe(paymoraChecks.length);
  });

  it("finds a concept that names an unknown integration, in <Only> and in its front matter, at the file's lines", async () => {
    const rotation = concept('key-rotation', '## Rotate a key\n\n<Only integrations="paymnets">\n\nText.\n\n</Only>\n', { integrations: ['payments', 'pos-terminal'] });
    const found = await printed(conceptsCheck, [{ pages: [page('/', 'Home.\n')], concepts: [rotation] }]);
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^content\/concepts\/key-rotation\.mdx:3: integrations lists "pos-terminal", which is not an integration/), expect.stringMatching(/^content\/concepts\/key-rotation\.mdx:7: <Only integrations="paymnets"> names "paymnets", which is not an integration/)]));
  });

  it('finds a <TestAmount> and a <SchemeRule> that name no row, at their lines', async () => {
    const versions = [{ pages: [page('/', 'Refund <TestAmount scenario="refund-failed" />.\n\nRefund <TestAmount scenario="no-such" /> in <SchemeRule rule="no-such-rule" />.\n')], rows: { testScenarios: scenarios, schemeRules: rules }, dataFiles: { 'scheme-rules.json': content('scheme-rules.json') } }];
    expect(await printed(testScenariosCheck, versions)).toEqual([expect.stringMatching(/^content\/docs\/index\.mdx:7: <TestAmount scenario="no-such"> names no scenario of content\/data\/test-scenarios\.json with an amountEnding; use one of .*refund-failed/)]);
    expect(await printed(schemeRulesCheck, versions)).toEqual([expect.stringMatching(/^content\/docs\/index\.mdx:7: <SchemeRule rule="no-such-rule"> names no rule of content\/data\/scheme-rules\.json/)]);
    // A version frozen before scheme-rules.json existed has none to check.
    expect(await printed(schemeRulesCheck, [{ ...versions[0], dataFiles: {} }])).toEqual([]);
  });

  it('finds <PaymentOutcomeWait />, <IdempotencyOutcomeWait />, <SepaCaptureDelay />, <SpecificErrorCodeNotice /> <RetrySchedule /> and <ModificationOutcomeWait /> in a version whose api-limits.json lacks their value, at their lines', async () => {
    const body = page('/', 'Read it after <PaymentOutcomeWait />.\n\nSEPA waits <SepaCaptureDelay />.\n\nAnnounced <SpecificErrorCodeNotice /> ahead.\n\nWait <RetrySchedule part="waits" />.\n\nAt most <IdempotencyOutcomeWait />.\n\nReported within <ModificationOutcomeWait />.\n');
    const schedule = { tries: 4, firstWaitSeconds: 2, jitterSeconds: 1, shopperTries: 2, shopperWaitSeconds: 1, shopperMaxRetryAfterSeconds: 5 };
    expect(await printed(apiLimitsCheck, [{ pages: [body], rows: { paymentOutcomeWait: [{ minutes: 90 }], sepaCaptureDelay: [{ hours: 24 }], specificErrorCodeNotice: [{ days: 90 }], retrySchedule: [schedule], idempotencyOutcomeWait: [{ seconds: 60 }], modificationOutcomeWait: [{ hours: 1 }] } }])).toEqual([]);
    expect(await printed(apiLimitsCheck, [{ pages: [body], rows: { paymentOutcomeWait: [], sepaCaptureDelay: [], specificErrorCodeNotice: [], retrySchedule: [], idempotencyOutcomeWait: [], modificationOutcomeWait: [] } }])).toEqual([
      "content/docs/index.mdx:5: <PaymentOutcomeWait /> renders paymentOutcomeWaitMinutes of api-limits.json, which this version's file lacks: add the value to that file, or leave the component out of this version's pages",
      "content/docs/index.mdx:13: <IdempotencyOutcomeWait /> renders idempotencyOutcomeSeconds of api-limits.json, which this version's file lacks: add the value to that file, or leave the component out of this version's pages",
      "content/docs/index.mdx:15: <ModificationOutcomeWait /> renders modificationOutcomeHours of api-limits.json, which this version's file lacks: add the value to that file, or leave the component out of this version's pages",
      "content/docs/index.mdx:7: <SepaCaptureDelay /> renders sepaDirectDebitCaptureDelayHours of api-limits.json, which this version's file lacks: add the value to that file, or leave the component out of this version's pages",
      "content/docs/index.mdx:9: <SpecificErrorCodeNotice /> renders specificErrorCodeNoticeDays of api-limits.json, which this version's file lacks: add the value to that file, or leave the component out of this version's pages",
      "content/docs/index.mdx:11: <RetrySchedule /> renders retrySchedule of api-limits.json, which this version's file lacks: add the value to that file, or leave the component out of this version's pages",
    ]);
  });

  it('holds the samples\' retry loops to the retry schedule\'s two counts of tries, at their lines, in a version that has one', async () => {
    const body = page('/', [
      'A job:',
      '',
      '```js',
      'for (let attempt = 1; attempt <= 4; attempt += 1) {}',
      '```',
      '',
      'A shopper waits, and a third count:',
      '',
      '```csharp',
      'for (var attempt = 1; attempt <= 2; attempt++) { }',
      '',
      'for (var tries = 1; tries <= 3 && result is null; tries++) { }',
      '```',
      '',
    ].join('\n'));
    const schedule = { tries: 4, firstWaitSeconds: 2, jitterSeconds: 1, shopperTries: 2, shopperWaitSeconds: 1, shopperMaxRetryAfterSeconds: 5 };
    expect(await printed(retryLoopsCheck, [{ pages: [body], rows: { retrySchedule: [schedule] } }])).toEqual([
      'content/docs/index.mdx:16: this retry loop makes 3 tries; the retry schedule in api-limits.json (retrySchedule) gives a job 4 tries and a request a shopper waits for 2: use one of them, with its waits (/resources/http-status-codes#retry-with-backoff)',
    ]);
    // A version frozen before the schedule was data has none to hold its samples to.
    expect(await printed(retryLoopsCheck, [{ pages: [body], rows: { retrySchedule: [] } }])).toEqual([]);
  });

  it("holds a payment method's limits to its one currency, and the retry schedule to its own rules", async () => {
    const [first] = methods;
    if (!first) throw new Error('no payment method');
    const limited = { ...first, currencies: ['EUR', 'GBP'], minAmount: 100 };
    expect(await printed(paymentMethodsCheck, [{ rows: { paymentMethods: [limited] }, dataFiles: { 'payment-methods.json': '{}' } }])).toEqual([expect.stringMatching(/^content\/data\/payment-methods\.json: methods\[0\] \(\w+\): minAmount and maxAmount are in minor units of the method's only currency, and it has 2/)]);
    expect(await printed(webhookRetriesCheck, [{ rows: { webhookRetries: retries.map(({ afterMinutes }) => ({ afterMinutes })) } }])).toEqual([expect.stringMatching(/^content\/data\/webhook-retries\.json: retries\[\d+\] is the last row and has no repeatUntilDays/)]);
  });

  it("checks the links of the payment methods' sentences at their line of the data file", async () => {
    const [first] = methods;
    if (!first) throw new Error('no payment method');
    const text = JSON.stringify({ methods: [{ ...first, requirements: 'See [the guide](/no-such-guide).' }] }, null, 2);
    const versions = [{ pages: [page('/', 'Home.\n')], rows: { paymentMethods: [{ ...first, requirements: 'See [the guide](/no-such-guide).' }] }, dataFiles: { 'payment-methods.json': text } }];
    const line = text.split('\n').findIndex((l) => l.includes('/no-such-guide')) + 1;
    expect(await printed(linksCheck(dataLinkPages), versions)).toEqual([expect.stringMatching(new RegExp(`^content/data/payment-methods\\.json:${line}: link to /no-such-guide: no page has the route`))]);
  });
});
