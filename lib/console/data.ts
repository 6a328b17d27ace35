/**
 * What the reference's "Try it" console needs of each operation, written at build time beside the API
 * downloads (`api/console.json` of each docs version, lib/openapi/console-data.ts) and fetched by the
 * console when a reader opens it: no page carries it, and it is read here field by field, since what
 * comes over the network is not trusted to have this shape.
 */
import { isRecord } from '../util/is-record';

export interface ConsoleParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The document's example, as the request sends it; empty when it has none. */
  example: string;
}

export interface ConsoleOperation {
  method: string;
  path: string;
  parameters: ConsoleParameter[];
  /** The example body as indented JSON, and the request schema (dereferenced) it is checked against; null without a body. */
  body: { required: boolean; example: string; schema: Record<string, unknown> } | null;
}

export interface ConsoleData {
  /** Where the console sends its requests: the build setting PAYMORA_CONSOLE_BASE_URL, by default the document's sandbox server. */
  baseUrl: string;
  /** The header that carries the API key (the document's security scheme). */
  apiKeyHeader: string;
  operations: Record<string, ConsoleOperation>;
}

const LOCATIONS: readonly ConsoleParameter['in'][] = ['path', 'query', 'header'];

function parameterOf(value: unknown): ConsoleParameter | null {
  if (!isRecord(value)) return null;
  const location = LOCATIONS.find((candidate) => candidate === value.in);
  if (typeof value.name !== 'string' || !location || typeof value.required !== 'boolean' || typeof value.example !== 'string') return null;
  return { name: value.name, in: location, required: value.required, example: value.example };
}

function operationOf(value: unknown): ConsoleOperation | null {
  if (!isRecord(value) || typeof value.method !== 'string' || typeof value.path !== 'string' || !Array.isArray(value.parameters)) return null;
  const parameters = value.parameters.map(parameterOf);
  if (parameters.some((parameter) => parameter === null)) return null;
  let body: ConsoleOperation['body'] = null;
  if (value.body !== null) {
    const raw = value.body;
    if (!isRecord(raw) || typeof raw.required !== 'boolean' || typeof raw.example !== 'string' || !isRecord(raw.schema)) return null;
    body = { required: raw.required, example: raw.example, schema: raw.schema };
  }
  return { method: value.method, path: value.path, parameters: parameters.filter((parameter) => parameter !== null), body };
}

/** The console data of a parsed `api/console.json`, or null when it is not that. */
export function consoleDataOf(value: unknown): ConsoleData | null {
  if (!isRecord(value) || typeof value.baseUrl !== 'string' || typeof value.apiKeyHeader !== 'string' || !isRecord(value.operations)) return null;
  const operations: Record<string, ConsoleOperation> = {};
  for (const [id, raw] of Object.entries(value.operations)) {
    const operation = operationOf(raw);
    if (!operation) return null;
    operations[id] = operation;
  }
  return { baseUrl: value.baseUrl, apiKeyHeader: value.apiKeyHeader, operations };
}
