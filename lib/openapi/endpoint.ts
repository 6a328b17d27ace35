/**
 * What a page shows of one operation, computed from the dereferenced OpenAPI document: method, path,
 * parameters, request and response fields (nested objects flattened to dotted names), error
 * responses with their codes, and the example request and response.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from './api-document';
import { findOperation } from './operations';
import { isRecord } from '../util/is-record';
import { takesIdempotencyKey } from './idempotency';

type Schema = OpenAPIV3_1.SchemaObject;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The schema's default, as JSON; absent when it has none. */
  default?: string;
  /** Limits the schema sets beyond its type: length, range, pattern, item count. */
  constraints: string[];
  /** The values an enum allows; empty for other schemas. */
  allowed: string[];
  /** What each allowed value means (the schema's x-enum-descriptions); absent when the schema gives none. */
  allowedMeanings?: Record<string, string>;
}

interface ErrorRow {
  status: string;
  description: string;
  codes: string[];
}

export interface EndpointView {
  operationId: string;
  method: string;
  /** The URL path; for a webhook, the document's name for it. */
  path: string;
  webhook: boolean;
  summary: string;
  description: string;
  sandboxUrl: string;
  headers: FieldRow[];
  pathParams: FieldRow[];
  queryParams: FieldRow[];
  requestFields: FieldRow[];
  responseStatus: string;
  responseFields: FieldRow[];
  errors: ErrorRow[];
  /** The request body: the named or default example of the document, else built from the schema's examples; null without a body. */
  exampleBody: unknown;
  /** The success response built from the schema's examples; null when it has no body. */
  exampleResponse: unknown;
  /** Example values of the path parameters, by name. */
  examplePath: Record<string, string>;
  /** Example values of the required query parameters, by name: a sample without them would answer 400. */
  exampleQuery: Record<string, string>;
  /**
   * The samples' Idempotency-Key, from the operation's `x-idempotency-key-example` with its `{name}`s filled
   * from examplePath, or from the example body's top-level fields; null when the operation gives none (its samples
   * then mint a key per run).
   */
  exampleIdempotencyKey: string | null;
  /**
   * Example values of the body's fields that name the caller's own objects (the document's root
   * `x-sample-own-fields`), by name: a sample sent with them unchanged acts on someone else's.
   */
  exampleOwnValues: Record<string, string>;
  /** Whether the operation takes an idempotency key (lib/openapi/idempotency.ts). */
  idempotent: boolean;
  /**
   * The client timeout the samples set, in seconds: the operation's `x-client-timeout-seconds`, else the document
   * root's; null when neither gives one (the samples then set none).
   */
  clientTimeoutSeconds: number | null;
}

/** The operation's client timeout, or the document's default for every operation. */
function clientTimeout(api: ApiDocument, operation: OpenAPIV3_1.OperationObject): number | null {
  const root: unknown = api;
  const entry: unknown = operation;
  const own = isRecord(entry) ? entry['x-client-timeout-seconds'] : undefined;
  const fallback = isRecord(root) ? root['x-client-timeout-seconds'] : undefined;
  const seconds = own ?? fallback;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** The body's top-level string values of the fields the document names in its root `x-sample-own-fields`. */
function ownValues(api: ApiDocument, body: unknown): Record<string, string> {
  const root: unknown = api;
  const names = isRecord(root) ? root['x-sample-own-fields'] : undefined;
  if (!Array.isArray(names) || !isRecord(body)) return {};
  return Object.fromEntries(names.flatMap((name) => {
    const value = typeof name === 'string' ? body[name] : undefined;
    return typeof name === 'string' && typeof value === 'string' ? [[name, value]] : [];
  }));
}

/** The operation's own key shape with the path's example values put in, so that a sample's key names what it acts on. */
function idempotencyKeyExample(operation: OpenAPIV3_1.OperationObject, examplePath: Record<string, string>, exampleBody: unknown): string | null {
  const template = (operation as { 'x-idempotency-key-example'?: unknown })['x-idempotency-key-example'];
  if (typeof template !== 'string') return null;
  // A call whose object is named in its body (POST /payments/details names its paymentId there) derives its key
  // from the body's example, as one on a path derives it from the path's.
  const fromBody = (name: string): string | undefined => {
    const value = isRecord(exampleBody) ? exampleBody[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  return template.replace(/\{(\w+)\}/g, (match, name: string) => examplePath[name] ?? fromBody(name) ?? match);
}

/**
 * allOf parts merged into one schema: properties and required lists joined, the schema's own keywords last.
 */
export function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...own } = schema;
  const parts = allOf.map((part) => merged(part as Schema));
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}), own.properties ?? {}) as Record<string, Schema>;
  const required = [...parts.flatMap((part) => part.required ?? []), ...(own.required ?? [])];
  const out = Object.assign({}, ...parts, own) as Schema;
  if (Object.keys(properties).length > 0) out.properties = properties;
  if (required.length > 0) out.required = required;
  return out;
}

