/** One fact, one value: no page, concept, sample or API description states a value the data does not hold. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { factProblems, factStatementCounts, type Facts } from '../support/fact-check';
import { retryWindowDays } from '@/paymora/webhook-retry-window';

const contentDir = path.resolve(import.meta.dirname, '../../content');
const json = <T,>(file: string): T => JSON.parse(readFileSync(path.join(contentDir, 'data', file), 'utf8')) as T;

interface ApiShape {
  paths: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
  components: { schemas: Record<string, { enum?: unknown[]; 'x-retention-days'?: number }> };
}

function realFacts(): Facts {
  const errors = json<{ errors: { code: string; kind: string; status?: number }[] }>('error-codes.json').errors;
  const limits = json<{ idempotencyKeyHours: number; paymentOutcomeWaitMinutes?: number; modificationOutcomeHours?: number; sepaDirectDebitCaptureDelayHours?: number; rateLimits: { requestsPerSecond: number }[] }>('api-limits.json');
  const windows = json<{ windows: { authorisationType: string; days: number }[] }>('authorisation-validity.json').windows;
  const webhooks = json<{ answerWithinSeconds: number; retries: { afterMinutes: number; repeatUntilDays?: number }[] }>('webhook-retries.json');
  const states = json<{ operations: { answers: { code?: string }[] }[] }>('operation-states.json').operations;
  const scenarios = json<{ scenarios: { amountEnding?: string }[] }>('test-scenarios.json').scenarios;
  const cards = json<{ cards: { number: string; outcome: string; note?: string }[] }>('test-cards.json').cards;
  const api = parse(readFileSync(path.join(contentDir, 'api/openapi.yaml'), 'utf8')) as ApiShape;
  const statusEnums = Object.entries(api.components.schemas).filter(([name]) => name.endsWith('Status'));
  const repeating = webhooks.retries.at(-1)?.afterMinutes;
  const eventDays = api.components.schemas.Event?.['x-retention-days'];
  const { paymentOutcomeWaitMinutes, modificationOutcomeHours, sepaDirectDebitCaptureDelayHours } = limits;
  if (repeating === undefined || statusEnums.length === 0 || eventDays === undefined || paymentOutcomeWaitMinutes === undefined || modificationOutcomeHours === undefined || sepaDirectDebitCaptureDelayHours === undefined) {
    throw new Error('the data files lack a retry, status enums, the retention of events or a limit of api-limits.json');
  }
  const refusalCodes = new Set(errors.filter((e) => e.kind === 'refusal').map((e) => e.code));
  const calls = Object.entries(api.paths).flatMap(([route, item]) => Object.entries(item).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${route}`, body: operation.requestBody !== undefined })));
  return {
    errorStatuses: new Map(errors.flatMap((e) => (e.kind === 'error' && e.status !== undefined ? [[e.code, e.status] as const] : []))),
    refusalCodes,
    rateLimits: new Set(limits.rateLimits.map((l) => l.requestsPerSecond)),
    idempotencyKeyHours: limits.idempotencyKeyHours,
    authorisationDays: new Set(windows.map((w) => w.days)),
    finalAuthorisationDays: new Set(windows.filter((w) => w.authorisationType === 'final').map((w) => w.days)),
    webhookRetryDays: retryWindowDays(webhooks.retries),
    webhookRepeatHours: repeating / 60,
    webhookAnswerSeconds: webhooks.answerWithinSeconds,
    statuses: new Set(statusEnums.flatMap(([, schema]) => (schema.enum ?? []).map(String))),
    stateCodes: new Set(states.flatMap((o) => o.answers.flatMap((a) => (a.code ? [a.code] : [])))),
    triggerEndings: new Set(scenarios.flatMap((s) => (s.amountEnding ? [s.amountEnding] : []))),
    testCards: new Map(cards.map((card) => [card.number.replace(/ /g, ''), new Set([...`${card.outcome} ${card.note ?? ''}`.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)].map((m) => m[0]).filter((code) => refusalCodes.has(code)))])),
    calls: new Set(calls.map((c) => c.call)),
    callsWithBody: new Set(calls.filter((c) => c.body).map((c) => c.call)),
    eventRetentionDays: eventDays,
    paymentStatuses: new Set((api.components.schemas.PaymentStatus?.enum ?? []).map(String)),
    paymentOutcomeWaitMinutes,
    modificationOutcomeHours,
    sepaCaptureDelayHours: sepaDirectDebitCaptureDelayHours,
    paymentMethodNames: new Set((api.components.schemas.PaymentMethodName?.enum ?? []).map(String)),
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
    ['payment_not_capturable', 422],
    ['checkout_completed', 422],
    ['payment_not_refundable', 422],
  ]),
  refusalCodes: new Set(['insufficient_funds', 'do_not_honour']),
  rateLimits: new Set([25, 100]),
  idempotencyKeyHours: 24,
  authorisationDays: new Set([5, 7, 30]),
  finalAuthorisationDays: new Set([5, 7]),
  webhookRetryDays: 3,
  webhookRepeatHours: 6,
  webhookAnswerSeconds: 10,
  statuses: new Set(['authorised', 'captured', 'refunded', 'open', 'expired', 'completed', 'error', 'partially_captured']),
  stateCodes: new Set(['payment_not_capturable', 'checkout_completed', 'payment_not_refundable']),
  triggerEndings: new Set(['91', '96']),
  testCards: new Map([
    ['4111111111111111', new Set<string>()],
    ['4000000000009995', new Set(['insufficient_funds'])],
  ]),
  calls: new Set(['POST /checkouts/{checkoutId}/expire', 'POST /payment-links/{linkId}/disable']),
  callsWithBody: new Set(['POST /checkouts/{checkoutId}/expire']),
  eventRetentionDays: 30,
  paymentStatuses: new Set(['authorised', 'captured', 'refunded', 'expired', 'error', 'partially_captured']),
  paymentOutcomeWaitMinutes: 90,
  modificationOutcomeHours: 1,
  sepaCaptureDelayHours: 24,
  paymentMethodNames: new Set(['card', 'applepay', 'ideal', 'sepadirectdebit']),
};
const messages = (file: string, text: string) => factProblems(file, text, fixtureFacts).map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('fact check rules (fixtures)', () => {
  it('passes text that states the held values where they may be stated', () => {
    const yaml = [
      '- `409` `request_in_progress`: retry with the same key. A refusal such as `201` `insufficient_funds` is no error.',
      'Keys are remembered for 24 hours.',
      'A `final` authorisation can be captured for 7 days; a pre-authorisation for a hotel for 30 days.',
      'Paymora retries a message for 3 days, so no delivery is older than 3 days and 1 hour.',
      'Answer with any 2xx status within 10 seconds. The payment is in status `authorised`, the checkout `open` status.',
      'const MAX_AGE_MS = (3 * 24 + 1) * 60 * 60 * 1000;',
      'An adjustment to an amount ending in 96 is declined.',
      'Events are kept for 30 days after they happened. Paymora keeps events for 30 days.',
      'Without payment.authorised or payment.refused, read the `received` payment with GET /payments/{paymentId} after 90 minutes.',
      'A SEPA Direct Debit payment is captured no sooner than 24 hours after authorisation.',
      'allowedPaymentMethods: [ideal, card]. For sepadirectdebit, the mandate; for applepay, the card.',
    ].join('\n');
    expect(messages('api/openapi.yaml', yaml)).toEqual([]);
    const page = [
      'Keys are remembered for <IdempotencyKeyLifetime />; what each answer leaves is in <IdempotencyTable />.',
      'A `final` authorisation can be captured for <AuthorisationWindow authorisationType="final" />.',
      'An increase to an amount ending in <TestAmount scenario="adjustment-declined" /> is declined.',
      'Pay with `4000 0000 0000 9995`: the payment is refused with `insufficient_funds`.',
      '<OperationStateTable operation="capturePayment" />',
      'Expire it with `POST /payment-links/{linkId}/disable`, which takes no body.',
      '```javascript',
      '// Within 24 hours of the first try, retry with the same key.',
      '```',
    ].join('\n');
    expect(messages('page.mdx', page)).toEqual([]);
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
      'An increase to an amount ending in 92 is declined.',
      'Pay with `4111 1111 1111 1111` to see `insufficient_funds`, or with `4242 4242 4242 4242`.',
      'Events are kept for 90 days, and the list returns them.',
      'If `payment.error` has not come, read the payment with `GET /payments/{paymentId}` after 2 hours.',
      'Paymora waits 48 hours before it collects a SEPA Direct Debit.',
      "  allowedPaymentMethods: ['ideal', 'sepa_direct_debit', 'klarna'],",
      'payment.authorised carries `paymentMethod.type` `apple_pay`.',
      'Paymora retries a failed delivery for 3 days after the first attempt.',
      "const idempotencyKey = `shop-eu:${paymentId}:refund:${attempt}`; // or 'shop:{paymentId}:capture:2'",
    ].join('\n');
    expect(messages('sample.mjs', text)).toEqual([
      "sample.mjs:1: states `422` `request_in_progress`: request_in_progress answers 409 (an error code's HTTP status: content/data/error-codes.json)",
      'sample.mjs:2: states 60 requests a second by hand: render it with <RateLimitTable /> (a rate limit: content/data/api-limits.json)',
      'sample.mjs:3: states 48 hours: keys are kept 24 hours (how long an idempotency key is kept: content/data/api-limits.json)',
      'sample.mjs:4: states 30 days: a final authorisation holds 5, 7 days (how long an authorisation can be captured: content/data/authorisation-validity.json)',
      'sample.mjs:5: states 5 days: webhooks are retried for 3 days (the webhook retry window: content/data/webhook-retries.json)',
      'sample.mjs:5: states every 4 hours by hand: render it with <WebhookRetryTable /> (the webhook retry interval: content/data/webhook-retries.json)',
      "sample.mjs:6: states within 30 seconds: an endpoint has 10 seconds (a webhook endpoint's answer time: content/data/webhook-retries.json)",
      'sample.mjs:7: states status `authorized`: no status enum has this value (a status name: the status enums of content/api/openapi.yaml)',
      'sample.mjs:8: states 2 days: webhooks are retried for 3 days (the webhook retry window: content/data/webhook-retries.json)',
      "sample.mjs:9: states `400` `no_such_code`: no error code no_such_code (an error code's HTTP status: content/data/error-codes.json)",
      'sample.mjs:10: states an amount ending in 92: the triggers end in 91, 96 (a sandbox trigger amount: content/data/test-scenarios.json)',
      'sample.mjs:11: states card 4111 1111 1111 1111 refused with insufficient_funds: its outcome is no refusal (a test card and its outcome: content/data/test-cards.json)',
      'sample.mjs:11: states card 4242 4242 4242 4242: no test card has this number (a test card and its outcome: content/data/test-cards.json)',
      'sample.mjs:12: states 90 days: events are kept 30 days (how long events are kept: x-retention-days of the Event schema in content/api/openapi.yaml)',
      'sample.mjs:13: states a wait of 2 hours: read the payment after 90 minutes (when to read a payment whose outcome webhook has not come: content/data/api-limits.json)',
      'sample.mjs:14: states a SEPA Direct Debit capture delay of 48 hours: Paymora waits 24 hours (how long Paymora waits before it collects a SEPA Direct Debit it captures: content/data/api-limits.json)',
      'sample.mjs:15: states allowedPaymentMethods "sepa_direct_debit": no payment method has this name (a payment method name: the PaymentMethodName enum of content/api/openapi.yaml)',
      'sample.mjs:15: states allowedPaymentMethods "klarna": no payment method has this name (a payment method name: the PaymentMethodName enum of content/api/openapi.yaml)',
      'sample.mjs:15: states payment method `sepa_direct_debit`: the API calls it sepadirectdebit (a payment method name: the PaymentMethodName enum of content/api/openapi.yaml)',
      'sample.mjs:16: states payment method `apple_pay`: the API calls it applepay (a payment method name: the PaymentMethodName enum of content/api/openapi.yaml)',
      "sample.mjs:17: states 3 days after the first attempt: retries end 3 days after the event's createdAt (the webhook retry window: content/data/webhook-retries.json)",
      "sample.mjs:18: states key shop-eu:${paymentId}:refund:${attempt}: number which refund in the operation part (refund-1), the last number is the attempt (an idempotency key's shape: the key shape of content/docs/get-started/get-the-key.mdx)",
      "sample.mjs:18: states key shop:{paymentId}:capture:2: number which capture in the operation part (capture-1), the last number is the attempt (an idempotency key's shape: the key shape of content/docs/get-started/get-the-key.mdx)",
    ]);
  });

  // Each rule of issue 27 planted once in a page, right values included: a page renders these, never writes them.
  const planted = {
    'idempotency: how long a key is kept': 'A retry with the same key within 24 hours returns the first result.',
    'idempotency: what a key keeps': '| What is stored? | The HTTP status and the body of the first request with the key that completed, `2xx` and `4xx` alike. A retry gets exactly that answer back, even a `400`. |',
    'idempotency: what a retry after a 5xx gets': 'A `5xx` answer is not stored. A retry with the same key then runs the operation again.',
    'the error code for a state': '| `captured`, `refunded` | No: `422` `payment_not_capturable`. |',
    'expiring a checkout: its answer in a state': 'An already `expired` or `completed` checkout is refused with `422` `checkout_completed`.',
    'expiring a checkout: its body': 'Stop it with `POST /checkouts/{checkoutId}/expire`. It takes no body.',
    'authorisation validity': 'A `final` authorisation can be captured for 7 days.',
    'authorisation validity, without the word': 'Capture within 7 days, or the capture fails.',
    'a sandbox trigger': 'An increase to an amount ending in `96` is declined.',
    'a test card outcome': 'Pay with `4111 1111 1111 1111`: the payment is refused with `do_not_honour`.',
    'a trigger amount written out in a sentence': 'To see the adjustment fail, adjust to `2496`.',
    'a trigger amount written out in a sample body': '  "amount": { "value": 2496, "currency": "EUR" },',
    'a trigger amount written as a price': 'Adjust the booking to €24.96 to see it declined.',
    "Visa's reattempt limit": 'Visa allows at most 15 new attempts on one card within 30 days.',
    "a webhook endpoint's answer time": 'Your endpoint must answer with a `2xx` status within 10 seconds.',
    "a modification's outcome time": 'Every refund is reported by its event within 1 hour of the `201`.',
    'how long 409 answers after a 5xx': 'After a `500`, `409` `request_in_progress` answers for at most 60 seconds while Paymora settles it.',
    "a SEPA mandate's lapse": 'A mandate that has not been used for 36 months lapses under the SEPA rules.',
    'the SEPA pre-notification period': "Paymora's mandate text agrees a notice of at least one day instead of the default 14.",
    'the SEPA returns window': '| Up to 5 business days after the collection | The account lacks the money, or does not accept debits. |',
    'the SEPA refund periods': "The shopper's bank can return the debit for 8 weeks, or 13 months if the shopper says they never agreed.",
    'where an idempotency key is unique': '| Where is it unique? | An idempotency key is scoped to the merchant account of the API key. |',
    "a Mastercard merchant advice code": 'Never retry a refusal with Mastercard merchant advice code 21: the cardholder cancelled.',
    "a Visa stop-payment code": "After Visa's response code R1 the cardholder revoked the authorisation: stop charging.",
    'a Mastercard code Paymora does not pass on': 'Mastercard code 02 is not passed on as advice.',
    'a SEPA claim that cannot be defended': 'A returned SEPA debit cannot be defended: the dispute is lost when it opens.',
    'a SEPA claim that can be defended': 'A `no_mandate` claim after the no-questions period can be defended with the mandate.',
    'the token after a SEPA claim': 'After a `no_mandate` claim, stop charging the token.',
    'what pre-arbitration takes': 'In pre-arbitration the disputed amount is debited from your payouts again.',
    'a won dispute called final': 'A `dispute.won` is final once the issuer can no longer act.',
    'how long an issuer can escalate': 'The issuer can escalate a Visa dispute to pre-arbitration for 30 days.',
    "Visa's Compelling Evidence 3.0 figures": 'Under Compelling Evidence 3.0, name two earlier payments made 120 to 365 days before the dispute.',
    'what Paymora sends in a fraud dispute': "With `liabilityShift` `true`, a fraud dispute is the issuer's loss.",
    'who escalates a Visa fraud dispute': 'The issuer can escalate a Visa fraud dispute you won.',
    'the delayed-charge period': 'Send a `delayed_charge` within 90 days of the check-out.',
    'merchant categories for no-show charges': 'Only lodging and vehicle rental merchant categories may send a `no_show`.',
    'damage as a delayed charge': 'Charge damage found after the rental as a `delayed_charge`.',
    'the captures of a final authorisation': 'A final authorisation must be captured once, in full, within its window.',
    "the sandbox's time for a modification": 'Refund `1000`: `payment.refunded` arrives within a minute.',
    'a Mastercard lapse fee on a final authorisation only': "Letting one lapse costs Visa's fee, and Mastercard's on a final authorisation.",
    'a Mastercard lapse fee when the authorisation is final': 'A lapsed one costs a scheme fee on Visa, and on Mastercard when it is final.',
    'device data a frictionless result needs': 'Without `billingAddress` the payment always answers `action_required`.',
    'a margin on expiresAt': '- Any other value fails with `400` `validation_error` and `field` `expiresAt`. Leave a minute of margin for clock differences.',
    'the code for a paid payment link': 'A link that is `paid` or `disabled` cannot change: the update fails with `link_expired`.',
    'a refund of a disputed payment': 'Do not refund a payment with an open dispute: if you lose the dispute, the shopper is paid twice.',
    "Mastercard's excessive attempts": 'Mastercard charges a fee for each attempt after 10 declined attempts on one card within 24 hours.',
    'the error code of a refund with nothing captured': 'A refund of an `authorised` payment answers `422` `payment_not_refundable`.',
    'when to read a payment whose outcome has not come': 'If neither `payment.authorised` nor `payment.refused` has come 90 minutes after the payment was created, read it with `GET /payments/{paymentId}`.',
    "SEPA Direct Debit's capture delay": 'Paymora collects a SEPA Direct Debit no sooner than 24 hours after authorisation.',
    'a payment status that sends no webhook': 'A payment that ends in `error` sends no webhook.',
    'a rest released without an event': 'When the window ends on a `partially_captured` payment, the rest is released silently.',
    'a payment status whose webhook is said to be none': 'Base your bookkeeping on the webhooks, except for a payment that ended in `error`, which sends none.',
    'events ordered by status': 'A retried message can arrive late, so never move a payment back to an earlier status.',
    'events ordered by createdAt': 'Messages can arrive out of order: compare `createdAt` when two concern the same payment.',
    'events applied whole by changeNumber': 'Apply a payment event only if its `changeNumber` is higher than the one you stored.',
    'late events dropped by changeNumber': 'Ignore a payment event whose `changeNumber` is lower than or equal to the stored one.',
    'money booked by modificationId alone': 'Book each capture, refund or reversal once per `modificationId`.',
    'token events applied as they arrive': 'Apply `token.updated` and `token.disabled` as they arrive.',
    'a dispute status taken from the event': 'Set the dispute\'s `status` from the event on each `dispute.*` message.',
  };
  const sepaClaim = 'page.mdx:4: states whether a SEPA claim can be defended by hand: render it with <StatusTable schema="DisputeReason" rows="insufficient_funds account_closed invalid_account debit_refused debtor_deceased debit_not_processed debit_refund_requested no_mandate" /> (which SEPA Direct Debit claims can be defended, and what they mean for the token: the DisputeReason enum of content/api/openapi.yaml)';
  const disputeStage = 'page.mdx:4: states what a dispute stage means by hand: render it with <StatusTable schema="DisputeStatus" /> (what each stage of a dispute takes and until when: the DisputeStatus enum of content/api/openapi.yaml)';
  const mastercardLapse = "page.mdx:4: states a lapse fee on Mastercard for a final authorisation only: a pre-authorisation left to lapse costs one too (which authorisations cost a fee on Mastercard when they lapse: content/data/scheme-rules.json (mastercard-pre-authorisation-lapse))";
  const reattempts = `<SchemeRule rule="visa-reattempts" />, <SchemeRule rule="visa-reattempts-2021" />, <SchemeRule rule="mastercard-excessive-attempts" />, <SchemeRule rule="mastercard-same-amount-attempts" /> and their periods (a card scheme's limit on reattempts of a declined payment: content/data/scheme-rules.json)`;
  const eventOrder = "page.mdx:4: states the order of a payment's events by hand: render it with a link to /payment-gateway/payment-lifecycle#apply-events-in-order (the state from a higher `changeNumber` only, each event's own facts always, once each) (how to order the events of a payment: the PaymentChangeNumber schema of content/api/openapi.yaml)";
  const otherEventOrder = 'page.mdx:4: states the order of events without a changeNumber by hand: render it with a link to /webhooks/configuration#events-without-a-changenumber (read the object the event names, act on that read) (how to order the events that carry no changeNumber: the events of content/data/webhook-events.json, whose data has no changeNumber)';
  const noWebhook = 'page.mdx:4: states which payment changes send no webhook by hand: render it with <PaymentTransitionTable />, or name the event (which changes of a payment send a webhook: the webhooks of content/data/payment-lifecycle.json)';
  const compellingEvidence = `<SchemeRule rule="visa-ce3-prior-transactions" />, <SchemeRule rule="visa-ce3-newest" />, <SchemeRule rule="visa-ce3-oldest" /> or <SchemeRule rule="visa-ce3-matching-elements" /> (Visa's Compelling Evidence 3.0 figures: content/data/scheme-rules.json)`;
  const expected = {
    'idempotency: how long a key is kept': ['page.mdx:4: states 24 hours by hand: render it with <IdempotencyKeyLifetime /> (how long an idempotency key is kept: content/data/api-limits.json)'],
    'idempotency: what a key keeps': ['page.mdx:4: states what the key keeps after 2xx, 4xx, 400 by hand: render it with <IdempotencyTable /> (what an idempotency key keeps after each answer: content/data/idempotency.json)'],
    'idempotency: what a retry after a 5xx gets': ['page.mdx:4: states what the key keeps after 5xx by hand: render it with <IdempotencyTable /> (what an idempotency key keeps after each answer: content/data/idempotency.json)'],
    'the error code for a state': ['page.mdx:4: states `captured`, `refunded` with `422` `payment_not_capturable` by hand: render it with <OperationStateTable operation="…" /> (the error code an operation answers in a status: content/data/operation-states.json)'],
    'expiring a checkout: its answer in a state': ['page.mdx:4: states `expired`, `completed` with `422` `checkout_completed` by hand: render it with <OperationStateTable operation="…" /> (the error code an operation answers in a status: content/data/operation-states.json)'],
    'expiring a checkout: its body': ['page.mdx:4: states POST /checkouts/{checkoutId}/expire takes no body: its request body is required (whether a call takes a body: the request bodies of content/api/openapi.yaml)'],
    'authorisation validity': ['page.mdx:4: states 7 days by hand: render it with <AuthorisationWindow /> or <AuthorisationValidityTable /> (how long an authorisation can be captured: content/data/authorisation-validity.json)'],
    'authorisation validity, without the word': ['page.mdx:4: states 7 days by hand: render it with <AuthorisationWindow /> or <AuthorisationValidityTable /> (how long an authorisation can be captured: content/data/authorisation-validity.json)'],
    'a sandbox trigger': ['page.mdx:4: states an amount ending in 96 by hand: render it with <TestAmount scenario="…" /> (a sandbox trigger amount: content/data/test-scenarios.json)'],
    'a test card outcome': ['page.mdx:4: states card 4111 1111 1111 1111 refused with do_not_honour: its outcome is no refusal (a test card and its outcome: content/data/test-cards.json)'],
    'a trigger amount written out in a sentence': ['page.mdx:4: states the amount 2496, whose ending 96 is a sandbox trigger: render a trigger with <TestAmount scenario="…" prefix="24" />, or pick an amount that ends in no trigger (an amount that sets off a sandbox trigger: content/data/test-scenarios.json)'],
    'a trigger amount written out in a sample body': ['page.mdx:4: states the amount 2496, whose ending 96 is a sandbox trigger: render a trigger with <TestAmount scenario="…" prefix="24" />, or pick an amount that ends in no trigger (an amount that sets off a sandbox trigger: content/data/test-scenarios.json)'],
    'a trigger amount written as a price': ['page.mdx:4: states the amount 2496, whose ending 96 is a sandbox trigger: render a trigger with <TestAmount scenario="…" prefix="24" />, or pick an amount that ends in no trigger (an amount that sets off a sandbox trigger: content/data/test-scenarios.json)'],
    "Visa's reattempt limit": [`page.mdx:4: states 15 reattempts by hand: render it with ${reattempts}`, `page.mdx:4: states a reattempt period of 30 days by hand: render it with ${reattempts}`],
    "Mastercard's excessive attempts": [`page.mdx:4: states 10 reattempts by hand: render it with ${reattempts}`, `page.mdx:4: states a reattempt period of 24 hours by hand: render it with ${reattempts}`],
    'the error code of a refund with nothing captured': ['page.mdx:4: states `authorised` with `422` `payment_not_refundable` by hand: render it with <OperationStateTable operation="…" /> (the error code an operation answers in a status: content/data/operation-states.json)'],
    "a webhook endpoint's answer time": ["page.mdx:4: states within 10 seconds by hand: render it with <WebhookAnswerTime /> (a webhook endpoint's answer time: content/data/webhook-retries.json)"],
    "a modification's outcome time": ["page.mdx:4: states an outcome within 1 hour of the 201 by hand: render it with <ModificationOutcomeWait /> (how long after its 201 a modification's outcome event comes at the latest: content/data/api-limits.json)"],
    'how long 409 answers after a 5xx': ['page.mdx:4: states a settling time of 60 seconds by hand: render it with <IdempotencyOutcomeWait /> (how long a retry after a 5xx or a lost answer can get 409 request_in_progress: content/data/api-limits.json)'],
    'when to read a payment whose outcome has not come': ['page.mdx:4: states a wait of 90 minutes by hand: render it with <PaymentOutcomeWait /> (when to read a payment whose outcome webhook has not come: content/data/api-limits.json)'],
    "SEPA Direct Debit's capture delay": ['page.mdx:4: states a SEPA Direct Debit capture delay of 24 hours by hand: render it with <SepaCaptureDelay /> (how long Paymora waits before it collects a SEPA Direct Debit it captures: content/data/api-limits.json)'],
    'a payment status that sends no webhook': [noWebhook],
    'a rest released without an event': [noWebhook],
    'a payment status whose webhook is said to be none': [noWebhook],
    'events ordered by status': [eventOrder],
    'events ordered by createdAt': [eventOrder],
    'events applied whole by changeNumber': [eventOrder],
    'late events dropped by changeNumber': [eventOrder],
    'money booked by modificationId alone': [eventOrder],
    'token events applied as they arrive': [otherEventOrder],
    'a dispute status taken from the event': [otherEventOrder],
    "a SEPA mandate's lapse": [`page.mdx:4: states a mandate lapsing after 36 by hand: render it with <SchemeRule rule="sepa-mandate-lapse" /> (when an unused SEPA mandate lapses: content/data/scheme-rules.json)`],
    'the SEPA pre-notification period': [`page.mdx:4: states a notice of 14 days by hand: render it with <SchemeRule rule="sepa-pre-notification" /> (the SEPA pre-notification's default notice: content/data/scheme-rules.json)`],
    'the SEPA returns window': [`page.mdx:4: states a return or refund period of 5 business days by hand: render it with <SchemeRule rule="sepa-return" />, <SchemeRule rule="sepa-refund-authorised" /> or <SchemeRule rule="sepa-refund-unauthorised" /> (how long a SEPA debit can be returned or refunded: content/data/scheme-rules.json)`],
    'the SEPA refund periods': [`page.mdx:4: states a return or refund period of 8 weeks by hand: render it with <SchemeRule rule="sepa-return" />, <SchemeRule rule="sepa-refund-authorised" /> or <SchemeRule rule="sepa-refund-unauthorised" /> (how long a SEPA debit can be returned or refunded: content/data/scheme-rules.json)`, `page.mdx:4: states a return or refund period of 13 months by hand: render it with <SchemeRule rule="sepa-return" />, <SchemeRule rule="sepa-refund-authorised" /> or <SchemeRule rule="sepa-refund-unauthorised" /> (how long a SEPA debit can be returned or refunded: content/data/scheme-rules.json)`],
    'where an idempotency key is unique': ['page.mdx:4: states where a key is unique by hand: render it with <IdempotencyKeyScope /> (where an idempotency key is unique: content/data/api-limits.json)'],
    'a Mastercard merchant advice code': [`page.mdx:4: states advice code 21 by hand: render it with <StatusTable schema="MerchantAdviceAction" /> (what a card scheme's merchant advice code means: the MerchantAdviceAction enum of content/api/openapi.yaml)`],
    'a Visa stop-payment code': [`page.mdx:4: states advice code R1 by hand: render it with <StatusTable schema="MerchantAdviceAction" /> (what a card scheme's merchant advice code means: the MerchantAdviceAction enum of content/api/openapi.yaml)`],
    'a Mastercard code Paymora does not pass on': [`page.mdx:4: states advice code 02 by hand: render it with <StatusTable schema="MerchantAdviceAction" /> (what a card scheme's merchant advice code means: the MerchantAdviceAction enum of content/api/openapi.yaml)`],
    'a SEPA claim that cannot be defended': [sepaClaim],
    'a SEPA claim that can be defended': [sepaClaim],
    'the token after a SEPA claim': [sepaClaim],
    'what pre-arbitration takes': [disputeStage],
    'a won dispute called final': [disputeStage],
    'how long an issuer can escalate': [
      'page.mdx:4: states who escalates a dispute by hand: render it with <StatusTable schema="DisputeStatus" describe="schema" /> (who escalates a card dispute, per scheme and reason: the DisputeStatus enum of content/api/openapi.yaml (its description))',
      'page.mdx:4: states an escalation period of 30 days by hand: render it with <SchemeRule rule="visa-pre-arbitration" /> and <SchemeRule rule="mastercard-pre-arbitration" /> (how long an issuer can escalate a dispute: content/data/scheme-rules.json)',
    ],
    "Visa's Compelling Evidence 3.0 figures": [`page.mdx:4: states two transactions or data elements by hand: render it with ${compellingEvidence}`, `page.mdx:4: states a period of 120 days by hand: render it with ${compellingEvidence}`],
    'what Paymora sends in a fraud dispute': ['page.mdx:4: states what Paymora sends in a fraud dispute by hand: render it with the `three_d_secure` row of the evidence kinds (<StatusTable schema="DisputeEvidenceKind" rows="three_d_secure" />, or <Endpoint operation="submitDisputeEvidence" />) (what Paymora sends from the 3-D Secure result in a fraud dispute: the DisputeEvidenceKind enum of content/api/openapi.yaml)'],
    'who escalates a Visa fraud dispute': ['page.mdx:4: states who escalates a dispute by hand: render it with <StatusTable schema="DisputeStatus" describe="schema" /> (who escalates a card dispute, per scheme and reason: the DisputeStatus enum of content/api/openapi.yaml (its description))'],
    'the delayed-charge period': ['page.mdx:4: states a delayed-charge period of 90 days by hand: render it with <SchemeRule rule="visa-delayed-charge-period" /> (how long after a stay or rental a delayed charge may be made: content/data/scheme-rules.json)'],
    'the captures of a final authorisation': ['page.mdx:4: states how many captures a final authorisation takes by hand: render it with <SchemeRule rule="final-authorisation-captures" />, with a link to /payment-gateway/payment-lifecycle#final-authorisations-and-split-shipments (how many captures a final authorisation takes: content/data/scheme-rules.json)'],
    "the sandbox's time for a modification": ["page.mdx:4: states how long the sandbox takes for a modification's webhook by hand: render it with a link to /get-started/use-these-test-cards#test-other-payment-methods (how long the sandbox takes for a modification's webhook: the Timing item of /get-started/use-these-test-cards#test-other-payment-methods)"],
    'a Mastercard lapse fee on a final authorisation only': [mastercardLapse],
    'a Mastercard lapse fee when the authorisation is final': [mastercardLapse],
    'damage as a delayed charge': ['page.mdx:4: states what a delayed charge may cover by hand: render it with <StatusTable schema="MitReason" describe="schema" /> (what a delayed charge may cover: the MitReason enum of content/api/openapi.yaml)'],
    'device data a frictionless result needs': ['page.mdx:4: states which device data a frictionless result needs by hand: render it with <Parameter operation="createPayment" name="browserInfo" />, or a link to /payment-gateway/payments/additional-details#frictionless-needs-the-shoppers-device-data (which device data a frictionless 3-D Secure result needs: the browserInfo field of PaymentRequest in content/api/openapi.yaml)'],
    'a margin on expiresAt': ['page.mdx:4: states a margin on expiresAt by hand: render it with <Parameter operation="…" name="expiresAt" />, whose description gives it (the margin to leave on expiresAt: the expiresAt descriptions of content/api/openapi.yaml)'],
    'the code for a paid payment link': ['page.mdx:4: states `link_expired` for a paid or disabled link: that is `link_not_active` (which code an update of a paid or disabled payment link fails with: content/data/error-codes.json)'],
    'merchant categories for no-show charges': ['page.mdx:4: states which merchants may send an mitReason by hand: render it with <StatusTable schema="MitReason" describe="schema" /> (which merchant categories may send an mitReason: the MitReason enum of content/api/openapi.yaml)'],
    'a refund of a disputed payment': ['page.mdx:4: states whether a disputed payment can be refunded by hand: render it with <OperationStateTable operation="refundPayment" /> or <OperationStateTable operation="reversePayment" /> (whether a disputed payment can be refunded or reversed: the refundPayment and reversePayment rows of content/data/operation-states.json)'],
  } satisfies Record<keyof typeof planted, string[]>;
  const around = ['---', 'title: A page', '---', '', 'More text.'];

  for (const [rule, line] of Object.entries(planted) as [keyof typeof planted, string][]) {
    it(`fails on a page that states ${rule} by hand, with its file and line, and passes without it`, () => {
      const withLine = [...around.slice(0, 3), line, ...around.slice(3)].join('\n');
      const found = messages('page.mdx', withLine);
      const wanted = expected[rule];
      expect(found).toEqual(wanted);
      expect(messages('page.mdx', around.join('\n'))).toEqual([]);
    });
  }
});

describe('one fact, one value in the content', () => {
  it('finds no page, concept, sample or API description that contradicts the data or writes out a rule it must render', () => {
    const facts = realFacts();
    const files = [
      ...filesUnder(path.join(contentDir, 'docs'), /\.mdx$/),
      ...filesUnder(path.join(contentDir, 'concepts'), /\.mdx$/),
      ...filesUnder(path.join(contentDir, 'samples'), /\.(mjs|js|cs|ts)$/),
      path.join(contentDir, 'api/openapi.yaml'),
      // Sentences of data files that tables render (a method's notes, a sandbox trigger's input): not the rules' own files.
      ...['payment-methods.json', 'test-scenarios.json', 'webhook-events.json'].map((file) => path.join(contentDir, 'data', file)),
    ];
    expect(files.length).toBeGreaterThan(80);
    const texts = files.map((file) => ({ file: path.relative(path.dirname(contentDir), file), text: readFileSync(file, 'utf8') }));
    // Data files are the sources of other facts (a method's own capture window, a sandbox IBAN): in them only the
    // schemes' figures, the trigger amounts and the payment method names are held, which no data sentence may write otherwise.
    const inData = (message: string) => message.includes('content/data/scheme-rules.json') || message.includes('sets off a sandbox trigger') || message.includes('the PaymentMethodName enum');
    const problems = texts.flatMap(({ file, text }) => factProblems(file, text, facts).filter((problem) => !file.startsWith('content/data/') || inData(problem.message)));
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    // A rule that checks values must see statements in the content: one that matches nothing would pass
    // whatever the pages say. Rules whose facts pages render may see none.
    const counts = new Map<string, number>();
    for (const { file, text } of texts) for (const [fact, n] of factStatementCounts(file, text)) counts.set(fact, (counts.get(fact) ?? 0) + n);
    for (const fact of ["an error code's HTTP status", 'how long an idempotency key is kept', 'the webhook retry window', "a webhook endpoint's answer time", 'a status name', 'a test card and its outcome']) expect(counts.get(fact), fact).toBeGreaterThan(0);
    console.log(`Fact statements checked: ${[...counts].map(([fact, n]) => `${fact} ${n}`).join('; ')}`);
  });
});
