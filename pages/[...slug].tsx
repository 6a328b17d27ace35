import type { GetStaticPaths, GetStaticProps } from 'next';
import { DocPage } from '@/components/DocPage';
import { preloadMdxBlocks } from '@/components/mdx/lazyBlocks';
import { docPageProps, docSlugs, type DocPageProps } from '@/lib/page-props';

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: docSlugs().map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<DocPageProps, { slug: string[] }> = async ({ params }) => {
  await preloadMdxBlocks();
  const props = await docPageProps(`/${(params?.slug ?? []).join('/')}`);
  return props ? { props } : { notFound: true };
};

export default DocPage;
