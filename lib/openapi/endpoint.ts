/**
 * What a page shows of one operation, computed from the dereferenced OpenAPI document: method, path,
 * parameters, request and response fields (nested objects flattened to dotted names), error
 * responses with their codes, and an example request built from the schema's examples.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from './document';

type Schema = OpenAPIV3_1.SchemaObject;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ErrorRow {
  status: string;
  description: string;
  codes: string[];
}

export interface EndpointView {
  operationId: string;
  method: string;
  path: string;
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
  /** The request body built from the examples in the schema; null for requests without a body. */
  exampleBody: unknown;
  /** Example values of the path parameters, by name. */
  examplePath: Record<string, string>;
}

/** allOf parts merged into one object schema (the only composition the document uses). */
function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => merged(part as Schema));
  return {
    type: 'object',
    required: parts.flatMap((part) => part.required ?? []),
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, Schema>,
  };
}

function typeLabel(schema: Schema): string {
  if (schema.enum) return `enum: ${schema.enum.join(', ')}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return schema.format ? `${type} (${schema.format})` : type;
}

export function flattenFields(input: Schema, prefix = ''): FieldRow[] {
  const schema = merged(input);
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const property = merged(child as Schema);
    const fullName = `${prefix}${name}`;
    const items = property.type === 'array' ? merged((property.items ?? {}) as Schema) : null;
    rows.push({ name: fullName, type: items ? `array of ${typeLabel(items)}` : typeLabel(property), required: required.has(name), description: property.description ?? '' });
    if (property.properties) rows.push(...flattenFields(property, `${fullName}.`));
    if (items?.properties) rows.push(...flattenFields(items, `${fullName}[].`));
  }
  return rows;
}

export function exampleOf(input: Schema): unknown {
  const schema = merged(input);
  if (schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(schema.properties)) {
      // Fields appear where the schema gives an example; a required one without is caught by the tests (ajv).
      const value = exampleOf(child as Schema);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }
  return schema.example ?? schema.examples?.[0];
}

const jsonSchemaOf = (content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined): Schema | undefined => content?.['application/json']?.schema as Schema | undefined;

export function endpointView(api: ApiDocument, operationId: string): EndpointView | null {
  for (const [path, item] of Object.entries(api.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item?.[method];
      if (!operation || operation.operationId !== operationId) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const row = (p: OpenAPIV3_1.ParameterObject): FieldRow => ({ name: p.name, type: typeLabel((p.schema ?? {}) as Schema), required: p.required === true, description: p.description ?? '' });
      const requestSchema = jsonSchemaOf((operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content);
      const responses = Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject & { 'x-error-codes'?: string[] }][];
      const success = responses.find(([status]) => status.startsWith('2'));
      const successSchema = success ? jsonSchemaOf(success[1].content) : undefined;
      return {
        operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? operationId,
        description: operation.description ?? '',
        sandboxUrl: `${api.servers?.[0]?.url ?? ''}${path}`,
        headers: [{ name: 'X-Api-Key', type: 'string', required: true, description: 'Your API key: sandbox and live keys differ.' }, ...parameters.filter((p) => p.in === 'header').map(row)],
        pathParams: parameters.filter((p) => p.in === 'path').map(row),
        queryParams: parameters.filter((p) => p.in === 'query').map(row),
        requestFields: requestSchema ? flattenFields(requestSchema) : [],
        responseStatus: success?.[0] ?? '',
        responseFields: successSchema ? flattenFields(successSchema) : [],
        errors: responses.filter(([status]) => !status.startsWith('2')).map(([status, response]) => ({ status, description: response.description ?? '', codes: response['x-error-codes'] ?? [] })),
        exampleBody: requestSchema ? (exampleOf(requestSchema) ?? null) : null,
        examplePath: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(exampleOf((p.schema ?? {}) as Schema) ?? `{${p.name}}`)])),
      };
    }
  }
  return null;
}
