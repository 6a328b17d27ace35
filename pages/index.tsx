import type { GetStaticProps } from 'next';
import { DocPage } from '@/components/DocPage';
import { preloadMdxBlocks } from '@/components/mdx/lazyBlocks';
import { docPageProps, type DocPageProps } from '@/lib/render/page-props';
import { siteParts } from '@/site-parts';

export const getStaticProps: GetStaticProps<DocPageProps> = async () => {
  await preloadMdxBlocks();
  const props = await docPageProps(siteParts, '/');
  if (!props) throw new Error('content/docs/index.mdx is missing: the welcome page at / needs it');
  return { props };
};

export default DocPage;
