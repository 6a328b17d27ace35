import type { GetStaticPaths, GetStaticProps } from 'next';
import { DocPage } from '@/components/DocPage';
import { ReferencePage } from '@/components/reference/ReferencePage';
import { preloadMdxBlocks } from '@/components/mdx/lazyBlocks';
import { docRoutesToRender, noteDocRendered } from '@/lib/render/rendered-doc-pages';
import { slugPageProps, type DocPageProps, type ReferencePageProps } from '@/lib/render/page-props';
import { siteParts } from '@/site-parts';

type Props = DocPageProps | ReferencePageProps;

// Under `npm run build`, pages the last build rendered from the same props and code are left out
// here and copied back from its cache afterwards (lib/build/render-cache.ts).
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await docRoutesToRender(siteParts)).map((route) => ({ params: { slug: route.slice(1).split('/') } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { slug: string[] }> = async ({ params }) => {
  await preloadMdxBlocks();
  const route = `/${(params?.slug ?? []).join('/')}`;
  const props = await slugPageProps(siteParts, route);
  if (!props) return { notFound: true };
  noteDocRendered(route, props);
  return { props };
};

/** A doc page, or a page of the API reference generated from the API document (both are pages of the site manifest). */
export default function ContentPage(props: Props) {
  return props.kind === 'reference' ? <ReferencePage {...props} /> : <DocPage {...props} />;
}
