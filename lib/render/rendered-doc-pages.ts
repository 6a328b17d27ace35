/**
 * The render cache (lib/build/render-cache.ts) as the doc pages' getStaticPaths and getStaticProps
 * use it: only under `npm run build`, which sets RENDER_CACHE_ENV for `next build`.
 */
import path from 'node:path';
import { docRoutes, slugPageProps } from './page-props';
import type { SiteParts } from './site-parts';
import { pageKey, planRender, recordRendered, renderFingerprint, RENDER_CACHE_DIR, RENDER_CACHE_ENV } from '../build/render-cache';

const enabled = () => process.env[RENDER_CACHE_ENV] === '1';
const cacheDir = () => path.join(process.cwd(), RENDER_CACHE_DIR);

/** Every doc route, less those whose cached page is still right when the cache is on. */
export async function docRoutesToRender<Data>(site: SiteParts<Data>): Promise<string[]> {
  const routes = docRoutes();
  if (!enabled()) return routes;
  return planRender(cacheDir(), renderFingerprint(process.cwd()), routes, async (route) => {
    const props = await slugPageProps(site, route);
    return props ? pageKey(route, props) : null;
  });
}

/** Notes that this build rendered the page with these props, for the cache. */
export function noteDocRendered(route: string, props: unknown): void {
  if (enabled()) recordRendered(cacheDir(), { route, key: pageKey(route, props) });
}
