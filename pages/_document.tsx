import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { SeoHead } from '@/components/SeoHead';
import { pageSeoOf } from '@/lib/page-seo';
import { announcementScript, canonicalPathScript } from '@/lib/inline-scripts';
import { getVersionModels } from '@/lib/content';
import { readPublicSearchConfig, SEARCH_CONFIG_META } from '@/lib/search/public-config';
import { ARCHIVED_VERSIONS_META, archivedVersionsContent } from '@/lib/search/reading-version';
import { siteConfig } from '@/lib/site-config';
import { isNoindexPage } from '@/lib/site/archive';

export default function Document(props: DocumentProps) {
  const { page } = props.__NEXT_DATA__;
  const isNotFoundPage = page === '/404';
  const seo = pageSeoOf(props.__NEXT_DATA__.props.pageProps);
  // Next's own error page has no props of ours; every page of this site has a head.
  if (!seo && page !== '/_error') throw new Error(`pages${page}: its getStaticProps returns no \`seo\` (lib/page-seo.ts), so its HTML would have no title or description.`);
  return (
    // Dark is the default whatever the system prefers; next-themes' inline script swaps it for a stored choice.
    <Html lang={siteConfig.locale.code} className="dark" data-theme="dark" style={{ colorScheme: 'dark' }} suppressHydrationWarning>
      <Head>
        <script dangerouslySetInnerHTML={{ __html: canonicalPathScript(isNotFoundPage) }} />
        <script dangerouslySetInnerHTML={{ __html: announcementScript(siteConfig.announcement.id) }} />
        {seo && <SeoHead {...seo} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#020617" />
        {isNoindexPage(props.__NEXT_DATA__.props.pageProps) && <meta name="robots" content="noindex" />}
        {/* The backend this build was given (search-only keys): read by lib/search/search.ts on first use. */}
        <meta name={SEARCH_CONFIG_META} content={JSON.stringify(readPublicSearchConfig(process.env))} />
        {/* The archived versions' route prefixes: search asks for the version of the page being read (lib/search/search.ts). */}
        <meta name={ARCHIVED_VERSIONS_META} content={archivedVersionsContent(getVersionModels().flatMap((model) => (model.routePrefix === '' ? [] : [model.name])))} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
