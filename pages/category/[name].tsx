import type { GetStaticPaths, GetStaticProps } from 'next';
import { CategoryPage } from '@/components/CategoryPage';
import { categoryPageProps, categorySlugs, type CategoryPageProps } from '@/lib/render/page-props';
import { siteParts } from '@/site-parts';

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: categorySlugs().map((name) => ({ params: { name } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<CategoryPageProps, { name: string }> = async ({ params }) => {
  const props = await categoryPageProps(siteParts, params?.name ?? '');
  return props ? { props } : { notFound: true };
};

export default CategoryPage;
