/**
 * The webhook events of a docs version (its `data/webhook-events.json`) with the data fields each
 * carries, described by the API document's webhook message schema, and a whole example message. The
 * event reference page renders them (page-endpoints.ts); the export publishes the data file beside the
 * API document (scripts/write-api-downloads.ts), where the MCP server (mcp/) reads it back.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { contentFile } from '../build/folders';
import { isRecord } from '../util/is-record';
import type { ApiDocument } from './api-document';
import { flattenFields, merged, type FieldRow } from './endpoint';
import { dataExampleProblems, type ExampleProblem } from './examples';

export const WEBHOOK_EVENTS_FILE = 'data/webhook-events.json';

export interface WebhookEventData {
  type: string;
  description: string;
  trigger: string;
  fields: string[];
  example: Record<string, unknown>;
}

export interface WebhookEventView {
  event: WebhookEventData;
  rows: FieldRow[];
  message: Record<string, unknown>;
}

/** The events of a webhook events file, checked field by field; throws naming `source` and the event. */
export function parseWebhookEvents(value: unknown, source: string): WebhookEventData[] {
  const events = isRecord(value) ? value.events : undefined;
  if (!Array.isArray(events)) throw new Error(`${source}: not a webhook events file ({"events": [...]})`);
  return events.map((item: unknown, i) => {
    if (!isRecord(item)) throw new Error(`${source}: event ${i} is not an object`);
    const { type, description, trigger, fields, example } = item;
    if (typeof type !== 'string' || typeof description !== 'string' || typeof trigger !== 'string' || !Array.isArray(fields) || !isRecord(example)) {
      throw new Error(`${source}: event ${i} needs type, description and trigger (strings), fields (a list) and example (an object)`);
    }
    const names = fields.filter((field): field is string => typeof field === 'string');
    if (names.length !== fields.length) throw new Error(`${source}: ${type}: fields must all be strings`);
    return { type, description, trigger, fields: names, example };
  });
}

/** The data schema of the webhook message, from the document's webhook operation. */
export function webhookDataSchema(api: ApiDocument): OpenAPIV3_1.SchemaObject {
  const message = (api.components?.schemas?.WebhookMessage ?? {}) as OpenAPIV3_1.SchemaObject;
  return merged((merged(message).properties?.data ?? {}) as OpenAPIV3_1.SchemaObject);
}

/** The webhook events of the data file, each with the rows of the data fields it carries and a whole example message. */
export function webhookEventViews(api: ApiDocument, events: readonly WebhookEventData[]): WebhookEventView[] {
  const rows = flattenFields(webhookDataSchema(api));
  return events.map((event, i) => {
    const unknown = event.fields.filter((field) => !rows.some((row) => row.name === field));
    if (unknown.length > 0) throw new Error(`${contentFile(WEBHOOK_EVENTS_FILE)}: ${event.type} names data fields the webhook schema does not describe: ${unknown.join(', ')}`);
    return {
      event,
      rows: rows.filter((row) => event.fields.some((field) => row.name === field || row.name.startsWith(`${field}.`))),
      message: eventMessage(event, i),
    };
  });
}

/** The whole message an event's example is the data of: the envelope every event shares, with an id of its own. */
const eventMessage = (event: WebhookEventData, i: number): Record<string, unknown> => ({ id: `evt_${(2 + i).toString(36)}Wn6Yb8Kc`, type: event.type, createdAt: '2026-11-03T10:16:04Z', live: false, data: event.example });

const MESSAGE_SCHEMA = ['components', 'schemas', 'WebhookMessage'];

/**
 * Each event's whole example message checked against the document's webhook message schema, since the
 * pages show it as what arrives: `document` is the parsed, not dereferenced, API document, `text` the
 * events file's text (for lines). A wrong value inside `data` is named at its line in the events file.
 */
export function webhookExampleProblems(document: unknown, events: readonly WebhookEventData[], text: string): ExampleProblem[] {
  // A document without the message schema (a fixture's) describes no message to check the examples against.
  const schemas = isRecord(document) && isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : {};
  if (!isRecord(schemas.WebhookMessage)) return [];
  return dataExampleProblems(
    document,
    MESSAGE_SCHEMA,
    events.map((event, i) => ({
      value: eventMessage(event, i),
      fileAt: ([key, ...rest]: (string | number)[]) => (key === 'data' ? ['events', i, 'example', ...rest] : key === 'type' ? ['events', i, 'type'] : ['events', i]),
    })),
    text,
  );
}
