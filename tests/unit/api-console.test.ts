/**
 * The "Try it" console's logic without its page: the data the build writes from the API document, the
 * request made from what a reader typed, the body checked against the request schema, the key refused
 * when it looks live and kept in session storage only, and what a failed send says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyProblem, readSessionKey, storeSessionKey } from '@/lib/console/api-key';
import { consoleDataOf, type ConsoleOperation } from '@/lib/console/data';
import { bodyProblems, consoleRequest, failureExplanation, fieldKey } from '@/lib/console/request';
import { consoleBaseUrl, consoleData } from '@/lib/openapi/console-data';
import { loadApi } from '@/lib/openapi/document';
import { endpointView } from '@/lib/openapi/endpoint';
import { allOperations } from '@/lib/openapi/operations';

const SANDBOX = 'https://api.sandbox.paymora.example/v1';

describe('console data from the API document', () => {
  it('sends to the document’s sandbox server unless PAYMORA_CONSOLE_BASE_URL says otherwise, and refuses a setting that is no http(s) URL', async () => {
    const api = await loadApi();
    expect(consoleBaseUrl(api.servers, {})).toBe(SANDBOX);
    expect(consoleBaseUrl(api.servers, { PAYMORA_CONSOLE_BASE_URL: 'http://127.0.0.1:4010/' })).toBe('http://127.0.0.1:4010');
    expect(() => consoleBaseUrl(api.servers, { PAYMORA_CONSOLE_BASE_URL: 'api.sandbox.paymora.example' })).toThrow(/PAYMORA_CONSOLE_BASE_URL=api\.sandbox\.paymora\.example is not an http\(s\) URL/);
    expect(() => consoleBaseUrl([], {})).toThrow(/names no server/);
  });

  it('has every operation a reader calls, prefilled with what its samples send, and reads back through its own parser', async () => {
    const api = await loadApi();
    const data = consoleData(api, SANDBOX);
    const callable = allOperations(api).filter((entry) => !entry.webhook);
    expect(Object.keys(data.operations).sort()).toEqual(callable.map((entry) => entry.id).sort());
    expect(data.apiKeyHeader).toBe('X-Api-Key');
    for (const { id } of callable) {
      const view = endpointView(api, id);
      const operation = data.operations[id];
      expect(operation?.method).toBe(view?.method);
      for (const [name, value] of Object.entries(view?.examplePath ?? {})) expect(operation?.parameters.find((p) => p.in === 'path' && p.name === name)?.example).toBe(value);
      if (view?.exampleBody !== null) expect(JSON.parse(operation?.body?.example ?? 'null')).toEqual(view?.exampleBody);
      // Every example request matches its own schema: the console opens on a body it does not flag.
      if (operation?.body) expect(bodyProblems(operation.body.example, operation.body.schema, operation.body.required), id).toEqual([]);
    }
    expect(consoleDataOf(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(consoleDataOf({ ...data, operations: { x: { method: 'GET' } } })).toBeNull();
  });

  it('flags the rules the API document writes into the schema, not only its descriptions', async () => {
    const api = await loadApi();
    const payment = consoleData(api, SANDBOX).operations.createPayment?.body;
    if (!payment) throw new Error('createPayment has no body in the console');
    const body = JSON.parse(payment.example) as Record<string, unknown>;
    const problems = (changed: Record<string, unknown>) => bodyProblems(JSON.stringify(changed), payment.schema, true);
    // An ecommerce payment (the default shopperInteraction) needs returnUrl; a merchant-initiated one does not.
    const { returnUrl: _returnUrl, ...withoutReturnUrl } = { ...body, returnUrl: 'https://shop.example/checkout/return' };
    expect(problems({ ...withoutReturnUrl, shopperInteraction: 'ecommerce' }).join(' ')).toMatch(/returnUrl/);
    expect(problems({ ...withoutReturnUrl, shopperInteraction: undefined }).join(' ')).toMatch(/returnUrl/);
    // captureDelayHours schedules an automatic capture: not with captureMode manual.
    expect(problems({ ...body, captureMode: 'manual', captureDelayHours: 24 })).not.toEqual([]);
    expect(problems({ ...body, captureMode: 'automatic', captureDelayHours: 24 })).toEqual([]);
  });
});

const refund: ConsoleOperation = {
  method: 'POST',
  path: '/payments/{paymentId}/refunds',
  parameters: [
    { name: 'paymentId', in: 'path', required: true, example: 'pay_1' },
    { name: 'expand', in: 'query', required: false, example: '' },
    { name: 'Idempotency-Key', in: 'header', required: false, example: '' },
  ],
  body: { required: true, example: '{}', schema: { type: 'object', required: ['amount'], properties: { amount: { type: 'object', required: ['value'], properties: { value: { type: 'integer', minimum: 1 } } } } } },
};

const input = (overrides: Partial<Parameters<typeof consoleRequest>[1]> = {}) => ({
  baseUrl: `${SANDBOX}/`,
  apiKeyHeader: 'X-Api-Key',
  apiKey: 'sk_test_abc123',
  values: { [fieldKey(refund.parameters[0]!)]: 'pay/ 1', 'query:expand': 'a&b', 'header:Idempotency-Key': 'k-1' },
  body: '{"amount":{"value":5}}',
  ...overrides,
});

describe('the request a reader sends', () => {
  it('fills the path (encoded), the query and the headers, and sends the body as typed', () => {
    expect(consoleRequest(refund, input())).toEqual({
      request: {
        url: `${SANDBOX}/payments/pay%2F%201/refunds?expand=a%26b`,
        method: 'POST',
        headers: { 'X-Api-Key': 'sk_test_abc123', 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' },
        body: '{"amount":{"value":5}}',
      },
    });
  });

  it('is not made without a key, with a live-looking key, or with a required path parameter left empty', () => {
    expect(consoleRequest(refund, input({ apiKey: ' ' }))).toEqual({ problems: [expect.stringMatching(/sandbox API key/)] });
    expect(consoleRequest(refund, input({ apiKey: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', values: {} }))).toEqual({ problems: [expect.stringMatching(/looks like a live key/), 'paymentId (path) is required.'] });
  });

  it('refuses keys that look live, in the secret scans’ format and shorter, and takes test keys', () => {
    for (const key of ['sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'rk_live_abcdefgh12', 'sk_live_x', 'pk_live_abc']) expect(apiKeyProblem(key), key).toMatch(/live key/);
    expect(apiKeyProblem('sk_test_4eC39HqLyjWDarjtT1zdp7dc')).toBeNull();
  });

  it('names each schema problem of the body by its path, and says when it is not JSON', () => {
    const schema = refund.body!.schema;
    expect(bodyProblems('{"amount":{"value":5}}', schema, true)).toEqual([]);
    expect(bodyProblems('{"amount":{"value":"5"}}', schema, true)).toEqual([expect.stringMatching(/^amount\.value: .*integer/)]);
    expect(bodyProblems('{}', schema, true)).toEqual([expect.stringMatching(/^body: .*amount/)]);
    expect(bodyProblems('{"amount":', schema, true)).toEqual([expect.stringMatching(/^Not JSON/)]);
    expect(bodyProblems('', schema, true)).toEqual(['The body is empty, and this request needs one.']);
  });

  it('explains a failed send with what the sandbox must allow for this page', () => {
    const made = consoleRequest(refund, input());
    if (!('request' in made)) throw new Error('no request');
    const text = failureExplanation(made.request, 'https://developers.paymora.example', 'failed');
    expect(text).toContain('No answer from https://api.sandbox.paymora.example');
    expect(text).toContain('Access-Control-Allow-Origin: https://developers.paymora.example');
    expect(text).toContain('X-Api-Key, Idempotency-Key, Content-Type');
    expect(text).not.toContain('sk_test_abc123');
  });
});

describe('the key in storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a test key in session storage only, and never a live one', () => {
    const session = new Map<string, string>();
    const local = new Map<string, string>();
    const storage = (map: Map<string, string>) => ({ getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) });
    vi.stubGlobal('window', { sessionStorage: storage(session), localStorage: storage(local) });
    storeSessionKey('sk_test_abc');
    expect(readSessionKey()).toBe('sk_test_abc');
    storeSessionKey('sk_live_abcdefgh123');
    expect(readSessionKey()).toBe('');
    expect([...session.values(), ...local.values()]).toEqual([]);
  });
});
