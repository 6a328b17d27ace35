import { Breadcrumbs } from '@/components/Breadcrumbs';
import { MissingPageNoticeBlock, PageActionsBlock } from '@/components/lazyPageParts';
import { PrevNext } from '@/components/PrevNext';
import { SiteLayout } from '@/components/SiteLayout';
import { TableOfContents } from '@/components/TableOfContents';
import { DocBody } from '@/components/DocBody';
import type { DocPageProps } from '@/lib/render/page-props';
import { searchArticleProps, searchDescriptionProps } from '@/lib/html-contract/props';

export function DocPage(props: DocPageProps) {
  const { tree, versions, seo, home, route, title, description, section, breadcrumbs, prev, next, body, toc, editUrl, lastUpdated, archiveBanner, missingPages } = props;
  return (
    <SiteLayout tree={tree} versions={versions} title={seo.title} activeRoute={route} aside={toc.length > 0 ? <TableOfContents headings={toc} variant="aside" /> : undefined}>
      <article className="mx-auto max-w-prose" {...searchArticleProps(section)}>
        {breadcrumbs && <Breadcrumbs home={home} trail={breadcrumbs} current={title} />}
        {missingPages && missingPages.pages.length > 0 && <MissingPageNoticeBlock {...missingPages} />}
        {archiveBanner && <div dangerouslySetInnerHTML={{ __html: archiveBanner }} />}
        <h1 className="mb-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p {...searchDescriptionProps} className="mb-6 text-lg text-slate-600 dark:text-slate-400">
          {description}
        </p>
        <TableOfContents headings={toc} variant="inline" />
        <DocBody html={body} />
        <PageActionsBlock route={route} editUrl={editUrl} lastUpdated={lastUpdated} />
        <PrevNext prev={prev} next={next} />
      </article>
    </SiteLayout>
  );
}
