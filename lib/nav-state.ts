import type { NavItem } from './site/nav-tree';

/**
 * The sidebar tree as a page carries it: categories off the page's own path keep their label and
 * route but not their items (`items: null`), which the sidebar fetches from `/nav/<route>.json` when
 * the reader opens one. Every page would otherwise carry every other page's entry, and the site's
 * HTML would grow with the square of its page count.
 */
export type PageNavItem = { kind: 'doc'; label: string; route: string } | { kind: 'category'; label: string; route: string; items: PageNavItem[] | null };

/** Routes of the categories that contain `route` (outermost first), and the category itself if it is one. */
export function expandedForRoute(tree: readonly (NavItem | PageNavItem)[], route: string): string[] {
  const path: string[] = [];
  const find = (items: readonly (NavItem | PageNavItem)[]): boolean => {
    for (const item of items) {
      if (item.route === route) {
        if (item.kind === 'category') path.push(item.route);
        return true;
      }
      if (item.kind === 'category' && item.items) {
        path.push(item.route);
        if (find(item.items)) return true;
        path.pop();
      }
    }
    return false;
  };
  find(tree);
  return path;
}

/** The items with their categories closed: what one level of the sidebar shows. */
export function oneLevel(items: readonly NavItem[]): PageNavItem[] {
  return items.map((item) => (item.kind === 'doc' ? item : { kind: 'category', label: item.label, route: item.route, items: null }));
}

/** The tree a page at `activeRoute` carries: its own path open, every other category closed. */
export function pageTree(tree: readonly NavItem[], activeRoute: string): PageNavItem[] {
  const open = new Set(expandedForRoute(tree, activeRoute));
  const prune = (items: readonly NavItem[]): PageNavItem[] =>
    items.map((item) => (item.kind === 'doc' ? item : { kind: 'category', label: item.label, route: item.route, items: open.has(item.route) ? prune(item.items) : null }));
  return prune(tree);
}

/** Where the sidebar finds a closed category's items. */
export const navFileUrl = (route: string): string => `/nav${route}.json`;
