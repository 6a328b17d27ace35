/** What a page of an archived version shows and tells search engines: its version, and the same page in the latest docs. */
import { CHANGELOG_ROUTE } from './reference-outline';
import { routeUrl } from '../routes/routes';
import { sinceAnchor } from './changelog';
import type { SitePage } from './manifest';
import { routeInsideVersion } from './version-menu';
import { supportNote, type DocsVersion } from './versions';

export interface ArchiveInfo {
  name: string;
  label: string;
  /** Until when the version is supported, or that it is no longer maintained (supportNote). */
  support: string | null;
  /** The same page in the latest docs, or the latest welcome page when the latest docs have no such page. */
  latestRoute: string;
  /** Whether the latest docs have the same page: then it is the archived page's canonical URL. */
  latestHasPage: boolean;
  /** What changed since this version: the latest changelog's section on it, or null when it has none. */
  changes: string | null;
}

/** Null for a page of the current docs. `pageAt` finds a page of the site by route. */
export function archiveOf(version: DocsVersion, routePrefix: string, route: string, pageAt: (route: string) => SitePage | undefined): ArchiveInfo | null {
  if (routePrefix === '') return null;
  const inside = routeInsideVersion(route, routePrefix);
  const latestHasPage = pageAt(inside) !== undefined;
  return { name: version.name, label: version.label, support: supportNote(version), latestRoute: latestHasPage ? inside : '/', latestHasPage, changes: changesSince(version.name, pageAt) };
}

/** The changelog page's URL, or null when the site has none (a fixture without an API document). */
export const changelogUrl = (pageAt: (route: string) => SitePage | undefined): string | null => (pageAt(CHANGELOG_ROUTE) ? routeUrl(CHANGELOG_ROUTE) : null);

/** What changed since an archived version: the changelog's section on it, or null when it has none. */
export function changesSince(name: string, pageAt: (route: string) => SitePage | undefined): string | null {
  const since = sinceAnchor(name);
  return pageAt(CHANGELOG_ROUTE)?.headings.some((heading) => heading.id === since) ? `${routeUrl(CHANGELOG_ROUTE)}#${since}` : null;
}

/**
 * Whether a page's props (as pages/_document.tsx receives them) mark it noindex. The robots meta is
 * written there, into the static HTML search engines read, so no page's JavaScript carries it. It is not
 * updated by a client-side navigation, which no crawler makes.
 */
export function isNoindexPage(pageProps: unknown): boolean {
  return typeof pageProps === 'object' && pageProps !== null && 'noindex' in pageProps && pageProps.noindex === true;
}
