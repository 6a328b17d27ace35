/**
 * What a page's head tells search engines and link previews (components/SeoHead.tsx). Each page's
 * getStaticProps decides it, and pages/_document.tsx writes it into the static HTML those readers take,
 * so no page's JavaScript carries it: after a client-side navigation, which no crawler makes, only the
 * tab's title changes (components/hooks/useDocumentTitle.ts).
 */
import { socialImagePath } from './social-image';

export interface PageSeo {
  title: string;
  description: string;
  /**
   * The canonical route (the canonical link and og:url): the page's own; for an archived page the same
   * page in the latest docs; null when there is none (an archived page the latest docs dropped, the
   * not-found page).
   */
  route: string | null;
  /** The page's section card for social previews, a site path such as /og/webhooks.png. */
  socialImage: string;
}

/** The head of a page that is not a docs page (search, not found): the welcome page's social card. */
export function sitePageSeo(title: string, description: string, route: string | null): PageSeo {
  return { title, description, route, socialImage: socialImagePath('home') };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The `seo` of a page's props as pages/_document.tsx receives them, or null when they carry none. */
export function pageSeoOf(pageProps: unknown): PageSeo | null {
  if (typeof pageProps !== 'object' || pageProps === null || !('seo' in pageProps)) return null;
  const seo: unknown = pageProps.seo;
  if (typeof seo !== 'object' || seo === null || !('title' in seo) || !('description' in seo) || !('route' in seo) || !('socialImage' in seo)) return null;
  const { title, description, route, socialImage } = seo;
  if (!isText(title) || !isText(description) || !(route === null || isText(route)) || !isText(socialImage)) return null;
  return { title, description, route, socialImage };
}
