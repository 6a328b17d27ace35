/**
 * Turns Contentlayer's generated documents into the site's model. Kept apart from the import of the
 * generated module so that build scripts can run it on any build's output (fixtures included).
 */
import type { Category, Doc } from '#content';
import { buildSiteNav, type SiteNav } from './nav';

/** What the navigation and the page list need of a page: everything but its body. */
export type DocSummary = Pick<Doc, 'route' | 'title' | 'description' | 'sidebar_label' | 'sidebar_position' | 'headings'> & { _raw: Pick<Doc['_raw'], 'sourceFilePath'> };

export function navFromDocuments(docs: readonly DocSummary[], categories: readonly Pick<Category, '_raw' | 'label' | 'position' | 'description' | 'slug'>[]): SiteNav {
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
