import type { GetStaticPaths, GetStaticProps } from 'next';
import { CategoryPage } from '@/components/CategoryPage';
import { archivedCategoryParams, categoryPageProps, type CategoryPageProps } from '@/lib/render/page-props';
import { siteParts } from '@/site-parts';

// An archived version's generated category pages: /<version>/category/<name> (the current docs' are /category/<name>).
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: archivedCategoryParams().map((params) => ({ params })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<CategoryPageProps, { version: string; name: string }> = async ({ params }) => {
  const props = await categoryPageProps(siteParts, params?.name ?? '', `/${params?.version ?? ''}`);
  return props ? { props } : { notFound: true };
};

export default CategoryPage;
