/** The API diff between two versions' documents (lib/openapi/api-diff.ts): what it finds and what it marks breaking. */
import { describe, expect, it } from 'vitest';
import { apiDiff, type ApiChange } from '@/lib/openapi/api-diff';
import { loadApi } from '@/lib/openapi/document';
import { isApiDocument, type ApiDocument } from '@/lib/openapi/api-document';

type Json = Record<string, unknown>;

const object = (properties: Json, required: string[] = []): Json => ({ type: 'object', properties, required });
const json = (schema: Json) => ({ content: { 'application/json': { schema } } });

/** A document with one call (POST /things) and one webhook, parts of which each test replaces. */
function document({ request = object({ amount: { type: 'integer' }, mode: { type: 'string', enum: ['a', 'b'] } }, ['amount']), response = object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid'] } }), statuses = ['201', '404'], query = [] as Json[], paths = {} as Json, message = object({ reason: { type: 'string', enum: ['x'] } }), id = 'createThing' } = {}): ApiDocument {
  const responses = Object.fromEntries(statuses.map((status) => [status, status.startsWith('2') ? { description: 'ok', ...json(response) } : { description: 'error' }]));
  const built: unknown = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: { '/things': { post: { operationId: id, parameters: query, requestBody: json(request), responses } }, ...paths },
    webhooks: { thingEvent: { post: { operationId: 'thingMessage', requestBody: json(message), responses: { '200': { description: 'ok' } } } } },
  };
  if (!isApiDocument(built)) throw new Error('the test document is not an OpenAPI 3.1 document');
  return built;
}

const changesOf = (before: ApiDocument, after: ApiDocument): ApiChange[] => apiDiff(before, after).operations.flatMap((operation) => operation.changes);
const line = (change: ApiChange) => `${change.breaking ? 'BREAKING ' : ''}${change.change} ${change.subject} ${change.place} ${change.name}: ${change.detail}`;

describe('the API diff', () => {
  it('finds nothing between a document and itself', () => {
    expect(apiDiff(document(), document())).toEqual({ operations: [], breaking: 0 });
  });

  it('lists operations added (not breaking) and removed (breaking), matched by method and path rather than operationId', () => {
    const extra = { '/things/{id}': { get: { operationId: 'getThing', responses: { '200': { description: 'ok' } } } } };
    const diff = apiDiff(document({ paths: extra }), document({ id: 'makeThing', paths: { '/others': { get: { operationId: 'listOthers', responses: {} } } } }));
    expect(diff.operations.map((operation) => `${operation.change} ${operation.method} ${operation.path} ${operation.id}${operation.breaking ? ' breaking' : ''}`)).toEqual([
      'added GET /others listOthers',
      'removed GET /things/{id} getThing breaking',
    ]);
    expect(diff.breaking).toBe(1);
  });

  it('marks a new required request field breaking and a new optional one not', () => {
    const after = document({ request: object({ amount: { type: 'integer' }, mode: { type: 'string', enum: ['a', 'b'] }, note: { type: 'string' }, country: { type: 'string' } }, ['amount', 'country']) });
    expect(changesOf(document(), after).map(line)).toEqual(['added field request body note: optional', 'BREAKING added field request body country: required']);
  });

  it('marks a response field removed, retyped or made nullable breaking, and one added not', () => {
    const after = document({ response: object({ id: { type: 'integer' }, status: { type: ['string', 'null'], enum: ['open', 'paid'] }, extra: { type: 'string' } }) });
    const before = document({ response: object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid'] }, gone: { type: 'string' } }) });
    expect(changesOf(before, after).map(line)).toEqual([
      'BREAKING changed field response 201 id: type string → integer',
      'BREAKING changed field response 201 status: may now be null',
      'added field response 201 extra: optional',
      'BREAKING removed field response 201 gone: no longer returned',
    ]);
  });

  it('tells enum values apart by direction: a value taken from a request breaks, a value added to a response does not', () => {
    const after = document({ request: object({ amount: { type: 'integer' }, mode: { type: 'string', enum: ['a', 'c'] } }, ['amount']), response: object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid', 'refunded'] } }) });
    expect(changesOf(document(), after).map(line)).toEqual([
      'added enum value request body mode: c: accepted',
      'BREAKING removed enum value request body mode: b: no longer accepted',
      'added enum value response 201 status: refunded: may be returned: handle values you do not know',
    ]);
  });

  it('lists statuses added and removed, a removed success answer breaking', () => {
    expect(changesOf(document(), document({ statuses: ['200', '409'] })).map(line)).toEqual([
      'added status responses 200: a new success answer',
      'added status responses 409: a new answer to handle',
      'BREAKING removed status responses 201: no longer returned',
      'removed status responses 404: no longer answered',
    ]);
  });

  it('reads a new required query parameter as breaking, and a webhook message as what the integrator receives', () => {
    const after = document({ query: [{ name: 'expand', in: 'query', required: true, schema: { type: 'string' } }], message: object({ reason: { type: 'string', enum: ['x', 'y'] }, extra: { type: 'string' } }, ['extra']) });
    expect(changesOf(document(), after).map(line)).toEqual([
      'BREAKING added field query expand: required',
      'added enum value message reason: y: may be sent: handle values you do not know',
      'added field message extra: required',
    ]);
  });

  it('tells the fields of a new nested object by the object alone', () => {
    const after = document({ response: object({ id: { type: 'string' }, status: { type: 'string', enum: ['open', 'paid'] }, secure: object({ result: { type: 'string' } }) }) });
    expect(changesOf(document(), after).map(line)).toEqual(['added field response 201 secure: optional']);
  });

  it('finds the payment links API added from October 2025 to the latest, and nothing breaking', async () => {
    const diff = apiDiff(await loadApi('versions/2025-10/'), await loadApi(''));
    const added = diff.operations.filter((operation) => operation.change === 'added').map((operation) => operation.id);
    expect(added).toEqual(expect.arrayContaining(['createPaymentLink', 'listPaymentLinks', 'getPaymentLink', 'updatePaymentLink', 'disablePaymentLink']));
    expect(diff.operations.filter((operation) => operation.change === 'removed')).toEqual([]);
    expect(diff.breaking).toBe(0);
    const webhook = diff.operations.find((operation) => operation.id === 'webhookMessage');
    expect(webhook?.changes.map(line)).toContain('added enum value message data.reason: no_mandate: may be sent: handle values you do not know');
  });
});
