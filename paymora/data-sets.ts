/**
 * Paymora's data sets, one entry each (the registry the engine reads, lib/site/data-sets.ts): the file
 * every docs version holds under `data/`, its Contentlayer fields (enum values included), the lists whose
 * rows are checked strictly, the page-data keys it feeds and the MDX components that render each.
 * contentlayer.config.ts makes each entry a document type; lib/site/reader.ts reads the page data from
 * it; paymora/page-data.ts types the page data from it; lib/mdx/components-used.ts gives a page the data
 * its components render; the content check walks each data file against it (lib/site/data-file-problems.ts).
 * Plain data, so the check reads it without loading Contentlayer.
 *
 * Adding a data set: its file under content/data/, an entry here, and the component that renders it
 * (docs/authoring.md, "Add a data set").
 */
import type { FieldDef } from 'contentlayer2/source-files';
import type { ApiLimitSet, AuthorisationValiditySet, CurrencySet, ErrorCodeSet, HttpStatusSet, IdempotencySet, OperationStateSet, PaymentLifecycleSet, PaymentMethodSet, SchemeRuleSet, TestCardSet, TestScenarioSet, WebhookEvent, WebhookEventSet, WebhookRetrySet } from '#content';
import { fieldsOf, nested, opt, req, type DataSetRegistry, type RowSpec } from '../lib/site/data-sets';
import type { MdxComponentName } from './mdx-components';
import { authorisationInitiators, authorisationTypes, captureKinds, carriedOutKinds, confirmationKinds, disputeKinds, errorKinds, paymentMethodTypes, paymentStatuses, refundWindowStarts, refusalRetries, storedKinds, windowSetters } from './content-schema';

const text = { type: 'string', required: true } as const;
const flag = { type: 'boolean', required: true } as const;
const count = { type: 'number', required: true } as const;

/** A data file whose document holds one list of rows (`listField`), each validated like a document. */
const listOf = (rowName: string, listField: string, row: Record<string, FieldDef>, extra: Record<string, FieldDef> = {}): Record<string, FieldDef> => ({
  ...extra,
  [listField]: { type: 'list', of: nested(rowName, row), required: true },
});

/** The components that render a page-data key (paymora/mdx-components.ts names them). */
const renderedBy = (...components: MdxComponentName[]): readonly MdxComponentName[] => components;

/** A value a version's file may lack (one frozen before it existed), as the one row of a page-data key, or no row: the content check then refuses the component that renders it. */
const rowOf = <T, R>(value: T | undefined, row: (present: T) => R): R[] => (value === undefined ? [] : [row(value)]);

/** Contentlayer types a json field as any: a webhook event's example is the message's data object. */
type WebhookEventRow = Omit<WebhookEvent, 'example'> & { example: Record<string, unknown> };

// Row fields checked strictly (lib/site/data-file-problems.ts); the entries below turn them into Contentlayer fields.
/** content/data/api-limits.json */
const rateLimitRow: RowSpec = { environment: req('string'), operations: req('string'), requestsPerSecond: req('number'), scope: req('string') };
/**
 * How a client retries a request that is safe to retry: a job waits firstWaitSeconds, then twice as long each time,
 * `tries` in all, each wait with up to jitterSeconds of random delay; a request a shopper waits for is tried
 * shopperTries in all, after shopperWaitSeconds or a 429's Retry-After of at most shopperMaxRetryAfterSeconds.
 */
