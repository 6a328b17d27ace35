/**
 * What the API reference's pages render, computed at build time from a version's API document and
 * the typed data the guides already render (rate limits, the payment lifecycle, webhook events): the
 * index of every operation by resource, and a resource page with every operation in full. Nothing
 * here is written per operation: adding an operation to the document adds it to the reference.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { errorCodeAnchor, webhookEventAnchor } from '../openapi/anchors';
import { contentFile } from '../build/folders';
import { highlightCode, type HighlightedCode } from '../mdx/highlight/highlight-html';
import { routeUrl } from '../routes/routes';
import type { DocsVersionModel } from '../site/manifest';
import type { ChangelogContent } from './changelog-page';
import type { ApiDocument } from '../openapi/api-document';
import { API_DOWNLOADS, CONSOLE_DATA_FILE } from '../routes/download-files';
import { componentSchemaNames, endpointView, merged, schemaTree, type EndpointView, type SchemaNode } from '../openapi/endpoint';
import { pageFieldFold, type FieldSection, type ReferenceField } from './schema-fold';
import { operationEvents, type LifecycleStep } from '../openapi/operation-events';
import { operationHref } from './operation-href';
import { allOperations, findOperation } from '../openapi/operations';
import { rateLimitsOf, type RateLimitRow } from '../openapi/rate-limits';
import { repeatText } from '../openapi/repeat';
import { REFERENCE_ROUTE, resourceRoute, type OutlineResource, type ReferenceOutline } from '../site/reference-outline';
import { API_KEY_VARIABLE, requestSamples } from '../openapi/samples';
import { snippetLanguages, snippetSample } from '../openapi/snippets';
import { WEBHOOK_EVENTS_FILE, webhookDataSchema, webhookEventViews, type WebhookEventData } from '../openapi/webhook-events';

/**
 * One row of an operation's state-and-answer table: what the call answers while its object is in one of
 * `states` (and `condition` holds), as a status, an error code for an error, and what follows.
 */
export interface StateAnswerRow {
  states: readonly string[];
  condition?: string;
  answer: number;
  code?: string;
  result: string;
}

/** An operation's state-and-answer table. */
export interface OperationStateAnswers {
  operation: string;
  answers: readonly StateAnswerRow[];
}

/** One step of a retry schedule: the wait after the attempt before, repeated until `repeatUntilDays` after the first when given. */
interface RetryScheduleRow {
  afterMinutes: number;
  repeatUntilDays?: number;
}

/**
 * The site's MDX components whose first page the reference links to: the answers a retry with the same
 * idempotency key gets, the error codes' table, the webhook events' table.
 */
export interface ReferenceLinkedTables {
  idempotency: string;
  errorCodes: string;
  webhookEvents: string;
}

interface Link {
  text: string;
  /** Null when the version has no page for it. */
  href: string | null;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  /** Its error codes, each linked to the errors page's row. */
  codes: Link[];
  /** The body's fields; empty for an error, whose shape the errors page gives once. */
  fields: ReferenceField[];
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  webhook: boolean;
  /** Whether the call takes an Idempotency-Key header, how long Paymora keeps a key, and the guide that says what a retry gets after each answer. */
  idempotent: boolean;
  idempotency: { hours: number; scope: string | null; answersPage: string | null };
  /** Without an Idempotency-Key, what repeating the call does: the read line, or a write's own x-idempotency text; null when a write says nothing (the content check reports it). */
  repeat: string | null;
  /** What the call answers in each status of its object (the site's state-and-answer tables); empty for a call they do not hold. */
  states: readonly StateAnswerRow[];
  parameters: { location: 'Header' | 'Path' | 'Query'; fields: ReferenceField[] }[];
  body: { required: boolean; fields: ReferenceField[] } | null;
  responses: ReferenceResponse[];
  rateLimits: Pick<RateLimitRow, 'environment' | 'requestsPerSecond' | 'scope'>[];
  /** The webhook events it leads to, linked to their description. */
  events: Link[];
  /** The guides whose endpoint blocks render it. */
  guides: { text: string; href: string }[];
  /** The values a reader must replace before running a sample: the key's variable and the example ids in the path. */
  replace: { name: string; value: string; description: string }[];
  /** The request in every language (curl first), or for a webhook its example message. */
  samples: HighlightedCode[];
  /** The curl sample as text, for 'Copy as cURL'; null for a webhook. */
  curl: string | null;
  exampleResponse: HighlightedCode | null;
  responseStatus: string;
}

