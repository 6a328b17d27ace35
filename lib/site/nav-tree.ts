/**
 * The sidebar tree, built once from the docs and `_category.json` files and kept as plain data in the
 * site manifest: every query over it (lib/site/nav-queries.ts) is a pure function of the tree.
 */
import { categoryRoute, folderOfSourcePath } from '../routes/routes';
import { contentFile } from '../build/folders';

/** What the navigation needs of a doc page. */
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

/** A node of the sidebar. Every category has a page: its folder's index.mdx, or a generated index (`slug`). */
export type NavItem =
  | { kind: 'doc'; label: string; route: string }
  | { kind: 'category'; label: string; route: string; items: NavItem[] };

/** A category whose page the site generates (`/category/<slug>`): its cards are its items. */
export interface GeneratedCategoryPage {
  slug: string;
  route: string;
  title: string;
  description: string;
  sourceFilePath: string;
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Routes claimed twice, slugs malformed or taken twice: each problem names its files. */
function uniqueEntries(docs: readonly DocEntry[], categories: readonly CategoryEntry[], problems: string[]) {
  const docsByRoute = new Map<string, DocEntry>();
  for (const doc of docs) {
    const other = docsByRoute.get(doc.route);
    if (other) problems.push(`${contentFile(doc.sourceFilePath)}: claims the route ${doc.route}, which ${contentFile(other.sourceFilePath)} already has; rename or move one of them`);
    else docsByRoute.set(doc.route, doc);
  }
  const categoryByFolder = new Map<string, CategoryEntry>();
  const categoryBySlug = new Map<string, CategoryEntry>();
  for (const category of categories) {
    categoryByFolder.set(folderOfSourcePath(category.sourceFilePath), category);
    if (category.slug === undefined) continue;
    if (!SLUG.test(category.slug)) problems.push(`${contentFile(category.sourceFilePath)}: slug "${category.slug}" must be lower-case words joined by hyphens`);
    const other = categoryBySlug.get(category.slug);
    if (other) problems.push(`${contentFile(category.sourceFilePath)}: slug "${category.slug}" is already used by ${contentFile(other.sourceFilePath)}`);
    else categoryBySlug.set(category.slug, category);
  }
  return { docsByRoute, categoryByFolder };
}

/** Each folder's docs and subfolders; a folder with pages exists, and so do its ancestors. */
function folderContents(docs: Iterable<DocEntry>, categoryFolders: Iterable<string>) {
  const docsByFolder = new Map<string, DocEntry[]>();
  const subfolders = new Map<string, Set<string>>();
  const addFolder = (folder: string): void => {
    for (let current = folder; current !== ''; ) {
      const parent = current.includes('/') ? current.slice(0, current.lastIndexOf('/')) : '';
      subfolders.set(parent, (subfolders.get(parent) ?? new Set<string>()).add(current));
      current = parent;
    }
  };
  for (const doc of docs) {
    const folder = folderOfSourcePath(doc.sourceFilePath);
    docsByFolder.set(folder, [...(docsByFolder.get(folder) ?? []), doc]);
    addFolder(folder);
  }
  for (const folder of categoryFolders) addFolder(folder);
  return { docsByFolder, subfolders };
}

interface Sortable {
  position: number;
  label: string;
  item: NavItem;
}

const byPositionThenLabel = (a: Sortable, b: Sortable): number => a.position - b.position || a.label.localeCompare(b.label);

/**
 * The sidebar tree and the category pages the site generates. Throws a ContentError listing every
 * structural problem with its file, so an author fixes them all in one go.
 */
export function buildNavTree(docs: readonly DocEntry[], categories: readonly CategoryEntry[]): { tree: NavItem[]; generatedPages: GeneratedCategoryPage[] } {
  const problems: string[] = [];
  const { docsByRoute, categoryByFolder } = uniqueEntries(docs, categories, problems);
  const { docsByFolder, subfolders } = folderContents(docsByRoute.values(), categoryByFolder.keys());
  const generatedPages: GeneratedCategoryPage[] = [];

  const buildFolder = (folder: string): NavItem[] => {
    const entries: Sortable[] = [];
    for (const doc of docsByFolder.get(folder) ?? []) {
      if (doc.route === `/${folder}` || doc.route === '/') continue; // the folder's own page
      const label = doc.sidebarLabel ?? doc.title;
      entries.push({ position: doc.position ?? Number.POSITIVE_INFINITY, label, item: { kind: 'doc', label, route: doc.route } });
    }
    for (const sub of subfolders.get(folder) ?? []) {
      const category = categoryByFolder.get(sub);
      const indexDoc = docsByRoute.get(`/${sub}`);
      if (!category) {
        problems.push(`content/docs/${sub}/: has pages but no _category.json; add one with label, position and description`);
        continue;
      }
      if (category.slug !== undefined && indexDoc) {
        problems.push(`${contentFile(category.sourceFilePath)}: has a slug and its folder has index.mdx (${contentFile(indexDoc.sourceFilePath)}); keep one of them as the category's page`);
      }
      if (category.slug === undefined && !indexDoc) {
        problems.push(`${contentFile(category.sourceFilePath)}: has no slug and its folder has no index.mdx; add one of them so the category has a page`);
        continue;
      }
      const route = category.slug !== undefined ? categoryRoute(category.slug) : `/${sub}`;
      if (category.slug !== undefined) {
        generatedPages.push({ slug: category.slug, route, title: category.label, description: category.description, sourceFilePath: category.sourceFilePath });
      }
      entries.push({ position: category.position, label: category.label, item: { kind: 'category', label: category.label, route, items: buildFolder(sub) } });
    }
    return entries.sort(byPositionThenLabel).map((e) => e.item);
  };

  const tree = buildFolder('');
  if (problems.length > 0) throw new ContentError(problems);
  return { tree, generatedPages };
}
