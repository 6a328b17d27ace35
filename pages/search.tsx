import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import { SiteLayout } from '@/components/SiteLayout';
import { chromeOnlyProps, type ChromeOnlyProps } from '@/lib/page-props';

// Results depend on the reader's query: rendered in the browser, with InstantSearch loaded only here.
const SearchResults = dynamic(() => import('@/components/search/SearchResults'), { ssr: false, loading: () => <p>Loading...</p> });

export const getStaticProps: GetStaticProps<ChromeOnlyProps> = async () => ({
  props: await chromeOnlyProps({ title: 'Search', description: 'Search every page of Paymora Developers and narrow the results by section.', route: '/search' }),
});

export default function SearchPage({ tree, versions, seo }: ChromeOnlyProps) {
  return (
    <SiteLayout tree={tree} versions={versions} title={seo.title} activeRoute="/search">
      <div className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Search the docs</h1>
        <SearchResults />
      </div>
    </SiteLayout>
  );
}
