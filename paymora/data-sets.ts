/**
 * The typed data sets of a docs version, declared once: each one's Contentlayer fields (enum values
 * included). contentlayer.config.ts turns each into a document type; the content check walks each data
 * file against the same fields (lib/site/enum-fields.ts), because Contentlayer declares enums but
 * does not check their values. Plain data, so the check reads it without loading Contentlayer.
 */
import type { FieldDef, NestedType } from 'contentlayer2/source-files';
import { authorisationInitiators, authorisationTypes, captureKinds, carriedOutKinds, confirmationKinds, disputeKinds, paymentMethodTypes, paymentStatuses, refundWindowStarts, storedKinds, windowSetters } from './content-schema';
import { authorisationWindowRow, idempotencyAnswerRow, paymentMethodRow, paymentTransitionRow, rateLimitRow, schemeRuleRow, testScenarioRow, timeLimitRow, webhookRetryRow, type RowSpec } from './data-rows';
import type { DataFileType } from './data-files';

/** A data file's document type: its name (which names its file, paymora/data-files.ts) and its fields. */
export interface DataSetDeclaration {
  name: DataFileType;
  fields: Record<string, FieldDef>;
}

/** What Contentlayer's defineNestedType returns, built without importing Contentlayer (its type holds the shape). */
const nested = (name: string, fields: Record<string, FieldDef>): NestedType => ({ type: 'nested', def: () => ({ name, fields }) });

/**
 * A typed data file: one JSON document (`content/data/<file>`) holding a list of rows, each row
 * validated like a document. Facts used on more than one page live in these. Each docs version has its
 * own (`content/versions/<name>/data/<file>`), so one type has a document per version, not a singleton.
 */
function dataSet(name: DataFileType, rowName: string, listField: string, row: Record<string, FieldDef>, extra: Record<string, FieldDef> = {}): DataSetDeclaration {
  return { name, fields: { ...extra, [listField]: { type: 'list', of: nested(rowName, row), required: true } } };
}

const text = { type: 'string', required: true } as const;
const flag = { type: 'boolean', required: true } as const;
const count = { type: 'number', required: true } as const;

const TestCardSet = dataSet('TestCardSet', 'TestCard', 'cards', {
  brand: text,
  number: text,
  expiry: text,
  cvc: text,
  outcome: text,
  threeDSecure: flag,
  note: { type: 'string', required: false },
});

const PaymentMethodSet = dataSet('PaymentMethodSet', 'PaymentMethod', 'methods', {
  ...fieldsOf(paymentMethodRow),
  type: { type: 'enum', options: [...paymentMethodTypes], required: true },
  confirmation: { type: 'enum', options: [...confirmationKinds], required: true },
  capture: { type: 'enum', options: [...captureKinds], required: true },
  refundWindowFrom: { type: 'enum', options: [...refundWindowStarts], required: true },
  disputes: { type: 'enum', options: [...disputeKinds], required: true },
});

const WebhookEventSet = dataSet('WebhookEventSet', 'WebhookEvent', 'events', {
  type: text,
  description: text,
  trigger: text,
  /** The fields of the message's data this event carries (described in the OpenAPI webhook schema). */
  fields: { type: 'list', of: { type: 'string' }, required: true },
  /** An example of the message's data for this event. */
  example: { type: 'json', required: true },
});

const CurrencySet = dataSet('CurrencySet', 'Currency', 'currencies', { code: text, numeric: text, name: text, exponent: count, countries: text }, { source: text });

/**
 * Error codes (kind error: an HTTP error response with its status) and refusal reasons (kind refusal:
 * values of a payment's refusalReason, which come in a 201 or 200 answer or a webhook, never as an HTTP
 * error; retry says whether a new attempt can succeed).
 */
const ErrorCodeSet = dataSet('ErrorCodeSet', 'ErrorCode', 'errors', {
  code: text,
  kind: { type: 'enum', options: ['error', 'refusal'], required: true },
  status: { type: 'number', required: false },
  retry: { type: 'enum', options: ['never', 'shopper', 'later'], required: false },
  message: text,
  meaning: text,
  action: text,
});

/**
 * How long an authorisation can be captured, per authorisationType, card brands, who initiated the payment and
 * merchant category (MCC): `days` is how long Paymora lets you capture (the payment's captureBefore), set by the
 * card scheme or shorter by Paymora's own rule (`setBy` paymora, with the scheme's `schemeDays`); `extensionDays`
 * is what each approved increase of a pre-authorisation adds, counted from its approval.
 */
