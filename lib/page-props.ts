/** What each route's page receives from getStaticProps: only the fields it renders. */
import { dataSets, getConcept, getDocByRoute, getNavTree, getSitePage, getSitePages, getVersionModels, loadDevContent, versionOfRoute } from './content';
import { lastUpdated } from './git-dates';
import { pageApi, type PageApi } from './openapi/page-endpoints';
import { tocHeadings, type Heading } from './headings';
import { pageTree, type PageNavItem } from './nav-state';
import { categoryRoute } from './routes';
import { dataSetsOf, needsProp } from './mdx/components-used';
import { pickRows, type PageData } from './page-data';
import { childCards, type Card } from './site/cards';
import type { SitePage } from './site/manifest';
import { breadcrumbs, findNeighbours, type Crumb } from './site/nav-queries';
import { socialImagePath } from './social-image';
import { archiveOf, type ArchiveInfo } from './site/archive';
import { contentRootOf } from './site/versions';

interface ChromeProps {
  /** The sidebar with the page's own path open (lib/nav-state.ts). */
  tree: PageNavItem[];
  route: string;
  /** The page's section card for social previews, a site path such as /og/webhooks.png. */
  socialImage: string;
  title: string;
  /** The top-level sidebar entry the page sits under (search's lvl0). */
  section: string;
  description: string;
  breadcrumbs: Crumb[];
  prev: Crumb | null;
  next: Crumb | null;
  /** On a page of an archived version: which one, and the same page in the latest docs; null on the current docs. */
  archive: ArchiveInfo | null;
}

export interface DocPageProps extends ChromeProps {
  kind: 'doc';
  code: string;
  toc: Heading[];
  data: PageData;
  /** The content file, for "Edit this page". */
  sourceFile: string;
  /** When the content file last changed (YYYY-MM-DD), from git; null outside a checkout. */
  lastUpdated: string | null;
  /** The API blocks the page renders (endpoints, parameters), from content/api/openapi.yaml. */
  api: PageApi;
  /** The folder's pages with their descriptions, for `<ChildPages />`; empty when the page does not use it. */
  childPages: Card[];
  /** The compiled MDX of the concepts the page includes with `<Concept name="…" />`, by name; only those. */
  concepts: Record<string, string>;
}

export interface CategoryPageProps extends ChromeProps {
  kind: 'category';
  cards: Card[];
}

function pageData(keys: readonly (keyof PageData)[], root: string): PageData {
  const data: Record<string, unknown> = {};
  for (const key of keys) data[key] = pickRows<object>(dataSets[key](root));
  return data as PageData;
}

const archivedNames = (): string[] => getVersionModels().flatMap((model) => (model.routePrefix === '' ? [] : [model.name]));

function chromeProps(page: SitePage): ChromeProps {
  const tree = getNavTree(page.route);
  const { model, version } = versionOfRoute(page.route);
  return {
    archive: archiveOf(version, model.routePrefix, page.route, archivedNames(), getSitePage),
    tree: pageTree(tree, page.route),
    route: page.route,
    socialImage: socialImagePath(page.sectionKey),
    title: page.title,
    description: page.description,
    section: page.section,
    breadcrumbs: breadcrumbs(tree, page.route),
    ...findNeighbours(tree, page.route),
  };
}

/** Doc routes of every version as path segments, for getStaticPaths (the welcome page `/` has its own page file). */
export function docSlugs(): string[][] {
  return getVersionModels()
    .flatMap((model) => model.pages.filter((page) => page.kind === 'doc' && page.route !== '/'))
    .map((page) => page.route.slice(1).split('/'));
}

export async function docPageProps(route: string): Promise<DocPageProps | null> {
  await loadDevContent();
  const page = getSitePage(route);
  const doc = getDocByRoute(route);
  if (!page || !doc) return null;
  // A page renders its body and the concepts it includes: data sets and API blocks come from both.
  const { model, version } = versionOfRoute(route);
  const root = contentRootOf(version);
  const concepts = page.concepts.flatMap((name) => {
    const concept = getConcept(name, root);
    if (!concept) throw new Error(`${page.sourceFile}: <Concept name="${name}"> names no concept of content/concepts/ (the content check reports this with the line)`);
    return [concept];
  });
  const rendered = [doc.body.raw, ...concepts.map((concept) => concept.body.raw)].join('\n\n');
  return {
    kind: 'doc',
    ...chromeProps(page),
    code: doc.body.code,
    toc: tocHeadings(page.headings),
    data: pageData(dataSetsOf(page.components), root),
    sourceFile: page.sourceFile,
    lastUpdated: lastUpdated(page.sourceFile),
    api: await pageApi(rendered, root),
    // Only pages that list them carry them (the content check rejects <ChildPages /> on a page without any).
    childPages: needsProp(page.components, 'childPages') ? childCards(model.tree, model.pages, route) : [],
    concepts: Object.fromEntries(concepts.map((concept) => [concept.name, concept.body.code])),
  };
}

/** The current docs' generated category pages (`/category/<slug>`), by slug. */
export function categorySlugs(): string[] {
  return getSitePages()
    .filter((page) => page.kind === 'category')
    .map((page) => page.route.slice(page.route.lastIndexOf('/') + 1));
}

/** Archived versions' generated category pages (`/<version>/category/<slug>`). */
export function archivedCategoryParams(): { version: string; name: string }[] {
  return getVersionModels()
    .filter((model) => model.routePrefix !== '')
    .flatMap((model) => model.pages.filter((page) => page.kind === 'category').map((page) => ({ version: model.routePrefix.slice(1), name: page.route.slice(page.route.lastIndexOf('/') + 1) })));
}

/** A generated category page of the current docs (`prefix` '') or of an archived version (`/<name>`). */
export async function categoryPageProps(slug: string, prefix = ''): Promise<CategoryPageProps | null> {
  await loadDevContent();
  const page = getSitePage(`${prefix}${categoryRoute(slug)}`);
  if (page?.kind !== 'category') return null;
  return categoryProps(page);
}

function categoryProps(page: SitePage): CategoryPageProps {
  const { model } = versionOfRoute(page.route);
  return { kind: 'category', ...chromeProps(page), cards: childCards(model.tree, model.pages, page.route) };
}

/** What a page with the chrome but no content document of its own receives: not found, search results. */
export interface ChromeOnlyProps {
  /** The sidebar with every category closed. */
  tree: PageNavItem[];
}

export async function chromeOnlyProps(): Promise<ChromeOnlyProps> {
  await loadDevContent();
  return { tree: pageTree(getNavTree(), '') };
}
