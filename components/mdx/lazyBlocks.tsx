/**
 * MDX blocks that few pages use (data tables, API blocks) load as their own chunks: the pages that
 * use them pay for them, the others do not.
 *
 * Not React.lazy with Suspense: React's server renderer streams a finished Suspense boundary larger
 * than its chunk size (about 12.8 KB) to the end of the document, hidden, for a script to move into
 * place; an endpoint block or a long table is that large, so the static HTML that readers without
 * JavaScript, the Markdown copies and the search index read would lack it. Instead the server renders
 * the block in full (getStaticProps awaits `preloadMdxBlocks()`), and on the client, until the chunk
 * arrives, an element whose inner HTML React does not own keeps the server's markup as it is.
 */
import { useEffect, useState, type ComponentType, type JSX } from 'react';
import type { LazyMdxComponentName } from '@/lib/mdx/components';

const tables = () => import('./DataTables');
const api = () => import('./ApiBlocks');
const guidesTables = () => import('./GuidesTables');
const lifecycle = () => import('./PaymentLifecycle');
const methodFacts = () => import('./PaymentMethodFactsTable');
const webhookRetries = () => import('./WebhookRetries');
const rules = () => import('./RuleTables');

const preloads: (() => Promise<unknown>)[] = [];

/** A block that loads as its own chunk; its module is preloaded with the MDX blocks' for a server render. */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  const fetchModule = async () => (loaded = await load());
  preloads.push(fetchModule);
  function Block(props: P) {
    const [Live, setLive] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Live) return;
      let current = true;
      // A chunk that fails to load leaves the server's markup readable, only not interactive.
      fetchModule().then((component) => current && setLive(() => component), () => undefined);
      return () => {
        current = false;
      };
    }, [Live]);
    if (Live)
      return (
        <div key="live" className="contents">
          <Live {...props} />
        </div>
      );
    return <ServerMarkup key="server" />;
  }
  return Block;
}

/** The server's markup of a block, kept as it is: React owns the element, not its inner HTML. */
export function ServerMarkup() {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** Every block that lib/mdx/components.ts marks lazy, and only those. */
export const lazyBlocks = {
  TestCardTable: lazyBlock(() => tables().then((m) => m.TestCardTable)),
  PaymentMethodTable: lazyBlock(() => tables().then((m) => m.PaymentMethodTable)),
  PaymentMethodActivationTable: lazyBlock(() => methodFacts().then((m) => m.PaymentMethodActivationTable)),
  PaymentMethodBehaviourTable: lazyBlock(() => methodFacts().then((m) => m.PaymentMethodBehaviourTable)),
  PaymentMethodRefundTable: lazyBlock(() => methodFacts().then((m) => m.PaymentMethodRefundTable)),
  WebhookRetryTable: lazyBlock(() => webhookRetries().then((m) => m.WebhookRetryTable)),
  WebhookEventTable: lazyBlock(() => tables().then((m) => m.WebhookEventTable)),
  CurrencyTable: lazyBlock(() => tables().then((m) => m.CurrencyTable)),
  ErrorCodeTable: lazyBlock(() => tables().then((m) => m.ErrorCodeTable)),
  HttpStatusTable: lazyBlock(() => tables().then((m) => m.HttpStatusTable)),
  AuthorisationValidityTable: lazyBlock(() => tables().then((m) => m.AuthorisationValidityTable)),
  IdempotencyTable: lazyBlock(() => rules().then((m) => m.IdempotencyTable)),
  OperationStateTable: lazyBlock(() => rules().then((m) => m.OperationStateTable)),
  RateLimitTable: lazyBlock(() => guidesTables().then((m) => m.RateLimitTable)),
  TimeLimitTable: lazyBlock(() => guidesTables().then((m) => m.TimeLimitTable)),
  TestScenarioTable: lazyBlock(() => guidesTables().then((m) => m.TestScenarioTable)),
  PaymentLifecycleDiagram: lazyBlock(() => lifecycle().then((m) => m.PaymentLifecycleDiagram)),
  PaymentTransitionTable: lazyBlock(() => lifecycle().then((m) => m.PaymentTransitionTable)),
  Endpoint: lazyBlock(() => api().then((m) => m.Endpoint)),
  Parameter: lazyBlock(() => api().then((m) => m.Parameter)),
  WebhookEventReference: lazyBlock(() => api().then((m) => m.WebhookEventReference)),
  StatusTable: lazyBlock(() => api().then((m) => m.StatusTable)),
} satisfies Record<LazyMdxComponentName, unknown>;

/** Loads every block's module, so that a server render of any page has them all in full. Server only. */
export async function preloadMdxBlocks(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}
