/** What each route's page receives from getStaticProps: only the fields it renders. */
import { conceptNamesUsedBy, renderedHeadings } from './concepts';
import { dataSets, docHeadings, getAllDocs, getConcepts, getDocByRoute, getSiteNav, getSitePage, loadDevContent } from './content';
import { lastUpdated } from './git-dates';
import { pageApi, type PageApi } from './openapi/page-endpoints';
import { tocHeadings, type Heading } from './headings';
import type { Card, Crumb } from './nav';
import { pageTree, type PageNavItem } from './nav-state';
import { componentsUsed, dataSetsOf, needsProp } from './mdx/components-used';
import { pickRows, type PageData } from './page-data';
import { socialImagePath } from './social-image';

const socialImageOf = (route: string) => socialImagePath(getSitePage(route)?.sectionKey ?? 'home');

interface ChromeProps {
  /** The sidebar with the page's own path open (lib/nav-state.ts). */
  tree: PageNavItem[];
  route: string;
  /** The page's section card for social previews, a site path such as /og/webhooks.png. */
  socialImage: string;
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  prev: Crumb | null;
  next: Crumb | null;
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

function pageData(keys: readonly (keyof PageData)[]): PageData {
  const data: Record<string, unknown> = {};
  for (const key of keys) data[key] = pickRows<object>(dataSets[key]());
  return data as PageData;
}

/** Doc routes as path segments, for getStaticPaths (the welcome page `/` has its own page file). */
export function docSlugs(): string[][] {
  return getAllDocs()
    .filter((doc) => doc.route !== '/')
    .map((doc) => doc.route.slice(1).split('/'));
}

export async function docPageProps(route: string): Promise<DocPageProps | null> {
  await loadDevContent();
  const doc = getDocByRoute(route);
  if (!doc) return null;
  const nav = getSiteNav();
  const { prev, next } = nav.prevNext(route);
  // A page renders its body and the concepts it includes: data sets and API blocks come from both.
  const concepts = conceptNamesUsedBy(doc.body.raw).flatMap((name) => {
    const concept = getConcepts().get(name);
    if (!concept) throw new Error(`${doc._raw.sourceFilePath}: <Concept name="${name}"> names no concept of content/concepts/ (the content check reports this with the line)`);
    return [concept];
  });
  const rendered = [doc.body.raw, ...concepts.map((concept) => concept.body.raw)].join('\n\n');
  const components = componentsUsed(rendered);
  const conceptHeadings = new Map(concepts.map((concept) => [concept.name, concept.headings as Heading[]]));
  return {
    kind: 'doc',
    tree: pageTree(nav.tree, route),
    route,
    socialImage: socialImageOf(route),
    title: doc.title,
    description: doc.description,
    breadcrumbs: nav.breadcrumbs(route),
    prev,
    next,
    code: doc.body.code,
    toc: tocHeadings(renderedHeadings(doc.body.raw, docHeadings(doc), conceptHeadings)),
    data: pageData(dataSetsOf(components)),
    sourceFile: `content/${doc._raw.sourceFilePath}`,
    lastUpdated: lastUpdated(`content/${doc._raw.sourceFilePath}`),
    api: await pageApi(rendered),
    // Only pages that list them carry them (the content check rejects <ChildPages /> on a page without any).
    childPages: needsProp(components, 'childPages') ? nav.childPages(route) : [],
    concepts: Object.fromEntries(concepts.map((concept) => [concept.name, concept.body.code])),
  };
}

export function categorySlugs(): string[] {
  return [...getSiteNav().generatedIndexes.keys()];
}

export async function categoryPageProps(slug: string): Promise<CategoryPageProps | null> {
  await loadDevContent();
  const nav = getSiteNav();
  const index = nav.generatedIndexes.get(slug);
  if (!index) return null;
  const { prev, next } = nav.prevNext(index.route);
  return {
    kind: 'category',
    tree: pageTree(nav.tree, index.route),
    route: index.route,
    socialImage: socialImageOf(index.route),
    title: index.title,
    description: index.description,
    breadcrumbs: nav.breadcrumbs(index.route),
    prev,
    next,
    cards: index.cards,
  };
}

/** Pages with the chrome but no content document of their own: not found, search results. */
export async function notFoundProps(): Promise<{ tree: PageNavItem[] }> {
  await loadDevContent();
  return { tree: pageTree(getSiteNav().tree, '') };
}
