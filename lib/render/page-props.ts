/** What each route's page receives from getStaticProps: only the fields it renders. */
import { getConcept, getDocByRoute, getNavTree, getSitePage, getSitePages, getVersionModels, loadDevContent, versionOfRoute } from '../site/reader';
import { editUrlOf } from './edit-link';
import { lastUpdated } from '../site/git-dates';
import { pageApi } from '../openapi/page-endpoints';
import { loadApi } from '../openapi/document';
import { changelogContent, type ChangelogVersion } from '../reference/changelog-page';
import { CHANGELOG_FEED, CHANGELOG_ROUTE, REFERENCE_ROUTE, readReferenceOutline } from '../site/reference-outline';
import { operationHref } from '../reference/operation-href';
import { referenceContent, type ReferenceContent } from '../reference/reference-page';
import type { DeferredResourceContent } from '../reference/deferred-content';
import { tocHeadings, type Heading } from '../mdx/headings';
import { pageTree, type PageNavItem } from '../browser/nav-state';
import { categoryRoute, prefixedRoute, routeUrl } from '../routes/routes';
import { needsProp } from '../mdx/components-used';
import { childCards, type Card } from '../site/cards';
import type { Suggestable } from '../site/nearest-pages';
import type { SitePage } from '../site/manifest';
import { breadcrumbs, findNeighbours, type Crumb } from '../site/nav-queries';
import { socialImagePath } from '../outputs/social-image';
import type { PageSeo } from './page-seo';
import { siteConfig } from '../../site.config';
import type { BodyInputs, ChromeRenderers, SiteParts } from './site-parts';
import { archiveOf, changelogUrl, changesSince } from '../site/archive';
import { missingPagesOf, pageEntryPoints, routeInsideVersion, versionChoices, type MenuVersion, type MissingPage, type PageEntryPoints } from '../site/version-menu';
import { sentenceInVersion, type VersionLinks } from '../routes/version-links';
import { readChangelog } from '../site/changelog';
import { contentRootOf, supportNote } from '../site/versions';

/** What the chrome of every page receives about the docs versions (components/SiteLayout.tsx). */
export interface PageVersions extends PageEntryPoints {
  /** The version dropdown as HTML (the site's versionMenuHtml, lib/render/site-parts.ts): each version's same page, the one read marked. */
  menu: string;
}

interface ChromeProps {
  /** The sidebar with the page's own path open (lib/browser/nav-state.ts). */
  tree: PageNavItem[];
  versions: PageVersions;
  /** The URL of the welcome page of the page's version: the breadcrumbs' Home. */
  home: string;
  route: string;
  title: string;
  /** The top-level sidebar entry the page sits under (search's lvl0). */
  section: string;
  description: string;
  breadcrumbs: Crumb[];
  prev: Crumb | null;
  next: Crumb | null;
  /** What the page's head says (lib/render/page-seo.ts), decided here and written by pages/_document.tsx, so that no page's JavaScript carries it. */
  seo: PageSeo;
  /**
   * On a page of an archived version, the banner above its title as HTML (the site's archiveBannerHtml,
   * rendered here): pages of the current docs carry no banner code. Null on the current docs.
   */
  archiveBanner: string | null;
  /** Only on archived pages, which search engines should leave out: pages/_document.tsx says so in the HTML (isNoindexPage, lib/site/archive.ts). */
  noindex?: true;
}


export interface DocPageProps extends Omit<ChromeProps, 'breadcrumbs'> {
  kind: 'doc';
  /** Null on a version's welcome page, which shows none. */
  breadcrumbs: Crumb[] | null;
  /**
   * The article's body as HTML, rendered here (the site's bodyHtml, lib/render/site-parts.ts): the client shows it and never
   * renders the MDX. Null in the page data of the page's own HTML, whose markup holds it already
   * (lib/render/inline-page-props.ts); whole in the data file a client-side navigation reads.
   */
  body: string | null;
  toc: Heading[];
  /** Where "Edit this page" leads (lib/render/edit-link.ts); null, and no link, when the build names no public repository. */
  editUrl: string | null;
  /** When the content file last changed (YYYY-MM-DD), from git; null outside a checkout. */
  lastUpdated: string | null;
  /**
   * On a version's welcome page, the other versions' pages it lacks, so that it can say which one a
   * reader came for from the dropdown (components/MissingPageNotice.tsx); null on every other page.
   */
  missingPages: { versionLabel: string; pages: MissingPage[] } | null;
}

