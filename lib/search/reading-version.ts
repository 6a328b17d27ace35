/**
 * The docs version a reader is on, from the page's address: every page of an archived version is under
 * `/<name>/` (its search page included), the latest docs are at the site root. The archived versions'
 * names come from the page's `<meta name="paymora:archived-versions">`, written at build time
 * (pages/_document.tsx), so no page's JavaScript carries the list: search reads it on first use.
 */
import { LATEST } from '../routes/latest';

export const ARCHIVED_VERSIONS_META = 'paymora:archived-versions';

/** The meta's content: the names, space-separated (a version's name has no spaces, lib/site/versions.ts). */
export function archivedVersionsContent(names: readonly string[]): string {
  return names.join(' ');
}

/** The docs version of a site path, given the meta's content. */
export function docsVersionAt(pathname: string, archivedContent: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== '' && archivedContent.split(/\s+/).includes(first) ? first : LATEST;
}

/** The search page of a docs version: `/search/` for the latest docs, `/<name>/search/` for an archived one. */
export function searchPageOf(docsVersion: string): string {
  return docsVersion === LATEST ? '/search/' : `/${docsVersion}/search/`;
}
