/**
 * The console's request from what the reader typed: the URL from the base URL, the path with its
 * parameters filled in and the query; the headers; the body as typed. Pure, so that what the console
 * sends is what its unit test reads.
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { apiKeyProblem } from './api-key';
import type { ConsoleOperation, ConsoleParameter } from './data';

/** A parameter's field in the form: `path:paymentId`, `query:limit`, `header:Idempotency-Key`. */
export const fieldKey = (parameter: Pick<ConsoleParameter, 'in' | 'name'>): string => `${parameter.in}:${parameter.name}`;

export interface ConsoleInput {
  baseUrl: string;
  apiKeyHeader: string;
  apiKey: string;
  /** Each parameter's value by `fieldKey`. */
  values: Record<string, string>;
  body: string;
}

export interface ConsoleRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** The request to send, or why it cannot be sent (no key, a live key, a required parameter left empty). */
export function consoleRequest(operation: ConsoleOperation, input: ConsoleInput): { request: ConsoleRequest } | { problems: string[] } {
  const problems: string[] = [];
  const keyProblem = apiKeyProblem(input.apiKey);
  if (keyProblem) problems.push(keyProblem);
  const value = (parameter: ConsoleParameter) => (input.values[fieldKey(parameter)] ?? '').trim();
  for (const parameter of operation.parameters) {
    if (parameter.required && value(parameter) === '') problems.push(`${parameter.name} (${parameter.in}) is required.`);
  }
  if (problems.length > 0) return { problems };
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(value({ name, in: 'path', required: true, example: '' })));
  const query = new URLSearchParams(operation.parameters.filter((parameter) => parameter.in === 'query' && value(parameter) !== '').map((parameter) => [parameter.name, value(parameter)])).toString();
  const headers: Record<string, string> = { [input.apiKeyHeader]: input.apiKey.trim() };
  for (const parameter of operation.parameters) if (parameter.in === 'header' && value(parameter) !== '') headers[parameter.name] = value(parameter);
  const sendsBody = operation.body !== null && input.body.trim() !== '';
  if (sendsBody) headers['Content-Type'] = 'application/json';
  return {
    request: {
      url: `${input.baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`,
      method: operation.method,
      headers,
      body: sendsBody ? input.body : undefined,
    },
  };
}

/** Keywords that only say a part below them failed: the part's own error says what. */
const WRAPPERS = new Set(['properties', 'items', 'prefixItems', 'allOf', '$ref', 'additionalProperties', 'unevaluatedProperties', 'dependentSchemas', 'if', 'then', 'else']);

const validators = new WeakMap<Record<string, unknown>, Validator>();

/**
 * What is wrong with a typed body against the operation's request schema, each with its JSON path
 * (`amount.currency: …`); empty when it matches. The console shows these as the reader types and still
 * sends: the API's own answer to a wrong body is worth seeing too.
 */
export function bodyProblems(text: string, schema: Record<string, unknown>, required: boolean): string[] {
  if (text.trim() === '') return required ? ['The body is empty, and this request needs one.'] : [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return [`Not JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = new Validator(schema, '2020-12', false)));
  const errors: OutputUnit[] = validator.validate(body).errors;
  const leaves = errors.filter((error) => !WRAPPERS.has(error.keyword));
  return [...new Set((leaves.length > 0 ? leaves : errors).map((error) => `${jsonPath(error.instanceLocation)}: ${error.error}`))];
}

/** `#/amount/currency` as `amount.currency`; the whole body as `body`. */
function jsonPath(pointer: string): string {
  const parts = pointer.replace(/^#\/?/, '').split('/').filter(Boolean).map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')));
  return parts.length === 0 ? 'body' : parts.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : `${i > 0 ? '.' : ''}${part}`)).join('');
}

/**
 * What a failed fetch means, for the reader: the browser tells a page only that the request failed,
 * never whether the network or the cross-origin rules stopped it, so both are said with what the
 * sandbox must allow for this page.
 */
export function failureExplanation(request: ConsoleRequest, pageOrigin: string, cause: 'offline' | 'timeout' | 'failed'): string {
  const origin = new URL(request.url).origin;
  if (cause === 'offline') return `The request was not sent: this browser is offline. Connect and send again.`;
  if (cause === 'timeout') return `${origin} did not answer within 30 seconds. The sandbox may be slow or unreachable from your network: send again, or run the curl sample from a terminal.`;
  const headers = Object.keys(request.headers).join(', ');
  return [
    `No answer from ${origin}: either the request did not reach it (no network, a proxy or firewall, a wrong base URL, the server down) or the browser refused to show its answer to this page (CORS). The browser does not tell which; its console (developer tools) does.`,
    `For the console to work, the sandbox must answer a preflight OPTIONS request from ${pageOrigin} with Access-Control-Allow-Origin: ${pageOrigin} (or *), Access-Control-Allow-Methods including ${request.method}, and Access-Control-Allow-Headers including ${headers}; and give Access-Control-Allow-Origin on its answer too.`,
    'Meanwhile the curl sample beside this console sends the same request from a terminal, where CORS does not apply.',
  ].join(' ');
}
