import dynamic from 'next/dynamic';
import { SiteLayout } from '@/components/SiteLayout';
import type { SearchPageProps } from '@/lib/render/page-props';

// Results depend on the reader's query: rendered in the browser, with InstantSearch loaded only here.
const SearchResults = dynamic(() => import('@/components/search/SearchResults'), { ssr: false, loading: () => <p>Loading...</p> });

/** The search page of one docs version: the results come from that version only (lib/search/search.ts reads it from the address). */
export function SearchPage({ tree, versions, route, archiveBanner, seo }: SearchPageProps) {
  return (
    <SiteLayout tree={tree} versions={versions} title={seo.title} activeRoute={route}>
      <div className="mx-auto max-w-4xl">
        {archiveBanner && <div dangerouslySetInnerHTML={{ __html: archiveBanner }} />}
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Search the docs</h1>
        <SearchResults />
      </div>
    </SiteLayout>
  );
}
