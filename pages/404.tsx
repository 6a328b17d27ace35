import type { GetStaticProps } from 'next';
import { AppLink } from '@/components/AppLink';
import { SiteLayout } from '@/components/SiteLayout';
import { useEntryHref } from '@/components/hooks/useEntryHref';
import { chromeOnlyProps, type ChromeOnlyProps } from '@/lib/page-props';
import { siteConfig } from '@/lib/site-config';

// noindex: pages/_document.tsx writes the robots meta (isNoindexPage).
export const getStaticProps: GetStaticProps<ChromeOnlyProps> = async () => ({
  props: await chromeOnlyProps({ title: 'Page not found', description: 'The page you asked for does not exist on Paymora Developers.', route: null }, { noindex: true }),
});

/** The welcome page of the docs version the reader chose, an entry point like the logo (useEntryHref). */
function WelcomeLink() {
  const entry = useEntryHref();
  return (
    <AppLink href={entry('/')} className="text-brand-700 underline dark:text-brand-300">
      welcome page
    </AppLink>
  );
}

export default function NotFound({ tree, versions, seo }: ChromeOnlyProps) {
  return (
    <SiteLayout tree={tree} versions={versions} title={seo.title} activeRoute="">
      <article className="mx-auto max-w-prose py-12">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Page not found</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          We could not find what you were looking for. The page may have moved: start from the{' '}
          <WelcomeLink />{' '}
          or the sidebar, or tell us about the broken link at{' '}
          <a className="text-brand-700 underline dark:text-brand-300" href={`mailto:${siteConfig.contactEmail}`}>
            {siteConfig.contactEmail}
          </a>
          .
        </p>
      </article>
    </SiteLayout>
  );
}

