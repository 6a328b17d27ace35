import { AppLink } from '@/components/AppLink';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { PrevNext } from '@/components/PrevNext';
import { SiteLayout } from '@/components/SiteLayout';
import type { CategoryPageProps } from '@/lib/render/page-props';
import { routeUrl } from '@/lib/routes/routes';
import { searchArticleProps, searchContentProps, searchDescriptionProps } from '@/lib/html-contract/props';

/** A generated index: the category's description and a card for each child. */
export function CategoryPage({ tree, versions, seo, home, route, title, description, section, breadcrumbs, prev, next, cards, archiveBanner }: CategoryPageProps) {
  return (
    <SiteLayout tree={tree} versions={versions} title={seo.title} activeRoute={route}>
      <article className="mx-auto max-w-prose" {...searchArticleProps(section)}>
        <Breadcrumbs home={home} trail={breadcrumbs} current={title} />
        {archiveBanner && <div dangerouslySetInnerHTML={{ __html: archiveBanner }} />}
        <h1 className="mb-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p {...searchDescriptionProps} className="mb-8 text-lg text-slate-600 dark:text-slate-400">
          {description}
        </p>
        <ul {...searchContentProps} className="grid gap-4 sm:grid-cols-2" aria-label={`Pages in ${title}`}>
          {cards.map((card) => (
            <li key={card.route}>
              <AppLink
                href={routeUrl(card.route)}
                className="flex h-full flex-col rounded-lg border border-slate-200 p-4 hover:border-brand-500 hover:shadow-sm dark:border-slate-800 dark:hover:border-brand-400"
              >
                <h2 className="font-semibold text-slate-900 dark:text-white">{card.title}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{card.description}</p>
              </AppLink>
            </li>
          ))}
        </ul>
        <PrevNext prev={prev} next={next} />
      </article>
    </SiteLayout>
  );
}
