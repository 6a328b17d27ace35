import { defineDocumentType, defineNestedType, makeSource, type FieldDef } from 'contentlayer2/source-files';
import path from 'node:path';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkCodeImport from 'remark-code-import';
import remarkGfm from 'remark-gfm';
import { authorisationInitiators, authorisationTypes, captureKinds, carriedOutKinds, confirmationKinds, disputeKinds, paymentMethodTypes, paymentStatuses, refundWindowStarts, storedKinds, windowSetters } from './paymora/content-schema';
import { authorisationWindowRow, idempotencyAnswerRow, paymentMethodRow, paymentTransitionRow, rateLimitRow, schemeRuleRow, testScenarioRow, timeLimitRow, webhookRetryRow, type RowSpec } from './paymora/data-rows';
import { dataFileOf, inEveryVersion, type DataFileType } from './paymora/data-files';
import { conceptNameFromSourcePath } from './paymora/integrations';
import { extractHeadings } from './lib/mdx/headings';
import { rehypeHighlight } from './lib/mdx/highlight/rehype-highlight';
import { withoutNodeResolve } from './lib/mdx/esbuild-options';
import { rehypeStaticCode } from './lib/mdx/highlight/rehype-static-code';
import { remarkVersionLinks } from './lib/mdx/remark-version-links';
import { readVersions } from './lib/site/versions';
import { routeFromSourcePath } from './lib/content/routes';

// Fixture builds (tests, benchmark) point this at another folder; the site builds from content/.
const contentDirPath = process.env.CONTENT_DIR ?? 'content';

export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: inEveryVersion('docs/**/*.mdx'),
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: "The page's h1 and the first part of <title>" },
    description: { type: 'string', required: true, description: 'Meta description, search snippet and category card text' },
    sidebar_label: { type: 'string', required: false },
    sidebar_position: { type: 'number', required: false },
  },
  computedFields: {
    route: { type: 'string', resolve: (doc) => routeFromSourcePath(doc._raw.sourceFilePath) },
    headings: { type: 'json', resolve: (doc) => extractHeadings(doc.body.raw) },
  },
}));

/**
 * Shared concept text (`content/concepts/<name>.mdx`): written once, rendered inside every page that
 * names it with `<Concept name="…" integration="…" />` (docs/authoring.md, paymora/concepts.ts).
 */
export const Concept = defineDocumentType(() => ({
  name: 'Concept',
  filePathPattern: inEveryVersion('concepts/*.mdx'),
  contentType: 'mdx',
  fields: {
    title: { type: 'string', required: true, description: 'What the concept covers, for authors and the content check' },
    integrations: { type: 'list', of: { type: 'string' }, required: true, description: 'The integrations the text is written for (keys of paymora/concepts.ts integrations)' },
  },
  computedFields: {
    name: { type: 'string', resolve: (doc) => conceptNameFromSourcePath(doc._raw.sourceFilePath) },
    headings: { type: 'json', resolve: (doc) => extractHeadings(doc.body.raw) },
  },
}));

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: inEveryVersion('docs/**/_category.json'),
  contentType: 'data',
  fields: {
    label: { type: 'string', required: true },
    position: { type: 'number', required: true },
    description: { type: 'string', required: true },
    /** With a slug the category has a generated index at /category/{slug}; without, its folder's index.mdx is its page. */
    slug: { type: 'string', required: false },
  },
}));

/**
 * A typed data file: one JSON document (`content/data/<file>`) holding a list of rows, each row
 * validated like a document. Facts used on more than one page live in these. Each docs version has its
 * own (`content/versions/<name>/data/<file>`), so one type has a document per version, not a singleton.
 */
function dataSet(name: DataFileType, rowName: string, listField: string, row: Record<string, FieldDef>, extra: Record<string, FieldDef> = {}) {
  const Row = defineNestedType(() => ({ name: rowName, fields: row }));
  return defineDocumentType(() => ({
    name,
    filePathPattern: inEveryVersion(`data/${dataFileOf[name]}`),
    contentType: 'data',
    fields: { ...extra, [listField]: { type: 'list', of: Row, required: true } },
  }));
}

const text = { type: 'string', required: true } as const;
const flag = { type: 'boolean', required: true } as const;
const count = { type: 'number', required: true } as const;

