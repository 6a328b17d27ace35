/**
 * The typed data files of a docs version (`data/<file>` in its content folder), by Contentlayer
 * document type: contentlayer.config.ts declares them and lib/site/reader.ts reads each version's own.
 */
export const dataFileOf = {
  TestCardSet: 'test-cards.json',
  PaymentMethodSet: 'payment-methods.json',
  WebhookEventSet: 'webhook-events.json',
  CurrencySet: 'currencies.json',
  ErrorCodeSet: 'error-codes.json',
  HttpStatusSet: 'http-status-codes.json',
  ApiLimitSet: 'api-limits.json',
  TestScenarioSet: 'test-scenarios.json',
  AuthorisationValiditySet: 'authorisation-validity.json',
  PaymentLifecycleSet: 'payment-lifecycle.json',
  WebhookRetrySet: 'webhook-retries.json',
  IdempotencySet: 'idempotency.json',
  OperationStateSet: 'operation-states.json',
  SchemeRuleSet: 'scheme-rules.json',
} as const;

export type DataFileType = keyof typeof dataFileOf;

/** Contentlayer's pattern for a file that every version has: the current one and each archived one's. */
export const inEveryVersion = (pattern: string): string => `{${pattern},versions/*/${pattern}}`;
