/**
 * The site's content, computed once from Contentlayer's generated data: every page, the navigation,
 * the category indexes. Pages read it from here.
 */
import { allCategories, allDocs, currencySet, errorCodeSet, httpStatusSet, paymentMethodSet, testCardSet, webhookEventSet } from '#content';
import type { Doc } from '#content';
import { navFromDocuments } from './content-model';
import type { Heading } from './headings';
import type { NavItem, SiteNav } from './nav';
import type { PageData } from './page-data';

let cachedNav: SiteNav | undefined;

export function getSiteNav(): SiteNav {
  cachedNav ??= navFromDocuments(allDocs, allCategories);
  return cachedNav;
}

export function getAllDocs(): readonly Doc[] {
  return allDocs;
}

export function getDocByRoute(route: string): Doc | undefined {
  return allDocs.find((doc) => doc.route === route);
}

export function docHeadings(doc: Pick<Doc, 'headings'>): Heading[] {
  return doc.headings as Heading[];
}

/** The typed data sets that MDX components render; a page receives only those it uses. */
export const dataSets: { [K in keyof PageData]-?: () => readonly NonNullable<PageData[K]>[number][] } = {
  testCards: () => testCardSet.cards,
  paymentMethods: () => paymentMethodSet.methods,
  webhookEvents: () => webhookEventSet.events,
  currencies: () => currencySet.currencies,
  errorCodes: () => errorCodeSet.errors,
  httpStatuses: () => httpStatusSet.statuses,
};

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

let cachedPages: SitePage[] | undefined;

/** Every page of the site (welcome, docs, category indexes) in the order the sidebar reads. */
export function getSitePages(): SitePage[] {
  if (cachedPages) return cachedPages;
  const nav = getSiteNav();
  const categoryBySlugRoute = new Map([...nav.generatedIndexes.values()].map((index) => [index.route, index]));
  const pages: SitePage[] = [];
  const add = (route: string, section: string, sectionKey: string) => {
    const doc = getDocByRoute(route);
    const index = categoryBySlugRoute.get(route);
    const source = doc ? { title: doc.title, description: doc.description, sourceFile: `content/${doc._raw.sourceFilePath}` } : index ? { title: index.title, description: index.description, sourceFile: `content/${index.sourceFilePath}` } : null;
    if (source) pages.push({ route, section, sectionKey, ...source });
  };
  add('/', getDocByRoute('/')?.title ?? '', 'home');
  const walk = (items: readonly NavItem[], section: string, sectionKey: string) => {
    for (const item of items) {
      add(item.route, section, sectionKey);
      if (item.kind === 'category') walk(item.items, section, sectionKey);
    }
  };
  for (const item of nav.tree) walk([item], item.label, item.route.split('/').filter(Boolean).at(-1) ?? 'home');
  cachedPages = pages;
  return pages;
}

export function getSitePage(route: string): SitePage | undefined {
  return getSitePages().find((page) => page.route === route);
}
