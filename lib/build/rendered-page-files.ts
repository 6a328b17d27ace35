/**
 * Where `next build` exports a doc page (its HTML and the data file client-side navigation fetches),
 * and the one thing in them that differs between two builds of the same page: the build id.
 */
import path from 'node:path';

/** `route` as the site names it (`/a/b`); every doc page is `route/index.html` (trailingSlash). */
export function exportedPageFiles(outDir: string, buildId: string, route: string): { html: string; data: string } {
  const relative = route.replace(/^\//, '');
  return { html: path.join(outDir, relative, 'index.html'), data: path.join(outDir, '_next', 'data', buildId, `${relative}.json`) };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's text as the build `to` would have written it: the id in `__NEXT_DATA__` and in the
 * paths of the build's manifests and data files. Nowhere else, so text that happens to contain the id
 * (a commit hash in the docs) stays as it is.
 */
export function withBuildId(text: string, from: string, to: string): string {
  if (from === to) return text;
  const id = escaped(from);
  return text.replace(new RegExp(`("buildId":")${id}(")|(/_next/(?:static|data)/)${id}(/)`, 'g'), (_match, a?: string, b?: string, c?: string, d?: string) => (a !== undefined ? `${a}${to}${b ?? ''}` : `${c ?? ''}${to}${d ?? ''}`));
}
