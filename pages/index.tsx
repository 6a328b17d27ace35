import type { GetStaticProps } from 'next';
import { DocPage } from '@/components/DocPage';
import { docPageProps, type DocPageProps } from '@/lib/page-props';

export const getStaticProps: GetStaticProps<DocPageProps> = async () => {
  const props = await docPageProps('/');
  if (!props) throw new Error('content/docs/index.mdx is missing: the welcome page at / needs it');
  return { props };
};

export default DocPage;
