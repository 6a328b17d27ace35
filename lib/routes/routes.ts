/**
 * Routes are written without a trailing slash (`/webhooks/configuration`, `/` for the welcome page);
 * URLs end in `/` because the export writes `route/index.html` (see next.config.js).
 */

const DOCS_PREFIX = 'docs/';
const VERSION_ROOT = /^versions\/[^/]+\//;

/** The archived version's folder a content file sits in (`versions/<name>/`), '' for the current docs. */
export function versionRootOfSourcePath(sourceFilePath: string): string {
  return VERSION_ROOT.exec(sourceFilePath.replace(/\\/g, '/'))?.[0] ?? '';
}

/** The path inside its version's folder: `versions/v1/docs/a.mdx` → `docs/a.mdx`. */
function withinVersionRoot(sourceFilePath: string): string {
  return sourceFilePath.replace(/\\/g, '/').replace(VERSION_ROOT, '');
}

/**
 * `docs/a/b.mdx` → `/a/b`; `docs/a/index.mdx` → `/a`; `docs/index.mdx` → `/`. An archived version's
 * file (`versions/<name>/docs/a.mdx`) gets its route inside its version (`/a`): the site manifest
 * prefixes it, so that links, the tree and the checks are written the same in every version.
 */
export function routeFromSourcePath(sourceFilePath: string): string {
  const path = withinVersionRoot(sourceFilePath);
  if (!path.startsWith(DOCS_PREFIX)) {
    throw new Error(`${sourceFilePath}: doc pages live under content/${DOCS_PREFIX}`);
  }
  const withoutExt = path.slice(DOCS_PREFIX.length).replace(/\.mdx?$/, '');
  const withoutIndex = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${withoutIndex}`;
}

/** The folder a doc or category file sits in, relative to `docs/` ('' for the root). */
export function folderOfSourcePath(sourceFilePath: string): string {
  const path = withinVersionRoot(sourceFilePath).slice(DOCS_PREFIX.length);
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** A route of a docs version as the site serves it: `/a` of the version at `/v1` is `/v1/a`, its welcome page `/v1`. */
export const prefixedRoute = (routePrefix: string, route: string): string => (routePrefix === '' ? route : route === '/' ? routePrefix : `${routePrefix}${route}`);

export function categoryRoute(slug: string): string {
  return `/category/${slug}`;
}

/** Files served as they are, as opposed to routes: a path whose last segment has an extension. */
export const isFilePath = (pathname: string): boolean => /\.[a-z0-9]{1,12}$/i.test(pathname.split('/').at(-1) ?? '');

/** The URL the export serves a route at. */
export function routeUrl(route: string): string {
  return route === '/' ? '/' : `${route}/`;
}

/**
 * `/a/b/`, `/a/b.html`, `/a/b/index.html` → `/a/b`; keeps `/`. Query and hash are not part of the input.
 * @internal Exported for its unit test (knip --production).
 */
export function normaliseRoute(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Splits an internal href into its route and anchor; `null` for external, mailto and same-page links. */
export function parseInternalHref(href: string): { route: string; anchor: string | null } | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const hashAt = href.indexOf('#');
  const pathAndQuery = hashAt === -1 ? href : href.slice(0, hashAt);
  const anchor = hashAt === -1 ? null : decodeURIComponent(href.slice(hashAt + 1)) || null;
  const path = pathAndQuery.split('?')[0] ?? '';
  return { route: normaliseRoute(path), anchor };
}
