/**
 * The site's content for the pages and the build steps: the site manifest (lib/site/manifest.ts),
 * one page's document at a time, the concepts and the data sets.
 *
 * Read from disk rather than imported from `#content`: an import puts every page's body into the
 * server bundle of every route, and each build worker held several copies of the whole site. A
 * process keeps the manifest and reads the one page it renders.
 */
import type { ApiLimitSet, AuthorisationValiditySet, Concept, CurrencySet, Doc, ErrorCodeSet, HttpStatusSet, PaymentLifecycleSet, PaymentMethodSet, TestCardSet, TestScenarioSet, WebhookEventSet, WebhookRetrySet } from '#content';
import type { PageData } from './page-data';
import { readGenerated, readGeneratedDocument } from './generated-content';
import { docInput } from './site/doc-input';
import { categoryEntry, conceptSummary, currentDocsManifest, docSource } from './site/from-contentlayer';
import type { DocsVersionModel, SitePage, SiteManifest } from './site/manifest';
import { readSiteManifest } from './site/manifest-file';
import type { NavItem } from './site/nav-tree';

let devContent: typeof import('#content') | null = null;

/**
 * Under `next dev`, content comes from the generated module, so that Next reloads the open page when
 * Contentlayer rewrites it, and nothing is cached; page props await this first. The production build
 * inlines NODE_ENV and drops the import with its branch (the condition must stand at the import).
 */
export async function loadDevContent(): Promise<void> {
  if (process.env.NODE_ENV === 'development') devContent = await import('#content');
}

function once<T>(load: () => T): () => T {
  let value: { current: T } | undefined;
  return () => {
    if (devContent) return load();
    value ??= { current: load() };
    return value.current;
  };
}

let devManifest: { docs: readonly Doc[]; manifest: SiteManifest } | undefined;

/** Under `next dev`, computed from the generated module, again whenever Contentlayer has rewritten it. */
function manifest(): SiteManifest {
  if (!devContent) return builtManifest();
  const { allDocs, allConcepts, allCategories } = devContent;
  if (devManifest?.docs !== allDocs) {
    const concepts = new Map(allConcepts.map((concept) => [concept.name, conceptSummary(concept)]));
    devManifest = { docs: allDocs, manifest: currentDocsManifest(allDocs.map((doc) => docInput(docSource(doc), concepts)), allCategories.map(categoryEntry)) };
  }
  return devManifest.manifest;
}

const builtManifest = once(readSiteManifest);

/** The docs at the site root. */
function currentDocs(): DocsVersionModel {
  const current = manifest().versions.find((version) => version.name === 'current');
  if (!current) throw new Error('The site manifest has no current docs version; rebuild the content (npm run build)');
  return current;
}

/** Every page of the site (welcome, docs, category indexes) in the order the sidebar reads. */
export function getSitePages(): readonly SitePage[] {
  return currentDocs().pages;
}

const pageByRoute = once(() => new Map(getSitePages().map((page) => [page.route, page])));

export function getSitePage(route: string): SitePage | undefined {
  return pageByRoute().get(route);
}

export function getNavTree(): readonly NavItem[] {
  return currentDocs().tree;
}

const CONTENT_PREFIX = 'content/';

/** The whole document of a doc page, body included, read from its own file. */
export function getDocByRoute(route: string): Doc | undefined {
  const page = getSitePage(route);
  if (page?.kind !== 'doc') return undefined;
  const sourceFilePath = page.sourceFile.slice(CONTENT_PREFIX.length);
  return devContent?.allDocs.find((doc) => doc._raw.sourceFilePath === sourceFilePath) ?? readGeneratedDocument<Doc>('Doc', sourceFilePath);
}

/** A concept of content/concepts/ (shared text pages include with <Concept>), by name. */
export function getConcept(name: string): Concept | undefined {
  if (devContent) return devContent.allConcepts.find((concept) => concept.name === name);
  try {
    return readGeneratedDocument<Concept>('Concept', `concepts/${name}.mdx`);
  } catch {
    return undefined;
  }
}

/** The typed data sets that MDX components render; a page receives only those it uses. */
export const dataSets: { [K in keyof PageData]-?: () => readonly NonNullable<PageData[K]>[number][] } = {
  testCards: () => dataFile<TestCardSet>('TestCardSet', (c) => c.testCardSet).cards,
  paymentMethods: () => getPaymentMethodSet().methods,
  webhookEvents: () => dataFile<WebhookEventSet>('WebhookEventSet', (c) => c.webhookEventSet).events,
  currencies: () => dataFile<CurrencySet>('CurrencySet', (c) => c.currencySet).currencies,
  errorCodes: () => dataFile<ErrorCodeSet>('ErrorCodeSet', (c) => c.errorCodeSet).errors,
  httpStatuses: () => dataFile<HttpStatusSet>('HttpStatusSet', (c) => c.httpStatusSet).statuses,
  rateLimits: () => dataFile<ApiLimitSet>('ApiLimitSet', (c) => c.apiLimitSet).rateLimits,
  timeLimits: () => dataFile<ApiLimitSet>('ApiLimitSet', (c) => c.apiLimitSet).timeLimits,
  testScenarios: () => dataFile<TestScenarioSet>('TestScenarioSet', (c) => c.testScenarioSet).scenarios,
  authorisationValidity: () => dataFile<AuthorisationValiditySet>('AuthorisationValiditySet', (c) => c.authorisationValiditySet).windows,
  paymentLifecycle: () => dataFile<PaymentLifecycleSet>('PaymentLifecycleSet', (c) => c.paymentLifecycleSet).transitions,
  webhookRetries: () => dataFile<WebhookRetrySet>('WebhookRetrySet', (c) => c.webhookRetrySet).retries,
};

/** The payment methods' data file as a document, with its source path (the content check names it). */
export function getPaymentMethodSet(): PaymentMethodSet {
  return dataFile<PaymentMethodSet>('PaymentMethodSet', (c) => c.paymentMethodSet);
}

const dataFiles = new Map<string, () => unknown>();

/** A data file, read once a process like the pages' summaries (under `next dev`, from the module). */
function dataFile<T>(type: string, fromModule: (content: typeof import('#content')) => T): T {
  if (devContent) return fromModule(devContent);
  let load = dataFiles.get(type);
  if (!load) dataFiles.set(type, (load = once(() => readGenerated<T>(type))));
  return load() as T;
}
