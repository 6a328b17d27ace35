/**
 * Queries over the sidebar tree, each a pure function of the tree (as Fumadocs' page-tree utilities and
 * Docusaurus' docsUtils are): breadcrumbs, previous and next, a category's items, a page's section.
 */
import type { NavItem } from './nav-tree';

export interface Crumb {
  label: string;
  route: string;
}

type Category = Extract<NavItem, { kind: 'category' }>;

/** Every node in reading order: a category, then its items. */
export function flattenTree(tree: readonly NavItem[]): NavItem[] {
  return tree.flatMap((item) => (item.kind === 'category' ? [item, ...flattenTree(item.items)] : [item]));
}

/** The categories from the top of the tree down to the node with this route (not the node itself); null when no node has it. */
function findPath(tree: readonly NavItem[], route: string): Category[] | null {
  for (const item of tree) {
    if (item.route === route) return [];
    if (item.kind !== 'category') continue;
    const below = findPath(item.items, route);
    if (below) return [item, ...below];
  }
  return null;
}

export function breadcrumbs(tree: readonly NavItem[], route: string): Crumb[] {
  return (findPath(tree, route) ?? []).map(({ label, route: to }) => ({ label, route: to }));
}

/** The nodes before and after the route in reading order. */
export function findNeighbours(tree: readonly NavItem[], route: string): { prev: Crumb | null; next: Crumb | null } {
  const order = flattenTree(tree);
  const i = order.findIndex((item) => item.route === route);
  if (i === -1) return { prev: null, next: null };
  const crumb = (item: NavItem | undefined): Crumb | null => (item ? { label: item.label, route: item.route } : null);
  return { prev: crumb(order[i - 1]), next: crumb(order[i + 1]) };
}

/** The category whose page this route is; null for a doc or an unknown route. */
export function findCategory(tree: readonly NavItem[], route: string): Category | null {
  const found = flattenTree(tree).find((item) => item.route === route);
  return found?.kind === 'category' ? found : null;
}

/** Every category of the tree, outermost first. */
export function allCategories(tree: readonly NavItem[]): Category[] {
  return flattenTree(tree).filter((item): item is Category => item.kind === 'category');
}

/**
 * The top-level node a route sits under (or is): its section, for search's lvl0, llms.txt and the
 * social card. Null for a route outside the tree, such as the welcome page.
 */
export function topLevelOf(tree: readonly NavItem[], route: string): NavItem | null {
  const path = findPath(tree, route);
  if (!path) return null;
  return path[0] ?? tree.find((item) => item.route === route) ?? null;
}
