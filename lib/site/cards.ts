/** A category's items as cards (title, description, link): its index page and `<ChildPages />` show them. */
import type { SitePage } from './manifest';
import type { NavItem } from './nav-tree';
import { findCategory } from './nav-queries';

export interface Card {
  title: string;
  description: string;
  route: string;
}

/** The items of the category whose page this route is, described by their own pages; empty for any other route. */
export function childCards(tree: readonly NavItem[], pages: readonly SitePage[], route: string): Card[] {
  const category = findCategory(tree, route);
  if (!category) return [];
  const pageByRoute = new Map(pages.map((page) => [page.route, page]));
  return category.items.map((item) => {
    const page = pageByRoute.get(item.route);
    return { title: page?.title ?? item.label, description: page?.description ?? '', route: item.route };
  });
}
