import type { PaymentStatus } from './content-schema';

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
}

/** Which components render which data set. */
const dataComponents: Readonly<Record<keyof PageData, string | readonly string[]>> = {
  testCards: 'TestCardTable',
  paymentMethods: 'PaymentMethodTable',
  webhookEvents: 'WebhookEventTable',
  currencies: 'CurrencyTable',
  errorCodes: 'ErrorCodeTable',
  httpStatuses: 'HttpStatusTable',
  rateLimits: 'RateLimitTable',
  timeLimits: 'TimeLimitTable',
  testScenarios: 'TestScenarioTable',
  authorisationValidity: 'AuthorisationValidityTable',
  paymentLifecycle: ['PaymentLifecycleDiagram', 'PaymentTransitionTable'],
};

/** The fields of each data set that reach the page (Contentlayer adds its own, which stay behind). */
export const rowFields: { [K in keyof PageData]-?: readonly (keyof NonNullable<PageData[K]>[number])[] } = {
  testCards: ['brand', 'number', 'expiry', 'cvc', 'outcome', 'threeDSecure', 'note'],
  paymentMethods: ['name', 'type', 'countries', 'currencies', 'hostedCheckout', 'paymoraComponents', 'adyenComponents', 'paymentLinks', 'recurring'],
  webhookEvents: ['type', 'description', 'trigger', 'fields', 'example'],
  currencies: ['code', 'numeric', 'name', 'exponent', 'countries'],
  errorCodes: ['code', 'kind', 'status', 'retry', 'message', 'meaning', 'action'],
  httpStatuses: ['status', 'name', 'meaning', 'retry'],
  rateLimits: ['environment', 'operations', 'requestsPerSecond', 'scope'],
  timeLimits: ['operations', 'paymoraSeconds', 'clientTimeoutSeconds', 'note'],
  testScenarios: ['method', 'input', 'outcome', 'webhooks'],
  authorisationValidity: ['authorisationType', 'schemes', 'merchantCategories', 'mccs', 'days', 'adjustable'],
  paymentLifecycle: ['from', 'to', 'label', 'cause', 'call', 'webhooks', 'webhookNote'],
};

/** The data sets an MDX body uses, found by the components it names. */
export function dataSetsUsedBy(mdx: string): (keyof PageData)[] {
  return (Object.keys(dataComponents) as (keyof PageData)[]).filter((key) =>
    [dataComponents[key]].flat().some((component) => new RegExp(`<${component}[\\s/>]`).test(mdx)),
  );
}

/** Strips the fields Contentlayer adds (`type`, `_raw`) so that only the rows reach the page. */
export function pickRows<T extends object>(rows: readonly T[], keys: readonly (keyof T)[]): T[] {
  return rows.map((row) => {
    const picked: Partial<T> = {};
    for (const key of keys) if (row[key] !== undefined) picked[key] = row[key];
    return picked as T;
  });
}
