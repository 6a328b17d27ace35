import type { GetStaticProps } from 'next';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/AppLink';
import { SiteLayout } from '@/components/SiteLayout';
import { useEntryHref } from '@/components/hooks/useEntryHref';
import { chromeOnlyProps, suggestablePages, type ChromeOnlyProps, type SuggestableGroup } from '@/lib/render/page-props';
import { routeUrl } from '@/lib/routes/routes';
import { nearestPages, type Suggestable } from '@/lib/site/nearest-pages';
import { siteConfig } from '@/site.config';
import { siteParts } from '@/site-parts';

// noindex: pages/_document.tsx writes the robots meta (isNoindexPage).
type NotFoundProps = ChromeOnlyProps & { suggestable: SuggestableGroup[] };

export const getStaticProps: GetStaticProps<NotFoundProps> = async () => ({
  props: {
    ...(await chromeOnlyProps(siteParts, { title: 'Page not found', description: 'The page you asked for does not exist on Paymora Developers.', route: null }, { noindex: true })),
    suggestable: suggestablePages(),
  },
});

/**
 * The pages nearest the path asked for (lib/site/nearest-pages.ts), among those of the version the path
 * names: known only in the browser, since one 404.html answers every missing path.
 */
function Suggestions({ groups }: { groups: readonly SuggestableGroup[] }) {
  const [near, setNear] = useState<Suggestable[]>([]);
  useEffect(() => {
    const path = window.location.pathname;
    const group = groups.find((candidate) => candidate.prefix !== '' && (path === candidate.prefix || path.startsWith(`${candidate.prefix}/`))) ?? groups.find((candidate) => candidate.prefix === '');
    setNear(group ? nearestPages(path, group.pages) : []);
  }, [groups]);
  if (near.length === 0) return null;
  return (
    <nav aria-label="Pages near this address" className="mt-8">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Were you looking for one of these?</h2>
      <ul className="mt-3 space-y-2">
        {near.map((page) => (
          <li key={page.route}>
            <AppLink href={routeUrl(page.route)} className="text-brand-700 underline dark:text-brand-300">
              {page.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The welcome page of the docs version the reader chose, an entry point like the logo (useEntryHref). */
function WelcomeLink() {
  const entry = useEntryHref();
  return (
    <AppLink href={entry('/')} className="text-brand-700 underline dark:text-brand-300">
      welcome page
    </AppLink>
  );
}

export default function NotFound({ tree, versions, seo, suggestable }: NotFoundProps) {
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
        <Suggestions groups={suggestable} />
      </article>
    </SiteLayout>
  );
}

