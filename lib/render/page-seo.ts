/**
 * What a page's head says, decided by getStaticProps (lib/render/page-props.ts) and written into the static
 * HTML by pages/_document.tsx (components/SeoTags.tsx), so no page's JavaScript carries the tags. A
 * client-side navigation only updates the document title (pages/_app.tsx): crawlers load pages whole.
 */
import { isRecord } from '../util/is-record';

export interface PageSeo {
  /** The page's own title; `<title>` appends the site's (pageTitle). A version's welcome page says `siteConfig.welcomeTitle`. */
  title: string;
  description: string;
  /**
   * The canonical route (the canonical link and og:url): the page's own; for an archived page the same
   * page in the latest docs, or null when they have none (and on the not-found page).
   */
  route: string | null;
  /** The page's section card for social previews, a site path such as /og/webhooks.png. */
  socialImage: string;
  /** An RSS feed the page announces (`<link rel="alternate">`), as a site path; absent on most pages. */
  feed?: string;
}

/** The `seo` of a page's props, as _document and _app receive them; null when they carry none. */
export function seoOf(pageProps: unknown): PageSeo | null {
  const seo = isRecord(pageProps) ? pageProps.seo : undefined;
  if (!isRecord(seo)) return null;
  const { title, description, route, socialImage, feed } = seo;
  if (typeof title !== 'string' || typeof description !== 'string' || typeof socialImage !== 'string' || (route !== null && typeof route !== 'string')) return null;
  return { title, description, route, socialImage, ...(typeof feed === 'string' ? { feed } : {}) };
}
