/** The API document and what pages render from it: views, examples that match their schemas, error codes that exist. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiProblems, loadApi, operationIds } from '@/lib/openapi/document';
import type { ApiDocument } from '@/lib/openapi/api-document';
import { endpointView, exampleOf, flattenFields, parameterView, requestExampleNames } from '@/lib/openapi/endpoint';
import { allOperations, findOperation } from '@/lib/openapi/operations';
import { apiUseProblem, apiUsesOf } from '@/lib/openapi/page-endpoints';
import { requestBodyProblems } from '@/lib/openapi/request-body';
import { requestSamples } from '@/lib/openapi/samples';
import { snippetLanguages, snippetSample } from '@/lib/openapi/snippets';
import { CONTENT_FOLDER, contentFile } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
let api: ApiDocument;

beforeAll(async () => {
  process.env.CONTENT_DIR = path.join(root, CONTENT_FOLDER);
  api = await loadApi();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(await apiProblems(true)).toEqual([]);
    expect(api.openapi).toBe('3.1.0');
  });

  // Fresh reviews 44 A L1 and 44b L3: the new client key, origin and Apple Pay domain ids were missing from the list.
  it('names every id prefix of the document in the API conventions of the key guide', () => {
    const prefixes = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach((item) => walk(item));
      if (typeof value !== 'object' || value === null) return;
      for (const [name, inner] of Object.entries(value)) {
        const example = name === 'id' && typeof inner === 'object' && inner !== null && 'example' in inner ? inner.example : inner;
        if ((name === 'id' || name.endsWith('Id')) && typeof example === 'string') {
          const prefix = /^([a-z]+)_/.exec(example)?.[1];
          if (prefix) prefixes.add(`${prefix}_`);
        }
        walk(inner);
      }
    };
    walk(api);
    expect(prefixes.size).toBeGreaterThanOrEqual(10);
    const guide = readFileSync(path.join(root, contentFile('docs/get-started/get-the-key.mdx')), 'utf8');
    const line = guide.split('\n').find((text) => text.startsWith('- **Ids** are strings with a prefix')) ?? '';
    expect([...prefixes].filter((prefix) => !line.includes(`\`${prefix}\``)).sort()).toEqual([]);
  });

  it('has every operation the docs describe, the webhook message included', () => {
    expect([...operationIds(api)].sort()).toEqual(
      [
        'acceptDispute', 'addAllowedOrigin', 'adjustPaymentAmount', 'cancelPayment', 'capturePayment', 'createApplePayDomain', 'createCheckout', 'createPayment', 'createPaymentLink', 'createSession', 'createWebhookEndpoint', 'deleteApplePayDomain',
        'deleteWebhookEndpoint', 'disablePaymentLink', 'disableToken', 'expireCheckout', 'expireSession', 'getApplePayDomain', 'getCheckout', 'getClientKey', 'getDispute', 'getEvent', 'getPayment', 'getPaymentLink',
        'getPayout', 'getSession', 'getToken', 'getWebhookEndpoint', 'listApplePayDomains', 'listCheckouts', 'listClientKeys', 'listDisputes', 'listEvents', 'listPaymentLinks', 'listPaymentMethods', 'listPayments',
        'listPayoutLines', 'listPayouts', 'listSessions', 'listTokens', 'listWebhookEndpoints', 'refundPayment', 'removeAllowedOrigin', 'resendEvent', 'reversePayment', 'rotateWebhookEndpointSecret', 'sendWebhookTestMessage', 'submitDisputeEvidence',
        'submitPaymentDetails', 'updatePaymentLink', 'updatePaymentMetadata', 'updateWebhookEndpoint', 'verifyApplePayDomain', 'webhookMessage',
      ],
    );
  });

  it('names only error codes that the errors page documents', () => {
    const documented = new Set((JSON.parse(readFileSync(path.join(root, contentFile('data/error-codes.json')), 'utf8')) as { errors: { code: string }[] }).errors.map((e) => e.code));
    const used = [...operationIds(api)].flatMap((id) => endpointView(api, id)?.errors.flatMap((e) => e.codes) ?? []);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((code) => !documented.has(code))).toEqual([]);
  });

  it('describes every field the API pages render: no empty cell in a field table', () => {
    const undescribed = [...operationIds(api)].flatMap((id) => {
      const view = endpointView(api, id);
      if (!view) return [];
      const tables = { headers: view.headers, path: view.pathParams, query: view.queryParams, request: view.requestFields, response: view.responseFields };
      return Object.entries(tables).flatMap(([table, rows]) => rows.filter((row) => !row.description).map((row) => `${id} ${table} ${row.name}`));
    });
    expect(undescribed).toEqual([]);
  });

  it('lists each error code under the HTTP status the errors page gives it, and no refusal reason as an HTTP error', () => {
    const rows = (JSON.parse(readFileSync(path.join(root, contentFile('data/error-codes.json')), 'utf8')) as { errors: { code: string; kind: 'error' | 'refusal'; status?: number }[] }).errors;
    const byCode = new Map(rows.map((e) => [e.code, e]));
    expect(rows.filter((e) => (e.kind === 'error') !== (e.status !== undefined)).map((e) => e.code), 'an error has an HTTP status, a refusal reason none').toEqual([]);
    const mismatches = [...operationIds(api)].flatMap((id) =>
      (endpointView(api, id)?.errors ?? []).flatMap((error) =>
        error.codes.flatMap((code) => {
          const row = byCode.get(code);
          if (row?.kind === 'refusal') return [`${id}: refusal reason ${code} listed under HTTP ${error.status}`];
          return row && String(row.status) !== error.status ? [`${id}: ${code} under ${error.status}, errors page says ${row.status}`] : [];
        }),
      ),
    );
    expect(mismatches).toEqual([]);
  });

  it('declares 429, 500 and 503 on every operation, so that its error table shows them', () => {
    const missing = [...operationIds(api)].flatMap((id) => {
      const view = endpointView(api, id);
      if (!view || view.webhook) return [];
      return ['429', '500', '503'].filter((status) => !view.errors.some((e) => e.status === status)).map((status) => `${id} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every operation example requests (each named one too) and an example response that match their schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    let checked = 0;
    for (const id of operationIds(api)) {
      const operation = findOperation(api, id)?.operation;
      const requestSchema = (operation?.requestBody as { content?: Record<string, { schema?: object }> } | undefined)?.content?.['application/json']?.schema;
      if (requestSchema) {
        const validate = ajv.compile(requestSchema);
        for (const name of [undefined, ...requestExampleNames(api, id)]) {
          const body = endpointView(api, id, name)?.exampleBody;
          expect(validate(body), `${id} ${name ?? '(default)'}: ${JSON.stringify(validate.errors)}`).toBe(true);
          checked += 1;
        }
      }
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1] as { content?: Record<string, { schema?: object }> } | undefined;
      const responseSchema = success?.content?.['application/json']?.schema;
      if (responseSchema) {
        const validate = ajv.compile(responseSchema);
        expect(validate(endpointView(api, id)?.exampleResponse), `${id} response: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('gives the webhook message an example whose type is a documented event type', () => {
    const events = new Set((JSON.parse(readFileSync(path.join(root, contentFile('data/webhook-events.json')), 'utf8')) as { events: { type: string }[] }).events.map((e) => e.type));
    const view = endpointView(api, 'webhookMessage');
    expect(view?.webhook).toBe(true);
    expect(view?.headers.map((h) => h.name)).toEqual(['Paymora-Signature', 'Paymora-Delivery-Signature', 'Paymora-Event-Id', 'Paymora-Event-Type']);
    expect(events.has((view?.exampleBody as { type: string }).type)).toBe(true);
  });
});

describe('endpoint view', () => {
  it('flattens the request and response, marks required fields and lists errors', () => {
    const view = endpointView(api, 'capturePayment');
    expect(view).toMatchObject({ method: 'POST', path: '/payments/{paymentId}/captures', responseStatus: '201', sandboxUrl: 'https://api.sandbox.paymora.example/v1/payments/{paymentId}/captures' });
    expect(view?.requestFields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['merchantAccount', 'string', true],
      ['reference', 'string', false],
      ['amount', 'object', true],
      ['amount.value', 'integer', true],
      ['amount.currency', 'string', true],
      ['lineItems', 'array of object', false],
      ['lineItems[].type', 'string', false],
      ['lineItems[].sku', 'string', false],
      ['lineItems[].description', 'string', true],
      ['lineItems[].quantity', 'integer', true],
      ['lineItems[].amountIncludingTax', 'integer', true],
      ['lineItems[].taxPercentage', 'integer', false],
      ['finalCapture', 'boolean', false],
    ]);
    expect(view?.headers.map((h) => h.name)).toEqual(['X-Api-Key', 'Idempotency-Key']);
    expect(view?.errors.find((e) => e.status === '422')?.codes).toContain('capture_window_expired');
    expect(view?.exampleBody).toEqual({ merchantAccount: 'AcmeShopEUR', reference: 'order-10293-mod-1', amount: { value: 2500, currency: 'EUR' } });
    expect(endpointView(api, 'noSuchOperation')).toBeNull();
  });

  it('writes curl, C# and Node.js samples that send the example to the sandbox', () => {
    const view = endpointView(api, 'refundPayment');
    if (!view) throw new Error('refundPayment missing');
    const samples = requestSamples(view);
    expect(samples.map((s) => s.language)).toEqual(['bash', 'csharp', 'javascript']);
    for (const sample of samples) {
      expect(sample.code, sample.language).toContain('https://api.sandbox.paymora.example/v1/payments/pay_4Hs8Lq2Zr/refunds');
      expect(sample.code, sample.language).toContain('Idempotency-Key');
    }
    const curlBody = /-d '([\s\S]+)'$/.exec(samples[0]?.code ?? '')?.[1] ?? '';
    expect(JSON.parse(curlBody)).toEqual(view.exampleBody);
    expect(samples[1]?.code).toContain('HttpMethod.Post');
  });

  it("names the document's example ids and merchant account in every sample, so a copied one is not sent as it is", () => {
    const refund = endpointView(api, 'refundPayment')!;
    for (const code of [...requestSamples(refund).map((sample) => sample.code), ...snippetLanguages.map((language) => snippetSample(refund, language))]) {
      expect(code).toMatch(/^(?:#|\/\/) Example values: put your own in place of pay_4Hs8Lq2Zr \(paymentId\) and AcmeShopEUR \(merchantAccount\)\.$/m);
    }
    for (const sample of requestSamples(endpointView(api, 'listTokens')!)) expect(sample.code, sample.language).toContain('in place of shopper-5531 (shopperReference).');
    for (const sample of requestSamples(endpointView(api, 'listPaymentLinks')!)) expect(sample.code, sample.language).not.toContain('Example values');
    // The body fields come from the document's x-sample-own-fields, not from a name the engine knows.
    const unmarked = structuredClone(api);
    Reflect.deleteProperty(unmarked, 'x-sample-own-fields');
    for (const sample of requestSamples(endpointView(unmarked, 'refundPayment')!)) expect(sample.code, sample.language).toMatch(/^(?:#|\/\/) Example values: put your own in place of pay_4Hs8Lq2Zr \(paymentId\)\.$/m);
  });

  it("derives a refund's or capture's key from the system's prefix, the payment, which refund or capture of it and the attempt last, so that running the sample again is a retry, not a second refund", () => {
    for (const [operationId, key] of [['refundPayment', 'shop-eu:pay_4Hs8Lq2Zr:refund-1:1'], ['capturePayment', 'shop-eu:pay_4Hs8Lq2Zr:capture-1:1']] as const) {
      const view = endpointView(api, operationId)!;
      expect(view.exampleIdempotencyKey).toBe(key);
      const [curl, csharp, node] = requestSamples(view);
      expect(curl?.code).toContain(`IDEMPOTENCY_KEY='${key}'`);
      expect(csharp?.code).toContain(`var idempotencyKey = "${key}";`);
      expect(node?.code).toContain(`const idempotencyKey = '${key}';`);
      for (const language of snippetLanguages) expect(snippetSample(view, language), language).toContain(key);
      for (const code of [...requestSamples(view).map((sample) => sample.code), ...snippetLanguages.map((language) => snippetSample(view, language))]) {
        expect(code).not.toMatch(/uuidgen|NewGuid|randomUUID|uuid4|random_bytes/);
        expect(code).toMatch(/Store the key .*send the same key to retry; the last number is the attempt, raised only after an answer the key keeps/);
        expect(code).toContain(`Replace shop-eu with your system's name`);
        // Which refund or capture is numbered in the operation part, so that the last number only counts attempts (get-the-key's one shape).
        expect(code).toContain(`number each ${key.split(':')[2]?.replace(/-\d+$/, '')} of the object in the operation part`);
        expect(code).not.toMatch(/next (?:refund|capture)|takes the next number/);
      }
    }
    // A cancel happens once per payment: its key has no count in the operation part, and its note asks for none.
    const cancel = endpointView(api, 'cancelPayment')!;
    expect(cancel.exampleIdempotencyKey).toBe('shop-eu:pay_4Hs8Lq2Zr:cancel:1');
    for (const sample of requestSamples(cancel)) expect(sample.code, sample.language).toMatch(/shares its keys\)\. Store the key .*the last number is the attempt/);
  });

  it("starts every operation's key example with a system prefix, as get-the-key's rule asks: keys are shared by every system of a merchant account", () => {
    const keys = [...operationIds(api)].flatMap((operationId) => endpointView(api, operationId)?.exampleIdempotencyKey ?? []);
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(key).toMatch(/^shop-eu:[a-z]+_\w+:[a-z]+(?:-1)?:1$/);
  });

  // Fresh review 38b M2: a call on an object that exists (a modification, an expiry, an update) derives its key from
  // that object, as get-the-key says the reference's samples do; only a create mints one, saved before its first try.
  it('derives the key of every keyed call on an existing object from that object, never a random one', () => {
    const random = allOperations(api)
      .filter(({ id, operation }) => !id.startsWith('create') && (operation.parameters ?? []).some((p) => 'name' in p && p.name === 'Idempotency-Key'))
      .filter(({ id }) => endpointView(api, id)?.exampleIdempotencyKey == null)
      .map(({ id }) => id);
    expect(random).toEqual([]);
    expect(allOperations(api).filter(({ operation }) => (operation.parameters ?? []).some((p) => 'name' in p && p.name === 'Idempotency-Key')).length).toBeGreaterThan(20);
  });

  it('gives every run of a create sample its own idempotency key, kept in a variable for a retry, and keeps C# for a GET tidy', () => {
    const post = requestSamples(endpointView(api, 'createPayment', 'token')!);
    expect(post[0]?.code).toMatch(/^IDEMPOTENCY_KEY=\$\(uuidgen\)$[\s\S]*-H "Idempotency-Key: \$IDEMPOTENCY_KEY"/m);
    expect(post[1]?.code).toMatch(/var idempotencyKey = Guid\.NewGuid\(\)\.ToString\(\);[\s\S]*request\.Headers\.Add\("Idempotency-Key", idempotencyKey\);/);
    expect(post[2]?.code).toMatch(/const idempotencyKey = crypto\.randomUUID\(\);[\s\S]*'Idempotency-Key': idempotencyKey,/);
    for (const sample of post) expect(sample.code, sample.language).toMatch(/send the same key to retry/);
    expect(post[1]?.code).toMatch(/^\/\/ C# 11 \/ \.NET 7/);
    for (const sample of post) expect(sample.code, sample.language).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    const get = requestSamples(endpointView(api, 'getPaymentLink')!)[1]?.code ?? '';
    expect(get).not.toContain('using System.Text;');
    expect(get).not.toMatch(/\{\s*\}/);
    expect(get).toContain('new HttpRequestMessage(HttpMethod.Get, "https://api.sandbox.paymora.example/v1/payment-links/plk_6Fq9Zs3Vb");');
  });

  it('sends the required query parameters with their examples, so a copied sample does not answer 400', () => {
    const view = endpointView(api, 'listTokens')!;
    expect(view.exampleQuery).toEqual({ shopperReference: 'shopper-5531' });
    const [curl, csharp, node] = requestSamples(view).map((s) => s.code);
    expect(curl).toContain('curl -X GET "https://api.sandbox.paymora.example/v1/tokens?shopperReference=shopper-5531"');
    expect(csharp).toContain('"https://api.sandbox.paymora.example/v1/tokens?shopperReference=shopper-5531"');
    expect(node).toContain("fetch('https://api.sandbox.paymora.example/v1/tokens?shopperReference=shopper-5531'");
    expect(endpointView(api, 'listPaymentLinks')?.exampleQuery).toEqual({});
    expect(endpointView(api, 'listPayments')?.exampleQuery).toEqual({});
  });

  it('finds the API blocks an MDX body renders, with their lines', () => {
    expect(apiUsesOf('Intro\n\n<Endpoint operation="refundPayment" />\n\nText <Endpoint operation="x"/> and <Parameter operation="x" name="amount" />')).toEqual([
      { component: 'Endpoint', operation: 'refundPayment', line: 3 },
      { component: 'Endpoint', operation: 'x', line: 5 },
      { component: 'Parameter', operation: 'x', line: 5, name: 'amount' },
    ]);
  });

  it("answers with the example a response gives, its schema's or beside it, and builds one from the fields' examples only without: a created checkout has no payment yet", () => {
    expect(endpointView(api, 'createCheckout')?.exampleResponse).toMatchObject({ status: 'open' });
    expect(endpointView(api, 'createCheckout')?.exampleResponse).not.toHaveProperty('paymentId');
    expect(endpointView(api, 'createSession')?.exampleResponse).toMatchObject({ status: 'active' });
    expect(endpointView(api, 'createSession')?.exampleResponse).not.toHaveProperty('paymentId');
    expect(endpointView(api, 'getCheckout')?.exampleResponse).toMatchObject({ status: 'completed', paymentStatus: 'authorised', paymentMethod: { type: 'card' } });
    expect(endpointView(api, 'getCheckout')?.exampleResponse).not.toHaveProperty('paymentMethod.mandateReference');
    const fields = { type: 'object', properties: { status: { type: 'string', example: 'done' } } } as const;
    const thingApi = (media: Record<string, unknown>): ApiDocument => ({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/things': { post: { operationId: 'createThing', responses: { '201': { description: 'Created.', content: { 'application/json': { schema: fields, ...media } } } } } } } });
    expect(endpointView(thingApi({ example: { status: 'new' } }), 'createThing')?.exampleResponse).toEqual({ status: 'new' });
    expect(endpointView(thingApi({}), 'createThing')?.exampleResponse).toEqual({ status: 'done' });
  });

  it('builds examples and fields through allOf', () => {
    const schema = { allOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'string', example: 'x' } } }, { type: 'object', properties: { b: { type: 'integer', example: 1 } } }] } as const;
    expect(exampleOf(schema as never)).toEqual({ a: 'x', b: 1 });
    // A deprecated field stays out of examples, so that readers copy its replacement (a link's sales, not payments).
    expect(exampleOf({ type: 'object', properties: { a: { type: 'string', example: 'x' }, old: { type: 'array', deprecated: true, example: [] } } } as never)).toEqual({ a: 'x' });
    const link = endpointView(api, 'getPaymentLink')?.exampleResponse as Record<string, unknown>;
    expect([Object.keys(link).includes('sales'), Object.keys(link).includes('payments')]).toEqual([true, false]);
    expect(flattenFields(schema as never).map((f) => [f.name, f.required])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('keeps a default request minimal: required fields only, unless the document gives the example', () => {
    expect(Object.keys(endpointView(api, 'createCheckout')?.exampleBody as object)).toEqual(['merchantAccount', 'reference', 'amount', 'returnUrl']);
    expect((endpointView(api, 'createSession', 'adyenComponents')?.exampleBody as { integration: string }).integration).toBe('adyen-components');
    expect(() => endpointView(api, 'createSession', 'noSuchExample')).toThrow(/no example named "noSuchExample"/);
  });

  it('shows defaults, limits and allowed values with the field', () => {
    const rows = endpointView(api, 'createCheckout')?.requestFields ?? [];
    expect(rows.find((r) => r.name === 'captureMode')).toMatchObject({ type: 'string', default: '"automatic"', allowed: ['automatic', 'manual'] });
    expect(rows.find((r) => r.name === 'captureDelayHours')?.constraints).toEqual(['1 to 144']);
    expect(rows.find((r) => r.name === 'lineItems')?.type).toBe('array of object');
    expect(rows.map((r) => r.name)).toContain('lineItems[].amountIncludingTax');
  });

  it('shows the limits of a map of your own keys on its row: how many keys, and the keys and values allowed', () => {
    expect(endpointView(api, 'createPayment')?.requestFields.find((r) => r.name === 'metadata')?.constraints).toEqual([
      'at most 20 keys',
      'keys: 1 to 40 characters',
      'keys: pattern ^[A-Za-z0-9_.-]+$',
      'values: at most 500 characters',
    ]);
  });
});

describe('parameter view', () => {
  it('adds the parameter to the basic request and lists its nested fields', () => {
    const view = parameterView(api, 'createCheckout', 'shopper');
    expect(view?.rows.map((r) => r.name)).toEqual(['shopper', 'shopper.name', 'shopper.email', 'shopper.phone']);
    expect(view?.endpoint.exampleBody).toMatchObject({ merchantAccount: 'AcmeShopEUR', returnUrl: 'https://shop.example/checkout/return', shopper: { email: 'alex.morgan@mail.example' } });
    const samples = requestSamples(view!.endpoint);
    for (const sample of samples) expect(sample.code, sample.language).toContain('alex.morgan@mail.example');
  });

  it('builds on a named example, and knows no field the request does not have', () => {
    expect(parameterView(api, 'createSession', 'culture', 'paymoraComponents')?.endpoint.exampleBody).toMatchObject({ integration: 'paymora-components', culture: 'nl-NL' });
    expect(parameterView(api, 'createCheckout', 'noSuchField')).toBeNull();
    // A field the schema requires with another (dependentRequired) brings the other along, so the sample is accepted.
    expect(parameterView(api, 'createPayment', 'originalPaymentId')?.endpoint.exampleBody).toMatchObject({ originalPaymentId: 'pay_5Tr2Kx8Ld', mitReason: 'delayed_charge' });
    // So does a flag whose `true` the schema's anyOf ties to another field (storePaymentMethod needs shopperReference).
    const stored = parameterView(api, 'createCheckout', 'storePaymentMethod')?.endpoint.exampleBody;
    expect(stored).toMatchObject({ storePaymentMethod: true, shopperReference: 'shopper-5531' });
    expect(parameterView(api, 'createCheckout', 'recurringProcessingModel')?.endpoint.exampleBody).toMatchObject({ shopperReference: 'shopper-5531' });
    // A field the schema rejects beside the example's values (captureDelayHours with captureMode manual) is no sample.
    expect(() => parameterView(api, 'createPayment', 'captureDelayHours', 'preAuthorisation')).toThrow(/captureDelayHours.*preAuthorisation.*captureMode with captureDelayHours/);
    expect(parameterView(api, 'createPayment', 'captureDelayHours', 'oneClick')?.endpoint.exampleBody).toMatchObject({ captureDelayHours: expect.any(Number) });
  });

  it('holds the request rules the pages state in the request schema of POST /payments', () => {
    const body = (name: string) => structuredClone(endpointView(api, 'createPayment', name)?.exampleBody) as Record<string, unknown> & { paymentMethod: Record<string, unknown>; amount: Record<string, unknown> };
    const refused = (value: unknown) => requestBodyProblems(api, 'createPayment', value).length > 0;
    for (const name of requestExampleNames(api, 'createPayment')) expect([name, requestBodyProblems(api, 'createPayment', body(name))]).toEqual([name, []]);
    // A token payment names the token and its shopper; card details are all four encrypted values.
    const token = body('oneClick');
    expect(refused({ ...token, shopperReference: undefined })).toBe(true);
    expect(refused({ ...token, paymentMethod: { type: 'token' } })).toBe(true);
    const card = body('encryptedCard');
    expect(refused({ ...card, paymentMethod: { ...card.paymentMethod, encryptedSecurityCode: undefined } })).toBe(true);
    // Without the shopper: subscription or unscheduled_card_on_file, or an mitReason, never both, never ecommerce.
    const mit = body('delayedCharge');
    expect(refused({ ...mit, mitReason: undefined, originalPaymentId: undefined })).toBe(true);
    expect(refused({ ...mit, recurringProcessingModel: 'subscription' })).toBe(true);
    expect(refused({ ...mit, shopperInteraction: 'ecommerce' })).toBe(true);
    expect(refused({ ...mit, mitReason: undefined, originalPaymentId: undefined, recurringProcessingModel: 'card_on_file' })).toBe(true);
    expect(refused({ ...mit, mitReason: undefined, originalPaymentId: undefined, recurringProcessingModel: 'unscheduled_card_on_file' })).toBe(false);
    // 3-D Secure runs only with the shopper: threeDSecureRequest on a merchant_initiated payment is refused, not ignored.
    for (const value of ['automatic', 'no_exemption', 'challenge']) {
      expect([value, refused({ ...mit, threeDSecureRequest: value })]).toEqual([value, true]);
      expect([value, refused({ ...card, threeDSecureRequest: value }), refused({ ...token, threeDSecureRequest: value })]).toEqual([value, false, false]);
    }
    expect(refused({ ...card, threeDSecureRequest: 'frictionless' })).toBe(true);
    // 0 verifies card details it stores, and captures nothing.
    const verification = body('cardVerification');
    expect(refused({ ...verification, storePaymentMethod: undefined })).toBe(true);
    expect(refused({ ...verification, captureMode: 'manual' })).toBe(true);
    expect(refused({ ...card, amount: { ...card.amount, value: 0 } })).toBe(true);
    // A rule applies only when its field is there: a body without amount or paymentMethod is told what it lacks, not
    // to store a payment method or name a shopper (the console lists the first few problems only).
    const lacking = requestBodyProblems(api, 'createPayment', { reference: 'order-10293' }).join(' ');
    expect(lacking).not.toMatch(/storePaymentMethod|shopperReference/);
  });

  it('holds the rules of an amount of 0 in the request schemas of POST /checkouts and POST /sessions too', () => {
    for (const operationId of ['createCheckout', 'createSession']) {
      const refused = (value: unknown) => requestBodyProblems(api, operationId, value).length > 0;
      const body = { ...(structuredClone(endpointView(api, operationId)?.exampleBody) as Record<string, unknown>), shopperReference: 'shopper-5531' };
      const zero = { ...body, amount: { value: 0, currency: 'EUR' } };
      expect([operationId, refused(body), refused({ ...zero, recurringProcessingModel: 'subscription' }), refused({ ...zero, storePaymentMethod: true })]).toEqual([operationId, false, false, false]);
      // A checkout or a session is paid by the shopper, so it takes threeDSecureRequest like an ecommerce payment.
      expect([operationId, refused({ ...body, threeDSecureRequest: 'challenge' })]).toEqual([operationId, false]);
      // 0 stores a payment method, and captures nothing.
      expect([operationId, refused(zero)]).toEqual([operationId, true]);
      const verification = { ...zero, storePaymentMethod: true };
      for (const setting of [{ captureMode: 'manual' }, { captureDelayHours: 48 }, { authorisationType: 'pre_authorisation' }]) expect([operationId, setting, refused({ ...verification, ...setting })]).toEqual([operationId, setting, true]);
    }
  });

  it('names what is wrong with an API block of a page', () => {
    const [endpoint, parameter, example, nameless] = apiUsesOf(
      '<Endpoint operation="captuerPayment" />\n\n<Parameter operation="createCheckout" name="abandonURL" />\n\n<Endpoint operation="createSession" example="drop-in" />\n\n<Parameter operation="createCheckout" />',
    );
    expect(apiUseProblem(api, endpoint!)).toMatch(/names no operation of content\/api\/openapi\.yaml; known: .*capturePayment/);
    expect(apiUseProblem(api, parameter!)).toMatch(/has no field "abandonURL" \(it has: merchantAccount, reference, amount, returnUrl, abandonUrl/);
    expect(apiUseProblem(api, example!)).toMatch(/has no example "drop-in" \(it has: paymoraComponents, adyenComponents, paymoraComponentsPreAuthorisation, adyenComponentsPreAuthorisation, paymoraComponentsLineItems, adyenComponentsLineItems\)/);
    expect(apiUseProblem(api, nameless!)).toMatch(/needs a name/);
    expect(apiUseProblem(api, { component: 'Parameter', operation: 'createCheckout', name: 'abandonUrl', line: 1 })).toBeNull();
    // A field the request's rules refuse beside the example's values: a capture setting on a card verification.
    expect(apiUseProblem(api, { component: 'Parameter', operation: 'createPayment', name: 'captureMode', example: 'cardVerification', line: 1 })).toMatch(/the request's rules refuse this field beside the example's values .*pick another example=/);
  });
});
