/**
 * Row fields of typed data sets, declared once: contentlayer.config.ts turns them into field
 * definitions, and the content check validates the raw JSON rows against them. Contentlayer fails the
 * build on a field of the wrong type, but a required field missing from a nested row only prints
 * "Inconsistent data found" and exits 0, so the content check makes that fail too, with file, row and field.
 */
type RowFieldKind = 'string' | 'number' | 'boolean' | 'string[]';
interface RowField {
  kind: RowFieldKind;
  required: boolean;
}
export type RowSpec = Record<string, RowField>;

const req = (kind: RowFieldKind): RowField => ({ kind, required: true });
const opt = (kind: RowFieldKind): RowField => ({ kind, required: false });

/** content/data/api-limits.json */
export const rateLimitRow: RowSpec = { environment: req('string'), operations: req('string'), requestsPerSecond: req('number'), scope: req('string') };
export const timeLimitRow: RowSpec = { operations: req('string'), paymoraSeconds: req('number'), clientTimeoutSeconds: req('number'), note: opt('string') };
/** content/data/test-scenarios.json */
export const testScenarioRow: RowSpec = {
  /** A name pages use to render this row's amount ending (`<TestAmount scenario="…" />`); with `amountEnding`. */
  id: opt('string'),
  method: req('string'),
  input: req('string'),
  outcome: req('string'),
  webhooks: req('string[]'),
  /** The last two digits of an amount that trigger this scenario, as the `input` states them. */
  amountEnding: opt('string'),
};

/** content/data/authorisation-validity.json; the enum fields' values are paymora/content-schema.ts's. */
export const authorisationWindowRow: RowSpec = {
  authorisationType: req('string'),
  initiator: req('string'),
  schemes: req('string'),
  merchantCategories: req('string'),
  mccs: opt('string'),
  days: req('number'),
  setBy: req('string'),
  schemeDays: opt('number'),
  extensionDays: opt('number'),
  note: opt('string'),
};

/**
 * content/data/scheme-rules.json: a figure the card schemes' or the SEPA rulebook's rules fix (Visa's reattempts,
 * a SEPA mandate's lapse, the pre-notification, the return and refund periods), which pages render by `id`
 * (`<SchemeRule rule="…" />`): `value` and its `unit` in the singular (`calendar day`).
 */
export const schemeRuleRow: RowSpec = { id: req('string'), scheme: req('string'), rule: req('string'), value: req('number'), unit: req('string') };

/**
 * content/data/idempotency.json: what Paymora stores under an Idempotency-Key after each kind of answer, and
 * what a retry with the same key gets. `carriedOut` and `stored` are enums (paymora/content-schema.ts).
 */
export const idempotencyAnswerRow: RowSpec = { answer: req('string'), carriedOut: req('string'), stored: req('string'), retry: req('string') };

/**
 * content/data/payment-methods.json: where each method works, and what it needs and does. The enum fields
 * (`type`, `confirmation`, `capture`, `refundWindowFrom`, `disputes`) are strings here; contentlayer.config.ts
 * declares their values (paymora/content-schema.ts) and the content check holds the rows to them. Amount limits
 * are in the minor units of the method's only currency.
 */
export const paymentMethodRow: RowSpec = {
  name: req('string'),
  type: req('string'),
  countries: req('string'),
  currencies: req('string[]'),
  hostedCheckout: req('boolean'),
  paymoraComponents: req('boolean'),
  adyenComponents: req('boolean'),
  paymentLinks: req('boolean'),
  recurring: req('boolean'),
  /** Business days from the request in the portal to live use; 0: enabled on every merchant account. */
  activationDays: req('number'),
  /** What the merchant must provide; `code` and [links](/route) allowed. */
  requirements: req('string'),
  /** The method is offered only with line items: every integration marked true must accept `lineItems` (paymora/payment-methods.ts). */
  lineItemsRequired: opt('boolean'),
  confirmation: req('string'),
  confirmationNote: opt('string'),
  /** The event on which goods may go out, and why; `code` and [links](/route) allowed. Optional so that archived versions stay valid. */
  fulfilWhen: opt('string'),
  capture: req('string'),
  /** How long after authorisation a method with its own window (not a card's) can be captured. */
  captureNote: opt('string'),
  partialRefunds: req('boolean'),
  refundWindowDays: req('number'),
  refundWindowFrom: req('string'),
  refundDestination: req('string'),
  refundArrival: req('string'),
  minAmount: opt('number'),
  maxAmount: opt('number'),
  disputes: req('string'),
  disputeNote: opt('string'),
};

/**
 * content/data/webhook-retries.json: the waits before each retry of a failed webhook delivery, each after
 * the attempt before it; the last row repeats until `repeatUntilDays` after the first attempt (paymora/webhook-retries.ts).
 */
export const webhookRetryRow: RowSpec = { afterMinutes: req('number'), repeatUntilDays: opt('number') };

/** content/data/payment-lifecycle.json: statuses and webhook events are checked by paymora/payment-lifecycle.ts. */
export const paymentTransitionRow: RowSpec = {
  from: req('string[]'),
  to: req('string'),
  label: req('string'),
  cause: req('string'),
  call: opt('string'),
  webhooks: opt('string[]'),
  webhookNote: opt('string'),
};

/** The data files whose rows the content check validates: file (under content/), list field, row fields. */
export const checkedDataLists: readonly { file: string; list: string; row: RowSpec }[] = [
  { file: 'data/api-limits.json', list: 'rateLimits', row: rateLimitRow },
  { file: 'data/api-limits.json', list: 'timeLimits', row: timeLimitRow },
  { file: 'data/test-scenarios.json', list: 'scenarios', row: testScenarioRow },
  { file: 'data/idempotency.json', list: 'answers', row: idempotencyAnswerRow },
  { file: 'data/authorisation-validity.json', list: 'windows', row: authorisationWindowRow },
  { file: 'data/payment-lifecycle.json', list: 'transitions', row: paymentTransitionRow },
  { file: 'data/payment-methods.json', list: 'methods', row: paymentMethodRow },
  { file: 'data/webhook-retries.json', list: 'retries', row: webhookRetryRow },
  { file: 'data/scheme-rules.json', list: 'rules', row: schemeRuleRow },
];

function hasKind(value: unknown, kind: RowFieldKind): boolean {
  if (kind === 'string') return typeof value === 'string' && value.trim() !== '';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (kind === 'boolean') return typeof value === 'boolean';
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');
}

/** Problems of one data file's list, as "file: list[i].field …" messages. */
export function rowProblems(file: string, list: string, data: unknown, row: RowSpec): string[] {
  const rows = (data as Record<string, unknown> | null)?.[list];
  if (!Array.isArray(rows)) return [`${file}: ${list} is missing or not a list`];
  const problems: string[] = [];
  rows.forEach((value, i) => {
    const record = (value ?? {}) as Record<string, unknown>;
    for (const [field, spec] of Object.entries(row)) {
      const present = record[field] !== undefined;
      if (!present && spec.required) problems.push(`${file}: ${list}[${i}].${field} is missing (${spec.kind} required)`);
      else if (present && !hasKind(record[field], spec.kind)) problems.push(`${file}: ${list}[${i}].${field} is ${JSON.stringify(record[field])}; expected a non-empty ${spec.kind}`);
    }
    for (const field of Object.keys(record)) if (!(field in row)) problems.push(`${file}: ${list}[${i}].${field} is not a field of this data set`);
  });
  return problems;
}
