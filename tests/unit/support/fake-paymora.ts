/**
 * A stand-in for the Paymora sandbox API as a `fetch` function, for running samples without a network. It
 * answers each call like content/api/openapi.yaml says (the operation's success status and example
 * response) and records what is wrong with the request: an unknown URL or method, a missing or wrong
 * X-Api-Key, a missing Idempotency-Key where the operation takes one, a body that is not JSON or does not
 * match the request schema, an unknown query parameter or a missing required one, a path parameter that does not match its schema.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from '../../../lib/openapi/api-document';
import { endpointView } from '../../../lib/openapi/endpoint';
import { allOperations, type OperationEntry } from '../../../lib/openapi/operations';

interface RecordedCall {
  operationId: string | null;
  method: string;
  url: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  status: number;
}

interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakePaymora {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** What is wrong with the requests so far, one sentence each. */
  problems: string[];
  /** Answers for an operation, used in turn before its example (the last one repeats). */
  answer(operationId: string, ...answers: (Answer | ((call: RecordedCall) => Answer))[]): void;
  reset(): void;
}

export const TEST_API_KEY = 'sk_test_samples_0000000000';

type Parameter = OpenAPIV3_1.ParameterObject;

export function fakePaymora(api: ApiDocument, apiKey = TEST_API_KEY): FakePaymora {
  const base = api.servers?.[0]?.url ?? '';
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The formats the document uses (ajv-formats is not a dependency).
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  const validators = new Map<object, ValidateFunction>();
  const validate = (schema: object, value: unknown): string | null => {
    let fn = validators.get(schema);
    if (!fn) validators.set(schema, (fn = ajv.compile(schema)));
    return fn(value) ? null : ajv.errorsText(fn.errors);
  };
  const operations = allOperations(api)
    .filter((entry) => !entry.webhook)
    .map((entry) => ({ entry, pattern: new RegExp(`^${entry.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '(?<$1>[^/]+)')}$`) }));
  const answers = new Map<string, (Answer | ((call: RecordedCall) => Answer))[]>();
  const fake: FakePaymora = {
    calls: [],
    problems: [],
    answer(operationId, ...list) {
      answers.set(operationId, list);
    },
    reset() {
      fake.calls.length = 0;
      fake.problems.length = 0;
      answers.clear();
    },
    fetch: async (input, init) => {
      const request = new Request(input as string | URL | Request, init);
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const headers = Object.fromEntries([...request.headers.entries()]);
      const text = await request.text();
      const call: RecordedCall = { operationId: null, method, url: request.url, path: '', query: Object.fromEntries(url.searchParams), headers, body: undefined, status: 0 };
      fake.calls.push(call);
      const problem = (sentence: string) => fake.problems.push(`${method} ${request.url}: ${sentence}`);
      const reply = (status: number, body: unknown, extraHeaders: Record<string, string> = {}) => {
        call.status = status;
        return new Response(body === null ? null : JSON.stringify(body), { status, headers: { ...(body === null ? {} : { 'Content-Type': 'application/json' }), ...extraHeaders } });
      };

      if (!request.url.startsWith(`${base}/`)) {
        problem(`not a URL of the sandbox API (${base})`);
        return reply(404, { code: 'not_found' });
      }
      call.path = url.pathname.slice(new URL(base).pathname.length);
      const found = operations.map(({ entry, pattern }) => ({ entry, match: pattern.exec(call.path) })).filter(({ match }) => match);
      const byMethod = found.find(({ entry }) => entry.method.toUpperCase() === method);
      if (!byMethod?.match) {
        problem(found.length > 0 ? `the API has no ${method} on ${call.path}` : `the API has no path ${call.path}`);
        return reply(found.length > 0 ? 405 : 404, { code: 'not_found' });
      }
      const entry: OperationEntry = byMethod.entry;
      call.operationId = entry.id;
      const parameters = (entry.operation.parameters ?? []) as Parameter[];

      if (headers['x-api-key'] !== apiKey) problem(`X-Api-Key is ${JSON.stringify(headers['x-api-key'])}, not the key the environment holds`);
      const idempotency = parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      if (idempotency && !headers['idempotency-key']) problem(`${entry.id} takes an Idempotency-Key and the request sends none`);
      if (!idempotency && headers['idempotency-key']) problem(`${entry.id} takes no Idempotency-Key`);
      for (const parameter of parameters.filter((p) => p.in === 'header')) {
        const value = headers[parameter.name.toLowerCase()];
        const error = value === undefined || !parameter.schema ? null : validate(parameter.schema as object, value);
        if (error) problem(`header ${parameter.name} = ${JSON.stringify(value)}: ${error}`);
      }
      for (const [name, value] of Object.entries(byMethod.match.groups ?? {})) {
        const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema as object | undefined;
        const error = schema ? validate(schema, decodeURIComponent(value)) : null;
        if (error) problem(`path parameter ${name} = ${JSON.stringify(decodeURIComponent(value))}: ${error}`);
      }
      for (const parameter of parameters.filter((p) => p.in === 'query' && p.required === true && !(p.name in call.query))) {
        problem(`${entry.id} needs the query parameter ${parameter.name}, and the request sends none`);
      }
      for (const [name, value] of Object.entries(call.query)) {
        const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
        if (!parameter) {
          problem(`${entry.id} has no query parameter ${name}`);
          continue;
        }
        const schema = (parameter.schema ?? {}) as { type?: string };
        const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
        const error = validate(schema, typed);
        if (error) problem(`query parameter ${name} = ${JSON.stringify(value)}: ${error}`);
      }
      const requestSchema = (entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['application/json']?.schema as object | undefined;
      if (text) {
        if (!/^application\/json\b/.test(headers['content-type'] ?? '')) problem(`a body sent as ${JSON.stringify(headers['content-type'])}, not application/json`);
        try {
          call.body = JSON.parse(text);
        } catch {
          problem(`the body is not JSON: ${text.slice(0, 80)}`);
        }
        if (!requestSchema) problem(`${entry.id} takes no body`);
        else if (call.body !== undefined) {
          const error = validate(requestSchema, call.body);
          if (error) problem(`the body does not match the request schema of ${entry.id}: ${error}`);
        }
      } else if (requestSchema && (entry.operation.requestBody as OpenAPIV3_1.RequestBodyObject).required) {
        problem(`${entry.id} needs a JSON body and the request sends none`);
      }

      const queued = answers.get(entry.id);
      const next = queued && queued.length > 1 ? queued.shift() : queued?.[0];
      const answer = typeof next === 'function' ? next(call) : (next ?? {});
      const view = endpointView(api, entry.id);
      return reply(answer.status ?? Number(view?.responseStatus || 200), answer.body === undefined ? (view?.exampleResponse ?? null) : answer.body, answer.headers);
    },
  };
  return fake;
}
