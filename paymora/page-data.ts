import type { ApiLimitSet, PaymentTransition, WebhookRetry, WebhookRetrySet } from '#content';
import { mdxComponents } from './mdx-components';
import { dataNeedsOf } from '../lib/site/data-sets';
import { hasGeneratedDocument } from '../lib/site/generated-content';
import { readDataFile } from '../lib/site/reader';
import { dataSets, type DataSetName } from './data-sets';

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

type PageDataKey = keyof PageData;

/** Each page-data key's data set and rows. */
const sourceOfKey = new Map(Object.entries(dataSets).flatMap(([name, entry]) => Object.entries(entry.pageData).map(([key, source]) => [key, { name, file: entry.file, source }] as const)));

/**
 * The rows of a page-data key, the version's own (by its content folder), as the data sets' registry
 * declares them; a page receives only those its components render. The overload types each key's rows
 * from the registry's entry (PageData above), whose `rows` reads the document Contentlayer typed.
 */
export function pageRows<K extends PageDataKey>(key: K, root?: string): readonly DataRow<K>[];
export function pageRows(key: PageDataKey, root = ''): readonly object[] {
  const found = sourceOfKey.get(key);
  if (!found) throw new Error(`No data set of paymora/data-sets.ts feeds the page data "${key}"`);
  return found.source.rows(readDataFile<unknown>(found.name, found.file, root));
}

const documentOf = <T>(name: DataSetName, root: string): T => readDataFile<T>(name, dataSets[name].file, root);

/** What each operation answers in each status, or none for a version frozen before operation-states.json existed. */
export function operationStatesOf(root = ''): readonly DataRow<'operationStates'>[] {
  return hasGeneratedDocument('OperationStateSet', `${root}data/${dataSets.OperationStateSet.file}`) ? pageRows('operationStates', root) : [];
}

/** The API limits' data file of a version: rate and time limits, and how long an idempotency key is kept. */
export function getApiLimitSet(root = ''): ApiLimitSet {
  return documentOf<ApiLimitSet>('ApiLimitSet', root);
}

/** The webhook retry schedule's file as a document: its rows and how long a delivery may take to be acknowledged. */
export function getWebhookRetrySet(root = ''): WebhookRetrySet {
  return documentOf<WebhookRetrySet>('WebhookRetrySet', root);
}

const dataNeeds = dataNeedsOf(dataSets);
const isPageDataKey = (key: string): key is PageDataKey => Object.values(dataSets).some((entry) => Object.hasOwn(entry.pageData, key));

/** The data sets the components render (as their entries name them), each once. */
export function dataSetsOf(components: readonly string[]): PageDataKey[] {
  return [...new Set(components.flatMap((name) => (dataNeeds.get(name) ?? []).filter(isPageDataKey)))];
}

/**
 * The data sets the components render as a table or a diagram, not only as a value inside a sentence.
 * @internal Exported for the exported-blocks site test (knip --production).
 */
export function dataBlocksOf(components: readonly string[]): PageDataKey[] {
  return dataSetsOf(components.filter((name) => !(mdxComponents.has(name) && mdxComponents.get(name).inline)));
}
