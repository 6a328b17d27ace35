import { categoryRoute, folderOfSourcePath } from './routes';

/** What the navigation needs of a doc page; contentlayer's Doc satisfies it. */
export interface DocEntry {
  sourceFilePath: string;
  route: string;
  title: string;
  description: string;
  sidebarLabel?: string;
  position?: number;
}

/** What the navigation needs of a `_category.json`. */
export interface CategoryEntry {
  sourceFilePath: string;
  label: string;
  position: number;
  description: string;
  slug?: string;
}

export type NavItem =
  | { kind: 'doc'; label: string; route: string }
  | { kind: 'category'; label: string; route: string; items: NavItem[] };

export interface Crumb {
  label: string;
  route: string;
}

export interface Card {
  title: string;
  description: string;
  route: string;
}

interface GeneratedIndex {
  slug: string;
  route: string;
  title: string;
  description: string;
  sourceFilePath: string;
  cards: Card[];
}

export interface SiteNav {
  /** The sidebar: top-level categories and docs, in order. */
  tree: NavItem[];
  /** Every generated category index page, by slug. */
  generatedIndexes: Map<string, GeneratedIndex>;
  breadcrumbs(route: string): Crumb[];
  prevNext(route: string): { prev: Crumb | null; next: Crumb | null };
  /** The pages of the category whose route this is (a folder's index page), as cards; empty for any other route. */
  childPages(route: string): Card[];
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

interface Sortable {
  position: number;
  label: string;
  item: NavItem;
}

function byPositionThenLabel(a: Sortable, b: Sortable): number {
  return a.position - b.position || a.label.localeCompare(b.label);
}

/**
 * Builds the sidebar tree, the generated category indexes, breadcrumbs and previous/next links
 * from the docs and categories. Throws a ContentError listing every structural problem with its file.
 */
export function buildSiteNav(docs: readonly DocEntry[], categories: readonly CategoryEntry[]): SiteNav {
  const problems: string[] = [];

  const docsByRoute = new Map<string, DocEntry>();
  for (const doc of docs) {
    const other = docsByRoute.get(doc.route);
    if (other) {
      problems.push(`content/${doc.sourceFilePath}: claims the route ${doc.route}, which content/${other.sourceFilePath} already has; rename or move one of them`);
    } else {
      docsByRoute.set(doc.route, doc);
    }
  }

  const categoryByFolder = new Map<string, CategoryEntry>();
  const categoryBySlug = new Map<string, CategoryEntry>();
  for (const category of categories) {
    categoryByFolder.set(folderOfSourcePath(category.sourceFilePath), category);
    if (category.slug === undefined) continue;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(category.slug)) {
      problems.push(`content/${category.sourceFilePath}: slug "${category.slug}" must be lower-case words joined by hyphens`);
    }
    const other = categoryBySlug.get(category.slug);
    if (other) {
      problems.push(`content/${category.sourceFilePath}: slug "${category.slug}" is already used by content/${other.sourceFilePath}`);
    } else {
      categoryBySlug.set(category.slug, category);
    }
  }

  const docsByFolder = new Map<string, DocEntry[]>();
  const subfoldersByFolder = new Map<string, Set<string>>();
  const addFolder = (folder: string): void => {
    let current = folder;
    while (current !== '') {
      const parent = current.includes('/') ? current.slice(0, current.lastIndexOf('/')) : '';
      const children = subfoldersByFolder.get(parent) ?? new Set<string>();
      children.add(current);
      subfoldersByFolder.set(parent, children);
      current = parent;
    }
  };
  for (const doc of docsByRoute.values()) {
    const folder = folderOfSourcePath(doc.sourceFilePath);
    docsByFolder.set(folder, [...(docsByFolder.get(folder) ?? []), doc]);
    addFolder(folder);
  }
  for (const folder of categoryByFolder.keys()) addFolder(folder);