/** A page of the API reference (lib/reference/reference-page.ts): generated from the version's API document. */
export interface ReferencePageProps extends ChromeProps {
  kind: 'reference';
  toc: Heading[];
  /** Where "Edit this page" leads: the API document (lib/render/edit-link.ts); null when the build names no public repository. */
  editUrl: string | null;
  lastUpdated: string | null;
  /** In a resource page's HTML, where its content is instead (lib/reference/deferred-content.ts); whole from getStaticProps and on client-side navigations. */
  content: ReferenceContent | DeferredResourceContent;
}

export interface CategoryPageProps extends ChromeProps {
  kind: 'category';
  cards: Card[];
}

const SEARCH_ROUTE = '/search';

const archivedNames = (): string[] => getVersionModels().flatMap((model) => (model.routePrefix === '' ? [] : [model.name]));

/** Every docs version as the version dropdown lists them, the latest first. */
function menuVersions(): MenuVersion[] {
  return getVersionModels().map((model) => {
    const { version } = versionOfRoute(prefixedRoute(model.routePrefix, '/'));
    return { name: version.name, label: version.label, support: supportNote(version), changes: model.routePrefix === '' ? null : changesSince(version.name, getSitePage), routePrefix: model.routePrefix, hasRoute: (route) => getSitePage(route) !== undefined };
  });
}

/** The chrome's entry points that name no version: the logo and the top-bar (and footer) sections. */
const chromeEntryHrefs = (): string[] => ['/', ...siteConfig.navLinks.map((link) => routeUrl(link.href))];

/** The version dropdown and entry points of a page at `route` (null: a page outside every version). */
function pageVersions(site: ChromeRenderers, route: string | null): PageVersions {
  const versions = menuVersions();
  const { model, version } = versionOfRoute(route ?? '/');
  const inside = route === null ? null : routeInsideVersion(route, model.routePrefix);
  return {
    menu: site.versionMenuHtml(versionChoices(versions, version.name, inside), changelogUrl(getSitePage)),
    ...pageEntryPoints(chromeEntryHrefs(), versions, route === null ? null : version.name),
  };
}

function chromeProps(site: ChromeRenderers, page: SitePage): ChromeProps {
  const tree = getNavTree(page.route);
  const { model, version } = versionOfRoute(page.route);
  const archive = archiveOf(version, model.routePrefix, page.route, getSitePage);
  const isWelcome = page.route === prefixedRoute(model.routePrefix, '/');
  return {
    tree: pageTree(tree, page.route),
    versions: pageVersions(site, page.route),
    home: routeUrl(prefixedRoute(model.routePrefix, '/')),
    route: page.route,
    title: page.title,
    description: page.description,
    section: page.section,
    breadcrumbs: breadcrumbs(tree, page.route),
    ...findNeighbours(tree, page.route),
    seo: {
      title: isWelcome ? siteConfig.welcomeTitle : page.title,
      description: page.description,
      route: archive ? (archive.latestHasPage ? archive.latestRoute : null) : page.route,
      socialImage: socialImagePath(page.sectionKey),
    },
    archiveBanner: archive ? site.archiveBannerHtml(archive) : null,
    ...(archive ? { noindex: true } : {}),
  };
}

/**
 * Every route pages/[...slug].tsx renders, of every version: the doc pages but the latest welcome page
 * (pages/index.tsx), and the API reference's pages.
 */
export function docRoutes(): string[] {
  return getVersionModels()
    .flatMap((model) => model.pages.filter((page) => (page.kind === 'doc' && page.route !== '/') || page.kind === 'reference'))
    .map((page) => page.route);
}

/** The props of a route of pages/[...slug].tsx: a doc page or a page of the API reference. */
export async function slugPageProps<Data>(site: SiteParts<Data>, route: string): Promise<DocPageProps | ReferencePageProps | null> {
  return getSitePage(route)?.kind === 'reference' ? referencePageProps(site, route) : docPageProps(site, route);
}

