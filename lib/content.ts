/**
 * The site's content, computed once from Contentlayer's generated data: every page, the navigation,
 * the category indexes. Pages read it from here.
 */
import { allCategories, allDocs, paymentMethodSet, testCardSet, webhookEventSet } from '#content';
import type { Doc } from '#content';
import { navFromDocuments } from './content-model';
import type { Heading } from './headings';
import type { SiteNav } from './nav';

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
