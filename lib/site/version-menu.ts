/**
 * What a page says about the docs versions, decided at build time: the version dropdown's entries (the
 * same page in each version, or that version's welcome page) and where the version-less entry points
 * (the logo, the top-bar sections, the latest welcome page's links) lead in each archived version. The
 * page's JavaScript only looks these up (lib/site/entry-links.ts), so it does not grow with versions.
 */
import { parseInternalHref, prefixedRoute, routeUrl } from '../routes';
import type { EntryLinks } from './entry-links';

/** A docs version as the menu needs it: its name, label, route prefix ('' for the latest) and whether it has a route. */
export interface MenuVersion {
  name: string;
  label: string;
  routePrefix: string;
  hasRoute: (route: string) => boolean;
}

export interface VersionChoice {
  name: string;
  label: string;
  /** The same page in this version, or this version's welcome page when it has no such page. */
  href: string;
  /** The version the page belongs to: the dropdown marks it (aria-current). */
  read: boolean;
}

/** The route inside its version of a route of the site: `/2025-10/a` of the version at `/2025-10` is `/a`. */
export function routeInsideVersion(route: string, routePrefix: string): string {
  if (routePrefix === '') return route;
  return route === routePrefix ? '/' : route.slice(routePrefix.length);
}

/** The URL of `inside` (a route inside a version) in `version`, or its welcome page's when it has no such page. */
function urlIn(version: MenuVersion, inside: string): string {
  const route = prefixedRoute(version.routePrefix, inside);
  return routeUrl(version.hasRoute(route) ? route : prefixedRoute(version.routePrefix, '/'));
}

/**
 * The dropdown of a page at `inside` (its route inside its version) of the version named `readName`;
 * `inside` null for a page outside every version (search, not found): each version's welcome page.
 */
export function versionChoices(versions: readonly MenuVersion[], readName: string, inside: string | null): VersionChoice[] {
  return versions.map((version) => ({ name: version.name, label: version.label, href: urlIn(version, inside ?? '/'), read: version.name === readName }));
}

/**
 * For each archived version, where each of `hrefs` (URLs of the latest docs, as the page renders them,
 * anchors kept) leads in that version: the same page, or the version's welcome page without the anchor.
 * Hrefs that are not internal are left out; the latest docs need no entry (the hrefs are theirs).
 */
export function entryLinksOf(hrefs: readonly string[], archived: readonly MenuVersion[]): EntryLinks {
  const unique = [...new Set(hrefs)].flatMap((href) => {
    const internal = parseInternalHref(href);
    return internal ? [{ href, ...internal }] : [];
  });
  return Object.fromEntries(
    archived.map((version) => [
      version.name,
      Object.fromEntries(
        unique.map(({ href, route, anchor }) => {
          const inVersion = prefixedRoute(version.routePrefix, route);
          return [href, version.hasRoute(inVersion) ? `${routeUrl(inVersion)}${anchor ? `#${anchor}` : ''}` : routeUrl(prefixedRoute(version.routePrefix, '/'))];
        }),
      ),
    ]),
  );
}
