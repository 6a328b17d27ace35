import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import { SeoHead } from '@/components/SeoHead';
import { SiteLayout } from '@/components/SiteLayout';
import type { PageNavItem } from '@/lib/nav-state';
import { notFoundProps } from '@/lib/page-props';

// Results depend on the reader's query: rendered in the browser, with InstantSearch loaded only here.
const SearchResults = dynamic(() => import('@/components/search/SearchResults'), { ssr: false, loading: () => <p>Loading...</p> });

interface SearchPageProps {
  tree: PageNavItem[];
}

export const getStaticProps: GetStaticProps<SearchPageProps> = async () => ({ props: await notFoundProps() });

export default function SearchPage({ tree }: SearchPageProps) {
  return (
    <SiteLayout tree={tree} activeRoute="/search">
      <SeoHead title="Search" description="Search every page of Paymora Developers and narrow the results by section." route="/search" />
      <div className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Search the docs</h1>
        <SearchResults />
      </div>
    </SiteLayout>
  );
}