function typeLabel(schema: Schema): string {
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return schema.format ? `${type} (${schema.format})` : type;
}

function constraintsOf(schema: Schema): string[] {
  const out: string[] = [];
  if (schema.minimum !== undefined && schema.maximum !== undefined) out.push(`${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) out.push(`at least ${schema.minimum}`);
  else if (schema.maximum !== undefined) out.push(`at most ${schema.maximum}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) out.push(`${schema.minLength} to ${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) out.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  // A map of your own keys (metadata): its limits sit on the keys and the values, not on named properties.
  if (schema.maxProperties !== undefined) out.push(`at most ${schema.maxProperties} keys`);
  // openapi-types leaves out JSON Schema's propertyNames, which OpenAPI 3.1 allows.
  const keys = (schema as Schema & { propertyNames?: Schema }).propertyNames;
  if (keys) out.push(...constraintsOf(keys).map((limit) => `keys: ${limit}`));
  const values = schema.additionalProperties;
  if (values && typeof values === 'object') out.push(...constraintsOf(values as Schema).map((limit) => `values: ${limit}`));
  return out;
}

function fieldRow(name: string, schema: Schema, required: boolean, typeOverride?: string): FieldRow {
  return {
    name,
    type: typeOverride ?? typeLabel(schema),
    required,
    description: schema.description ?? '',
    ...(schema.default !== undefined ? { default: JSON.stringify(schema.default) } : {}),
    constraints: constraintsOf(schema),
    allowed: (schema.enum ?? []).map(String),
    ...(enumMeanings(schema) ? { allowedMeanings: enumMeanings(schema) } : {}),
  };
}

/** The meaning of each value of an enum, from the schema's `x-enum-descriptions` (value → sentence). */
export function enumMeanings(schema: Schema): Record<string, string> | undefined {
  const meanings = (schema as Schema & { 'x-enum-descriptions'?: Record<string, string> })['x-enum-descriptions'];
  return meanings && Object.keys(meanings).length > 0 ? meanings : undefined;
}

export function flattenFields(input: Schema, prefix = ''): FieldRow[] {
  const schema = merged(input);
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const property = merged(child as Schema);
    const fullName = `${prefix}${name}`;
    const items = property.type === 'array' ? merged((property.items ?? {}) as Schema) : null;
    rows.push(fieldRow(fullName, property, required.has(name), items ? `array of ${typeLabel(items)}` : undefined));
    if (property.properties) rows.push(...flattenFields(property, `${fullName}.`));
    if (items?.properties) rows.push(...flattenFields(items, `${fullName}[].`));
  }
  return rows;
}

/** One field of a schema tree: its row, whether it may be null, and the fields of an object (or of an array's objects) inside it. */
export interface SchemaNode extends FieldRow {
  nullable: boolean;
  children: SchemaNode[];
  /** The named schema of the document's components it is (a `$ref`, or an `allOf` of one), when schemaTree was given the names. */
  schema?: string;
}

/** The document's named schemas by identity: a dereferenced document's `$ref`s are the component objects themselves. */
export function componentSchemaNames(api: ApiDocument): ReadonlyMap<object, string> {
  return new Map(Object.entries(api.components?.schemas ?? {}).map(([name, schema]) => [schema as object, name]));
}

/** The component a property is: itself, or the one schema it wraps in an `allOf` to give it a description of its own. */
function componentOf(property: Schema, names: ReadonlyMap<object, string>): string | undefined {
  const own = names.get(property);
  if (own !== undefined) return own;
  const [only, ...rest] = property.allOf ?? [];
  return only && rest.length === 0 ? names.get(only) : undefined;
}

/** Nesting deeper than this is cut: the document has no recursive schema today, and one would otherwise never end. */
const MAX_TREE_DEPTH = 8;

/**
 * A schema's properties as a tree (the reference's expandable fields), where flattenFields gives the
 * guides' tables dotted rows. `null` in a type list is told as `nullable`, not as a type.
 */
export function schemaTree(input: Schema, names: ReadonlyMap<object, string> = new Map(), depth = 0): SchemaNode[] {
  const schema = merged(input);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, child]) => {
    const property = merged(child as Schema);
    const types = Array.isArray(property.type) ? property.type : property.type ? [property.type] : [];
    const nullable = types.includes('null');
    const own = nullable ? ({ ...property, type: types.filter((type) => type !== 'null') } as Schema) : property;
    const items = types.includes('array') && 'items' in property ? merged((property.items ?? {}) as Schema) : null;
    const row = fieldRow(name, own, required.has(name), items ? `array of ${typeLabel(items)}` : undefined);
    const inner = items ?? property;
    // An array's fields are its items' schema's: `disputes` is an array of Dispute.
    const component = componentOf(child as Schema, names) ?? (items && 'items' in property && property.items ? componentOf(property.items as Schema, names) : undefined);
    return { ...row, nullable, children: inner.properties && depth < MAX_TREE_DEPTH ? schemaTree(inner, names, depth + 1) : [], ...(component === undefined ? {} : { schema: component }) };
  });
}

/**
 * An example value built from the schema's own examples. `request` keeps a request minimal: an object
 * with a required list gets only those fields, so optional parameters appear only where a page shows them.
 * @internal Exported for its unit test only (knip --production).
 */
export function exampleOf(input: Schema, mode: 'request' | 'full' = 'full'): unknown {
  if (input.example !== undefined) return input.example;
  const schema = merged(input);
  if (schema.example !== undefined) return schema.example;
  if (schema.properties) {
    const only = mode === 'request' && schema.required ? new Set(schema.required) : null;
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(schema.properties)) {
      if (only && !only.has(name)) continue;
      // A deprecated field is left out of the examples, so that readers copy its replacement instead.
      if ((child as Schema).deprecated === true) continue;
      // Fields appear where the schema gives an example; a required one without is caught by the tests (ajv).
      const value = exampleOf(child as Schema, mode);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }
  if (schema.type === 'array' && schema.items) {
    const item = exampleOf(schema.items as Schema, mode);
    return item === undefined ? undefined : [item];
  }
  return schema.examples?.[0];
}

type MediaType = OpenAPIV3_1.MediaTypeObject;
const jsonOf = (content: Record<string, MediaType> | undefined): MediaType | undefined => content?.['application/json'];

/** The names of an operation's request examples (`<Endpoint example="…">`). */
export function requestExampleNames(api: ApiDocument, operationId: string): string[] {
  const media = jsonOf((findOperation(api, operationId)?.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content);
  return Object.keys(media?.examples ?? {});
}

function requestExample(media: MediaType | undefined, exampleName: string | undefined): unknown {
  if (!media?.schema) return null;
  if (exampleName) {
    const named = media.examples?.[exampleName] as OpenAPIV3_1.ExampleObject | undefined;
    if (!named) throw new Error(`The request of this operation has no example named "${exampleName}"`);
    return named.value;
  }
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0] as OpenAPIV3_1.ExampleObject | undefined;
  return first?.value ?? exampleOf(media.schema as Schema, 'request') ?? null;
}

/** The name of the request example shown: the one asked for, else the first named one when the request has no single example. */
function requestExampleName(media: MediaType | undefined, exampleName: string | undefined): string | undefined {
  if (exampleName) return exampleName;
  if (media?.example !== undefined) return undefined;
  return Object.keys(media?.examples ?? {})[0];
}

/**
 * The response example named like the request example shown, so that a page pairs each request with
 * its own answer (a pre-authorisation with a pre-authorisation's payment); undefined when the response
 * has none of that name, and the answer is then built from the schema's examples.
 */
function namedExample(media: MediaType | undefined, name: string | undefined): unknown {
  if (!name) return undefined;
  const named = media?.examples?.[name] as OpenAPIV3_1.ExampleObject | undefined;
  return named?.value;
}

export function endpointView(api: ApiDocument, operationId: string, exampleName?: string): EndpointView | null {
  const entry = findOperation(api, operationId);
  if (!entry) return null;
  const { operation, method, path, webhook } = entry;
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const row = (p: OpenAPIV3_1.ParameterObject): FieldRow => ({ ...fieldRow(p.name, (p.schema ?? {}) as Schema, p.required === true), description: p.description ?? '' });
  const requestMedia = jsonOf((operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content);
  const requestSchema = requestMedia?.schema as Schema | undefined;
  const responses = Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject & { 'x-error-codes'?: string[] }][];
  const success = responses.find(([status]) => status.startsWith('2'));
  const successMedia = success ? jsonOf(success[1].content) : undefined;
  const successSchema = successMedia?.schema as Schema | undefined;
  // A parameter without an example keeps its {name}, so a sample shows what is missing instead of guessing it.
  const exampleValues = (chosen: OpenAPIV3_1.ParameterObject[]) => Object.fromEntries(chosen.map((p) => [p.name, String(exampleOf((p.schema ?? {}) as Schema) ?? `{${p.name}}`)]));
  const examplePath = exampleValues(parameters.filter((p) => p.in === 'path'));
  const exampleBody = requestExample(requestMedia, exampleName);
  const apiKey: FieldRow = { name: 'X-Api-Key', type: 'string', required: true, description: 'Your API key: sandbox and live keys differ.', constraints: [], allowed: [] };
  return {
    operationId,
    method: method.toUpperCase(),
    path,
    webhook,
    summary: operation.summary ?? operationId,
    description: operation.description ?? '',
    sandboxUrl: webhook ? '' : `${api.servers?.[0]?.url ?? ''}${path}`,
    idempotent: takesIdempotencyKey(operation),
    clientTimeoutSeconds: webhook ? null : clientTimeout(api, operation),
    headers: [...(webhook ? [] : [apiKey]), ...parameters.filter((p) => p.in === 'header').map(row)],
    pathParams: parameters.filter((p) => p.in === 'path').map(row),
    queryParams: parameters.filter((p) => p.in === 'query').map(row),
    requestFields: requestSchema ? flattenFields(requestSchema) : [],
    responseStatus: success?.[0] ?? '',
    responseFields: successSchema ? flattenFields(successSchema) : [],
    errors: responses.filter(([status]) => !status.startsWith('2')).map(([status, response]) => ({ status, description: response.description ?? '', codes: response['x-error-codes'] ?? [] })),
    exampleBody,
    exampleOwnValues: ownValues(api, exampleBody),
    exampleResponse: successSchema ? (namedExample(successMedia, requestExampleName(requestMedia, exampleName)) ?? successMedia?.example ?? exampleOf(successSchema, 'full') ?? null) : null,
    examplePath,
    exampleIdempotencyKey: idempotencyKeyExample(operation, examplePath, exampleBody),
    exampleQuery: exampleValues(parameters.filter((p) => p.in === 'query' && p.required === true)),
  };
}

export interface ParameterView {
  operationId: string;
  name: string;
  /** The parameter and, for an object or array of objects, its nested fields. */
  rows: FieldRow[];
  /** The request of the operation with this parameter added: what the page's sample sends. */
  endpoint: EndpointView;
}

// The document is dereferenced: its anyOf members are schemas, never references.
/** A schema keyword's list of names (`required`, a dependentRequired entry); empty for anything else. */
const namesIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The `not` of a schema written as the condition of an implication, with what it says of `name`:
 * openapi-types' SchemaObject types neither `not`'s content as used here nor `const`.
 */
function conditionOn(member: unknown, name: string): { requires: boolean; constant?: unknown } | null {
  if (!isRecord(member) || !isRecord(member.not)) return null;
  const property = isRecord(member.not.properties) ? member.not.properties[name] : undefined;
  return { requires: namesIn(member.not.required).includes(name), ...(isRecord(property) && 'const' in property ? { constant: property.const } : {}) };
}

/**
 * The fields a request schema requires once `name` is sent with `value`: its dependentRequired, and the implications
 * written as `anyOf: [{ not: { required: [name], properties: { name: { const } } } }, { required: [...] }]` (a flag
 * such as storePaymentMethod: true that needs shopperReference), whose const the value matches.
 */
function requiredWith(schema: Schema, name: string, value: unknown): string[] {
  const members: readonly unknown[] = schema.anyOf ?? [];
  const implied = members.some((member) => {
    const condition = conditionOn(member, name);
    return condition !== null && condition.requires && 'constant' in condition && condition.constant === value;
  });
  const byCondition = implied ? members.flatMap((member) => (isRecord(member) && !('not' in member) ? namesIn(member.required) : [])) : [];
  // dependentRequired is JSON Schema 2019-09's, which openapi-types' SchemaObject does not type.
  const fields: unknown = schema;
  const dependent = isRecord(fields) && isRecord(fields.dependentRequired) ? namesIn(fields.dependentRequired[name]) : [];
  return [...new Set([...dependent, ...byCondition])];
}

/**
 * The fields an `if`/`then` in a request schema's allOf requires once `name` is sent with `value`
 * (`if: { required: [name], properties: { name: { const } } }`): its then's required, or, when the then offers
 * alternatives (anyOf), the first one's (authorisationType pre_authorisation needs captureMode manual, whose
 * example is manual, or a captureDelayHours). openapi-types' SchemaObject types neither if/then nor const.
 */
function requiredByConditional(schema: Schema, name: string, value: unknown): string[] {
  const members: readonly unknown[] = [schema, ...(schema.allOf ?? [])];
  return members.flatMap((member) => {
    if (!isRecord(member) || !isRecord(member.if) || !isRecord(member.then)) return [];
    const property = isRecord(member.if.properties) ? member.if.properties[name] : undefined;
    const applies = namesIn(member.if.required).includes(name) && isRecord(property) && property.const === value;
    if (!applies) return [];
    const [first] = Array.isArray(member.then.anyOf) ? member.then.anyOf : [member.then];
    return isRecord(first) ? namesIn(first.required) : [];
  });
}

/**
 * The field combinations a request schema rejects, written as `not: { required: [a, b], properties: { a: { const } } }`
 * at its top level or in its allOf (captureDelayHours with captureMode manual): a sample must not show one.
 */
function rejectedCombination(schema: Schema, body: Record<string, unknown>): string[] | null {
  const parts = [schema, ...((schema.allOf ?? []) as Schema[])];
  for (const part of parts) {
    const rejected = (part as Schema & { not?: Schema }).not;
    if (!rejected?.required) continue;
    const matches =
      rejected.required.every((field) => field in body) &&
      Object.entries(rejected.properties ?? {}).every(([field, rule]) => !('const' in rule) || body[field] === rule.const);
    if (matches) return rejected.required;
  }
  return null;
}

/** One optional request field of an operation, with a sample request that uses it. */
export function parameterView(api: ApiDocument, operationId: string, name: string, exampleName?: string): ParameterView | null {
  const endpoint = endpointView(api, operationId, exampleName);
  if (!endpoint) return null;
  const rows = endpoint.requestFields.filter((row) => row.name === name || row.name.startsWith(`${name}.`) || row.name.startsWith(`${name}[].`));
  if (rows.length === 0) return null;
  const entry = findOperation(api, operationId);
  const requestSchema = merged(jsonOf((entry?.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content)?.schema as Schema);
  const value = exampleOf((requestSchema.properties?.[name] ?? {}) as Schema, 'full');
  if (value === undefined) throw new Error(`${operationId}: the request field "${name}" has no example, so its page cannot show a sample`);
  const base = (endpoint.exampleBody ?? {}) as Record<string, unknown>;
  // A field the schema requires together with this one (dependentRequired, an if/then of its allOf) goes in as well,
  // with its example, so that the sample is a request the API accepts.
  const rawSchema = jsonOf((entry?.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content)?.schema as Schema;
  const companions = [...new Set([...requiredWith(requestSchema, name, value), ...requiredByConditional(rawSchema, name, value)])].filter((other) => !(other in base));
  const added: Record<string, unknown> = { [name]: value };
  for (const other of companions) {
    const example = exampleOf((requestSchema.properties?.[other] ?? {}) as Schema, 'full');
    if (example === undefined) throw new Error(`${operationId}: the request field "${other}", which "${name}" requires, has no example`);
    added[other] = example;
  }
  const rejected = name in base ? null : rejectedCombination(rawSchema, { ...base, ...added });
  if (rejected) throw new Error(`${operationId}: the request field "${name}" cannot go into ${exampleName ? `the example "${exampleName}"` : 'the default example'}: the API rejects ${rejected.join(' with ')} as it sends them; pick another example=`);
  // An example that sends the field already keeps its own value: the page shows what the download holds.
  return {
    operationId,
    name,
    rows,
    endpoint: { ...endpoint, exampleBody: name in base ? base : { ...base, ...added } },
  };
}
