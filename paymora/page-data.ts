import type { ApiLimitSet, PaymentTransition, WebhookRetry, WebhookRetrySet } from '#content';
import { mdxComponents, type MdxComponentName } from './mdx-components';
import type { ReferenceData, ReferenceLinkedTables } from '../lib/reference/reference-page';
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
 * @internal Exported for its unit test (knip --production).
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
function operationStatesOf(root = ''): readonly DataRow<'operationStates'>[] {
  return hasGeneratedDocument('OperationStateSet', `${root}data/${dataSets.OperationStateSet.file}`) ? pageRows('operationStates', root) : [];
}

/** The API limits' data file of a version: rate and time limits, and how long an idempotency key is kept. */
export function getApiLimitSet(root = ''): ApiLimitSet {
  return documentOf<ApiLimitSet>('ApiLimitSet', root);
}

/** The webhook retry schedule's file as a document: its rows and how long a delivery may take to be acknowledged. */
function getWebhookRetrySet(root = ''): WebhookRetrySet {
  return documentOf<WebhookRetrySet>('WebhookRetrySet', root);
}

const dataNeeds = dataNeedsOf(dataSets);
const isPageDataKey = (key: string): key is PageDataKey => Object.values(dataSets).some((entry) => Object.hasOwn(entry.pageData, key));

/**
 * The data sets the components render (as their entries name them), each once.
 * @internal Exported for its unit test (knip --production).
 */
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

/**
 * The page data of a page whose components are `components`, from the version at content root `root`:
 * only the data sets they render; `text` rewrites each text field (the engine resolves a data file's
 * links inside the page's version). The site's `pageData` part (lib/render/site-parts.ts).
 */
export function pageDataOf(components: readonly string[], root: string, text: (value: string) => string): PageData {
  const data: Record<string, unknown> = {};
  for (const key of dataSetsOf(components)) data[key] = pickRows<object>(pageRows(key, root), text);
  if (!isPageData(data)) throw new Error(`The page data of ${components.join(', ')} has a key no data set of paymora/data-sets.ts feeds, or rows that are not a list`);
  return data;
}

/**
 * Each key one of the registry's page-data keys, with a list of rows: the rows' own type is the registry's
 * (pageRows reads them through it), which TypeScript cannot follow through a loop over the keys.
 */
function isPageData(data: Record<string, unknown>): data is PageData {
  return Object.entries(data).every(([key, rows]) => isPageDataKey(key) && Array.isArray(rows));
}

/**
 * The components whose first page the API reference links to: what a retried call gets, the error codes, the webhook events.
 * @internal Exported for its unit test (knip --production).
 */
export const referenceLinkedTables = { idempotency: 'IdempotencyTable', errorCodes: 'ErrorCodeTable', webhookEvents: 'WebhookEventReference' } satisfies Record<keyof ReferenceLinkedTables, MdxComponentName>;

/** What the API reference's pages read beside a version's API document: the site's `referenceData` part (lib/render/site-parts.ts). */
export function referenceDataOf(root: string): ReferenceData {
  const retrySet = getWebhookRetrySet(root);
  const limits = getApiLimitSet(root);
  return {
    rateLimits: pageRows('rateLimits', root),
    lifecycle: pageRows('paymentLifecycle', root),
    events: pageRows('webhookEvents', root),
    retries: { answerWithinSeconds: retrySet.answerWithinSeconds, rows: retrySet.retries },
    operationStates: pickRows(operationStatesOf(root)),
    linkedTables: referenceLinkedTables,
    idempotencyKeyHours: limits.idempotencyKeyHours,
    idempotencyKeyScope: limits.idempotencyKeyScope,
  };
}
