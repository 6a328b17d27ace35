import type { NavItem } from './nav';

/** Routes of the categories that contain `route` (outermost first), and the category itself if it is one. */
export function expandedForRoute(tree: readonly NavItem[], route: string): string[] {
  const path: string[] = [];
  const find = (items: readonly NavItem[]): boolean => {
    for (const item of items) {
      if (item.route === route) {
        if (item.kind === 'category') path.push(item.route);
        return true;
      }
      if (item.kind === 'category') {
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