async function referencePageProps<Data>(site: SiteParts<Data>, route: string): Promise<ReferencePageProps | null> {
  await loadDevContent();
  const page = getSitePage(route);
  if (page?.kind !== 'reference') return null;
  const { model, version } = versionOfRoute(route);
  const root = contentRootOf(version);
  const outline = readReferenceOutline(root);
  if (!outline) return null;
  const inside = routeInsideVersion(route, model.routePrefix);
  const content = inside === CHANGELOG_ROUTE ? await changelogPageContent(page) : await referenceContent(inside, outline, await loadApi(root), model, site.referenceData(root));
  if (!content) return null;
  const chrome = chromeProps(site, page);
  // The changelog's feed is announced where readers of the API look for it: the changelog and the reference's index.
  const feed = model.routePrefix === '' && (inside === CHANGELOG_ROUTE || inside === REFERENCE_ROUTE) && outline.changelog ? { feed: CHANGELOG_FEED } : {};
  return { kind: 'reference', ...chrome, seo: { ...chrome.seo, ...feed }, toc: tocHeadings(page.headings), editUrl: editUrlOf(page.sourceFile), lastUpdated: lastUpdated(page.sourceFile), content };
}

/** The changelog page: every version's entries and API document, and the API changes since each archived one. */
async function changelogPageContent(page: SitePage) {
  const versions = await Promise.all(
    getVersionModels().map(async (model): Promise<ChangelogVersion> => {
      const { version } = versionOfRoute(prefixedRoute(model.routePrefix, '/'));
      const root = contentRootOf(version);
      return { version, model, api: readReferenceOutline(root) ? await loadApi(root) : null };
    }),
  );
  return changelogContent(page.headings, versions, readChangelog(versions.map(({ version }) => version)), CHANGELOG_FEED);
}

/** A doc page's parts: its manifest entry and what its body renders from. */
async function docPageParts<Data>(site: SiteParts<Data>, route: string) {
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
  const links: VersionLinks = { prefix: model.routePrefix, archivedNames: archivedNames() };
  const body: BodyInputs<Data> = {
    code: doc.body.code,
    // A data file's [links](/route) resolve inside the page's version, as its MDX links do (lib/mdx/remark-version-links.ts).
    data: site.pageData(page.components, root, (text) => sentenceInVersion(text, links)),
    api: await pageApi(rendered, root, (operation) => operationHref(model, operation)),
    // Only pages that list them need them (the content check rejects <ChildPages /> on a page without any).
    childPages: needsProp(site.mdxComponents, page.components, 'childPages') ? childCards(model.tree, model.pages, route) : [],
    concepts: Object.fromEntries(concepts.map((concept) => [concept.name, concept.body.code])),
  };
  return { page, version, isWelcome: route === '/' || route === model.routePrefix, body };
}

/**
 * What a doc page's body renders from at build time: its compiled MDX, the data sets and API blocks of it
 * and its concepts, its folder's pages, the concepts' compiled MDX.
 * @internal Exported for its unit test (knip --production).
 */
export async function docBodyInputs<Data>(site: SiteParts<Data>, route: string): Promise<BodyInputs<Data> | null> {
  return (await docPageParts(site, route))?.body ?? null;
}

export async function docPageProps<Data>(site: SiteParts<Data>, route: string): Promise<DocPageProps | null> {
  const parts = await docPageParts(site, route);
  if (!parts) return null;
  const { page, version, isWelcome } = parts;
  const chrome = chromeProps(site, page);
  return {
    kind: 'doc',
    ...chrome,
    // A version's welcome page shows none.
    breadcrumbs: isWelcome ? null : chrome.breadcrumbs,
    body: await site.bodyHtml(parts.body),
    toc: tocHeadings(page.headings),
    editUrl: editUrlOf(page.sourceFile),
    lastUpdated: lastUpdated(page.sourceFile),
    missingPages: isWelcome ? { versionLabel: version.label, pages: missingPagesOf(menuVersions(), version.name, pagesOfVersion) } : null,
  };
}

