import type { Crumb } from '../nav';

/** A page's section for search (DocSearch's lvl0): its top-level category, or the page itself at the top. */
export function searchSection(breadcrumbs: readonly Crumb[], title: string): string {
  return breadcrumbs[0]?.label ?? title;
}
