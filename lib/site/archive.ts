/** What a page of an archived version shows and tells search engines: its version, and the same page in the latest docs. */
import type { SitePage } from './manifest';
import type { VersionLinks } from './version-links';
import type { DocsVersion } from './versions';

export interface ArchiveInfo extends VersionLinks {
  name: string;
  label: string;
  status: DocsVersion['status'];
  /** The same page in the latest docs, or the latest welcome page when the latest docs have no such page. */
  latestRoute: string;
  /** Whether the latest docs have the same page: then it is the archived page's canonical URL. */
  latestHasPage: boolean;
}

/** Null for a page of the current docs. `pageAt` finds a page of the site by route. */
export function archiveOf(version: DocsVersion, routePrefix: string, route: string, archivedNames: readonly string[], pageAt: (route: string) => SitePage | undefined): ArchiveInfo | null {
  if (routePrefix === '') return null;
  const inside = route === routePrefix ? '/' : route.slice(routePrefix.length);
  const latestHasPage = pageAt(inside) !== undefined;
  return { name: version.name, label: version.label, status: version.status, prefix: routePrefix, archivedNames, latestRoute: latestHasPage ? inside : '/', latestHasPage };
}
