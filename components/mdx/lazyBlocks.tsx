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

const tables = () => import('./DataTables');
const api = () => import('./ApiBlocks');
const guidesTables = () => import('./GuidesTables');
const lifecycle = () => import('./PaymentLifecycle');
const methodFacts = () => import('./PaymentMethodFactsTable');
const webhookRetries = () => import('./WebhookRetries');

const preloads: (() => Promise<unknown>)[] = [];

function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
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
    return <div key="server" className="contents" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return Block;
}

export const TestCardTable = lazyBlock(() => tables().then((m) => m.TestCardTable));
export const PaymentMethodTable = lazyBlock(() => tables().then((m) => m.PaymentMethodTable));
export const PaymentMethodActivationTable = lazyBlock(() => methodFacts().then((m) => m.PaymentMethodActivationTable));
export const PaymentMethodBehaviourTable = lazyBlock(() => methodFacts().then((m) => m.PaymentMethodBehaviourTable));
export const PaymentMethodRefundTable = lazyBlock(() => methodFacts().then((m) => m.PaymentMethodRefundTable));
export const WebhookRetryTable = lazyBlock(() => webhookRetries().then((m) => m.WebhookRetryTable));
export const WebhookEventTable = lazyBlock(() => tables().then((m) => m.WebhookEventTable));
export const CurrencyTable = lazyBlock(() => tables().then((m) => m.CurrencyTable));
export const ErrorCodeTable = lazyBlock(() => tables().then((m) => m.ErrorCodeTable));
export const HttpStatusTable = lazyBlock(() => tables().then((m) => m.HttpStatusTable));
export const RateLimitTable = lazyBlock(() => guidesTables().then((m) => m.RateLimitTable));
export const TimeLimitTable = lazyBlock(() => guidesTables().then((m) => m.TimeLimitTable));
export const TestScenarioTable = lazyBlock(() => guidesTables().then((m) => m.TestScenarioTable));
export const AuthorisationValidityTable = lazyBlock(() => tables().then((m) => m.AuthorisationValidityTable));
export const PaymentLifecycleDiagram = lazyBlock(() => lifecycle().then((m) => m.PaymentLifecycleDiagram));
export const PaymentTransitionTable = lazyBlock(() => lifecycle().then((m) => m.PaymentTransitionTable));
export const Endpoint = lazyBlock(() => api().then((m) => m.Endpoint));
export const Parameter = lazyBlock(() => api().then((m) => m.Parameter));
export const WebhookEventReference = lazyBlock(() => api().then((m) => m.WebhookEventReference));
export const StatusTable = lazyBlock(() => api().then((m) => m.StatusTable));

/** Loads every block's module, so that a server render of any page has them all in full. Server only. */
export async function preloadMdxBlocks(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}
