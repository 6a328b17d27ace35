/**
 * Every component an author may use in Paymora's MDX, described once (lib/mdx/components.ts says what a
 * descriptor holds): the engine's own components, then the site's, whose values come from the site's
 * facts. The data sets a component renders are named by the data sets' registry (paymora/data-sets.ts),
 * which lists each one's components. The MDX map (components/mdx/MdxContent.tsx) is typed against these
 * names; getStaticProps (lib/render/page-props.ts), the content check (scripts/check-content.ts) and
 * docs/authoring.md read them.
 */
import { defineMdxComponents, engineMdxComponents, type LazyMdxComponentName as LazyOf } from '../lib/mdx/components';
import { componentMatchers } from '../lib/mdx/jsx-attributes';
import { integrationNames } from './integrations';
import { errorKinds } from './content-schema';

const integrationsValues = { values: integrationNames, valuesCheckedBy: 'paymora/concepts.ts' } as const;

const descriptors = {
  ...engineMdxComponents,
  TestCardTable: { attributes: {}, lazy: true },
  PaymentMethodTable: { attributes: {}, lazy: true },
  PaymentMethodActivationTable: { attributes: {}, lazy: true },
  PaymentMethodBehaviourTable: { attributes: {}, lazy: true },
  PaymentMethodRefundTable: { attributes: {}, lazy: true },
  WebhookRetryTable: { attributes: {}, lazy: true },
  // Inside a sentence: a lazy block's wrapper <div> cannot sit in a paragraph.
  WebhookRetryWindow: { attributes: { plusDays: {} }, lazy: false, inline: true },
  WebhookEventTable: { attributes: {}, lazy: true },
  CurrencyTable: { attributes: {}, lazy: true },
  ErrorCodeTable: { attributes: { kind: { values: errorKinds } }, lazy: true },
  HttpStatusTable: { attributes: {}, lazy: true },
  RateLimitTable: { attributes: {}, lazy: true },
  TimeLimitTable: { attributes: {}, lazy: true },
  TestScenarioTable: { attributes: {}, lazy: true },
  AuthorisationValidityTable: { attributes: {}, lazy: true },
  // The shortest window for a kind of payment, inside a sentence: `7 days`.
  AuthorisationWindow: { attributes: { authorisationType: { values: ['final', 'pre_authorisation'] }, initiator: { values: ['customer', 'merchant'] } }, lazy: false, inline: true },
  IdempotencyTable: { attributes: {}, lazy: true },
  // How long Paymora keeps an idempotency key, inside a sentence: `24 hours`.
  IdempotencyKeyLifetime: { attributes: {}, lazy: false, inline: true },
  IdempotencyKeyScope: { attributes: {}, lazy: false, inline: true },
  // When to read a payment whose outcome webhook has not come, inside a sentence: `90 minutes`.
  PaymentOutcomeWait: { attributes: {}, lazy: false, inline: true },
  IdempotencyOutcomeWait: { attributes: {}, lazy: false, inline: true },
  // How long after its 201 a modification's outcome event comes at the latest, inside a sentence: `1 hour`.
  ModificationOutcomeWait: { attributes: {}, lazy: false, inline: true },
  // How long a webhook endpoint has to answer 2xx, inside a sentence: `10 seconds`.
  WebhookAnswerTime: { attributes: {}, lazy: false, inline: true },
  // How far a delivery signature's t may be from the endpoint's clock, inside a sentence: `5 minutes`.
  WebhookDeliveryTolerance: { attributes: {}, lazy: false, inline: true },
  // How long Paymora waits before it collects a SEPA Direct Debit it captures on its own, inside a sentence: `24 hours`.
  SepaCaptureDelay: { attributes: {}, lazy: false, inline: true },
  // How long ahead Paymora announces a more specific error code for an existing condition, inside a sentence: `90 days`.
  SpecificErrorCodeNotice: { attributes: {}, lazy: false, inline: true },
  // A part of the client's retry schedule, inside a sentence: `2, 4 and 8 seconds, 4 tries in all`, `5 seconds`.
  RetrySchedule: { attributes: { part: { required: true, values: ['waits', 'jitter', 'shopperWait', 'shopperMaxRetryAfter'] } }, lazy: false, inline: true },
  OperationStateTable: { attributes: { operation: { required: true, valuesCheckedBy: 'paymora/operation-states.ts' } }, lazy: true },
  // A sandbox trigger amount inside a sentence: the scenario's ending, after `prefix` for a whole amount.
  TestAmount: { attributes: { scenario: { required: true, valuesCheckedBy: 'paymora/test-scenarios.ts' }, prefix: {} }, lazy: false, inline: true },
  // A figure of the card schemes' or the SEPA rulebook's rules inside a sentence: `36 months`.
  SchemeRule: { attributes: { rule: { required: true, valuesCheckedBy: 'paymora/scheme-rules.ts' } }, lazy: false, inline: true },
  PaymentLifecycleDiagram: { attributes: {}, lazy: true },
  PaymentTransitionTable: { attributes: {}, lazy: true },
  Concept: { attributes: { name: { required: true, valuesCheckedBy: 'paymora/concepts.ts' }, integration: { required: true, ...integrationsValues } }, props: 'concepts', lazy: false },
  Only: { attributes: { integrations: { required: true, list: true, ...integrationsValues } }, lazy: false, conceptOnly: true },
  SiblingLink: { attributes: { page: {} }, lazy: false, conceptOnly: true },
} as const;

export const mdxComponents = defineMdxComponents('paymora/mdx-components.ts', descriptors);

export type MdxComponentName = keyof typeof descriptors;
export type LazyMdxComponentName = LazyOf<typeof descriptors>;
export type ErrorCodeKind = (typeof descriptors)['ErrorCodeTable']['attributes']['kind']['values'][number];
export type RetrySchedulePart = (typeof descriptors)['RetrySchedule']['attributes']['part']['values'][number];

/** Uses and syntax-tree nodes of the site's components, by a name the type checker knows. */
export const { isUseOf, isComponentNode } = componentMatchers<MdxComponentName>();
