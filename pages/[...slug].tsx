import type { GetStaticPaths, GetStaticProps } from 'next';
import { DocPage } from '@/components/DocPage';
import { preloadMdxBlocks } from '@/components/mdx/lazyBlocks';
import { docRoutesToRender, noteDocRendered } from '@/lib/build/rendered-doc-pages';
import { docPageProps, type DocPageProps } from '@/lib/page-props';

// Under `npm run build`, pages the last build rendered from the same props and code are left out
// here and copied back from its cache afterwards (lib/build/render-cache.ts).
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await docRoutesToRender()).map((route) => ({ params: { slug: route.slice(1).split('/') } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<DocPageProps, { slug: string[] }> = async ({ params }) => {
  await preloadMdxBlocks();
  const route = `/${(params?.slug ?? []).join('/')}`;
  const props = await docPageProps(route);
  if (!props) return { notFound: true };
  noteDocRendered(route, props);
  return { props };
};

export default DocPage;
