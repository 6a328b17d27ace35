import { useMDXComponent } from 'next-contentlayer2/hooks';
import { AppLink } from '@/components/AppLink';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Card } from '@/lib/site/cards';
import type { PageApi } from '@/lib/openapi/page-endpoints';
import type { MdxComponentName } from '@/paymora/mdx-components';
import type { PageData } from '@/paymora/page-data';
import { isFilePath, parseInternalHref, routeUrl } from '@/lib/routes/routes';
import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { CodeTabs } from './CodeTabs';
import { ApiContext } from './ApiContext';
import { ChildPages, ChildPagesContext } from './ChildPages';
import { ConceptsContext, IntegrationContext, Only, useConceptCode, useSiblingHref } from './Concept';
import { lazyBlocks } from './mdxBlocks';
import { WebhookRetryWindow } from './WebhookRetryWindow';
import { AuthorisationWindow, IdempotencyKeyLifetime, IdempotencyKeyScope, IdempotencyOutcomeWait, ModificationOutcomeWait, PaymentOutcomeWait, RetrySchedule, SchemeRule, SepaCaptureDelay, SpecificErrorCodeNotice, TestAmount, WebhookAnswerTime, WebhookDeliveryTolerance } from './RuleValues';
import { PageDataContext } from './PageDataContext';

function MdxLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  // A file the site serves (the API downloads) is not a page: the router must not open it.
  const internal = isFilePath(href.split(/[?#]/)[0] ?? '') ? null : parseInternalHref(href);
  if (internal) {
    const target = `${routeUrl(internal.route)}${internal.anchor ? `#${internal.anchor}` : ''}`;
    return (
      <AppLink href={target} {...rest}>
        {children}
      </AppLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** A fenced block's code arrives highlighted, as HTML (lib/mdx/highlight/rehype-static-code.ts); inline code as text. */
function MdxCode({ 'data-html': html, ...rest }: ComponentPropsWithoutRef<'code'> & { 'data-html'?: string }) {
  return html === undefined ? <code {...rest} /> : <code {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Shared text from content/concepts/, rendered in place with the page's integration: part of the page's
 * server-rendered HTML like the rest of its body (paymora/concepts.ts).
 */
function Concept({ name, integration }: { name: string; integration: string }) {
  const { code, integration: current } = useConceptCode(name, integration);
  const Content = useMDXComponent(code);
  return (
    <IntegrationContext.Provider value={current}>
      <div data-concept={name} className="contents">
        <Content components={mdxComponents} />
      </div>
    </IntegrationContext.Provider>
  );
}

/**
 * Inside a concept: a link to the same-named page of the page's own integration. An archived version's
 * concept gets its route prefix from the compiler (lib/mdx/remark-version-links.ts), not from its author.
 */
function SiblingLink({ page, prefix = '', children }: { page?: string; prefix?: string; children?: ReactNode }) {
  const href = useSiblingHref(page);
  return <MdxLink href={prefix + href}>{children}</MdxLink>;
}

/** The components an author may use in MDX, exactly those paymora/mdx-components.ts describes (see docs/authoring.md). */
const authorComponents = {
  ...lazyBlocks,
  Callout,
  ChildPages,
  CodeTabs,
  Concept,
  Only,
  SiblingLink,
  WebhookRetryWindow,
  AuthorisationWindow,
  IdempotencyKeyLifetime,
  IdempotencyKeyScope,
  PaymentOutcomeWait,
  IdempotencyOutcomeWait,
  ModificationOutcomeWait,
  WebhookAnswerTime,
  WebhookDeliveryTolerance,
  SepaCaptureDelay,
  RetrySchedule,
  SpecificErrorCodeNotice,
  SchemeRule,
  TestAmount,
} satisfies Record<MdxComponentName, unknown>;

const mdxComponents = {
  a: MdxLink,
  // Tables scroll sideways on a phone (styles/globals.css): focusable, so a keyboard can scroll them.
  table: (props: ComponentPropsWithoutRef<'table'>) => <table tabIndex={0} {...props} />,
  code: MdxCode,
  pre: CodeBlock,
  ...authorComponents,
};

export interface MdxContentProps {
  code: string;
  data: PageData;
  api: PageApi;
  childPages: readonly Card[];
  concepts: Readonly<Record<string, string>>;
}

/** A page's compiled MDX with what its blocks read; rendered to HTML at build time only (./bodyHtml.tsx). */
export function MdxContent({ code, data, api, childPages, concepts }: MdxContentProps) {
  const Content = useMDXComponent(code);
  return (
    <ConceptsContext.Provider value={concepts}>
    <PageDataContext.Provider value={data}>
      <ApiContext.Provider value={api}>
        <ChildPagesContext.Provider value={childPages}>
          <Content components={mdxComponents} />
        </ChildPagesContext.Provider>
      </ApiContext.Provider>
    </PageDataContext.Provider>
    </ConceptsContext.Provider>
  );
}