interface ReferenceIndexResource {
  name: string;
  description: string;
  href: string;
  anchor: string;
  operations: { id: string; method: string; path: string; summary: string; webhook: boolean; href: string }[];
}

interface ReferenceDownload {
  label: string;
  href: string;
  description: string;
}

/** One event a resource's webhooks send: when, what leads to it, what its data carries, and a whole example message. */
export interface ReferenceEvent {
  type: string;
  anchor: string;
  description: string;
  /** When it is sent. */
  trigger: string;
  /** The calls that lead to it, linked to their operation in the reference. */
  operations: Link[];
  /** The payment lifecycle's transitions that send it: `authorised → captured (full capture)`. */
  states: { from: string[]; to: string; label: string }[];
  /** The fields of the message's data it carries. */
  fields: ReferenceField[];
  example: HighlightedCode;
}

/** How deliveries are retried: the same for every event. */
export interface ReferenceRetries {
  answerWithinSeconds: number;
  rows: readonly RetryScheduleRow[];
}

export type ReferenceContent =
  | { view: 'index'; resources: ReferenceIndexResource[]; downloads: ReferenceDownload[] }
  | {
      view: 'resource';
      operations: ReferenceOperation[];
      events: { retries: ReferenceRetries; list: ReferenceEvent[] } | null;
      /** Where the "Try it" console reads its data (lib/openapi/console-data.ts). */
      consoleData: string;
    }
  | ChangelogContent;

/** The typed data the reference reads beside the document, the version's own. */
export interface ReferenceData {
  rateLimits: readonly RateLimitRow[];
  lifecycle: readonly (LifecycleStep & { from: readonly string[]; to: string; label: string })[];
  events: readonly WebhookEventData[];
  retries: ReferenceRetries;
  operationStates: readonly OperationStateAnswers[];
  /** The components whose pages the reference links to. */
  linkedTables: ReferenceLinkedTables;
  idempotencyKeyHours: number;
  /** api-limits.json idempotencyKeyScope; absent in a version frozen before it. */
  idempotencyKeyScope?: string;
}

/** The first page of the version that renders a component, as the URL links use. */
function pageRendering(model: DocsVersionModel, component: string): string | null {
  const page = model.pages.find((candidate) => candidate.kind === 'doc' && candidate.components.includes(component));
  return page ? routeUrl(page.route) : null;
}

/** The reference's section of a webhook event (lib/site/manifest.ts heads it), falling back to the guides' event table; null when neither has it. */
function eventHref(model: DocsVersionModel, tables: ReferenceLinkedTables, type: string): string | null {
  const anchor = webhookEventAnchor(type);
  const page = model.pages.find((candidate) => candidate.kind === 'reference' && candidate.headings.some((heading) => heading.id === anchor));
  if (page) return `${routeUrl(page.route)}#${anchor}`;
  const guide = pageRendering(model, tables.webhookEvents);
  return guide ? `${guide}#${anchor}` : null;
}

type Media = OpenAPIV3_1.MediaTypeObject;
const jsonSchemaOf = (content: Record<string, Media> | undefined) => content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;

function parameterTrees(operation: OpenAPIV3_1.OperationObject, view: EndpointView, names: ReadonlyMap<object, string>): ReferenceOperation['parameters'] {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const tree = (location: string) =>
    parameters
      .filter((parameter) => parameter.in === location)
      .map((parameter): SchemaNode => {
        const [node] = schemaTree({ type: 'object', properties: { [parameter.name]: (parameter.schema ?? {}) as OpenAPIV3_1.SchemaObject }, required: parameter.required ? [parameter.name] : [] }, names);
        if (!node) throw new Error(`${view.operationId}: parameter ${parameter.name} gave no field`);
        return { ...node, description: parameter.description ?? node.description };
      });
  // The API key header is the document's security scheme, not a parameter: endpointView's row names it.
  const apiKey = view.headers.filter((row) => !parameters.some((parameter) => parameter.in === 'header' && parameter.name === row.name)).map((row): SchemaNode => ({ ...row, nullable: false, children: [] }));
  return [
    { location: 'Header' as const, fields: [...apiKey, ...tree('header')] },
    { location: 'Path' as const, fields: tree('path') },
    { location: 'Query' as const, fields: tree('query') },
  ].filter((group) => group.fields.length > 0);
}