  const generatedIndexes = new Map<string, GeneratedIndex>();
  const parentOf = new Map<string, Crumb>();

  const folderIndexDoc = (folder: string): DocEntry | undefined => docsByRoute.get(`/${folder}`);

  const buildFolder = (folder: string): NavItem[] => {
    const entries: Sortable[] = [];
    for (const doc of docsByFolder.get(folder) ?? []) {
      if (doc.route === `/${folder}` || doc.route === '/') continue; // the folder's own page
      const label = doc.sidebarLabel ?? doc.title;
      entries.push({ position: doc.position ?? Number.POSITIVE_INFINITY, label, item: { kind: 'doc', label, route: doc.route } });
    }
    for (const sub of subfoldersByFolder.get(folder) ?? []) {
      const category = categoryByFolder.get(sub);
      const indexDoc = folderIndexDoc(sub);
      if (!category) {
        problems.push(`content/docs/${sub}/: has pages but no _category.json; add one with label, position and description`);
        continue;
      }
      if (category.slug !== undefined && indexDoc) {
        problems.push(`content/${category.sourceFilePath}: has a slug and its folder has index.mdx (content/${indexDoc.sourceFilePath}); keep one of them as the category's page`);
      }
      if (category.slug === undefined && !indexDoc) {
        problems.push(`content/${category.sourceFilePath}: has no slug and its folder has no index.mdx; add one of them so the category has a page`);
        continue;
      }
      const route = category.slug !== undefined ? categoryRoute(category.slug) : `/${sub}`;
      const items = buildFolder(sub);
      const self: Crumb = { label: category.label, route };
      for (const child of items) parentOf.set(child.route, self);
      if (category.slug !== undefined) {
        generatedIndexes.set(category.slug, {
          slug: category.slug,
          route,
          title: category.label,
          description: category.description,
          sourceFilePath: category.sourceFilePath,
          cards: items.map((child) => cardFor(child)),
        });
      }
      entries.push({ position: category.position, label: category.label, item: { kind: 'category', label: category.label, route, items } });
    }
    return entries.sort(byPositionThenLabel).map((e) => e.item);
  };

  const cardFor = (item: NavItem): Card => {
    if (item.kind === 'doc') {
      const doc = docsByRoute.get(item.route);
      return { title: doc?.title ?? item.label, description: doc?.description ?? '', route: item.route };
    }
    const category = [...categoryByFolder.values()].find((c) =>
      c.slug !== undefined ? categoryRoute(c.slug) === item.route : `/${folderOfSourcePath(c.sourceFilePath)}` === item.route,
    );
    return { title: item.label, description: category?.description ?? '', route: item.route };
  };

  const tree = buildFolder('');
  if (problems.length > 0) throw new ContentError(problems);

  const order: Crumb[] = [];
  const walk = (items: readonly NavItem[]): void => {
    for (const item of items) {
      order.push({ label: item.label, route: item.route });
      if (item.kind === 'category') walk(item.items);
    }
  };
  walk(tree);
  const positionInOrder = new Map(order.map((crumb, i) => [crumb.route, i]));

  return {
    tree,
    generatedIndexes,
    breadcrumbs(route) {
      const trail: Crumb[] = [];
      let parent = parentOf.get(route);
      while (parent) {
        trail.unshift(parent);
        parent = parentOf.get(parent.route);
      }
      return trail;
    },
    prevNext(route) {
      const i = positionInOrder.get(route);
      if (i === undefined) return { prev: null, next: null };
      return { prev: order[i - 1] ?? null, next: order[i + 1] ?? null };
    },
    childPages(route) {
      const find = (items: readonly NavItem[]): NavItem[] | null => {
        for (const item of items) {
          if (item.kind !== 'category') continue;
          if (item.route === route) return item.items;
          const found = find(item.items);
          if (found) return found;
        }
        return null;
      };
      return (find(tree) ?? []).filter((item) => item.route !== route).map(cardFor);
    },
  };
}
