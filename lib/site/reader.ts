/**
 * The site's content for the pages and the build steps: the site manifest (lib/site/manifest.ts),
 * one page's document at a time, the concepts and the data sets.
 *
 * Read from disk rather than imported from `#content`: an import puts every page's body into the
 * server bundle of every route, and each build worker held several copies of the whole site. A
 * process keeps the manifest and reads the one page it renders.
 */
import type { ApiLimitSet, AuthorisationValiditySet, Concept, CurrencySet, Doc, ErrorCodeSet, HttpStatusSet, IdempotencySet, OperationStateSet, PaymentLifecycleSet, PaymentMethodSet, SchemeRuleSet, TestCardSet, TestScenarioSet, WebhookEventSet, WebhookRetrySet } from '#content';
import { dataFileOf, type DataFileType } from '../../paymora/data-files';
import type { PageData } from '../../paymora/page-data';
import { hasGeneratedDocument, readGeneratedDocument } from './generated-content';
import type { DocsVersionModel, SitePage, SiteManifest } from './manifest';
import { readSiteManifest, siteManifestStamp } from './manifest-file';
import type { NavItem } from './nav-tree';
import { readVersions, type DocsVersion } from './versions';

/** Under `next dev` nothing is cached: each request reads what the dev runner (scripts/dev.ts) last wrote. */
const dev = process.env.NODE_ENV === 'development';

/** The content folder of a version: '' for the current docs (the default), `versions/<name>/` for an archived one (lib/site/versions.ts contentRootOf). */
type Root = string;

/**
 * Under `npm run dev`, the pages' server code imports the revision file that scripts/dev.ts rewrites
 * once Contentlayer's output and the site manifest of an edit are both written: Next sees that module
 * change and has the open page fetch its props again, so the edit shows with its sidebar and table of
 * contents. The production build inlines NODE_ENV and drops the import with its branch (the condition
 * must stand at the import).
 */
export async function loadDevContent(): Promise<void> {
  if (process.env.NODE_ENV === 'development') await import('#content-revision');
}

/** Computed once per build process; under `next dev` computed on every call, so that a content edit shows at once. */
function cachedOutsideDev<T>(load: () => T): () => T {
  let value: { current: T } | undefined;
  return () => {
    if (dev) return load();
    value ??= { current: load() };
    return value.current;
  };
}

let devManifest: { stamp: string; manifest: SiteManifest } | undefined;

/** Under `next dev`, read again whenever the dev runner has rewritten the file. */
function manifest(): SiteManifest {
  if (!dev) return builtManifest();
  const stamp = siteManifestStamp();
  if (devManifest?.stamp !== stamp) devManifest = { stamp, manifest: readSiteManifest() };
  return devManifest.manifest;
}

const builtManifest = cachedOutsideDev(readSiteManifest);

/** The docs versions (content/versions.json), the current one first. */
const versions = cachedOutsideDev((): DocsVersion[] => {
  const list = readVersions();
  return [...list.filter((v) => v.status === 'current'), ...list.filter((v) => v.status !== 'current')];
});

/** The docs at the site root. */
function currentDocs(): DocsVersionModel {
  const current = manifest().versions.find((version) => version.routePrefix === '');
  if (!current) throw new Error('The site manifest has no current docs version; rebuild the content (npm run build)');
  return current;
}

/** Every page of the current docs (welcome, docs, category indexes) in the order the sidebar reads: the sitemap, search and llms.txt list these. */
export function getSitePages(): readonly SitePage[] {
  return currentDocs().pages;
}

/** Every version's model, the current docs first. */
export function getVersionModels(): readonly DocsVersionModel[] {
  return manifest().versions;
}

const pageByRoute = cachedOutsideDev(() => new Map(manifest().versions.flatMap((version) => version.pages.map((page) => [page.route, { page, version }] as const))));

/** A page of any version by the route the site serves it at. */
export function getSitePage(route: string): SitePage | undefined {
  return pageByRoute().get(route)?.page;
}

/** The version a route of the site belongs to, with its entry of the versions list. */
export function versionOfRoute(route: string): { model: DocsVersionModel; version: DocsVersion } {
  const model = pageByRoute().get(route)?.version ?? currentDocs();
  const version = versions().find((v) => v.name === model.name);
  if (!version) throw new Error(`The site manifest has the version "${model.name}", which content/versions.json does not list; rebuild the content (npm run build)`);
  return { model, version };
}

/** The sidebar of the version a route belongs to (the current docs' for a route outside every version). */
export function getNavTree(route = '/'): readonly NavItem[] {
  return versionOfRoute(route).model.tree;
}

