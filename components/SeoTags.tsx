import { routeUrl } from '@/lib/routes/routes';
import { canonicalUrl, pageTitle, siteConfig } from '@/site.config';
import { SOCIAL_IMAGE } from '@/lib/outputs/social-image';
import type { PageSeo } from '@/lib/render/page-seo';

/**
 * The head of a page: title, description, canonical link, Open Graph and Twitter cards. Rendered by
 * pages/_document.tsx only, from the page's `seo` (lib/render/page-seo.ts), so it is in no page's JavaScript.
 */
export function SeoTags({ title, description, route, socialImage, feed }: PageSeo) {
  const fullTitle = pageTitle(title);
  const image = canonicalUrl(socialImage);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {route !== null && <link rel="canonical" href={canonicalUrl(routeUrl(route))} />}
      {feed !== undefined && <link rel="alternate" type="application/rss+xml" title={`${siteConfig.siteTitle}: changelog`} href={feed} />}
      <meta property="og:site_name" content={siteConfig.siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {route !== null && <meta property="og:url" content={canonicalUrl(routeUrl(route))} />}
      <meta property="og:type" content="article" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={`${siteConfig.siteTitle}: ${title}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
