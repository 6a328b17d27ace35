import type { GetStaticProps } from 'next';
import { SearchPage } from '@/components/SearchPage';
import { searchPageProps, type SearchPageProps } from '@/lib/render/page-props';
import { siteParts } from '@/site-parts';

export const getStaticProps: GetStaticProps<SearchPageProps> = async () => {
  const props = await searchPageProps(siteParts);
  return props ? { props } : { notFound: true };
};

export default SearchPage;