export const TestCardSet = dataSet('TestCardSet', 'TestCard', 'cards', {
  brand: text,
  number: text,
  expiry: text,
  cvc: text,
  outcome: text,
  threeDSecure: flag,
  note: { type: 'string', required: false },
});

export const PaymentMethodSet = dataSet('PaymentMethodSet', 'PaymentMethod', 'methods', {
  ...fieldsOf(paymentMethodRow),
  type: { type: 'enum', options: [...paymentMethodTypes], required: true },
  confirmation: { type: 'enum', options: [...confirmationKinds], required: true },
  capture: { type: 'enum', options: [...captureKinds], required: true },
  refundWindowFrom: { type: 'enum', options: [...refundWindowStarts], required: true },
  disputes: { type: 'enum', options: [...disputeKinds], required: true },
});

export const WebhookEventSet = dataSet('WebhookEventSet', 'WebhookEvent', 'events', {
  type: text,
  description: text,
  trigger: text,
  /** The fields of the message's data this event carries (described in the OpenAPI webhook schema). */
  fields: { type: 'list', of: { type: 'string' }, required: true },
  /** An example of the message's data for this event. */
  example: { type: 'json', required: true },
});

export const CurrencySet = dataSet('CurrencySet', 'Currency', 'currencies', { code: text, numeric: text, name: text, exponent: count, countries: text }, { source: text });

/**
 * Error codes (kind error: an HTTP error response with its status) and refusal reasons (kind refusal:
 * values of a payment's refusalReason, which come in a 201 or 200 answer or a webhook, never as an HTTP
 * error; retry says whether a new attempt can succeed).
 */
export const ErrorCodeSet = dataSet('ErrorCodeSet', 'ErrorCode', 'errors', {
  code: text,
  kind: { type: 'enum', options: ['error', 'refusal'], required: true },
  status: { type: 'number', required: false },
  retry: { type: 'enum', options: ['never', 'shopper', 'later'], required: false },
  message: text,
  meaning: text,
  action: text,
});

/**
 * How long an authorisation can be captured, per authorisationType, card brands, who initiated the payment and
 * merchant category (MCC): `days` is how long Paymora lets you capture (the payment's captureBefore), set by the
 * card scheme or shorter by Paymora's own rule (`setBy` paymora, with the scheme's `schemeDays`); `extensionDays`
 * is what each approved increase of a pre-authorisation adds, counted from its approval.
 */
export const AuthorisationValiditySet = dataSet('AuthorisationValiditySet', 'AuthorisationValidity', 'windows', {
  ...fieldsOf(authorisationWindowRow),
  authorisationType: { type: 'enum', options: [...authorisationTypes], required: true },
  initiator: { type: 'enum', options: [...authorisationInitiators], required: true },
  setBy: { type: 'enum', options: [...windowSetters], required: true },
});

/** What Paymora stores under an Idempotency-Key after each kind of answer, and what a retry with the same key gets. */
export const IdempotencySet = dataSet('IdempotencySet', 'IdempotencyAnswer', 'answers', {
  ...fieldsOf(idempotencyAnswerRow),
  carriedOut: { type: 'enum', options: [...carriedOutKinds], required: true },
  stored: { type: 'enum', options: [...storedKinds], required: true },
});

/**
 * What each operation on an object answers in each status of the object (with a `condition` where one status
 * answers two ways): the HTTP status, the error code and what happens. The content check holds it to the API
 * document (statuses of `statusSchema`, each covered; codes in the operation's x-error-codes) and error-codes.json.
 */
const OperationStateAnswer = defineNestedType(() => ({
  name: 'OperationStateAnswer',
  fields: {
    states: { type: 'list', of: { type: 'string' }, required: true },
    condition: { type: 'string', required: false },
    answer: count,
    code: { type: 'string', required: false },
    result: text,
  },
}));
export const OperationStateSet = dataSet('OperationStateSet', 'OperationStates', 'operations', {
  operation: text,
  statusSchema: text,
  answers: { type: 'list', of: OperationStateAnswer, required: true },
});

export const HttpStatusSet = dataSet('HttpStatusSet', 'HttpStatus', 'statuses', { status: count, name: text, meaning: text, retry: text });

