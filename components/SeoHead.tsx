import Head from 'next/head';
import { routeUrl } from '@/lib/routes';
import { canonicalUrl, pageTitle, siteConfig } from '@/lib/site-config';

export function SeoHead({ title, description, route }: { title: string; description: string; route: string | null }) {
  const fullTitle = pageTitle(title);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {route !== null && <link rel="canonical" href={canonicalUrl(routeUrl(route))} />}
      <meta property="og:site_name" content={siteConfig.siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {route !== null && <meta property="og:url" content={canonicalUrl(routeUrl(route))} />}
      <meta property="og:type" content="article" />
      <meta name="twitter:card" content="summary" />
    </Head>
  );
}