// The changelog is the latest docs' page about every version, not a page an archived version lacks.
const pagesOfVersion = (version: MenuVersion): readonly SitePage[] =>
  (getVersionModels().find((model) => model.routePrefix === version.routePrefix)?.pages ?? []).filter((page) => page.route !== prefixedRoute(version.routePrefix, CHANGELOG_ROUTE));

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
export async function categoryPageProps(site: ChromeRenderers, slug: string, prefix = ''): Promise<CategoryPageProps | null> {
  await loadDevContent();
  const page = getSitePage(`${prefix}${categoryRoute(slug)}`);
  if (page?.kind !== 'category') return null;
  return categoryProps(site, page);
}

function categoryProps(site: ChromeRenderers, page: SitePage): CategoryPageProps {
  const { model } = versionOfRoute(page.route);
  return { kind: 'category', ...chromeProps(site, page), cards: childCards(model.tree, model.pages, page.route) };
}

/** What a page with the chrome but no content document of its own receives: not found, search results. */
export interface ChromeOnlyProps {
  /** The sidebar with every category closed. */
  tree: PageNavItem[];
  /** The dropdown lists each version's welcome page, the latest marked. */
  versions: PageVersions;
  seo: PageSeo;
  noindex?: true;
}

/** The pages of one docs version that the not-found page may suggest (lib/site/nearest-pages.ts). */
export interface SuggestableGroup {
  /** The version's route prefix: '' for the current docs. */
  prefix: string;
  pages: Suggestable[];
}

/** Every version's pages, with their titles, for the not-found page's suggestions. */
export function suggestablePages(): SuggestableGroup[] {
  return getVersionModels().map((model) => ({ prefix: model.routePrefix, pages: model.pages.map(({ route, title }) => ({ route, title })) }));
}

/** `seo` without a social image gets the welcome page's; `noindex` for pages search engines should leave out (not found). */
export async function chromeOnlyProps(site: ChromeRenderers, seo: Omit<PageSeo, 'socialImage'>, { noindex = false } = {}): Promise<ChromeOnlyProps> {
  await loadDevContent();
  return {
    tree: pageTree(getNavTree(), ''),
    versions: pageVersions(site, null),
    seo: { ...seo, socialImage: socialImagePath('home') },
    ...(noindex ? { noindex: true } : {}),
  };
}

/**
 * The search page of a docs version, `/search/` or `/<name>/search/` (pages/search.tsx,
 * pages/[version]/search.tsx): its search asks for that version only (lib/search/reading-version.ts),
 * so a reader who searched an archived version stays in it, with its sidebar, dropdown and banner.
 */
export interface SearchPageProps extends ChromeOnlyProps {
  /** `/search`, or `/<name>/search` in an archived version. */
  route: string;
  /** As on the version's other pages; null on the current docs. */
  archiveBanner: string | null;
}

/** The archived versions, as the `[version]` route parameter. */
export function archivedVersionParams(): { version: string }[] {
  return archivedNames().map((version) => ({ version }));
}

/** `prefix`: '' for the current docs, `/<name>` for an archived version; null when no version has it. */
export async function searchPageProps(site: ChromeRenderers, prefix = ''): Promise<SearchPageProps | null> {
  await loadDevContent();
  const model = getVersionModels().find((candidate) => candidate.routePrefix === prefix);
  if (!model) return null;
  const welcome = prefixedRoute(prefix, '/');
  const { version } = versionOfRoute(welcome);
  const route = `${prefix}${SEARCH_ROUTE}`;
  const archive = prefix === '' ? null : archiveOf(version, prefix, route, (candidate) => (candidate === CHANGELOG_ROUTE ? getSitePage(candidate) : undefined));
  return {
    tree: pageTree(getNavTree(welcome), ''),
    // The dropdown marks the version searched and leads to each version's welcome page.
    versions: pageVersions(site, welcome),
    route,
    // Canonical: the latest docs' search page, as an archived page's canonical is its latest page.
    seo: { title: 'Search', description: 'Search every page of Paymora Developers and narrow the results by section.', route: SEARCH_ROUTE, socialImage: socialImagePath('home') },
    // The latest docs have a search page too: the banner leads to it.
    archiveBanner: archive ? site.archiveBannerHtml({ ...archive, latestRoute: SEARCH_ROUTE, latestHasPage: true }) : null,
    ...(archive ? { noindex: true } : {}),
  };
}
