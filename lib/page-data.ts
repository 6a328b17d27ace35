import type { captureKinds, confirmationKinds, disputeKinds, PaymentStatus, refundWindowStarts } from './content-schema';

/**
 * Data-driven MDX components get their data through page props, so a page's JSON carries only the
 * data sets it renders and no data set is bundled into every page's JavaScript.
 */
interface TestCardRow {
  brand: string;
  number: string;
  expiry: string;
  cvc: string;
  outcome: string;
  threeDSecure: boolean;
  note?: string;
}

interface PaymentMethodRow {
  name: string;
  type: 'card' | 'wallet' | 'bank' | 'bnpl' | 'voucher';
  countries: string;
  currencies: string[];
  hostedCheckout: boolean;
  paymoraComponents: boolean;
  adyenComponents: boolean;
  paymentLinks: boolean;
  recurring: boolean;
  /** Business days from the request to live use; 0: enabled on every merchant account. */
  activationDays: number;
  /** What the merchant must provide; `code` and [links](/route) allowed. */
  requirements: string;
  /** asynchronous: the outcome can come after the shopper's return, by webhook only. */
  confirmation: (typeof confirmationKinds)[number];
  confirmationNote?: string;
  /** flexible: automatic, manual or delayed capture; immediate: captured at authorisation whatever the settings. */
  capture: (typeof captureKinds)[number];
  partialRefunds: boolean;
  refundWindowDays: number;
  refundWindowFrom: (typeof refundWindowStarts)[number];
  refundDestination: string;
  refundArrival: string;
  /** In minor units of the method's only currency. */
  minAmount?: number;
  maxAmount?: number;
  disputes: (typeof disputeKinds)[number];
  disputeNote?: string;
}

interface WebhookEventRow {
  type: string;
  description: string;
  trigger: string;
  /** The fields of the message's data the event carries. */
  fields: string[];
  /** An example of the message's data. */
  example: Record<string, unknown>;
}

interface CurrencyRow {
  code: string;
  numeric: string;
  name: string;
  exponent: number;
  countries: string;
}

interface ErrorCodeRow {
  code: string;
  /** error: an HTTP error response; refusal: a value of a payment's refusalReason, never an HTTP error. */
  kind: 'error' | 'refusal';
  /** The HTTP status, for kind error only. */
  status?: number;
  /** For kind refusal: never (not with this card), shopper (after the shopper acts), later (the same card can succeed later). */
  retry?: 'never' | 'shopper' | 'later';
  message: string;
  meaning: string;
  action: string;
}

interface HttpStatusRow {
  status: number;
  name: string;
  meaning: string;
  retry: string;
}

interface RateLimitRow {
  environment: string;
  operations: string;
  requestsPerSecond: number;
  scope: string;
}

interface TimeLimitRow {
  operations: string;
  paymoraSeconds: number;
  clientTimeoutSeconds: number;
  note?: string;
}

interface TestScenarioRow {
  method: string;
  input: string;
  outcome: string;
  webhooks: string[];
}

interface AuthorisationValidityRow {
  authorisationType: 'final' | 'pre_authorisation';
  schemes: string;
  merchantCategories: string;
  mccs?: string;
  days: number;
  adjustable: boolean;
}

/** One transition of a payment's lifecycle (content/data/payment-lifecycle.json). */
export interface PaymentTransitionRow {
  /** The statuses it leaves from (the same status as `to` for a change that keeps it). */
  from: PaymentStatus[];
  to: PaymentStatus;
  /** A few words for the diagram's arrow. */
  label: string;
  /** The sentence for the table; `code` and [links](/route) allowed. */
  cause: string;
  /** The API call that moves it (`POST /payments/{paymentId}/captures`); none when an event does (the issuer, a timer). */
  call?: string;
  /** The webhook events sent, in the order Paymora creates them. */
  webhooks?: string[];
  /** What the list of webhooks does not say; `code` allowed. */
  webhookNote?: string;
}

/** One wait of content/data/webhook-retries.json. */
export interface WebhookRetryRow {
  /** Minutes after the attempt before. */
  afterMinutes: number;
  /** On the last row: it repeats until this many days after the first attempt. */
  repeatUntilDays?: number;
}