// The guides' data sets declare their row fields in paymora/data-rows.ts, which the content check also
// validates the raw rows against (Contentlayer does not fail on a field missing from a nested row).
function fieldsOf(row: RowSpec): Record<string, FieldDef> {
  return Object.fromEntries(
    Object.entries(row).map(([name, f]): [string, FieldDef] => [
      name,
      f.kind === 'string[]' ? { type: 'list', of: { type: 'string' }, required: f.required } : { type: f.kind, required: f.required },
    ]),
  );
}

// API limits: rate limits per environment and group of calls, and time limits per group of calls.
const RateLimit = defineNestedType(() => ({ name: 'RateLimit', fields: fieldsOf(rateLimitRow) }));
const TimeLimit = defineNestedType(() => ({ name: 'TimeLimit', fields: fieldsOf(timeLimitRow) }));
export const ApiLimitSet = defineDocumentType(() => ({
  name: 'ApiLimitSet',
  filePathPattern: inEveryVersion(`data/${dataFileOf.ApiLimitSet}`),
  contentType: 'data',
  fields: {
    /** How long Paymora keeps the first response to an Idempotency-Key. */
    idempotencyKeyHours: count,
    rateLimits: { type: 'list', of: RateLimit, required: true },
    timeLimits: { type: 'list', of: TimeLimit, required: true },
  },
}));

/** The retry schedule of failed webhook deliveries: every page that states it renders or links it. */
export const WebhookRetrySet = dataSet('WebhookRetrySet', 'WebhookRetry', 'retries', fieldsOf(webhookRetryRow), {
  /** A delivery fails unless the endpoint answers 2xx within this many seconds. */
  answerWithinSeconds: count,
});

export const TestScenarioSet = dataSet('TestScenarioSet', 'TestScenario', 'scenarios', fieldsOf(testScenarioRow));

/** Figures the card schemes and the SEPA rulebook fix, which pages render by id (`<SchemeRule rule="…" />`); `source` names the rules. */
export const SchemeRuleSet = dataSet('SchemeRuleSet', 'SchemeRule', 'rules', fieldsOf(schemeRuleRow), { source: text });

/**
 * The payment lifecycle: each transition between statuses of the API document's PaymentStatus enum, what
 * moves it and the webhooks it sends. The diagram and the transitions table on the lifecycle page are
 * both drawn from it; the content check holds its statuses, events and calls to the API document.
 */
export const PaymentLifecycleSet = dataSet('PaymentLifecycleSet', 'PaymentTransition', 'transitions', {
  ...fieldsOf(paymentTransitionRow),
  from: { type: 'list', of: { type: 'enum', options: [...paymentStatuses] }, required: true },
  to: { type: 'enum', options: [...paymentStatuses], required: true },
});

export default makeSource({
  contentDirPath,
  // Samples are code that tests execute and pages include (remark-code-import); api/ holds the OpenAPI
  // document, validated by the content check. Neither is a Contentlayer document.
  // versions.json is the list of docs versions (lib/site/versions.ts), read by the content step;
  // changelog.json their changelog (lib/site/changelog.ts), read by the content check and the reference.
  contentDirExclude: ['samples', 'api', 'search', 'versions/*/samples', 'versions/*/api', 'versions.json', 'changelog.json'],
  documentTypes: [Doc, Concept, Category, TestCardSet, PaymentMethodSet, WebhookEventSet, CurrencySet, ErrorCodeSet, HttpStatusSet, ApiLimitSet, TestScenarioSet, AuthorisationValiditySet, PaymentLifecycleSet, WebhookRetrySet, IdempotencySet, OperationStateSet, SchemeRuleSet],
  // Contentlayer only warns by default and skips the file; a docs build must stop instead.
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  // Data rows have fields called `type` (payment method type, webhook event type); keep Contentlayer's own apart.
  fieldOptions: { typeFieldName: '_type' },
  // The alias lives in tsconfig `paths` (TypeScript 7 drops baseUrl), which Next and tsx both read.
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: [
      remarkGfm,
      [remarkCodeImport, { rootDir: path.resolve(contentDirPath) }],
      // Links resolve to their file's docs version here, so no page's JavaScript carries version code.
      [remarkVersionLinks, { archivedNames: readVersions(contentDirPath).flatMap((version) => (version.status === 'current' ? [] : [version.name])) }],
    ],
    rehypePlugins: [
      rehypeSlug,
      [rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } }],
      rehypeHighlight,
      rehypeStaticCode,
    ],
    esbuildOptions: withoutNodeResolve,
  },
});
