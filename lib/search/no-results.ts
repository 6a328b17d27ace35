/**
 * What the modal and the search page offer when a query found nothing (issue 26): the queries to try
 * (SearchResults.suggestions) and the site's sections (the top bar's, which the UI passes), in the docs version being read. InstantSearch
 * reads the suggestions from Algolia's own field for custom data, `userData` (the edge fills it).
 */
import { LATEST } from '../routes/latest';
import { prefixedRoute, routeUrl } from '../routes/routes';
import { isRecord } from '../util/is-record';

/** Links (the top bar's sections, given by the site) inside the docs version `docsVersion`. */
export function linksInVersion(links: readonly { label: string; href: string }[], docsVersion: string): { label: string; href: string }[] {
  const prefix = docsVersion === LATEST ? '' : `/${docsVersion}`;
  return links.map(({ label, href }) => ({ label, href: routeUrl(prefixedRoute(prefix, href)) }));
}

/** Algolia's `userData` for a query's suggestions. */
export const suggestionsUserData = (suggestions: readonly string[]): { suggestions: string[] }[] => [{ suggestions: [...suggestions] }];

/** The suggestions an Algolia response's `userData` carries (none when it carries none). */
export function suggestionsOf(userData: unknown): string[] {
  if (!Array.isArray(userData)) return [];
  return userData.flatMap((entry: unknown) => (isRecord(entry) && Array.isArray(entry.suggestions) ? entry.suggestions.filter((s: unknown): s is string => typeof s === 'string') : []));
}
