/**
 * Values of the API's rules inside a sentence, each read from its data file: an authorisation's capture window,
 * how long an idempotency key is kept, when to read a payment whose outcome has not come, SEPA's capture delay, a sandbox trigger amount, a figure of the schemes' rules. Not lazy blocks: those wrap their markup in a
 * div, which a paragraph cannot hold.
 */
import { shortestWindowDays, type WindowQuery } from '@/paymora/authorisation-windows';
import type { RetrySchedulePart } from '@/paymora/mdx-components';
import { retryScheduleText } from '@/paymora/retry-schedule';
import { usePageData } from './PageDataContext';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The shortest window that holds for such a payment whatever its card brand: `7 days`. */
export function AuthorisationWindow(query: WindowQuery) {
  return <>{plural(shortestWindowDays(usePageData('authorisationValidity'), query), 'day')}</>;
}

export function IdempotencyKeyLifetime() {
  const [lifetime] = usePageData('idempotencyKeyLifetime');
  return <>{plural(lifetime?.hours ?? 0, 'hour')}</>;
}

/** Where an idempotency key is unique: the one sentence api-limits.json holds, which the reference renders too. */
export function IdempotencyKeyScope() {
  const [scope] = usePageData('idempotencyKeyScope');
  return <>{scope?.text}</>;
}

/** When to read a payment whose outcome webhook has not come (api-limits.json paymentOutcomeWaitMinutes): `90 minutes`. */
export function PaymentOutcomeWait() {
  const [wait] = usePageData('paymentOutcomeWait');
  return <>{wait && plural(wait.minutes, 'minute')}</>;
}

/** How long a retry after a 5xx or a lost answer can get 409 request_in_progress (api-limits.json idempotencyOutcomeSeconds): `60 seconds`. */
export function IdempotencyOutcomeWait() {
  const [wait] = usePageData('idempotencyOutcomeWait');
  return <>{wait && plural(wait.seconds, 'second')}</>;
}

/** How long after its 201 a modification's outcome event comes at the latest (api-limits.json modificationOutcomeHours): `1 hour`. */
export function ModificationOutcomeWait() {
  const [wait] = usePageData('modificationOutcomeWait');
  return <>{wait && plural(wait.hours, 'hour')}</>;
}

/** How long a webhook endpoint has to answer 2xx before the delivery counts as failed (webhook-retries.json answerWithinSeconds): `10 seconds`. */
export function WebhookAnswerTime() {
  const [time] = usePageData('webhookAnswerTime');
  return <>{time && plural(time.seconds, 'second')}</>;
}

/** How far a delivery signature's t may be from the endpoint's clock (webhook-retries.json deliveryToleranceSeconds): `5 minutes`. */
export function WebhookDeliveryTolerance() {
  const [tolerance] = usePageData('webhookDeliveryTolerance');
  return <>{tolerance && (tolerance.seconds % 60 === 0 ? plural(tolerance.seconds / 60, 'minute') : plural(tolerance.seconds, 'second'))}</>;
}

/** The least delay before Paymora collects a SEPA Direct Debit it captures on its own (api-limits.json): `24 hours`. */
export function SepaCaptureDelay() {
  const [delay] = usePageData('sepaCaptureDelay');
  return <>{delay && plural(delay.hours, 'hour')}</>;
}

/** How long ahead Paymora announces a more specific error code for a condition an existing code covered (api-limits.json): `90 days`. */
export function SpecificErrorCodeNotice() {
  const [notice] = usePageData('specificErrorCodeNotice');
  return <>{notice && plural(notice.days, 'day')}</>;
}

/** A part of the client's retry schedule (api-limits.json retrySchedule), inside a sentence: `2, 4 and 8 seconds, 4 tries in all`. */
export function RetrySchedule({ part }: { part: RetrySchedulePart }) {
  const [schedule] = usePageData('retrySchedule');
  return <>{schedule && retryScheduleText(schedule, part)}</>;
}

/**
 * A sandbox trigger: the scenario's amount ending, or a whole amount with `prefix` (`prefix="520"` gives `52096`).
 * The content check refuses a scenario without an ending (paymora/test-scenarios.ts), so the lookup carries no message:
 * it is first-load code on every page.
 */
export function TestAmount({ scenario, prefix }: { scenario: string; prefix?: string }) {
  const row = usePageData('testScenarios').find((candidate) => candidate.id === scenario);
  return <code>{`${prefix ?? ''}${row?.amountEnding ?? scenario}`}</code>;
}

/**
 * A figure of the card schemes' or the SEPA rulebook's rules: `14 calendar days`. The content check refuses a
 * `rule` the data lacks (paymora/scheme-rules.ts), so the page needs no message of its own: this is first-load code.
 */
export function SchemeRule({ rule }: { rule: string }) {
  const row = usePageData('schemeRules').find((candidate) => candidate.id === rule);
  return <>{row && plural(row.value, row.unit)}</>;
}
