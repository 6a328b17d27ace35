/**
 * Every component an author may use in MDX, described once: its attributes and their allowed values,
 * the page props it renders, and whether it loads as a chunk of its own. The data sets a component
 * renders are named by the data sets' registry (paymora/data-sets.ts), which lists each one's components. The MDX map
 * (components/mdx/MdxContent.tsx) is typed against these names, and getStaticProps, the content check
 * and docs/authoring.md read them. Pure data with no React, so lib/ and scripts import it freely.
 */
import { integrationNames } from '../../paymora/integrations';
import { errorKinds } from '../../paymora/content-schema';

interface AttributeDescriptor {
  required?: boolean;
  /** The allowed values; with `list`, a space-separated list of them. Absent: any text. */
  values?: readonly string[];
  list?: boolean;
  /** The module that checks presence and values itself, with a message that says more (lib/mdx/component-problems.ts leaves them alone). */
  valuesCheckedBy?: string;
}

/** Page props other than data sets: `api` from content/api/openapi.yaml, `childPages` from the navigation, `concepts` the compiled shared text. */
type PagePropNeed = 'api' | 'childPages' | 'concepts';

interface MdxComponentDescriptor {
  attributes: Readonly<Record<string, AttributeDescriptor>>;
  props?: PagePropNeed;
  /** Loaded as its own chunk (components/mdx/mdxBlocks.tsx), by the build only since no browser renders a doc page's body: only the pages that use it pay for its rendering. */
  lazy: boolean;
  /** Only inside a concept (content/concepts/). */
  conceptOnly?: boolean;
  /** Renders inside a sentence (a value), not as a block of its own. */
  inline?: boolean;
}

const integrationsValues = { values: integrationNames, valuesCheckedBy: 'paymora/concepts.ts' } as const;
/** Operations, their examples and request fields: the API document has them (lib/openapi/page-endpoints.ts checks). */
const apiDocument = { valuesCheckedBy: 'lib/openapi/page-endpoints.ts' } as const;

const mdxComponentDescriptors = {
  Callout: { attributes: { type: { values: ['note', 'tip', 'warning', 'danger'] }, title: {} }, lazy: false },
  ChildPages: { attributes: {}, props: 'childPages', lazy: false },
  CodeTabs: { attributes: {}, lazy: false },
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
  OperationStateTable: { attributes: { operation: { required: true, valuesCheckedBy: 'paymora/operation-states.ts' } }, lazy: true },
  // A sandbox trigger amount inside a sentence: the scenario's ending, after `prefix` for a whole amount.
  TestAmount: { attributes: { scenario: { required: true, valuesCheckedBy: 'paymora/test-scenarios.ts' }, prefix: {} }, lazy: false, inline: true },
  // A figure of the card schemes' or the SEPA rulebook's rules inside a sentence: `36 months`.
  SchemeRule: { attributes: { rule: { required: true, valuesCheckedBy: 'paymora/scheme-rules.ts' } }, lazy: false, inline: true },
  PaymentLifecycleDiagram: { attributes: {}, lazy: true },
  PaymentTransitionTable: { attributes: {}, lazy: true },
  Endpoint: { attributes: { operation: apiDocument, example: apiDocument }, props: 'api', lazy: true },
  Parameter: { attributes: { operation: apiDocument, name: apiDocument, example: apiDocument }, props: 'api', lazy: true },
  WebhookEventReference: { attributes: {}, props: 'api', lazy: true },
  // rows: the enum's values a section is about, separated by spaces (the component names one the enum lacks).
  StatusTable: { attributes: { schema: { required: true }, describe: { values: ['schema'] }, rows: {} }, props: 'api', lazy: true },
  Concept: { attributes: { name: { required: true, valuesCheckedBy: 'paymora/concepts.ts' }, integration: { required: true, ...integrationsValues } }, props: 'concepts', lazy: false },
  Only: { attributes: { integrations: { required: true, list: true, ...integrationsValues } }, lazy: false, conceptOnly: true },
  SiblingLink: { attributes: { page: {} }, lazy: false, conceptOnly: true },
} as const satisfies Record<string, MdxComponentDescriptor>;

export type MdxComponentName = keyof typeof mdxComponentDescriptors;
type Descriptors = typeof mdxComponentDescriptors;
export type LazyMdxComponentName = { [K in MdxComponentName]: Descriptors[K]['lazy'] extends true ? K : never }[MdxComponentName];

export const mdxComponentNames = Object.keys(mdxComponentDescriptors) as MdxComponentName[];

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(mdxComponentDescriptors, name);
}

export function mdxComponent(name: MdxComponentName): MdxComponentDescriptor {
  return mdxComponentDescriptors[name];
}

/** `<Callout type="…">` */
export type CalloutType = Descriptors['Callout']['attributes']['type']['values'][number];
export type ErrorCodeKind = Descriptors['ErrorCodeTable']['attributes']['kind']['values'][number];
