/**
 * What the payment-method tables say for each typed value of content/data/payment-methods.json, and the
 * rules a row must keep beyond its field types (the content check reports them with the row).
 */
import type { captureKinds, confirmationKinds, disputeKinds, refundWindowStarts } from './content-schema';

type Capture = (typeof captureKinds)[number];
type Confirmation = (typeof confirmationKinds)[number];
type Disputes = (typeof disputeKinds)[number];
type RefundWindowStart = (typeof refundWindowStarts)[number];

export const captureLabel: Readonly<Record<Capture, string>> = {
  flexible: 'Automatic, manual or delayed',
  immediate: 'At once only; manual and delayed capture do not apply',
};

export const confirmationLabel: Readonly<Record<Confirmation, string>> = {
  immediate: 'In the answer',
  asynchronous: 'Later, by webhook',
};

export const disputeLabel: Readonly<Record<Disputes, string>> = {
  chargeback: 'Chargebacks',
  provider: "The provider's disputes",
  debit_return: 'Debit returns',
  none: 'None',
};

export function activationText(days: number): string {
  if (days === 0) return 'Enabled from the start';
  return days === 1 ? '1 business day' : `${days} business days`;
}

export function refundWindowText(days: number, from: RefundWindowStart): string {
  return `${days} days after the ${from}`;
}

/** The digits after the decimal point of a currency, as Intl knows them (2 for EUR, 0 for JPY). */
function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in minor units as the pages write it: `PLN 50,000.00`.
 * @internal Exported for its unit test (knip --production).
 */
export function formatMinorAmount(value: number, currency: string): string {
  const digits = minorDigits(currency);
  const major = (value / 10 ** digits).toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${major}`;
}

/** The amount range of a method, or null when Paymora sets none. */
export function amountLimitText(method: { currencies: readonly string[]; minAmount?: number; maxAmount?: number }): string | null {
  const [currency] = method.currencies;
  if (currency === undefined || (method.minAmount === undefined && method.maxAmount === undefined)) return null;
  if (method.maxAmount === undefined) return `From ${formatMinorAmount(method.minAmount ?? 0, currency)}`;
  if (method.minAmount === undefined) return `Up to ${formatMinorAmount(method.maxAmount, currency)}`;
  return `${formatMinorAmount(method.minAmount, currency)} to ${formatMinorAmount(method.maxAmount, currency)}`;
}

interface CheckedMethod {
  name: string;
  currencies: readonly string[];
  minAmount?: number;
  maxAmount?: number;
  disputes: string;
  disputeNote?: string;
}

/** Rules across a row's fields, as "file: methods[i] (name): …" messages. */
export function paymentMethodProblems(file: string, methods: readonly CheckedMethod[]): string[] {
  const problems: string[] = [];
  methods.forEach((method, i) => {
    const at = `${file}: methods[${i}] (${method.name})`;
    const limited = method.minAmount !== undefined || method.maxAmount !== undefined;
    if (limited && method.currencies.length !== 1) problems.push(`${at}: minAmount and maxAmount are in minor units of the method's only currency, and it has ${method.currencies.length}; state the limit in the row's requirements instead`);
    for (const field of ['minAmount', 'maxAmount'] as const) {
      const value = method[field];
      if (value !== undefined && (!Number.isInteger(value) || value <= 0)) problems.push(`${at}: ${field} is ${value}; write a positive whole number of minor units`);
    }
    if (method.minAmount !== undefined && method.maxAmount !== undefined && method.minAmount >= method.maxAmount) problems.push(`${at}: minAmount ${method.minAmount} is not below maxAmount ${method.maxAmount}`);
    if (method.disputes !== 'none' && !method.disputeNote) problems.push(`${at}: disputes is ${method.disputes}; add a disputeNote saying who can take the money back and for how long`);
  });
  return problems;
}

/** The create request of each integration a payment-method row can be marked for. */
const integrationRequests = {
  hostedCheckout: 'createCheckout',
  paymoraComponents: 'createSession',
  adyenComponents: 'createSession',
  paymentLinks: 'createPaymentLink',
} as const;

type IntegrationFlag = keyof typeof integrationRequests;

type LineItemMethod = { name: string; lineItemsRequired?: boolean } & Record<IntegrationFlag, boolean>;

/**
 * A method offered only with line items (Klarna) must not be marked for an integration whose request cannot
 * carry them, or the table promises a method shoppers never see. `acceptsLineItems` answers for an operation id.
 */
export function lineItemProblems(file: string, methods: readonly LineItemMethod[], acceptsLineItems: (operationId: string) => boolean): string[] {
  return methods.flatMap((method, i) =>
    method.lineItemsRequired
      ? (Object.keys(integrationRequests) as IntegrationFlag[])
          .filter((flag) => method[flag] && !acceptsLineItems(integrationRequests[flag]))
          .map((flag) => `${file}: methods[${i}] (${method.name}): lineItemsRequired, and ${flag} is true but ${integrationRequests[flag]} has no lineItems in the API document; add the field there or set ${flag} to false`)
      : [],
  );
}

/**
 * Each row's `method` is a name of the API document's PaymentMethodName enum, and each name of the enum is some
 * row's, so that the tables and the API say the same methods by the same names. `names` is undefined for a
 * version whose document has no such enum (archived ones), which has nothing to hold the rows to.
 */
export function methodNameProblems(file: string, methods: readonly { name: string; method?: string }[], names: readonly string[] | undefined): string[] {
  if (names === undefined) return [];
  const known = new Set(names);
  const problems = methods.flatMap((row, i) => {
    const at = `${file}: methods[${i}] (${row.name})`;
    if (row.method === undefined) return [`${at}: has no method; add the method's name in the API, one of ${names.join(', ')} (PaymentMethodName in the API document)`];
    return known.has(row.method) ? [] : [`${at}: method "${row.method}" is not a value of PaymentMethodName in the API document (${names.join(', ')}); use one of them, or add the value to the enum`];
  });
  const named = new Set(methods.map((row) => row.method));
  return [...problems, ...names.filter((name) => !named.has(name)).map((name) => `${file}: no method names "${name}" of PaymentMethodName in the API document; add a row for it, or take the value out of the enum`)];
}