const retryScheduleRow: RowSpec = { tries: req('number'), firstWaitSeconds: req('number'), jitterSeconds: req('number'), shopperTries: req('number'), shopperWaitSeconds: req('number'), shopperMaxRetryAfterSeconds: req('number') };
const timeLimitRow: RowSpec = { operations: req('string'), paymoraSeconds: req('number'), clientTimeoutSeconds: req('number'), note: opt('string') };
/** content/data/test-scenarios.json */
const testScenarioRow: RowSpec = {
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
const authorisationWindowRow: RowSpec = {
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
const schemeRuleRow: RowSpec = { id: req('string'), scheme: req('string'), rule: req('string'), value: req('number'), unit: req('string') };

/**
 * content/data/idempotency.json: what Paymora stores under an Idempotency-Key after each kind of answer, and
 * what a retry with the same key gets. `carriedOut` and `stored` are enums (paymora/content-schema.ts).
 */
const idempotencyAnswerRow: RowSpec = { answer: req('string'), carriedOut: req('string'), stored: req('string'), retry: req('string') };

/**
 * content/data/payment-methods.json: where each method works, and what it needs and does. The enum fields
 * (`type`, `confirmation`, `capture`, `refundWindowFrom`, `disputes`) are strings here; contentlayer.config.ts
 * declares their values (paymora/content-schema.ts) and the content check holds the rows to them. Amount limits
 * are in the minor units of the method's only currency.
 */
const paymentMethodRow: RowSpec = {
  name: req('string'),
  /**
   * The method's name in the API (allowedPaymentMethods, paymentMethod.type): a value of the API document's
   * PaymentMethodName enum, which the content check holds the rows to; card brands share `card`. Optional so
   * that archived versions, whose documents have no such enum, stay valid.
   */
  method: opt('string'),
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
 * the attempt before it; the last row repeats until `repeatUntilDays` after the event's createdAt (paymora/webhook-retries.ts).
 */
const webhookRetryRow: RowSpec = { afterMinutes: req('number'), repeatUntilDays: opt('number') };

/** content/data/payment-lifecycle.json: statuses and webhook events are checked by paymora/payment-lifecycle.ts. */
const paymentTransitionRow: RowSpec = {
  from: req('string[]'),
  to: req('string'),
  label: req('string'),
  cause: req('string'),
  call: opt('string'),
  webhooks: opt('string[]'),
  webhookNote: opt('string'),
};

/**
 * Every data set, by its Contentlayer document type, in the order Contentlayer lists their types.
 * A typed data file is one JSON document holding rows; facts used on more than one page live in these.
 * Each docs version has its own (`content/versions/<name>/data/<file>`), so a type has a document per
 * version, not a singleton.
 */
export const dataSets = {
  TestCardSet: {
    file: 'test-cards.json',
    fields: listOf('TestCard', 'cards', { brand: text, number: text, expiry: text, cvc: text, outcome: text, threeDSecure: flag, note: { type: 'string', required: false } }),
    pageData: { testCards: { rows: (set: TestCardSet) => set.cards, components: renderedBy('TestCardTable') } },
  },
  PaymentMethodSet: {
    file: 'payment-methods.json',
    fields: listOf('PaymentMethod', 'methods', {
      ...fieldsOf(paymentMethodRow),
      type: { type: 'enum', options: [...paymentMethodTypes], required: true },
      confirmation: { type: 'enum', options: [...confirmationKinds], required: true },
      capture: { type: 'enum', options: [...captureKinds], required: true },
      refundWindowFrom: { type: 'enum', options: [...refundWindowStarts], required: true },
      disputes: { type: 'enum', options: [...disputeKinds], required: true },
    }),
    rows: { methods: paymentMethodRow },
    pageData: { paymentMethods: { rows: (set: PaymentMethodSet) => set.methods, components: renderedBy('PaymentMethodTable', 'PaymentMethodActivationTable', 'PaymentMethodBehaviourTable', 'PaymentMethodRefundTable') } },
  },
  WebhookEventSet: {
    file: 'webhook-events.json',
    fields: listOf('WebhookEvent', 'events', {
      type: text,
      description: text,
      trigger: text,
      /** The fields of the message's data this event carries (described in the OpenAPI webhook schema). */
      fields: { type: 'list', of: { type: 'string' }, required: true },
      /** An example of the message's data for this event. */
      example: { type: 'json', required: true },
    }),
    pageData: { webhookEvents: { rows: (set: WebhookEventSet): WebhookEventRow[] => set.events, components: renderedBy('WebhookEventTable') } },
  },
  CurrencySet: {
    file: 'currencies.json',
    fields: listOf('Currency', 'currencies', { code: text, numeric: text, name: text, exponent: count, countries: text }, { source: text }),
    pageData: { currencies: { rows: (set: CurrencySet) => set.currencies, components: renderedBy('CurrencyTable') } },
  },
  /**
   * Error codes (kind error: an HTTP error response with its status) and refusal reasons (kind refusal:
   * values of a payment's refusalReason, which come in a 201 or 200 answer or a webhook, never as an HTTP
   * error; retry says whether a new attempt can succeed).
   */
  ErrorCodeSet: {
    file: 'error-codes.json',
    fields: listOf('ErrorCode', 'errors', {
      code: text,
      kind: { type: 'enum', options: [...errorKinds], required: true },
      status: { type: 'number', required: false },
      retry: { type: 'enum', options: [...refusalRetries], required: false },
      message: text,
      meaning: text,
      action: text,
    }),
    pageData: {
      errorCodes: { rows: (set: ErrorCodeSet) => set.errors, components: renderedBy('ErrorCodeTable') },
      // The answer tables' summary says what to do per code: only the codes and their actions, not the whole catalogue.
      errorActions: { rows: (set: ErrorCodeSet) => set.errors.filter((row) => row.kind === 'error').map(({ code, action }) => ({ code, action })), components: renderedBy('OperationStateTable') },
    },
  },
  HttpStatusSet: {
    file: 'http-status-codes.json',
    fields: listOf('HttpStatus', 'statuses', { status: count, name: text, meaning: text, retry: text }),
    pageData: { httpStatuses: { rows: (set: HttpStatusSet) => set.statuses, components: renderedBy('HttpStatusTable') } },
  },
  /** API limits: rate limits per environment and group of calls, time limits per group of calls, and how long Paymora keeps the first response to an Idempotency-Key. */
  ApiLimitSet: {
    file: 'api-limits.json',
    fields: {
      idempotencyKeyHours: count,
      /** Where an Idempotency-Key is unique, in one sentence that the guide and the reference render. */
      idempotencyKeyScope: { type: 'string', required: false },
      /**
       * How long after a payment was created to read it when no outcome webhook (payment.authorised, payment.refused,
       * payment.error) has come: by then every payment that waits on the shopper or the issuer is decided, a method
       * that confirms later aside. Optional so that archived versions stay valid.
       */
      paymentOutcomeWaitMinutes: { type: 'number', required: false },
      /**
       * How long after Paymora received a request it answered with a 5xx, or whose answer was lost, it may keep answering
       * 409 request_in_progress to a retry with the same key while it settles whether the operation was carried out; after
       * that a retry gets the outcome, or carries the operation out. Optional so that archived versions stay valid.
       */
      idempotencyOutcomeSeconds: { type: 'number', required: false },
      /**
       * How long after the 201 of a capture, cancel, refund, reversal or amount adjustment Paymora reports its outcome by
       * webhook (its success event or its failure event), a refund that waits for the shopper's bank account aside: the
       * time after which the lifecycle page tells readers to look into a modification that seems stuck. Optional so that
       * archived versions stay valid.
       */
      modificationOutcomeHours: { type: 'number', required: false },
      /**
       * The least time between the authorisation of a SEPA Direct Debit payment and the collection Paymora submits when
       * it captures on its own (captureMode automatic, or a shorter captureDelayHours), so that the merchant's
       * pre-notification can reach the shopper first. Optional so that archived versions stay valid.
       */
      sepaDirectDebitCaptureDelayHours: { type: 'number', required: false },
      /**
       * How long before it answers with it Paymora announces, in the changelog, a new error code that takes over a condition
       * an existing code covered (the versioning policy's one change of that kind). Optional so that archived versions stay valid.
       */
      specificErrorCodeNoticeDays: { type: 'number', required: false },
      /** The client's retry schedule (retryScheduleRow above). Optional so that archived versions stay valid. */
      retrySchedule: { type: 'nested', of: nested('RetrySchedule', fieldsOf(retryScheduleRow)), required: false },
      rateLimits: { type: 'list', of: nested('RateLimit', fieldsOf(rateLimitRow)), required: true },
      timeLimits: { type: 'list', of: nested('TimeLimit', fieldsOf(timeLimitRow)), required: true },
    },
    rows: { rateLimits: rateLimitRow, timeLimits: timeLimitRow },
    pageData: {
      rateLimits: { rows: (set: ApiLimitSet) => set.rateLimits, components: renderedBy('RateLimitTable') },
      timeLimits: { rows: (set: ApiLimitSet) => set.timeLimits, components: renderedBy('TimeLimitTable') },
      /** idempotencyKeyHours, as the one row of a set so that it travels like the others. */
      idempotencyKeyLifetime: { rows: (set: ApiLimitSet) => [{ hours: set.idempotencyKeyHours }], components: renderedBy('IdempotencyKeyLifetime') },
      /** idempotencyKeyScope: where a key is unique, one sentence. */
      idempotencyKeyScope: { rows: (set: ApiLimitSet) => [{ text: set.idempotencyKeyScope ?? '' }], components: renderedBy('IdempotencyKeyScope') },
      /** Each of these: one row, or none in a version without the value. */
      paymentOutcomeWait: { rows: (set: ApiLimitSet) => rowOf(set.paymentOutcomeWaitMinutes, (minutes) => ({ minutes })), components: renderedBy('PaymentOutcomeWait') },
      idempotencyOutcomeWait: { rows: (set: ApiLimitSet) => rowOf(set.idempotencyOutcomeSeconds, (seconds) => ({ seconds })), components: renderedBy('IdempotencyOutcomeWait') },
      modificationOutcomeWait: { rows: (set: ApiLimitSet) => rowOf(set.modificationOutcomeHours, (hours) => ({ hours })), components: renderedBy('ModificationOutcomeWait') },
      sepaCaptureDelay: { rows: (set: ApiLimitSet) => rowOf(set.sepaDirectDebitCaptureDelayHours, (hours) => ({ hours })), components: renderedBy('SepaCaptureDelay') },
      specificErrorCodeNotice: { rows: (set: ApiLimitSet) => rowOf(set.specificErrorCodeNoticeDays, (days) => ({ days })), components: renderedBy('SpecificErrorCodeNotice') },
      /** retrySchedule, its fields without Contentlayer's. */
      retrySchedule: {
        rows: (set: ApiLimitSet) =>
          rowOf(set.retrySchedule, (schedule) => ({ tries: schedule.tries, firstWaitSeconds: schedule.firstWaitSeconds, jitterSeconds: schedule.jitterSeconds, shopperTries: schedule.shopperTries, shopperWaitSeconds: schedule.shopperWaitSeconds, shopperMaxRetryAfterSeconds: schedule.shopperMaxRetryAfterSeconds })),
        components: renderedBy('RetrySchedule'),
      },
    },
  },
  TestScenarioSet: {
    file: 'test-scenarios.json',
    fields: listOf('TestScenario', 'scenarios', fieldsOf(testScenarioRow)),
    rows: { scenarios: testScenarioRow },
    pageData: { testScenarios: { rows: (set: TestScenarioSet) => set.scenarios, components: renderedBy('TestScenarioTable', 'TestAmount') } },
  },
  /**
   * How long an authorisation can be captured, per authorisationType, card brands, who initiated the payment and
   * merchant category (MCC): `days` is how long Paymora lets you capture (the payment's captureBefore), set by the
   * card scheme or shorter by Paymora's own rule (`setBy` paymora, with the scheme's `schemeDays`); `extensionDays`
   * is what each approved increase of a pre-authorisation adds, counted from its approval.
   */
  AuthorisationValiditySet: {
    file: 'authorisation-validity.json',
    fields: listOf('AuthorisationValidity', 'windows', {
      ...fieldsOf(authorisationWindowRow),
      authorisationType: { type: 'enum', options: [...authorisationTypes], required: true },
      initiator: { type: 'enum', options: [...authorisationInitiators], required: true },
      setBy: { type: 'enum', options: [...windowSetters], required: true },
    }),
    rows: { windows: authorisationWindowRow },
    pageData: { authorisationValidity: { rows: (set: AuthorisationValiditySet) => set.windows, components: renderedBy('AuthorisationValidityTable', 'AuthorisationWindow') } },
  },
  /**
   * The payment lifecycle: each transition between statuses of the API document's PaymentStatus enum, what
   * moves it and the webhooks it sends. The diagram and the transitions table on the lifecycle page are
   * both drawn from it; the content check holds its statuses, events and calls to the API document.
   */
  PaymentLifecycleSet: {
    file: 'payment-lifecycle.json',
    fields: listOf('PaymentTransition', 'transitions', {
      ...fieldsOf(paymentTransitionRow),
      from: { type: 'list', of: { type: 'enum', options: [...paymentStatuses] }, required: true },
      to: { type: 'enum', options: [...paymentStatuses], required: true },
    }),
    rows: { transitions: paymentTransitionRow },
    pageData: { paymentLifecycle: { rows: (set: PaymentLifecycleSet) => set.transitions, components: renderedBy('PaymentLifecycleDiagram', 'PaymentTransitionTable') } },
  },
  /** The retry schedule of failed webhook deliveries: every page that states it renders or links it. */
  WebhookRetrySet: {
    file: 'webhook-retries.json',
    fields: listOf('WebhookRetry', 'retries', fieldsOf(webhookRetryRow), {
      /** A delivery fails unless the endpoint answers 2xx within this many seconds. */
      answerWithinSeconds: count,
      /**
       * How far the t of a delivery signature may be from the endpoint's clock, either way, in seconds. Optional so that
       * archived versions, which had no delivery signature, stay valid.
       */
      deliveryToleranceSeconds: { type: 'number', required: false },
    }),
    rows: { retries: webhookRetryRow },
    pageData: {
      webhookRetries: { rows: (set: WebhookRetrySet) => set.retries, components: renderedBy('WebhookRetryTable', 'WebhookRetryWindow') },
      webhookAnswerTime: { rows: (set: WebhookRetrySet) => [{ seconds: set.answerWithinSeconds }], components: renderedBy('WebhookAnswerTime') },
      webhookDeliveryTolerance: { rows: (set: WebhookRetrySet) => rowOf(set.deliveryToleranceSeconds, (seconds) => ({ seconds })), components: renderedBy('WebhookDeliveryTolerance') },
    },
  },
  /** What Paymora stores under an Idempotency-Key after each kind of answer, and what a retry with the same key gets. */
  IdempotencySet: {
    file: 'idempotency.json',
    fields: listOf('IdempotencyAnswer', 'answers', {
      ...fieldsOf(idempotencyAnswerRow),
      carriedOut: { type: 'enum', options: [...carriedOutKinds], required: true },
      stored: { type: 'enum', options: [...storedKinds], required: true },
    }),
    rows: { answers: idempotencyAnswerRow },
    pageData: { idempotency: { rows: (set: IdempotencySet) => set.answers, components: renderedBy('IdempotencyTable') } },
  },
  /**
   * What each operation on an object answers in each status of the object (with a `condition` where one status
   * answers two ways, and its `when`, the facts of the object it covers, each true or false, so that the check
   * proves the answers of a status neither overlap nor leave a gap): the HTTP status, the error code and what happens. The content check holds it to the API
   * document (statuses of `statusSchema`, each covered; codes in the operation's x-error-codes) and error-codes.json.
   */
  OperationStateSet: {
    file: 'operation-states.json',
    fields: listOf('OperationStates', 'operations', {
      operation: text,
      statusSchema: text,
      answers: {
        type: 'list',
        of: nested('OperationStateAnswer', { states: { type: 'list', of: { type: 'string' }, required: true }, condition: { type: 'string', required: false }, when: { type: 'json', required: false }, answer: count, code: { type: 'string', required: false }, result: text }),
        required: true,
      },
    }),
    pageData: { operationStates: { rows: (set: OperationStateSet) => set.operations, components: renderedBy('OperationStateTable') } },
  },
  /** Figures the card schemes and the SEPA rulebook fix, which pages render by id (`<SchemeRule rule="…" />`); `source` names the rules. */
  SchemeRuleSet: {
    file: 'scheme-rules.json',
    fields: listOf('SchemeRule', 'rules', fieldsOf(schemeRuleRow), { source: text }),
    rows: { rules: schemeRuleRow },
    pageData: { schemeRules: { rows: (set: SchemeRuleSet) => set.rules, components: renderedBy('SchemeRule') } },
  },
} satisfies DataSetRegistry;

export type DataSetName = keyof typeof dataSets;
