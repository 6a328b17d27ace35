/**
 * Links inside a docs version are written as the current docs write them (`/webhooks/configuration`):
 * they resolve inside the version of the file that holds them, so a frozen copy needs no rewriting. A
 * link across versions says so: `/latest/<route>` for the current docs, `/<name>/<route>` for an archived version.
 */
// Read by the MDX compiler and getStaticProps: nothing here may import Node modules (lib/site/versions.ts reads files).
import { inlineParts } from './data-sentences';
import { isFilePath, parseInternalHref, prefixedRoute, routeUrl } from './routes';
import { LATEST } from './latest';

/** The current docs' name: a cross-version link to them is written `/latest/<route>`. */
export { LATEST };

export interface VersionLinks {
  /** The version's route prefix: '' for the current docs, `/<name>` for an archived version. */
  prefix: string;
  /** The names of the archived versions: a link starting with one of them points into that version. */
  archivedNames: readonly string[];
}

export const CURRENT_DOCS_LINKS: VersionLinks = { prefix: '', archivedNames: [] };

/** The route of the site that a content link's route points at, from a file of the version `links` describes. */
export function routeInVersion(route: string, links: VersionLinks): string {
  const first = route.split('/')[1] ?? '';
  if (first === LATEST) return route.slice(LATEST.length + 1) || '/';
  if (links.archivedNames.includes(first)) return route;
  return prefixedRoute(links.prefix, route);
}

/** The URL a content link points at, from a file of the version `links` describes; null for an external, mailto or same-page link. */
export function contentHref(href: string, links: VersionLinks): string | null {
  // A file the site serves (the API downloads) keeps its address: it is no route of a version.
  if (isFilePath(href.split(/[?#]/)[0] ?? '')) return null;
  const internal = parseInternalHref(href);
  if (!internal) return null;
  return `${routeUrl(routeInVersion(internal.route, links))}${internal.anchor ? `#${internal.anchor}` : ''}`;
}

/**
 * A data file's sentence with its [links](/route) resolved as `contentHref` resolves a page's, for the
 * page data getStaticProps sends: the `[text](href)` syntax of data-sentences.ts, the rest as it was.
 */
export function sentenceInVersion(sentence: string, links: VersionLinks): string {
  return inlineParts(sentence)
    .map((part) => (part.kind === 'text' ? part.text : part.kind === 'code' ? `\`${part.text}\`` : `[${part.text}](${contentHref(part.href, links) ?? part.href})`))
    .join('');
}
