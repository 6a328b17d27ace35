/**
 * The "Try it" console's data of a version's API document (lib/console/data.ts), and where the console
 * sends: the build setting PAYMORA_CONSOLE_BASE_URL, or else the document's first server, the sandbox
 * (the one place the docs state its URL). Build time only: the page loads neither.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ConsoleData, ConsoleOperation, ConsoleParameter } from '../console/data';
import { isRecord } from '../util/is-record';
import type { ApiDocument } from './api-document';
import { endpointView } from './endpoint';
import { allOperations } from './operations';

/** The build setting that points the console at another sandbox (a staging API, a local mock). */
const CONSOLE_BASE_URL_VARIABLE = 'PAYMORA_CONSOLE_BASE_URL';

/** Where the console sends: the setting when given (an http(s) URL, else an error naming it), the document's first server otherwise. */
export function consoleBaseUrl(servers: readonly { url: string }[] | undefined, env: Record<string, string | undefined> = process.env): string {
  const setting = env[CONSOLE_BASE_URL_VARIABLE]?.trim();
  if (setting) {
    const url = URL.canParse(setting) ? new URL(setting) : null;
    if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`${CONSOLE_BASE_URL_VARIABLE}=${setting} is not an http(s) URL: set it to the API's base URL, for instance https://api.sandbox.paymora.example/v1, or unset it to use the API document's sandbox server`);
    return setting.replace(/\/+$/, '');
  }
  const server = servers?.[0]?.url;
  if (!server) throw new Error(`content/api/openapi.yaml names no server, so the console has nowhere to send: add the sandbox under servers, or set ${CONSOLE_BASE_URL_VARIABLE}`);
  return server.replace(/\/+$/, '');
}

/**
 * Every operation a reader can call (not the webhooks, which Paymora sends), with its parameters and
 * request schema, prefilled with the request its samples send (endpointView's examples): path
 * parameters, the required query parameters and the body. Optional query parameters start empty.
 */
export function consoleData(api: ApiDocument, baseUrl: string): ConsoleData {
  const scheme = Object.values(api.components?.securitySchemes ?? {}).find((candidate): candidate is OpenAPIV3_1.ApiKeySecurityScheme => 'type' in candidate && candidate.type === 'apiKey' && candidate.in === 'header');
  const operations: Record<string, ConsoleOperation> = {};
  for (const entry of allOperations(api)) {
    if (entry.webhook) continue;
    const view = endpointView(api, entry.id);
    if (!view) continue;
    const examples: Record<ConsoleParameter['in'], Record<string, string>> = { path: view.examplePath, query: view.exampleQuery, header: {} };
    const parameters = ((entry.operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
      .filter((parameter): parameter is OpenAPIV3_1.ParameterObject & { in: ConsoleParameter['in'] } => parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header')
      .map((parameter) => ({ name: parameter.name, in: parameter.in, required: parameter.required === true, example: examples[parameter.in][parameter.name] ?? '' }));
    const requestBody = entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    // The dereferenced schema as plain JSON: the document has no recursive schema (endpoint.ts says why it would be cut).
    const schema: unknown = JSON.parse(JSON.stringify(requestBody?.content['application/json']?.schema ?? null));
    const body: ConsoleOperation['body'] = isRecord(schema) ? { required: requestBody?.required === true, example: view.exampleBody === null ? '' : JSON.stringify(view.exampleBody, null, 2), schema } : null;
    operations[entry.id] = { method: entry.method.toUpperCase(), path: entry.path, parameters, body };
  }
  return { baseUrl, apiKeyHeader: scheme?.name ?? 'X-Api-Key', operations };
}
