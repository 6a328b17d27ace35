/**
 * What a page says about the docs versions, decided at build time: the version dropdown's entries (the
 * same page in each version, or that version's welcome page) and where the version-less entry points
 * (the logo, the top-bar sections, the latest welcome page's links) lead in each archived version. The
 * page's JavaScript only looks these up (lib/site/entry-links.ts), so it does not grow with versions.
 */
import { parseInternalHref, prefixedRoute, routeUrl } from '../routes/routes';
import type { EntryLinks } from './entry-links';

/** A docs version as the menu needs it: its name, label, route prefix ('' for the latest) and whether it has a route. */
export interface MenuVersion {
  name: string;
  label: string;
  /** Until when it is supported, or that it is no longer maintained; null for the current docs (supportNote). */
  support: string | null;
  /** What changed since this version (the changelog's section on it); null for the current docs or when it has none. */
  changes: string | null;
  routePrefix: string;
  hasRoute: (route: string) => boolean;
}

export interface VersionChoice {
  name: string;
  label: string;
  support: string | null;
  changes: string | null;
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

/**
 * The query a version's welcome page reads to say which page the reader came for, absent from that
 * version (components/MissingPageNotice.tsx): `?missing=<route inside the version>&from=<version name>`.
 */
export const MISSING_PAGE_QUERY = { route: 'missing', from: 'from' } as const;

/**
 * The URL of `inside` (a route inside a version) in `version`; when it has no such page, its welcome
 * page, told which page of the version `from` the reader came for.
 */
function urlIn(version: MenuVersion, inside: string, from: string): string {
  const route = prefixedRoute(version.routePrefix, inside);
  if (version.hasRoute(route)) return routeUrl(route);
  const query = new URLSearchParams({ [MISSING_PAGE_QUERY.route]: inside, [MISSING_PAGE_QUERY.from]: from });
  return `${routeUrl(prefixedRoute(version.routePrefix, '/'))}?${query.toString()}`;
}

/**
 * The dropdown of a page at `inside` (its route inside its version) of the version named `readName`;
 * `inside` null for a page outside every version (search, not found): each version's welcome page.
 */
export function versionChoices(versions: readonly MenuVersion[], readName: string, inside: string | null): VersionChoice[] {
  return versions.map((version) => ({ name: version.name, label: version.label, support: version.support, changes: version.changes, href: urlIn(version, inside ?? '/', readName), read: version.name === readName }));
}

/**
 * For each archived version, where each of `hrefs` (URLs of the latest docs, as the page renders them,
 * anchors kept) leads in that version: the same page, or the version's welcome page without the anchor.
 * Hrefs that are not internal are left out; the latest docs need no entry (the hrefs are theirs).
 * @internal Exported for its unit test (knip --production).
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

/** What a page's chrome needs to lead its entry points (components/SiteLayout.tsx). */
export interface PageEntryPoints {
  /** The version the page belongs to, which steers its entry points; null on a page outside every version. */
  pageVersion: string | null;
  /** Where the entry points lead in the archived versions that can steer them. */
  entryLinks: EntryLinks;
}

/**
 * The entry points of a page of the version `read` (null: a page outside every version, such as not
 * found). The version being read steers them: a latest page's logo and sections lead to the latest docs
 * and an archived page's into its version, whatever the reader chose before; only a page of no version
 * follows the remembered choice, so it carries every archived version's links.
 */
export function pageEntryPoints(hrefs: readonly string[], versions: readonly MenuVersion[], read: string | null): PageEntryPoints {
  const archived = versions.filter((version) => version.routePrefix !== '');
  return { pageVersion: read, entryLinks: entryLinksOf(hrefs, read === null ? archived : archived.filter((version) => version.name === read)) };
}

/** The version that steers a page's entry points: its own, else the reader's remembered choice. */
export const steeringVersion = (entryPoints: PageEntryPoints, remembered: string | null): string | null => entryPoints.pageVersion ?? remembered;

/** A page of another version that the version read has not: its welcome page names it when the reader came for it. */
export interface MissingPage {
  /** The version that has it, and its label. */
  from: string;
  fromLabel: string;
  /** Its route inside its version, as the dropdown's `missing` query gives it. */
  route: string;
  title: string;
  /** Where it is, to go back. */
  href: string;
}

/** The pages of the other versions that `read` lacks, for its welcome page. */
export function missingPagesOf(versions: readonly MenuVersion[], read: string, pagesOf: (version: MenuVersion) => readonly { route: string; title: string }[]): MissingPage[] {
  const here = versions.find((version) => version.name === read);
  if (!here) return [];
  return versions
    .filter((version) => version !== here)
    .flatMap((version) =>
      pagesOf(version).flatMap((page) => {
        const inside = routeInsideVersion(page.route, version.routePrefix);
        return here.hasRoute(prefixedRoute(here.routePrefix, inside)) ? [] : [{ from: version.name, fromLabel: version.label, route: inside, title: page.title, href: routeUrl(page.route) }];
      }),
    );
}
