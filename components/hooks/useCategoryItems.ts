import { useCallback, useState } from 'react';
import { navFileUrl, type PageNavItem } from '@/lib/nav-state';

export type CategoryItems = PageNavItem[] | 'loading' | 'failed';

// Items seen on any page or fetched once stay known for the visit: categories a reader opened stay open across pages.
const known = new Map<string, PageNavItem[]>();

function remember(items: readonly PageNavItem[]): void {
  for (const item of items) {
    if (item.kind !== 'category' || !item.items) continue;
    known.set(item.route, item.items);
    remember(item.items);
  }
}

/** The items of the sidebar's categories: from the page's tree when it carries them, else fetched on demand. */
export function useCategoryItems(tree: readonly PageNavItem[]): { itemsOf: (route: string, own: PageNavItem[] | null) => CategoryItems; load: (route: string) => void } {
  const [, setVersion] = useState(0);
  const [state, setState] = useState<ReadonlyMap<string, 'loading' | 'failed'>>(new Map());
  // Idempotent: it only records what the page's props already hold.
  remember(tree);
  const load = useCallback((route: string) => {
    if (known.has(route)) return;
    setState((current) => new Map(current).set(route, 'loading'));
    fetch(navFileUrl(route))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<PageNavItem[]>;
      })
      .then((items) => {
        known.set(route, items);
        setState((current) => {
          const next = new Map(current);
          next.delete(route);
          return next;
        });
        setVersion((v) => v + 1);
      })
      .catch(() => setState((current) => new Map(current).set(route, 'failed')));
  }, []);
  const itemsOf = (route: string, own: PageNavItem[] | null): CategoryItems => own ?? known.get(route) ?? state.get(route) ?? 'loading';
  return { itemsOf, load };
}
