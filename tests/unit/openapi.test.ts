/** The API document and what pages render from it: views, examples that match their schemas, error codes that exist. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiProblems, loadApi, operationIds, type ApiDocument } from '@/lib/openapi/document';
import { endpointView, exampleOf, flattenFields } from '@/lib/openapi/endpoint';
import { operationsUsedBy } from '@/lib/openapi/page-endpoints';
import { requestSamples } from '@/lib/openapi/samples';

const root = path.resolve(import.meta.dirname, '../..');
let api: ApiDocument;

beforeAll(async () => {
  process.env.CONTENT_DIR = path.join(root, 'content');
  api = await loadApi();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(await apiProblems(true)).toEqual([]);
    expect(api.openapi).toBe('3.1.0');
  });

  it('has the modification operations', () => {
    expect([...operationIds(api)].sort()).toEqual(
      expect.arrayContaining(['adjustPaymentAmount', 'cancelPayment', 'capturePayment', 'refundPayment', 'reversePayment', 'createCheckout', 'getCheckout', 'createPaymentLink', 'listPaymentLinks', 'getPaymentLink', 'updatePaymentLink', 'disablePaymentLink']),
    );
  });

  it('names only error codes that the errors page documents', () => {
    const documented = new Set((JSON.parse(readFileSync(path.join(root, 'content/data/error-codes.json'), 'utf8')) as { errors: { code: string }[] }).errors.map((e) => e.code));
    const used = [...operationIds(api)].flatMap((id) => endpointView(api, id)?.errors.flatMap((e) => e.codes) ?? []);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((code) => !documented.has(code))).toEqual([]);
  });

  it('gives every operation an example request that matches its own schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const id of operationIds(api)) {
      const view = endpointView(api, id);
      const operation = Object.values(api.paths ?? {}).flatMap((item) => [item?.post, item?.get, item?.patch, item?.put, item?.delete]).find((op) => op?.operationId === id);
      const schema = (operation?.requestBody as { content?: Record<string, { schema?: object }> } | undefined)?.content?.['application/json']?.schema;
      if (!schema) continue;
      const validate = ajv.compile(schema);
      expect(validate(view?.exampleBody), `${id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
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
    ]);
    expect(view?.headers.map((h) => h.name)).toEqual(['X-Api-Key', 'Idempotency-Key']);
    expect(view?.errors.find((e) => e.status === '422')?.codes).toContain('capture_window_expired');
    expect(view?.exampleBody).toEqual({ merchantAccount: 'AcmeShopEUR', reference: 'order-10293-capture-1', amount: { value: 2500, currency: 'EUR' } });
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

  it('finds the operations an MDX body renders, with their lines', () => {
    expect(operationsUsedBy('Intro\n\n<Endpoint operation="refundPayment" />\n\nText <Endpoint operation="x"/>')).toEqual([
      { operation: 'refundPayment', line: 3 },
      { operation: 'x', line: 5 },
    ]);
  });

  it('builds examples and fields through allOf', () => {
    const schema = { allOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'string', example: 'x' } } }, { type: 'object', properties: { b: { type: 'integer', example: 1 } } }] } as const;
    expect(exampleOf(schema as never)).toEqual({ a: 'x', b: 1 });
    expect(flattenFields(schema as never).map((f) => [f.name, f.required])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});
