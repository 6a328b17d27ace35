/**
 * The site's content, computed once from Contentlayer's generated data: every page, the navigation,
 * the category indexes. Pages read it from here.
 */
import { allCategories, allDocs, paymentMethodSet, testCardSet, webhookEventSet } from '#content';
import type { Doc } from '#content';
import { navFromDocuments } from './content-model';
import type { Heading } from './headings';
import type { NavItem, SiteNav } from './nav';

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
export const dataSets = {
  testCards: () => testCardSet.cards,
  paymentMethods: () => paymentMethodSet.methods,
  webhookEvents: () => webhookEventSet.events,
};

export interface SitePage {
  route: string;
  title: string;
  description: string;
  /** The top-level sidebar category the page sits in (the welcome page: the site itself). */
  section: string;
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
  const add = (route: string, section: string) => {
    const doc = getDocByRoute(route);
    const index = categoryBySlugRoute.get(route);
    if (doc) pages.push({ route, title: doc.title, description: doc.description, section, sourceFile: `content/${doc._raw.sourceFilePath}` });
    else if (index) pages.push({ route, title: index.title, description: index.description, section, sourceFile: `content/${index.sourceFilePath}` });
  };
  add('/', getDocByRoute('/')?.title ?? '');
  const walk = (items: readonly NavItem[], section: string) => {
    for (const item of items) {
      add(item.route, section);
      if (item.kind === 'category') walk(item.items, section);
    }
  };
  for (const item of nav.tree) walk([item], item.label);
  cachedPages = pages;
  return pages;
}