function responses(operation: OpenAPIV3_1.OperationObject, errorsPage: string | null, names: ReadonlyMap<object, string>): ReferenceResponse[] {
  return Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const { description = '', content } = response as OpenAPIV3_1.ResponseObject;
    const codes = ((response as { 'x-error-codes'?: string[] })['x-error-codes'] ?? []).map((code) => ({ text: code, href: errorsPage ? `${errorsPage}#${errorCodeAnchor(code)}` : null }));
    const schema = status.startsWith('2') ? jsonSchemaOf(content) : undefined;
    return { status, description, codes, fields: schema ? schemaTree(schema, names) : [] };
  });
}

async function operationView(api: ApiDocument, id: string, model: DocsVersionModel, data: ReferenceData): Promise<ReferenceOperation> {
  const view = endpointView(api, id);
  const entry = findOperation(api, id);
  if (!view || !entry) throw new Error(`The API reference names ${id}, which the API document does not have`);
  const { operation } = entry;
  const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const bodySchema = jsonSchemaOf(requestBody?.content);
  const { idempotent } = view;
  const names = componentSchemaNames(api);
  const samples = view.webhook
    ? view.exampleBody === null
      ? []
      : [await highlightCode(JSON.stringify(view.exampleBody, null, 2), 'json')]
    : await Promise.all([
        ...requestSamples(view).map((sample) => ({ language: sample.language, code: sample.code })),
        ...snippetLanguages.map((language) => ({ language, code: snippetSample(view, language) })),
      ]
        .sort((a, b) => SAMPLE_ORDER.indexOf(a.language) - SAMPLE_ORDER.indexOf(b.language))
        .map((sample) => highlightCode(sample.code, sample.language)));
  const pathParameters = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((parameter) => parameter.in === 'path');
  return {
    id,
    method: view.method,
    path: view.path,
    summary: view.summary,
    description: view.description,
    webhook: view.webhook,
    idempotent,
    repeat: repeatText(view.method, operation),
    idempotency: { hours: data.idempotencyKeyHours, scope: data.idempotencyKeyScope ?? null, answersPage: pageRendering(model, data.linkedTables.idempotency) },
    states: data.operationStates.find((entry) => entry.operation === id)?.answers ?? [],
    parameters: parameterTrees(operation, view, names),
    body: bodySchema ? { required: requestBody?.required === true, fields: schemaTree(merged(bodySchema), names) } : null,
    responses: responses(operation, pageRendering(model, data.linkedTables.errorCodes), names),
    rateLimits: view.webhook ? [] : rateLimitsOf(data.rateLimits, view.method, view.path).map(({ environment, requestsPerSecond, scope }) => ({ environment, requestsPerSecond, scope })),
    events: view.webhook ? [] : operationEvents(view.method, view.path, data.lifecycle, data.events).map((type) => ({ text: type, href: eventHref(model, data.linkedTables, type) })),
    guides: model.pages.filter((page) => page.kind === 'doc' && page.operations.includes(id)).map((page) => ({ text: page.title, href: routeUrl(page.route) })),
    replace: view.webhook
      ? []
      : [
          { name: API_KEY_VARIABLE, value: `$${API_KEY_VARIABLE}`, description: 'An environment variable with your API key: sk_test_… for the sandbox.' },
          ...pathParameters.map((parameter) => ({ name: parameter.name, value: view.examplePath[parameter.name] ?? '', description: parameter.description ?? '' })),
        ],
    samples,
    curl: view.webhook ? null : (requestSamples(view).find((sample) => sample.language === 'bash')?.code ?? null),
    exampleResponse: view.exampleResponse === null ? null : await highlightCode(JSON.stringify(view.exampleResponse, null, 2), 'json'),
    responseStatus: view.responseStatus,
  };
}

/** The reference's tab order: the languages the guides show first, then httpsnippet's. */
const SAMPLE_ORDER: readonly string[] = ['bash', 'javascript', 'csharp', 'python', 'php', 'java'];

