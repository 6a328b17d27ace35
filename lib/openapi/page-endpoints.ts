/**
 * The API blocks a page's MDX names, ready to render: `<Endpoint operation="…" example="…" />` and
 * `<Parameter operation="…" name="…" example="…" />`, with their samples highlighted at build time.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { contentFolder } from '../build/folders';
import type { HighlightedCode } from '../mdx/highlight/highlight-html';
import { highlightCode } from '../mdx/highlight/highlight-html';
import { jsxUses } from '../mdx/jsx-attributes';
import type { EngineMdxComponentName } from '../mdx/components';
import { componentsUsed } from '../mdx/components-used';
import { loadApi, operationIds } from './document';
import type { ApiDocument } from './api-document';
import { endpointView, enumMeanings, parameterView, requestExampleNames, type EndpointView, type FieldRow } from './endpoint';
import { endpointKey, parameterKey } from './keys';
import { requestBodyProblems } from './request-body';
import { requestSamples } from './samples';
import { parseWebhookEvents, WEBHOOK_EVENTS_FILE, webhookEventViews } from './webhook-events';

export interface RenderedEndpoint extends Omit<EndpointView, 'exampleBody' | 'exampleResponse' | 'examplePath' | 'exampleQuery' | 'exampleIdempotencyKey'> {
  /** curl, C# and Node.js for a call; the example message (JSON) for a webhook. */
  samples: HighlightedCode[];
  exampleResponse: HighlightedCode | null;
  /** The operation's section in the version's API reference; null when the version has none. */
  reference: string | null;
}

interface RenderedParameter {
  operationId: string;
  method: string;
  path: string;
  name: string;
  rows: FieldRow[];
  samples: HighlightedCode[];
  /** The operation's section in the version's API reference; null when the version has none. */
  reference: string | null;
}

/** One webhook event for `<WebhookEventReference />`: the data file's row with its fields described by the API document. */
interface RenderedWebhookEvent {
  type: string;
  description: string;
  trigger: string;
  /** The fields of data the event carries, described by the webhook message schema (nested fields flattened). */
  rows: FieldRow[];
  /** A whole message of this type, highlighted. */
  example: HighlightedCode;
}

/** The values of one status enum of the API document, for `<StatusTable schema="…" />`. */
interface RenderedStatuses {
  schema: string;
  description: string;
  values: { value: string; meaning: string }[];
}

export interface PageApi {
  endpoints: Record<string, RenderedEndpoint>;
  parameters: Record<string, RenderedParameter>;
  /** With `<WebhookEventReference />`: every event of content/data/webhook-events.json. */
  webhookEvents?: RenderedWebhookEvent[];
  /** With `<StatusTable schema="…" />`: each named enum's values and meanings. */
  statuses?: Record<string, RenderedStatuses>;
}

/** A named string enum of the document with the meaning of each value (x-enum-descriptions). */
function statusesOf(api: ApiDocument, schemaName: string): RenderedStatuses {
  const schema = api.components?.schemas?.[schemaName] as OpenAPIV3_1.SchemaObject | undefined;
  const meanings = schema ? enumMeanings(schema) : undefined;
  if (!schema?.enum || !meanings) throw new Error(`<StatusTable schema="${schemaName}">: content/api/openapi.yaml has no enum schema of that name with x-enum-descriptions`);
  const values = schema.enum.map(String);
  const missing = values.filter((value) => !meanings[value]);
  if (missing.length > 0) throw new Error(`${schemaName}: x-enum-descriptions has no meaning for ${missing.join(', ')}`);
  return { schema: schemaName, description: schema.description ?? '', values: values.map((value) => ({ value, meaning: meanings[value] ?? '' })) };
}

export interface ApiUse {
  component: (typeof apiBlocks)[number];
  operation: string;
  /** With Parameter: the request field. */
  name?: string;
  /** A named example of the operation's request. */
  example?: string;
  line: number;
}

const apiBlocks = ['Endpoint', 'Parameter'] as const satisfies readonly EngineMdxComponentName[];
const isApiBlock = (name: string): name is ApiUse['component'] => apiBlocks.some((block) => block === name);

/** Every API block in an MDX body, with its line. */
export function apiUsesOf(mdx: string): ApiUse[] {
  if (!componentsUsed(mdx).some(isApiBlock)) return [];
  const uses: ApiUse[] = [];
  for (const use of jsxUses(mdx)) {
    if (!isApiBlock(use.component)) continue;
    const { operation, name, example } = use.attributes;
    uses.push({ component: use.component, operation: operation ?? '', line: use.line, ...(name ? { name } : {}), ...(example ? { example } : {}) });
  }
  return uses;
}

