import { ArchiveBanner } from '@/components/ArchiveBanner';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { VersionLinksContext } from '@/components/VersionLinks';
import { CURRENT_DOCS_LINKS } from '@/lib/site/version-links';
import { PageActions } from '@/components/PageActions';
import { PrevNext } from '@/components/PrevNext';
import { SeoHead } from '@/components/SeoHead';
import { SiteLayout } from '@/components/SiteLayout';
import { TableOfContents } from '@/components/TableOfContents';
import { MdxContent } from '@/components/mdx/MdxContent';
import type { DocPageProps } from '@/lib/page-props';
import { searchArticleProps, searchContentProps, searchDescriptionProps } from '@/lib/html-contract-props';

export function DocPage(props: DocPageProps) {
  const { tree, route, title, description, section, breadcrumbs, prev, next, code, toc, data, sourceFile, lastUpdated, socialImage, api, childPages, concepts, archive } = props;
  const isWelcome = route === '/' || route === archive?.prefix;
  return (
    <SiteLayout tree={tree} activeRoute={route} aside={toc.length > 0 ? <TableOfContents headings={toc} variant="aside" /> : undefined}>
      <SeoHead title={title} description={description} route={route} socialImage={socialImage} archive={archive} />
      <article className="mx-auto max-w-prose" {...searchArticleProps(section)}>
        {!isWelcome && <Breadcrumbs trail={breadcrumbs} current={title} />}
        {archive && <ArchiveBanner archive={archive} />}
        <h1 className="mb-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p {...searchDescriptionProps} className="mb-6 text-lg text-slate-600 dark:text-slate-400">
          {description}
        </p>
        <TableOfContents headings={toc} variant="inline" />
        <div {...searchContentProps} className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-300">
          <VersionLinksContext.Provider value={archive ?? CURRENT_DOCS_LINKS}>
            <MdxContent code={code} data={data} api={api} childPages={childPages} concepts={concepts} />
          </VersionLinksContext.Provider>
        </div>
        <PageActions route={route} sourceFile={sourceFile} lastUpdated={lastUpdated} />
        <PrevNext prev={prev} next={next} />
      </article>
    </SiteLayout>
  );
}