export interface PageData {
  testCards?: TestCardRow[];
  paymentMethods?: PaymentMethodRow[];
  webhookEvents?: WebhookEventRow[];
  currencies?: CurrencyRow[];
  errorCodes?: ErrorCodeRow[];
  httpStatuses?: HttpStatusRow[];
  rateLimits?: RateLimitRow[];
  timeLimits?: TimeLimitRow[];
  testScenarios?: TestScenarioRow[];
  authorisationValidity?: AuthorisationValidityRow[];
  paymentLifecycle?: PaymentTransitionRow[];
  webhookRetries?: WebhookRetryRow[];
}

/** Which components render which data set. */
const dataComponents: Readonly<Record<keyof PageData, string | readonly string[]>> = {
  testCards: 'TestCardTable',
  paymentMethods: ['PaymentMethodTable', 'PaymentMethodActivationTable', 'PaymentMethodBehaviourTable', 'PaymentMethodRefundTable'],
  webhookEvents: 'WebhookEventTable',
  currencies: 'CurrencyTable',
  errorCodes: 'ErrorCodeTable',
  httpStatuses: 'HttpStatusTable',
  rateLimits: 'RateLimitTable',
  timeLimits: 'TimeLimitTable',
  testScenarios: 'TestScenarioTable',
  authorisationValidity: 'AuthorisationValidityTable',
  paymentLifecycle: ['PaymentLifecycleDiagram', 'PaymentTransitionTable'],
  webhookRetries: ['WebhookRetryTable', 'WebhookRetryWindow'],
};

/** The fields of each data set that reach the page (Contentlayer adds its own, which stay behind). */
export const rowFields: { [K in keyof PageData]-?: readonly (keyof NonNullable<PageData[K]>[number])[] } = {
  testCards: ['brand', 'number', 'expiry', 'cvc', 'outcome', 'threeDSecure', 'note'],
  paymentMethods: [
    'name',
    'type',
    'countries',
    'currencies',
    'hostedCheckout',
    'paymoraComponents',
    'adyenComponents',
    'paymentLinks',
    'recurring',
    'activationDays',
    'requirements',
    'confirmation',
    'confirmationNote',
    'capture',
    'partialRefunds',
    'refundWindowDays',
    'refundWindowFrom',
    'refundDestination',
    'refundArrival',
    'minAmount',
    'maxAmount',
    'disputes',
    'disputeNote',
  ],
  webhookEvents: ['type', 'description', 'trigger', 'fields', 'example'],
  currencies: ['code', 'numeric', 'name', 'exponent', 'countries'],
  errorCodes: ['code', 'kind', 'status', 'retry', 'message', 'meaning', 'action'],
  httpStatuses: ['status', 'name', 'meaning', 'retry'],
  rateLimits: ['environment', 'operations', 'requestsPerSecond', 'scope'],
  timeLimits: ['operations', 'paymoraSeconds', 'clientTimeoutSeconds', 'note'],
  testScenarios: ['method', 'input', 'outcome', 'webhooks'],
  authorisationValidity: ['authorisationType', 'schemes', 'merchantCategories', 'mccs', 'days', 'adjustable'],
  paymentLifecycle: ['from', 'to', 'label', 'cause', 'call', 'webhooks', 'webhookNote'],
  webhookRetries: ['afterMinutes', 'repeatUntilDays'],
};

/** Components that render a data set inline, in a sentence, rather than as a table. */
const inlineDataComponents: ReadonlySet<string> = new Set(['WebhookRetryWindow']);

function usedBy(mdx: string, keep: (component: string) => boolean): (keyof PageData)[] {
  return (Object.keys(dataComponents) as (keyof PageData)[]).filter((key) =>
    [dataComponents[key]].flat().some((component) => keep(component) && new RegExp(`<${component}[\\s/>]`).test(mdx)),
  );
}

/** The data sets an MDX body uses, found by the components it names. */
export function dataSetsUsedBy(mdx: string): (keyof PageData)[] {
  return usedBy(mdx, () => true);
}

/**
 * The data sets an MDX body renders as a table or a diagram (not only inline in a sentence).
 * @internal Exported for the exported-blocks site test (knip --production).
 */
export function dataBlocksUsedBy(mdx: string): (keyof PageData)[] {
  return usedBy(mdx, (component) => !inlineDataComponents.has(component));
}

/** Strips the fields Contentlayer adds (`type`, `_raw`) so that only the rows reach the page. */
export function pickRows<T extends object>(rows: readonly T[], keys: readonly (keyof T)[]): T[] {
  return rows.map((row) => {
    const picked: Partial<T> = {};
    for (const key of keys) if (row[key] !== undefined) picked[key] = row[key];
    return picked as T;
  });
}
