/**
 * MDX blocks that few pages use (data tables, API blocks) load as their own chunks: the pages that
 * use them pay for them, the others do not. The server renders them in full, and on the client
 * React keeps that HTML until the chunk arrives, then hydrates it.
 */
import { lazy, Suspense, type ComponentType, type JSX } from 'react';

function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Block(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Block;
}

const tables = () => import('./DataTables');
const api = () => import('./ApiBlocks');

export const TestCardTable = lazyBlock(() => tables().then((m) => m.TestCardTable));
export const PaymentMethodTable = lazyBlock(() => tables().then((m) => m.PaymentMethodTable));
export const WebhookEventTable = lazyBlock(() => tables().then((m) => m.WebhookEventTable));
export const CurrencyTable = lazyBlock(() => tables().then((m) => m.CurrencyTable));
export const ErrorCodeTable = lazyBlock(() => tables().then((m) => m.ErrorCodeTable));
export const HttpStatusTable = lazyBlock(() => tables().then((m) => m.HttpStatusTable));
export const Endpoint = lazyBlock(() => api().then((m) => m.Endpoint));
export const Parameter = lazyBlock(() => api().then((m) => m.Parameter));
