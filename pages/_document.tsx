import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { SeoTags } from '@/components/SeoTags';
import { storedPreferencesScript, canonicalPathScript, earlyTapsScript, frameGuardScript, afterPaintScript } from '@/lib/render/inline-scripts';
import { getVersionModels } from '@/lib/site/reader';
import { readPublicSearchConfig, SEARCH_CONFIG_META } from '@/lib/search/public-config';
import { ARCHIVED_VERSIONS_META, archivedVersionsContent } from '@/lib/search/reading-version';
import { siteConfig } from '@/site.config';
import { isNoindexPage } from '@/lib/site/archive';
import { seoOf } from '@/lib/render/page-seo';
import { inlinePageProps } from '@/lib/render/inline-page-props';
import { firstPaintTargets } from '@/lib/render/first-paint';

export default function Document(props: DocumentProps) {
  const isNotFoundPage = props.__NEXT_DATA__.page === '/404';
  const seo = seoOf(props.__NEXT_DATA__.props.pageProps);
  const noindex = isNoindexPage(props.__NEXT_DATA__.props.pageProps);
  const paintTargets = firstPaintTargets(props.__NEXT_DATA__.props.pageProps);
  // The page data NextScript writes into the HTML (Next's data file, written from getStaticProps' own
  // object, keeps the whole props): a doc page's body and a reference resource page's operations are in
  // its markup already. Replaced, never changed in place, before NextScript renders (lib/render/inline-page-props.ts).
  props.__NEXT_DATA__.props = { ...props.__NEXT_DATA__.props, pageProps: inlinePageProps(props.__NEXT_DATA__.props.pageProps, props.__NEXT_DATA__.buildId) };
  return (
    // Dark is the default whatever the system prefers; next-themes' inline script swaps it for a stored choice.
    <Html lang={siteConfig.locale.code} className="dark" data-theme="dark" style={{ colorScheme: 'dark' }} suppressHydrationWarning>
      <Head>
        {/* Every inline script is one of lib/render/known-inline-scripts.ts: the security step refuses any other. */}
        <script dangerouslySetInnerHTML={{ __html: frameGuardScript() }} />
        <script dangerouslySetInnerHTML={{ __html: canonicalPathScript(isNotFoundPage) }} />
        <script dangerouslySetInnerHTML={{ __html: storedPreferencesScript(siteConfig.announcement.id) }} />
        <script dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />
        {/* No paint before the top bar is whole and, on a doc page, the body's opening paragraph is parsed (lib/render/first-paint.ts). */}
        {paintTargets.map((id) => (
          <link key={id} rel="expect" href={`#${id}`} blocking="render" />
        ))}
        {/* The title and meta tags of the page, here rather than in next/head so that no page's JavaScript carries them (lib/render/page-seo.ts). */}
        {seo && <SeoTags {...seo} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#020617" />
        {noindex && <meta name="robots" content="noindex" />}
        {/* The backend this build was given (search-only keys): read by lib/search/search.ts on first use. */}
        <meta name={SEARCH_CONFIG_META} content={JSON.stringify(readPublicSearchConfig(process.env))} />
        {/* The archived versions' route prefixes: search asks for the version of the page being read (lib/search/search.ts). */}
        <meta name={ARCHIVED_VERSIONS_META} content={archivedVersionsContent(getVersionModels().flatMap((model) => (model.routePrefix === '' ? [] : [model.name])))} />
      </Head>
      <body>
        <Main />
        <NextScript />
        {/* Starts NextScript's scripts once the page has painted: the export gives them a type no browser runs (lib/render/after-paint-scripts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: afterPaintScript() }} />
      </body>
    </Html>
  );
}
