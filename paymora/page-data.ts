import type { AuthorisationValidity, Currency, ErrorCode, HttpStatus, IdempotencyAnswer, OperationStates, PaymentMethod, SchemeRule, PaymentTransition, RateLimit, TestCard, TestScenario, TimeLimit, WebhookEvent, WebhookRetry } from '#content';

/**
 * Data-driven MDX components get their data through page props, so a page's JSON carries only the
 * data sets it renders and no data set is bundled into every page's JavaScript. The rows are typed
 * from contentlayer.config.ts, where their fields are declared, less the fields Contentlayer adds.
 */
type Row<T> = Omit<T, '_id' | '_raw' | '_type'>;

/** One transition of a payment's lifecycle (content/data/payment-lifecycle.json). */
export type PaymentTransitionRow = Row<PaymentTransition>;

/** One step of the webhook retry schedule (content/data/webhook-retries.json). */
export type WebhookRetryRow = Row<WebhookRetry>;

export interface PageData {
  testCards?: Row<TestCard>[];
  paymentMethods?: Row<PaymentMethod>[];
  // Contentlayer types a json field as any: the example is the message's data object.
  webhookEvents?: (Omit<Row<WebhookEvent>, 'example'> & { example: Record<string, unknown> })[];
  currencies?: Row<Currency>[];
  errorCodes?: Row<ErrorCode>[];
  httpStatuses?: Row<HttpStatus>[];
  rateLimits?: Row<RateLimit>[];
  timeLimits?: Row<TimeLimit>[];
  testScenarios?: Row<TestScenario>[];
  authorisationValidity?: Row<AuthorisationValidity>[];
  paymentLifecycle?: PaymentTransitionRow[];
  webhookRetries?: WebhookRetryRow[];
  idempotency?: Row<IdempotencyAnswer>[];
  /** content/data/api-limits.json idempotencyKeyHours, as the one row of a set so that it travels like the others. */
  idempotencyKeyLifetime?: { hours: number }[];
  /** content/data/api-limits.json idempotencyKeyScope: where a key is unique, one sentence. */
  idempotencyKeyScope?: { text: string }[];
  // The nested answers keep Contentlayer's _type, which no component reads.
  operationStates?: Row<OperationStates>[];
  schemeRules?: Row<SchemeRule>[];
}

/** One row of a data set. */
export type DataRow<K extends keyof PageData> = NonNullable<PageData[K]>[number];

/**
 * Strips the fields Contentlayer adds (`_id`, `_type`, `_raw`) so that only the rows reach the page;
 * `text` rewrites each text field (getStaticProps resolves the links in it to the page's docs version).
 */
export function pickRows<T extends object>(rows: readonly T[], text: (value: string) => string = (value) => value): Row<T>[] {
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([key, value]) => !key.startsWith('_') && value !== undefined)
          .map(([key, value]) => [key, typeof value === 'string' ? text(value) : value]),
      ) as Row<T>,
  );
}
