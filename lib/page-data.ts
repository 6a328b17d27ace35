/**
 * Data-driven MDX components get their data through page props, so a page's JSON carries only the
 * data sets it renders and no data set is bundled into every page's JavaScript.
 */
export interface TestCardRow {
  brand: string;
  number: string;
  expiry: string;
  cvc: string;
  outcome: string;
  threeDSecure: boolean;
  note?: string;
}

export interface PaymentMethodRow {
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

export interface WebhookEventRow {
  type: string;
  description: string;
  trigger: string;
}

export interface PageData {
  testCards?: TestCardRow[];
  paymentMethods?: PaymentMethodRow[];
  webhookEvents?: WebhookEventRow[];
}

/** Which component renders which data set. */
export const dataComponents: Readonly<Record<keyof PageData, string>> = {
  testCards: 'TestCardTable',
  paymentMethods: 'PaymentMethodTable',
  webhookEvents: 'WebhookEventTable',
};

/** The data sets an MDX body uses, found by the components it names. */
export function dataSetsUsedBy(mdx: string): (keyof PageData)[] {
  return (Object.keys(dataComponents) as (keyof PageData)[]).filter((key) =>
    new RegExp(`<${dataComponents[key]}[\\s/>]`).test(mdx),
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
