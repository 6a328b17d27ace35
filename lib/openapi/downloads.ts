/**
 * The API document as readers download it: YAML as written, the same as JSON, and a Postman
 * collection (v2.1) converted from it with openapi-to-postmanv2. Build-time only
 * (scripts/write-api-downloads.ts writes them to out/api/).
 */
import { createHash } from 'node:crypto';
import { convert as convertToPostman } from 'openapi-to-postmanv2';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import { API_DOWNLOADS } from '../routes/download-files';
import { IDEMPOTENCY_HEADER } from './idempotency';

const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

interface PostmanVariable {
  key: string;
  value?: unknown;
  disabled?: boolean;
  description?: unknown;
  type?: string;
}

interface PostmanRequest {
  method: string;
  header?: PostmanVariable[];
  url: { path?: string[]; host?: string[]; query?: PostmanVariable[]; variable?: PostmanVariable[] };
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  response?: { originalRequest?: PostmanRequest }[];
}

interface PostmanCollection {
  info: { _postman_id: string; name: string; schema: string; description?: unknown };
  item: PostmanItem[];
  variable?: PostmanVariable[];
  auth?: unknown;
  event?: unknown[];
}

function convert(yamlText: string): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    convertToPostman({ type: 'string', data: yamlText }, { folderStrategy: 'Tags', parametersResolution: 'Example' }, (error, result) => {
      if (error) return reject(error);
      const output = result?.output?.[0];
      if (!result?.result || output?.type !== 'collection') return reject(new Error(`openapi-to-postmanv2 could not convert the API document: ${result?.reason ?? 'no collection'}`));
      resolve(output.data as unknown as PostmanCollection);
    });
  });
}

/** Example values of every path and query parameter of the document, by name. */
function parameterExamples(api: OpenAPIV3_1.Document): Map<string, string> {
  const examples = new Map<string, string>();
  const schemaOf = (schema: unknown): OpenAPIV3_1.SchemaObject | undefined => {
    const ref = (schema as { $ref?: string } | undefined)?.$ref;
    return ref ? (api.components?.schemas?.[ref.replace('#/components/schemas/', '')] as OpenAPIV3_1.SchemaObject | undefined) : (schema as OpenAPIV3_1.SchemaObject | undefined);
  };
  const add = (p: OpenAPIV3_1.ParameterObject) => {
    const example = schemaOf(p.schema)?.example ?? p.example;
    if (example !== undefined && !examples.has(p.name)) examples.set(p.name, String(example));
  };
  for (const parameter of Object.values(api.components?.parameters ?? {})) add(parameter as OpenAPIV3_1.ParameterObject);
  for (const item of Object.values(api.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      for (const parameter of (operation as OpenAPIV3_1.OperationObject).parameters ?? []) if (!('$ref' in parameter)) add(parameter as OpenAPIV3_1.ParameterObject);
    }
  }
  return examples;
}

/**
 * What a reader can send at once: {{baseUrl}} and {{apiKey}} as collection variables (sandbox by
 * default), a fresh Idempotency-Key per send ({{$guid}}, never the document's example key), path
 * variables filled with the document's example ids, and optional query parameters switched off.
 */
function tidy(collection: PostmanCollection, api: OpenAPIV3_1.Document, yamlText: string): PostmanCollection {
  const examples = parameterExamples(api);
  const fixRequest = (request: PostmanRequest | undefined) => {
    if (!request) return;
    for (const header of request.header ?? []) {
      if (header.key === IDEMPOTENCY_HEADER) header.value = '{{$guid}}';
      if (header.key === 'X-Api-Key') header.value = '{{apiKey}}';
    }
    for (const variable of request.url.variable ?? []) variable.value = examples.get(variable.key) ?? variable.value;
    for (const query of request.url.query ?? []) {
      const required = typeof query.description === 'string' && query.description.startsWith('(Required)');
      query.value = examples.get(query.key) ?? query.value;
      query.disabled = !required;
    }
  };
  const walk = (items: PostmanItem[]): PostmanItem[] =>
    items
      .map((item) => {
        if (item.item) return { ...item, item: walk(item.item) };
        fixRequest(item.request);
        for (const response of item.response ?? []) fixRequest(response.originalRequest);
        return item;
      })
      // Webhooks are messages Paymora sends, not requests: their tag would be an empty folder.
      .filter((item) => !item.item || item.item.length > 0);
  const servers = api.servers ?? [];
  return {
    ...collection,
    // A stable id, so that an unchanged document builds the same file (and a re-import updates the collection).
    info: { ...collection.info, _postman_id: uuidFrom(yamlText), schema: POSTMAN_SCHEMA },
    item: walk(collection.item),
    variable: [
      { key: 'baseUrl', value: servers[0]?.url ?? '', type: 'string', description: `Sandbox; for live use ${servers[1]?.url ?? ''}` },
      { key: 'apiKey', value: 'sk_test_replace_me', type: 'string', description: 'Your API key from the merchant portal (Developers › API keys); sk_test_ for the sandbox.' },
    ],
  };
}

function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The three downloads, as file contents keyed by their path under out/. */
export async function apiDownloads(yamlText: string): Promise<Record<(typeof API_DOWNLOADS)[keyof typeof API_DOWNLOADS], string>> {
  const api = parse(yamlText) as OpenAPIV3_1.Document;
  const collection = tidy(await convert(yamlText), api, yamlText);
  return {
    [API_DOWNLOADS.yaml]: yamlText,
    [API_DOWNLOADS.json]: `${JSON.stringify(api, null, 2)}\n`,
    [API_DOWNLOADS.postman]: `${JSON.stringify(collection, null, 2)}\n`,
  } as Record<(typeof API_DOWNLOADS)[keyof typeof API_DOWNLOADS], string>;
}