/** What is wrong with one API block, as a sentence; null when the document has what it names. */
export function apiUseProblem(api: ApiDocument, use: ApiUse): string | null {
  const tag = `<${use.component} operation="${use.operation}"${use.name ? ` name="${use.name}"` : ''}${use.example ? ` example="${use.example}"` : ''}>`;
  if (!endpointView(api, use.operation)) return `${tag} names no operation of content/api/openapi.yaml; known: ${[...operationIds(api)].join(', ')}`;
  if (use.example && !requestExampleNames(api, use.operation).includes(use.example)) {
    return `${tag}: the request of ${use.operation} has no example "${use.example}" (it has: ${requestExampleNames(api, use.operation).join(', ') || 'none'})`;
  }
  if (use.component === 'Parameter') {
    if (!use.name) return `${tag} needs a name: the request field the page documents`;
    const fields = endpointView(api, use.operation)?.requestFields.filter((row) => !row.name.includes('.')) ?? [];
    if (!fields.some((row) => row.name === use.name)) return `${tag}: the request of ${use.operation} has no field "${use.name}" (it has: ${fields.map((row) => row.name).join(', ')})`;
    let view;
    try {
      view = parameterView(api, use.operation, use.name, use.example);
    } catch (error) {
      return `${tag}: ${error instanceof Error ? error.message : String(error)}`;
    }
    const refused = view ? requestBodyProblems(api, use.operation, view.endpoint.exampleBody) : [];
    if (refused.length > 0) return `${tag}: the request's rules refuse this field beside the example's values (${refused.join('; ')}); pick another example=`;
  }
  return null;
}

async function highlighted(view: EndpointView): Promise<HighlightedCode[]> {
  if (view.webhook) return view.exampleBody === null ? [] : [await highlightCode(JSON.stringify(view.exampleBody, null, 2), 'json')];
  return Promise.all(requestSamples(view).map((sample) => highlightCode(sample.code, sample.language)));
}

/** The API blocks of a page of the version whose content folder is `root` ('' for the current docs), from its own API document and data. */
export async function pageApi(mdx: string, root = '', referenceOf: (operationId: string) => string | null = () => null): Promise<PageApi> {
  const uses = apiUsesOf(mdx);
  const out: PageApi = { endpoints: {}, parameters: {} };
  const components = componentsUsed(mdx);
  const eventReference = components.includes('WebhookEventReference');
  const statusSchemas = components.includes('StatusTable') ? [...new Set(jsxUses(mdx).flatMap((use) => (use.component === 'StatusTable' ? [use.attributes.schema ?? ''] : [])))] : [];
  if (uses.length === 0 && !eventReference && statusSchemas.length === 0) return out;
  const api = await loadApi(root);
  if (eventReference) {
    const file = path.join(path.resolve(contentFolder()), root, WEBHOOK_EVENTS_FILE);
    const events = parseWebhookEvents(JSON.parse(await readFile(file, 'utf8')), file);
    out.webhookEvents = await Promise.all(
      webhookEventViews(api, events).map(async ({ event, rows, message }) => ({
        type: event.type,
        description: event.description,
        trigger: event.trigger,
        rows,
        example: await highlightCode(JSON.stringify(message, null, 2), 'json'),
      })),
    );
  }
  if (statusSchemas.length > 0) out.statuses = Object.fromEntries(statusSchemas.map((name) => [name, statusesOf(api, name)]));
  for (const use of uses) {
    // check-content stops the build before this on a bad block; this guards direct use.
    const problem = apiUseProblem(api, use);
    if (problem) throw new Error(problem);
    if (use.component === 'Endpoint') {
      const view = endpointView(api, use.operation, use.example);
      if (!view) continue;
      const { exampleBody: _body, exampleResponse, examplePath: _path, exampleQuery: _query, exampleIdempotencyKey: _key, ...rest } = view;
      const response = exampleResponse === null ? null : await highlightCode(JSON.stringify(exampleResponse, null, 2), 'json');
      out.endpoints[endpointKey(use.operation, use.example)] = { ...rest, samples: await highlighted(view), exampleResponse: response, reference: referenceOf(use.operation) };
    } else if (use.name) {
      const view = parameterView(api, use.operation, use.name, use.example);
      if (!view) continue;
      out.parameters[parameterKey(use.operation, use.name)] = {
        operationId: view.operationId,
        method: view.endpoint.method,
        path: view.endpoint.path,
        name: view.name,
        rows: view.rows,
        samples: await highlighted(view.endpoint),
        reference: referenceOf(use.operation),
      };
    }
  }
  return out;
}
