import type { GetStaticPaths, GetStaticProps } from 'next';
import { SearchPage } from '@/components/SearchPage';
import { archivedVersionParams, searchPageProps, type SearchPageProps } from '@/lib/render/page-props';
import { siteParts } from '@/site-parts';

// An archived version's search page, /<version>/search/: its search finds that version's pages only.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: archivedVersionParams().map((params) => ({ params })), fallback: false });

export const getStaticProps: GetStaticProps<SearchPageProps, { version: string }> = async ({ params }) => {
  const props = await searchPageProps(siteParts, `/${params?.version ?? ''}`);
  return props ? { props } : { notFound: true };
};

export default SearchPage;
