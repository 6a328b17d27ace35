import { Breadcrumbs } from '@/components/Breadcrumbs';
import { PageActionsBlock } from '@/components/lazyPageParts';
import { PrevNext } from '@/components/PrevNext';
import { SiteLayout } from '@/components/SiteLayout';
import { TableOfContents } from '@/components/TableOfContents';
import { useEffect, useState, type ComponentType } from 'react';
import { lazyBlock, ServerMarkup } from '@/components/mdx/lazyBlocks';
import type { ReferencePageProps } from '@/lib/render/page-props';
import type { ReferenceContent } from '@/lib/reference/reference-page';
import { searchArticleProps, searchContentProps, searchDescriptionProps } from '@/lib/html-contract/props';

/**
 * The reference's content (lib/reference/reference-page.ts) as a chunk of its own, defined here rather
 * than with the MDX blocks so that pages without MDX blocks of the reference (the welcome page) do not carry it.
 */
const ReferenceBodyBlock = lazyBlock(() => import('./ReferenceBody').then((m) => m.ReferenceBody));

interface LiveBody {
  Body: ComponentType<{ content: ReferenceContent }>;
  content: ReferenceContent;
}

/**
 * A resource page loaded from its HTML, whose page data names its data file rather than holding its
 * operations (lib/reference/deferred-content.ts): the server's markup stays until the body's chunk and
 * that file are both in, then the body goes live. If either fails, the markup stays readable.
 */
function DeferredReferenceBody({ dataUrl }: { dataUrl: string }) {
  const [live, setLive] = useState<LiveBody | null>(null);
  useEffect(() => {
    let current = true;
    // The fetch and its check live in the body's chunk: doc pages share this page's first-load JavaScript.
    import('./ReferenceBody')
      .then(async (m) => ({ Body: m.ReferenceBody, content: await m.fetchResourceContent(dataUrl) }))
      .then(
        ({ Body, content }) => current && content && setLive({ Body, content }),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [dataUrl]);
  if (!live) return <ServerMarkup />;
  return (
    <div className="contents">
      <live.Body content={live.content} />
    </div>
  );
}

/**
 * A page of the API reference: the chrome of a doc page around the reference's content. A resource
 * page uses the whole width for its two columns (fields, and request and response beside them), so its
 * table of contents folds above the content instead of standing beside it.
 */
export function ReferencePage(props: ReferencePageProps) {
  const { tree, versions, seo, home, route, title, description, section, breadcrumbs, prev, next, toc, editUrl, lastUpdated, content, archiveBanner } = props;
  const view = content.view === 'deferred' ? 'resource' : content.view;
  // The index and the changelog read as prose, with the table of contents beside them.
  const index = view !== 'resource';
  return (
    <SiteLayout tree={tree} versions={versions} title={seo.title} activeRoute={route} aside={index ? <TableOfContents headings={toc} variant="aside" /> : undefined}>
      <article className={index ? 'mx-auto max-w-prose' : 'mx-auto max-w-6xl'} {...searchArticleProps(section)} data-reference={view}>
        <Breadcrumbs home={home} trail={breadcrumbs} current={title} />
        {archiveBanner && <div dangerouslySetInnerHTML={{ __html: archiveBanner }} />}
        <h1 className="mb-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <p {...searchDescriptionProps} className="mb-6 text-lg text-slate-600 dark:text-slate-400">
          {description}
        </p>
        <TableOfContents headings={toc} variant={index ? 'inline' : 'folded'} />
        <div {...searchContentProps} className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-300">
          {content.view === 'deferred' ? <DeferredReferenceBody dataUrl={content.dataUrl} /> : <ReferenceBodyBlock content={content} />}
        </div>
        <PageActionsBlock route={route} editUrl={editUrl} lastUpdated={lastUpdated} />
        <PrevNext prev={prev} next={next} />
      </article>
    </SiteLayout>
  );
}
