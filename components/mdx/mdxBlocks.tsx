/**
 * The MDX blocks few pages use (data tables, API blocks), each in its own chunk. A doc page's body is
 * rendered at build time only (./bodyHtml.tsx), so no page's JavaScript carries them; `getStaticProps`
 * loads them before it renders (`preloadMdxBlocks`).
 */
import type { LazyMdxComponentName } from '@/paymora/mdx-components';
import { lazyBlock } from './lazyBlocks';

const tables = () => import('./DataTables');
const api = () => import('./ApiBlocks');
const guidesTables = () => import('./GuidesTables');
const lifecycle = () => import('./PaymentLifecycle');
const methodFacts = () => import('./PaymentMethodFactsTable');
const webhookRetries = () => import('./WebhookRetries');
const rules = () => import('./RuleTables');

/** Every block that paymora/mdx-components.ts marks lazy, and only those. */
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