function indexContent(outline: ReferenceOutline, model: DocsVersionModel): ReferenceContent {
  const prefix = model.routePrefix;
  const resources = outline.resources.map((resource: OutlineResource) => ({
    name: resource.name,
    description: resource.description,
    href: routeUrl(`${prefix}${resourceRoute(resource.slug)}`),
    anchor: resource.slug,
    operations: resource.operations.map((operation) => ({ ...operation, href: `${routeUrl(`${prefix}${resourceRoute(resource.slug)}`)}#${operation.id}` })),
  }));
  const download = (file: string) => `${prefix}/${file}`;
  return {
    view: 'index',
    resources,
    downloads: [
      { label: 'OpenAPI 3.1 (YAML)', href: download(API_DOWNLOADS.yaml), description: 'The API document as it is written.' },
      { label: 'OpenAPI 3.1 (JSON)', href: download(API_DOWNLOADS.json), description: 'The same document as JSON, for tools that read only JSON.' },
      { label: 'Postman collection (v2.1)', href: download(API_DOWNLOADS.postman), description: 'Every call, with baseUrl and apiKey as collection variables and a new Idempotency-Key for each send.' },
    ],
  };
}

/** The content of the reference page at `route` (inside its version: `/api` or `/api/<slug>`), or null when the outline has no such page. */
export async function referenceContent(route: string, outline: ReferenceOutline, api: ApiDocument, model: DocsVersionModel, data: ReferenceData): Promise<ReferenceContent | null> {
  if (route === REFERENCE_ROUTE) return indexContent(outline, model);
  const resource = outline.resources.find((candidate) => resourceRoute(candidate.slug) === route);
  if (!resource) return null;
  const operations: ReferenceOperation[] = [];
  for (const operation of resource.operations) operations.push(await operationView(api, operation.id, model, data));
  const events = resource.events.length > 0 ? await eventViews(resource.events, api, model, data) : [];
  // One fold over the whole page, in its order: the operations, then the events after them.
  const fold = pageFieldFold();
  const folded = operations.map((operation) => fold(operationFields(operation)));
  return {
    view: 'resource',
    operations: folded,
    events: resource.events.length > 0 ? { retries: data.retries, list: events.map((event) => fold(eventFields(event))) } : null,
    consoleData: `${model.routePrefix}/${CONSOLE_DATA_FILE}`,
  };
}

/** An operation's field trees in the page's order (parameters, body, responses), and the operation rebuilt from them folded. */
function operationFields(operation: ReferenceOperation): FieldSection<ReferenceOperation> {
  const { parameters, body, responses } = operation;
  return {
    title: operation.summary,
    trees: [...parameters.map((group) => group.fields), body?.fields ?? [], ...responses.map((response) => response.fields)],
    rebuild: (trees) => ({
      ...operation,
      parameters: parameters.map((group, i) => ({ ...group, fields: trees[i] ?? [] })),
      body: body && { ...body, fields: trees[parameters.length] ?? [] },
      responses: responses.map((response, i) => ({ ...response, fields: trees[parameters.length + 1 + i] ?? [] })),
    }),
  };
}

function eventFields(event: ReferenceEvent): FieldSection<ReferenceEvent> {
  return { title: event.type, trees: [event.fields], rebuild: ([fields]) => ({ ...event, fields: fields ?? [] }) };
}

/**
 * The events the outline lists (the document's), each described by its row of the events data: when
 * it is sent, and the calls and payment transitions that lead to it, read from the data that already
 * connects them (lib/openapi/operation-events.ts); its data fields from the message schema.
 */
async function eventViews(types: readonly string[], api: ApiDocument, model: DocsVersionModel, data: ReferenceData): Promise<ReferenceEvent[]> {
  const views = webhookEventViews(api, data.events);
  const dataFields = schemaTree(webhookDataSchema(api), componentSchemaNames(api));
  const calls = allOperations(api).filter((entry) => !entry.webhook);
  return Promise.all(
    types.map(async (type) => {
      const view = views.find((candidate) => candidate.event.type === type);
      if (!view) throw new Error(`${contentFile(WEBHOOK_EVENTS_FILE)} has no event ${type}, which the API document's webhook message names; describe it there`);
      const { event, message } = view;
      return {
        type,
        anchor: webhookEventAnchor(type),
        description: event.description,
        trigger: event.trigger,
        operations: calls
          .filter((entry) => operationEvents(entry.method, entry.path, data.lifecycle, data.events).includes(type))
          .map((entry) => ({ text: `${entry.method.toUpperCase()} ${entry.path}`, href: operationHref(model, entry.id) })),
        states: data.lifecycle.filter((step) => step.webhooks?.includes(type)).map((step) => ({ from: [...step.from], to: step.to, label: step.label })),
        fields: dataFields.filter((field) => event.fields.includes(field.name)),
        example: await highlightCode(JSON.stringify(message, null, 2), 'json'),
      };
    }),
  );
}
