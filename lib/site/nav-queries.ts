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

/** A tree's nodes in reading order, with each route's first place and the categories above it. */
interface TreeIndex {
  order: readonly NavItem[];
  place: ReadonlyMap<string, number>;
  above: ReadonlyMap<string, readonly Category[]>;
}

/**
 * Built once per tree: pages ask for their neighbours, category and path one by one, and walking the
 * whole tree for each made `getStaticProps` quadratic (13.6 s of 22 s for the props of 5,080 pages).
 * A tree is built once and never changed (lib/site/nav-tree.ts), so the tree itself is the key.
 */
const indexes = new WeakMap<readonly NavItem[], TreeIndex>();

function indexOf(tree: readonly NavItem[]): TreeIndex {
  const known = indexes.get(tree);
  if (known) return known;
  const order: NavItem[] = [];
  const place = new Map<string, number>();
  const above = new Map<string, readonly Category[]>();
  const walk = (items: readonly NavItem[], path: readonly Category[]) => {
    for (const item of items) {
      if (!place.has(item.route)) {
        place.set(item.route, order.length);
        above.set(item.route, path);
      }
      order.push(item);
      if (item.kind === 'category') walk(item.items, [...path, item]);
    }
  };
  walk(tree, []);
  const index = { order, place, above };
  indexes.set(tree, index);
  return index;
}

/** Every node in reading order: a category, then its items. */
export function flattenTree(tree: readonly NavItem[]): NavItem[] {
  return [...indexOf(tree).order];
}

/** The categories from the top of the tree down to the node with this route (not the node itself); null when no node has it. */
function findPath(tree: readonly NavItem[], route: string): readonly Category[] | null {
  return indexOf(tree).above.get(route) ?? null;
}

export function breadcrumbs(tree: readonly NavItem[], route: string): Crumb[] {
  return (findPath(tree, route) ?? []).map(({ label, route: to }) => ({ label, route: to }));
}

/** The nodes before and after the route in reading order. */
export function findNeighbours(tree: readonly NavItem[], route: string): { prev: Crumb | null; next: Crumb | null } {
  const { order, place } = indexOf(tree);
  const i = place.get(route);
  if (i === undefined) return { prev: null, next: null };
  const crumb = (item: NavItem | undefined): Crumb | null => (item ? { label: item.label, route: item.route } : null);
  return { prev: crumb(order[i - 1]), next: crumb(order[i + 1]) };
}

/** The category whose page this route is; null for a doc or an unknown route. */
export function findCategory(tree: readonly NavItem[], route: string): Category | null {
  const { order, place } = indexOf(tree);
  const i = place.get(route);
  const found = i === undefined ? undefined : order[i];
  return found?.kind === 'category' ? found : null;
}

/** Every category of the tree, outermost first. */
export function allCategories(tree: readonly NavItem[]): Category[] {
  return indexOf(tree).order.filter((item): item is Category => item.kind === 'category');
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
