/**
 * Turns Contentlayer's generated documents into the site's model. Kept apart from the import of the
 * generated module so that build scripts can run it on any build's output (fixtures included).
 */
import type { Category, Doc } from '#content';
import { buildSiteNav, type SiteNav } from './nav';

export function navFromDocuments(docs: readonly Doc[], categories: readonly Category[]): SiteNav {
  return buildSiteNav(
    docs.map((doc) => ({
      sourceFilePath: doc._raw.sourceFilePath,
      route: doc.route,
      title: doc.title,
      description: doc.description,
      sidebarLabel: doc.sidebar_label,
      position: doc.sidebar_position,
    })),
    categories.map((category) => ({
      sourceFilePath: category._raw.sourceFilePath,
      label: category.label,
      position: category.position,
      description: category.description,
      slug: category.slug,
    })),
  );
}
