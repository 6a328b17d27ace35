import type { NavItem } from '../site/nav-tree';

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

/*
 * The items of the closed categories, fetched when the reader opens one and kept for the visit with
 * those seen in earlier pages' trees, so a category the reader opened stays open across pages: a small
 * external store for `useSyncExternalStore`.
 */

export type CategoryItems = PageNavItem[] | 'loading' | 'failed';

export interface CategoryItemsStore {
  subscribe: (onChange: () => void) => () => void;
  /** Changes whenever what `itemsOf` answers may have. */
  version: () => number;
  /**
   * Records the items a page's tree carries, for later pages whose trees leave them out. Silent: whoever
   * renders that tree renders its items from the tree itself.
   */
  remember: (tree: readonly PageNavItem[]) => void;
  /** Fetches a category's items unless they are known or on their way; a failed fetch is tried again. */
  load: (route: string) => void;
  /** A category's items: its own from the page's tree, else known, else how fetching them goes. */
  itemsOf: (route: string, own: PageNavItem[] | null) => CategoryItems;
}

export function categoryItemsStore(fetchItems: (route: string) => Promise<PageNavItem[]>): CategoryItemsStore {
  const items = new Map<string, CategoryItems>();
  const listeners = new Set<() => void>();
  let version = 0;
  const set = (route: string, value: CategoryItems) => {
    items.set(route, value);
    version += 1;
    for (const listener of listeners) listener();
  };
  const remember = (tree: readonly PageNavItem[]) => {
    for (const item of tree) {
      if (item.kind === 'category' && item.items) {
        items.set(item.route, item.items);
        remember(item.items);
      }
    }
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    version: () => version,
    remember,
    load(route) {
      const known = items.get(route);
      if (known && known !== 'failed') return;
      set(route, 'loading');
      fetchItems(route).then(
        (list) => set(route, list),
        () => set(route, 'failed'),
      );
    },
    itemsOf: (route, own) => own ?? items.get(route) ?? 'loading',
  };
}

/** A category's items from its nav file (scripts/write-nav-files.ts). */
export async function fetchCategoryItems(route: string): Promise<PageNavItem[]> {
  const response = await fetch(navFileUrl(route));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as PageNavItem[];
}
