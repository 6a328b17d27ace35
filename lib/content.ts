/**
 * The site's content, computed once from Contentlayer's generated data: every page, the navigation,
 * the category indexes. Pages read it from here.
 *
 * Read from disk rather than imported from `#content`: an import puts every page's body into the
 * server bundle of every route, and each build worker held several copies of the whole site (4.5 GB
 * at +5,000 pages). A process keeps a summary of every page and reads the one page it renders.
 */
import type { ApiLimitSet, AuthorisationValiditySet, Category, Concept, CurrencySet, Doc, ErrorCodeSet, HttpStatusSet, PaymentLifecycleSet, PaymentMethodSet, TestCardSet, TestScenarioSet, WebhookEventSet, WebhookRetrySet } from '#content';
import { navFromDocuments, type DocSummary } from './content-model';
import type { Heading } from './headings';
import type { NavItem, SiteNav } from './nav';
import type { PageData } from './page-data';
import { generatedFiles, readGenerated, readGeneratedDocument } from './generated-content';

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

function summarise(doc: Doc): DocSummary {
  return {
    _raw: { sourceFilePath: doc._raw.sourceFilePath },
    route: doc.route,
    title: doc.title,
    description: doc.description,
    sidebar_label: doc.sidebar_label,
    sidebar_position: doc.sidebar_position,
    headings: doc.headings,
  };
}

// One page at a time, so that no more than one compiled body is held at once.
const summaries = once((): DocSummary[] =>
  devContent ? devContent.allDocs.map(summarise) : generatedFiles('Doc').map((file) => summarise(readGenerated<Doc>('Doc', file))),
);
const summaryByRoute = once(() => new Map(summaries().map((doc) => [doc.route, doc])));
const categories = once(() => (devContent?.allCategories ?? readGenerated<Category[]>('Category')));

export const getSiteNav = once((): SiteNav => navFromDocuments(summaries(), categories()));

/** Every page's summary: route, title, description, headings; not its body. */
export function getAllDocs(): readonly DocSummary[] {
  return summaries();
}

/** The whole document of one page, body included, read from its own file. */
export function getDocByRoute(route: string): Doc | undefined {
  const summary = summaryByRoute().get(route);
  if (!summary) return undefined;
  return readDoc(summary);
}

/** The whole document of the page a summary stands for, read from its own file. */
export function readDoc(summary: Pick<DocSummary, '_raw'>): Doc {
  const found = devContent?.allDocs.find((doc) => doc._raw.sourceFilePath === summary._raw.sourceFilePath);
  return found ?? readGeneratedDocument<Doc>('Doc', summary._raw.sourceFilePath);
}

/** Every concept of content/concepts/ (shared text pages include with <Concept>), by name; few and small, so read whole. */
export const getConcepts = once((): ReadonlyMap<string, Concept> => {
  const concepts = devContent ? devContent.allConcepts : generatedFiles('Concept').map((file) => readGenerated<Concept>('Concept', file));
  return new Map(concepts.map((concept) => [concept.name, concept]));
});

export function docHeadings(doc: Pick<DocSummary, 'headings'>): Heading[] {
  return doc.headings as Heading[];
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

export interface SitePage {
  route: string;
  title: string;
  description: string;
  /** The top-level sidebar category the page sits in (the welcome page: the site itself). */
  section: string;
  /** A stable name for that section, for its social image: the category's slug, `home` for the welcome page. */
  sectionKey: string;
  /** The content file behind the page, relative to the repository root. */
  sourceFile: string;
}

/** Every page of the site (welcome, docs, category indexes) in the order the sidebar reads. */
export const getSitePages = once((): SitePage[] => {
  const nav = getSiteNav();
  const categoryBySlugRoute = new Map([...nav.generatedIndexes.values()].map((index) => [index.route, index]));
  const pages: SitePage[] = [];
  const add = (route: string, section: string, sectionKey: string) => {
    const doc = summaryByRoute().get(route);
    const index = categoryBySlugRoute.get(route);
    const source = doc ? { title: doc.title, description: doc.description, sourceFile: `content/${doc._raw.sourceFilePath}` } : index ? { title: index.title, description: index.description, sourceFile: `content/${index.sourceFilePath}` } : null;
    if (source) pages.push({ route, section, sectionKey, ...source });
  };
  add('/', summaryByRoute().get('/')?.title ?? '', 'home');
  const walk = (items: readonly NavItem[], section: string, sectionKey: string) => {
    for (const item of items) {
      add(item.route, section, sectionKey);
      if (item.kind === 'category') walk(item.items, section, sectionKey);
    }
  };
  for (const item of nav.tree) walk([item], item.label, item.route.split('/').filter(Boolean).at(-1) ?? 'home');
  return pages;
});

export function getSitePage(route: string): SitePage | undefined {
  return getSitePages().find((page) => page.route === route);
}
