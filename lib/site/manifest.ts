/**
 * The site model: every page of every docs version with what the pages, the checks and the
 * post-export steps need to know about it, and the sidebar tree. Computed once after the content
 * step (lib/site/manifest-file.ts writes it); every later step reads it instead of rebuilding it.
 */
import type { Heading } from '../mdx/headings';
import { contentFile } from '../build/folders';
import { buildNavTree, type CategoryEntry, type DocEntry, type NavItem } from './nav-tree';
import { flattenTree, topLevelOf } from './nav-queries';
import { prefixedRoute } from '../routes/routes';
import { EVENT_SECTIONS, webhookEventAnchor } from '../openapi/anchors';
import { CHANGELOG_ROUTE, REFERENCE_ROUTE, resourceRoute, type OutlineResource, type ReferenceOutline } from './reference-outline';

/** What the manifest needs of a doc page: its navigation entry, its headings and what its MDX uses. */
export interface DocInput extends DocEntry {
  /** The headings readers see, the included concepts' spliced in (the site's ConceptIncludes, lib/site/doc-input.ts). */
  headings: Heading[];
  /** The MDX components the page and the concepts it includes use, each once, in order of first use. */
  components: string[];
  /** The concepts it includes with `<Concept name="…" />`, in order of first use. */
  concepts: string[];
  /** The API operations its endpoint and parameter blocks render (its concepts' included), each once: the reference lists the guides that use an operation. */
  operations: string[];
}

export interface SitePage {
  route: string;
  /**
   * A doc page (an MDX file), a category index the site generates from `_category.json`, or a page of
   * the API reference the site generates from the version's API document (lib/site/reference-outline.ts).
   */
  kind: 'doc' | 'category' | 'reference';
  /** The content file behind the page, relative to the repository root (`content/docs/…`). */
  sourceFile: string;
  title: string;
  description: string;
  /** The top-level sidebar entry the page sits under: search's lvl0, llms.txt's heading, the social card. */
  section: string;
  /** A stable name for the section, for its social image: the entry's last route segment, `home` for the welcome page. */
  sectionKey: string;
  headings: Heading[];
  components: string[];
  concepts: string[];
  /** A doc page's API operations (DocInput.operations); a reference page's, those it documents; none on a category page. */
  operations: string[];
}

/** One version of the docs: its pages in reading order (the welcome page first) and its sidebar. */
export interface DocsVersionModel {
  /** `current` for the docs at the site root. */
  name: string;
  /** Prepended to every route of the version: '' for the current docs. */
  routePrefix: string;
  pages: SitePage[];
  tree: NavItem[];
}

export const MANIFEST_FORMAT = 2;

export interface SiteManifest {
  format: typeof MANIFEST_FORMAT;
  versions: DocsVersionModel[];
}

const lastSegment = (route: string): string => route.split('/').filter(Boolean).at(-1) ?? 'home';


const prefixTree = (routePrefix: string, tree: readonly NavItem[]): NavItem[] =>
  tree.map((item) => (item.kind === 'category' ? { ...item, route: prefixedRoute(routePrefix, item.route), items: prefixTree(routePrefix, item.items) } : { ...item, route: prefixedRoute(routePrefix, item.route) }));

/**
 * One version's model from its docs and categories (routes inside the version, as their files give
 * them), with every route prefixed; throws a ContentError naming every structural problem.
 */
export function buildVersionModel(name: string, routePrefix: string, docs: readonly DocInput[], categories: readonly CategoryEntry[], reference: ReferenceOutline | null = null): DocsVersionModel {
  const built = buildNavTree(docs, categories);
  const referencePages = reference ? referenceSitePages(reference) : [];
  const tree = reference ? [...built.tree, referenceNavItem(reference)] : built.tree;
  const { generatedPages } = built;
  const referenceByRoute = new Map(referencePages.map((page) => [page.route, page]));
  const docByRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const generatedByRoute = new Map(generatedPages.map((page) => [page.route, page]));
  const welcome = docByRoute.get('/');

  const page = (route: string): SitePage | null => {
    const top = topLevelOf(tree, route);
    const section = top ? { section: top.label, sectionKey: lastSegment(top.route) } : { section: welcome?.title ?? '', sectionKey: 'home' };
    const doc = docByRoute.get(route);
    if (doc) {
      return { route, kind: 'doc', sourceFile: contentFile(doc.sourceFilePath), title: doc.title, description: doc.description, ...section, headings: doc.headings, components: doc.components, concepts: doc.concepts, operations: doc.operations };
    }
    const generated = generatedByRoute.get(route);
    if (generated) {
      return { route, kind: 'category', sourceFile: contentFile(generated.sourceFilePath), title: generated.title, description: generated.description, ...section, headings: [], components: [], concepts: [], operations: [] };
    }
    const referencePage = referenceByRoute.get(route);
    return referencePage ? { ...referencePage, ...section } : null;
  };

  const routes = [...(welcome ? ['/'] : []), ...flattenTree(tree).map((item) => item.route)];
  const pages = routes.flatMap((route) => page(route) ?? []).map((p) => ({ ...p, route: prefixedRoute(routePrefix, p.route) }));
  return { name, routePrefix, pages, tree: prefixTree(routePrefix, tree) };
}

