import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import { SiteLayout } from '@/components/SiteLayout';
import { useDocumentTitle } from '@/components/hooks/useDocumentTitle';
import { chromeOnlyProps, type ChromeOnlyProps } from '@/lib/page-props';
import { sitePageSeo } from '@/lib/page-seo';

// Results depend on the reader's query: rendered in the browser, with InstantSearch loaded only here.
const SearchResults = dynamic(() => import('@/components/search/SearchResults'), { ssr: false, loading: () => <p>Loading...</p> });

export const getStaticProps: GetStaticProps<ChromeOnlyProps> = async () => ({
  props: await chromeOnlyProps(sitePageSeo('Search', 'Search every page of Paymora Developers and narrow the results by section.', '/search')),
});

export default function SearchPage({ tree, seo }: ChromeOnlyProps) {
  useDocumentTitle(seo.title);
  return (
    <SiteLayout tree={tree} activeRoute="/search">
      <div className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Search the docs</h1>
        <SearchResults />
      </div>
    </SiteLayout>
  );
}
