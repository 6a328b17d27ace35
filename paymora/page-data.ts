import type { PaymentTransition, WebhookRetry } from '#content';
import type { dataSets } from './data-sets';

/**
 * Data-driven MDX components get their data through page props, so a page's JSON carries only the
 * data sets it renders and no data set is bundled into every page's JavaScript. Each key and its rows'
 * type come from the data sets' registry (paymora/data-sets.ts), less the fields Contentlayer adds.
 */
type Row<T> = Omit<T, '_id' | '_raw' | '_type'>;

/** One transition of a payment's lifecycle (content/data/payment-lifecycle.json). */
export type PaymentTransitionRow = Row<PaymentTransition>;

/** One step of the webhook retry schedule (content/data/webhook-retries.json). */
export type WebhookRetryRow = Row<WebhookRetry>;

type Entries = (typeof dataSets)[keyof typeof dataSets];
type Sources = UnionToIntersection<Entries['pageData']>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The page data, by key: each key of an entry's `pageData`, with the rows it gives. */
export type PageData = { [K in keyof Sources]?: Sources[K] extends { rows: (set: never) => readonly (infer R)[] } ? Row<R>[] : never };

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