const CONTENT_PREFIX = 'content/';

/** The whole document of a doc page, body included, read from its own file. */
export function getDocByRoute(route: string): Doc | undefined {
  const page = getSitePage(route);
  if (page?.kind !== 'doc') return undefined;
  const sourceFilePath = page.sourceFile.slice(CONTENT_PREFIX.length);
  return readGeneratedDocument<Doc>('Doc', sourceFilePath);
}

/** A concept of a version's concepts/ folder (shared text pages include with <Concept>), by name. */
export function getConcept(name: string, root: Root = ''): Concept | undefined {
  const sourceFilePath = `${root}concepts/${name}.mdx`;
  try {
    return readGeneratedDocument<Concept>('Concept', sourceFilePath);
  } catch {
    return undefined;
  }
}


/**
 * The typed data sets that MDX components render, each version's own (by its content folder); a page
 * receives only those it uses.
 */
export const dataSets: { [K in keyof PageData]-?: (root?: Root) => readonly NonNullable<PageData[K]>[number][] } = {
  testCards: (root = '') => dataFile<TestCardSet>('TestCardSet', root).cards,
  paymentMethods: (root = '') => getPaymentMethodSet(root).methods,
  webhookEvents: (root = '') => dataFile<WebhookEventSet>('WebhookEventSet', root).events,
  currencies: (root = '') => dataFile<CurrencySet>('CurrencySet', root).currencies,
  errorCodes: (root = '') => dataFile<ErrorCodeSet>('ErrorCodeSet', root).errors,
  httpStatuses: (root = '') => dataFile<HttpStatusSet>('HttpStatusSet', root).statuses,
  rateLimits: (root = '') => getApiLimitSet(root).rateLimits,
  timeLimits: (root = '') => getApiLimitSet(root).timeLimits,
  testScenarios: (root = '') => dataFile<TestScenarioSet>('TestScenarioSet', root).scenarios,
  authorisationValidity: (root = '') => dataFile<AuthorisationValiditySet>('AuthorisationValiditySet', root).windows,
  paymentLifecycle: (root = '') => dataFile<PaymentLifecycleSet>('PaymentLifecycleSet', root).transitions,
  webhookRetries: (root = '') => getWebhookRetrySet(root).retries,
  idempotency: (root = '') => dataFile<IdempotencySet>('IdempotencySet', root).answers,
  idempotencyKeyLifetime: (root = '') => [{ hours: dataFile<ApiLimitSet>('ApiLimitSet', root).idempotencyKeyHours }],
  idempotencyKeyScope: (root = '') => [{ text: dataFile<ApiLimitSet>('ApiLimitSet', root).idempotencyKeyScope ?? '' }],
  operationStates: (root = '') => dataFile<OperationStateSet>('OperationStateSet', root).operations,
  schemeRules: (root = '') => dataFile<SchemeRuleSet>('SchemeRuleSet', root).rules,
};

/** What each operation answers in each status, or none for a version frozen before operation-states.json existed. */
export function operationStatesOf(root: Root = ''): ReturnType<typeof dataSets.operationStates> {
  return hasGeneratedDocument('OperationStateSet', `${root}data/${dataFileOf.OperationStateSet}`) ? dataSets.operationStates(root) : [];
}

/** The API limits' data file of a version: rate and time limits, and how long an idempotency key is kept. */
export function getApiLimitSet(root: Root = ''): ApiLimitSet {
  return dataFile<ApiLimitSet>('ApiLimitSet', root);
}

/** The webhook retry schedule's file as a document: its rows and how long a delivery may take to be acknowledged. */
export function getWebhookRetrySet(root: Root = ''): WebhookRetrySet {
  return dataFile<WebhookRetrySet>('WebhookRetrySet', root);
}

/** The payment methods' data file as a document, with its source path (the content check names it). */
export function getPaymentMethodSet(root: Root = ''): PaymentMethodSet {
  return dataFile<PaymentMethodSet>('PaymentMethodSet', root);
}

const dataFiles = new Map<string, () => unknown>();

/** A version's data file, read once a process like the pages' summaries (under `next dev`, on every call). */
function dataFile<T>(type: DataFileType, root: Root): T {
  const sourceFilePath = `${root}data/${dataFileOf[type]}`;
  let load = dataFiles.get(sourceFilePath);
  if (!load) dataFiles.set(sourceFilePath, (load = cachedOutsideDev(() => readGeneratedDocument<T>(type, sourceFilePath))));
  return load() as T;
}
