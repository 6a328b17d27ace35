import { AppLink } from '@/components/AppLink';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/icons';
import { categoryItemsStore, expandedForRoute, fetchCategoryItems, type CategoryItems, type PageNavItem } from '@/lib/browser/nav-state';
import { routeUrl } from '@/lib/routes/routes';

// One store for the visit, shared by the sidebar of every page and the mobile menu's.
const categoryItems = categoryItemsStore(fetchCategoryItems);

interface SidebarProps {
  tree: readonly PageNavItem[];
  activeRoute: string;
}

/** Categories open and close independently: opening one never closes another; the current page's ancestors open. */
export function Sidebar({ tree, activeRoute }: SidebarProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(expandedForRoute(tree, activeRoute)));
  useEffect(() => {
    setExpanded((current) => new Set([...current, ...expandedForRoute(tree, activeRoute)]));
  }, [tree, activeRoute]);
  // Renders again when a category's items arrive or fail to.
  useSyncExternalStore(categoryItems.subscribe, categoryItems.version, categoryItems.version);
  useEffect(() => categoryItems.remember(tree), [tree]);
  const toggle = (route: string) => {
    if (!expanded.has(route)) categoryItems.load(route);
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(route)) next.delete(route);
      else next.add(route);
      return next;
    });
  };
  return (
    <nav aria-label="Docs" className="text-sm">
      <SidebarItems items={tree} activeRoute={activeRoute} expanded={expanded} toggle={toggle} itemsOf={categoryItems.itemsOf} depth={0} />
    </nav>
  );
}

interface ItemsProps {
  items: readonly PageNavItem[];
  activeRoute: string;
  expanded: ReadonlySet<string>;
  toggle: (route: string) => void;
  itemsOf: (route: string, own: PageNavItem[] | null) => CategoryItems;
  depth: number;
}

function SidebarItems({ items, activeRoute, expanded, toggle, itemsOf, depth }: ItemsProps) {
  return (
    <ul className={depth === 0 ? 'space-y-0.5' : 'mt-0.5 space-y-0.5 border-l border-slate-200 pl-3 dark:border-slate-800'}>
      {items.map((item) => {
        const active = item.route === activeRoute;
        const linkClass = `block flex-1 rounded-md px-2 py-1.5 ${
          active
            ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-300'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800/60 dark:hover:text-white'
        }`;
        if (item.kind === 'doc') {
          return (
            <li key={item.route}>
              <AppLink href={routeUrl(item.route)} className={linkClass} aria-current={active ? 'page' : undefined}>
                {item.label}
              </AppLink>
            </li>
          );
        }
        const open = expanded.has(item.route);
        const listId = `sidebar-${item.route.replace(/[^a-z0-9]+/gi, '-')}`;
        return (
          <li key={item.route} data-category={item.label}>
            <div className="flex items-center">
              <AppLink href={routeUrl(item.route)} className={`${linkClass} ${depth === 0 && !active ? 'font-medium' : ''}`} aria-current={active ? 'page' : undefined}>
                {item.label}
              </AppLink>
              <button
                type="button"
                onClick={() => toggle(item.route)}
                aria-expanded={open}
                aria-controls={listId}
                aria-label={`${open ? 'Collapse' : 'Expand'} ${item.label}`}
                className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
              >
                <ChevronIcon width={14} height={14} className={`transition-transform ${open ? 'rotate-90' : ''}`} />
              </button>
            </div>
            <div id={listId} hidden={!open}>
              {open && <CategoryChildren route={item.route} label={item.label} items={itemsOf(item.route, item.items)} render={(children) => <SidebarItems items={children} activeRoute={activeRoute} expanded={expanded} toggle={toggle} itemsOf={itemsOf} depth={depth + 1} />} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A category's items once known; while they load, or if they cannot, the category's own page is one click away. */
function CategoryChildren({ route, label, items, render }: { route: string; label: string; items: CategoryItems; render: (items: PageNavItem[]) => ReactNode }) {
  if (Array.isArray(items)) return <>{render(items)}</>;
  return (
    <p className="mt-0.5 border-l border-slate-200 py-1.5 pl-5 text-slate-600 dark:border-slate-800 dark:text-slate-400" role="status">
      {items === 'loading' ? (
        'Loading...'
      ) : (
        <>
          Could not load this list. <AppLink href={routeUrl(route)} className="underline">Open {label}</AppLink>
        </>
      )}
    </p>
  );
}