/** The reference's group in the sidebar, after the docs: its index, then a page per resource, then the changelog. */
function referenceNavItem(reference: ReferenceOutline): NavItem {
  const resources: NavItem[] = reference.resources.map((resource) => ({ kind: 'doc', label: resource.name, route: resourceRoute(resource.slug) }));
  const changelog: NavItem[] = reference.changelog ? [{ kind: 'doc', label: reference.changelog.title, route: CHANGELOG_ROUTE }] : [];
  return { kind: 'category', label: reference.title, route: REFERENCE_ROUTE, items: [...resources, ...changelog] };
}

/**
 * The reference's pages: the index, headed by resource, and a page per resource, headed by operation
 * (its id is the anchor, so `/api/payments/#getPayment` is the operation's permalink).
 */
function referenceSitePages(reference: ReferenceOutline): Omit<SitePage, 'section' | 'sectionKey'>[] {
  const base: Pick<SitePage, 'kind' | 'sourceFile' | 'components' | 'concepts' | 'operations'> = { kind: 'reference', sourceFile: reference.sourceFile, components: [], concepts: [], operations: [] };
  return [
    {
      ...base,
      route: REFERENCE_ROUTE,
      title: reference.title,
      description: reference.description,
      headings: [{ depth: 2, text: 'Downloads', id: 'downloads' }, ...reference.resources.map((resource) => ({ depth: 2, text: resource.name, id: resource.slug }))],
    },
    ...reference.resources.map((resource) => ({
      ...base,
      route: resourceRoute(resource.slug),
      title: resource.name,
      description: resource.description,
      headings: [...resource.operations.map((operation) => ({ depth: 2, text: operation.summary, id: operation.id })), ...eventHeadings(resource)],
      operations: resource.operations.map((operation) => operation.id),
    })),
    // Headed by version: each one's entries, and the API changes since each archived one.
    ...(reference.changelog ? [{ ...base, route: CHANGELOG_ROUTE, sourceFile: reference.changelog.sourceFile, title: reference.changelog.title, description: reference.changelog.description, headings: reference.changelog.headings }] : []),
  ];
}

/**
 * A resource whose webhooks send events has, after its operations, how deliveries are retried and a
 * section per event (its anchor is the one the guides' event table uses, lib/openapi/anchors.ts).
 */
function eventHeadings(resource: OutlineResource): Heading[] {
  if (resource.events.length === 0) return [];
  return [
    { depth: 2, ...EVENT_SECTIONS.retries },
    { depth: 2, ...EVENT_SECTIONS.events },
    ...resource.events.map((type) => ({ depth: 3, text: type, id: webhookEventAnchor(type) })),
  ];
}

/** The manifest as its file holds it, checked for the format this code reads. */
export function parseSiteManifest(json: string, file: string): SiteManifest {
  const value: unknown = JSON.parse(json);
  if (!isManifest(value)) {
    throw new Error(`${file}: not a site manifest of format ${MANIFEST_FORMAT}; it is written by the content step, so run npm run build (or npm run content, then npm run check:content)`);
  }
  return value;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Pages are checked down to their component names, which select code and data; the rest is the writer's own output. */
function isPage(page: unknown): page is SitePage {
  return isObject(page) && 'route' in page && typeof page.route === 'string' && 'components' in page && Array.isArray(page.components) && page.components.every((name: unknown) => typeof name === 'string');
}

function isManifest(value: unknown): value is SiteManifest {
  if (!isObject(value) || !('format' in value) || !('versions' in value)) return false;
  return (
    value.format === MANIFEST_FORMAT &&
    Array.isArray(value.versions) &&
    value.versions.every((version: unknown) => isObject(version) && 'pages' in version && Array.isArray(version.pages) && version.pages.every(isPage) && 'tree' in version && Array.isArray(version.tree))
  );
}