const AuthorisationValiditySet = dataSet('AuthorisationValiditySet', 'AuthorisationValidity', 'windows', {
  ...fieldsOf(authorisationWindowRow),
  authorisationType: { type: 'enum', options: [...authorisationTypes], required: true },
  initiator: { type: 'enum', options: [...authorisationInitiators], required: true },
  setBy: { type: 'enum', options: [...windowSetters], required: true },
});

/** What Paymora stores under an Idempotency-Key after each kind of answer, and what a retry with the same key gets. */
const IdempotencySet = dataSet('IdempotencySet', 'IdempotencyAnswer', 'answers', {
  ...fieldsOf(idempotencyAnswerRow),
  carriedOut: { type: 'enum', options: [...carriedOutKinds], required: true },
  stored: { type: 'enum', options: [...storedKinds], required: true },
});

/**
 * What each operation on an object answers in each status of the object (with a `condition` where one status
 * answers two ways): the HTTP status, the error code and what happens. The content check holds it to the API
 * document (statuses of `statusSchema`, each covered; codes in the operation's x-error-codes) and error-codes.json.
 */
const OperationStateAnswer = nested('OperationStateAnswer', {
    states: { type: 'list', of: { type: 'string' }, required: true },
    condition: { type: 'string', required: false },
    answer: count,
    code: { type: 'string', required: false },
    result: text,
});
const OperationStateSet = dataSet('OperationStateSet', 'OperationStates', 'operations', {
  operation: text,
  statusSchema: text,
  answers: { type: 'list', of: OperationStateAnswer, required: true },
});

const HttpStatusSet = dataSet('HttpStatusSet', 'HttpStatus', 'statuses', { status: count, name: text, meaning: text, retry: text });

// The guides' data sets declare their row fields in paymora/data-rows.ts, which the content check also
// validates the raw rows against (Contentlayer does not fail on a field missing from a nested row).
function fieldsOf(row: RowSpec): Record<string, FieldDef> {
  return Object.fromEntries(
    Object.entries(row).map(([name, f]): [string, FieldDef] => [
      name,
      f.kind === 'string[]' ? { type: 'list', of: { type: 'string' }, required: f.required } : { type: f.kind, required: f.required },
    ]),
  );
}

// API limits: rate limits per environment and group of calls, and time limits per group of calls.
const RateLimit = nested('RateLimit', fieldsOf(rateLimitRow));
const TimeLimit = nested('TimeLimit', fieldsOf(timeLimitRow));
const ApiLimitSet: DataSetDeclaration = {
  name: 'ApiLimitSet',
  fields: {
    /** How long Paymora keeps the first response to an Idempotency-Key. */
    idempotencyKeyHours: count,
    /** Where an Idempotency-Key is unique, in one sentence that the guide and the reference render. */
    idempotencyKeyScope: { type: 'string', required: false },
    rateLimits: { type: 'list', of: RateLimit, required: true },
    timeLimits: { type: 'list', of: TimeLimit, required: true },
  },
};

/** The retry schedule of failed webhook deliveries: every page that states it renders or links it. */
const WebhookRetrySet = dataSet('WebhookRetrySet', 'WebhookRetry', 'retries', fieldsOf(webhookRetryRow), {
  /** A delivery fails unless the endpoint answers 2xx within this many seconds. */
  answerWithinSeconds: count,
});

const TestScenarioSet = dataSet('TestScenarioSet', 'TestScenario', 'scenarios', fieldsOf(testScenarioRow));

/** Figures the card schemes and the SEPA rulebook fix, which pages render by id (`<SchemeRule rule="…" />`); `source` names the rules. */
const SchemeRuleSet = dataSet('SchemeRuleSet', 'SchemeRule', 'rules', fieldsOf(schemeRuleRow), { source: text });

/**
 * The payment lifecycle: each transition between statuses of the API document's PaymentStatus enum, what
 * moves it and the webhooks it sends. The diagram and the transitions table on the lifecycle page are
 * both drawn from it; the content check holds its statuses, events and calls to the API document.
 */
const PaymentLifecycleSet = dataSet('PaymentLifecycleSet', 'PaymentTransition', 'transitions', {
  ...fieldsOf(paymentTransitionRow),
  from: { type: 'list', of: { type: 'enum', options: [...paymentStatuses] }, required: true },
  to: { type: 'enum', options: [...paymentStatuses], required: true },
});

/** Every data set, in the order Contentlayer lists their types. */
export const dataSetDeclarations: readonly DataSetDeclaration[] = [TestCardSet, PaymentMethodSet, WebhookEventSet, CurrencySet, ErrorCodeSet, HttpStatusSet, ApiLimitSet, TestScenarioSet, AuthorisationValiditySet, PaymentLifecycleSet, WebhookRetrySet, IdempotencySet, OperationStateSet, SchemeRuleSet];
