/**
 * The API document and the typed data files state each fact once; these checks hold them to each other:
 * error codes and their HTTP statuses, webhook events and the webhook schema, status values and the
 * document's enums, refusal reasons wherever a data file names one, and test cards against payment methods.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from '@/lib/openapi/document';
import type { ApiDocument } from '@/lib/openapi/api-document';
import { enumMeanings, flattenFields, merged } from '@/lib/openapi/endpoint';
import { allOperations, findOperation } from '@/lib/openapi/operations';
import { captureDelayLimitHours } from '@/paymora/authorisation-windows';
import { operationStateProblems, type OperationStates } from '@/paymora/operation-states';
import { webhookDataSchema } from '@/lib/openapi/webhook-events';
import { closed } from '../support/closed-schema';
import { CONTENT_FOLDER, contentFile } from '@/lib/build/folders';

type Schema = OpenAPIV3_1.SchemaObject;
const root = path.resolve(import.meta.dirname, '../..');
const data = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, contentFile('data'), file), 'utf8')) as T;

interface ErrorRow { code: string; kind: 'error' | 'refusal'; status?: number; retry?: string }
interface EventRow { type: string; fields: string[]; example: Record<string, unknown> }

let api: ApiDocument;
let errors: ErrorRow[];
let events: EventRow[];
const schemas = () => (api.components?.schemas ?? {}) as Record<string, Schema>;
const enumOf = (name: string) => (schemas()[name]?.enum ?? []).map(String);

/** Every error response of every operation: the status it is declared under and the codes it names. */
function errorResponses(): { operation: string; status: string; codes: string[] }[] {
  return allOperations(api).flatMap(({ id, operation }) =>
    Object.entries(operation.responses ?? {}).map(([status, response]) => ({ operation: id, status, codes: (response as { 'x-error-codes'?: string[] })['x-error-codes'] ?? [] })),
  );
}


beforeAll(async () => {
  process.env.CONTENT_DIR = path.join(root, CONTENT_FOLDER);
  api = await loadApi();
  errors = data<{ errors: ErrorRow[] }>('error-codes.json').errors;
  events = data<{ events: EventRow[] }>('webhook-events.json').events;
});

describe('error codes and HTTP statuses', () => {
  it('declares each error code only under the HTTP status error-codes.json gives it, wherever a response can return it', () => {
    const byCode = new Map(errors.map((e) => [e.code, e]));
    const wrong = errorResponses().flatMap(({ operation, status, codes }) =>
      codes.flatMap((code) => {
        const row = byCode.get(code);
        if (!row) return [`${operation} ${status}: ${code} is not in error-codes.json`];
        if (row.kind === 'refusal') return [`${operation} ${status}: ${code} is a refusal reason, never an HTTP error`];
        return String(row.status) === status ? [] : [`${operation}: ${code} under ${status}, error-codes.json says ${row.status}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('has an HTTP status for every error and none for a refusal reason, and every error is returned by some operation', () => {
    expect(errors.filter((e) => (e.kind === 'error') !== (typeof e.status === 'number')).map((e) => e.code)).toEqual([]);
    expect(errors.filter((e) => e.kind === 'refusal' && !['never', 'shopper', 'later'].includes(e.retry ?? '')).map((e) => e.code)).toEqual([]);
    const used = new Set(errorResponses().flatMap((r) => r.codes));
    expect(errors.filter((e) => e.kind === 'error' && !used.has(e.code)).map((e) => e.code)).toEqual([]);
    expect(new Set(errors.map((e) => e.code)).size).toBe(errors.length);
  });

  it('explains every HTTP status the document declares in http-status-codes.json', () => {
    const explained = new Set(data<{ statuses: { status: number }[] }>('http-status-codes.json').statuses.map((s) => String(s.status)));
    const declared = new Set(errorResponses().filter((r) => !allOperations(api).find((o) => o.id === r.operation)?.webhook).map((r) => r.status));
    expect([...declared].filter((status) => !explained.has(status))).toEqual([]);
  });

  it('answers POST /payments with 201 and POST /payments/details with 200, whatever the outcome', () => {
    const success = (id: string) => Object.keys(allOperations(api).find((o) => o.id === id)?.operation.responses ?? {}).filter((s) => s.startsWith('2'));
    expect(success('createPayment')).toEqual(['201']);
    expect(success('submitPaymentDetails')).toEqual(['200']);
  });
});

describe('webhook events', () => {
  it('lists the same event types in webhook-events.json and the webhook schema type enum', () => {
    expect(events.map((e) => e.type).sort()).toEqual([...enumOf('WebhookEventType')].sort());
    const type = merged(merged(schemas().WebhookMessage ?? {}).properties?.type as Schema);
    expect((type.enum ?? []).map(String).sort()).toEqual(events.map((e) => e.type).sort());
  });

  it('names only data fields the webhook schema describes, and gives each event an example message that matches it', () => {
    const fields = new Set(flattenFields(webhookDataSchema(api)).map((row) => row.name));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const validate = ajv.compile(closed(schemas().WebhookMessage ?? {}));
    const bad: string[] = [];
    for (const event of events) {
      for (const field of event.fields) if (!fields.has(field)) bad.push(`${event.type}: ${field} is not in the webhook data schema`);
      for (const key of Object.keys(event.example)) if (!event.fields.includes(key)) bad.push(`${event.type}: its example has ${key}, which fields does not list`);
      const message = { id: 'evt_2Wn6Yb8Kc', type: event.type, createdAt: '2026-11-03T10:16:04Z', live: false, data: event.example };
      if (!validate(message)) bad.push(`${event.type}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(bad).toEqual([]);
  });

  it('does not close the webhook message to new fields', () => {
    const open = (schema: Schema | undefined): string[] => {
      if (!schema) return [];
      const flat = merged(schema);
      return [...(flat.additionalProperties === false ? ['closed'] : []), ...Object.values(flat.properties ?? {}).flatMap((child) => open(child as Schema))];
    };
    expect(open(schemas().WebhookMessage)).toEqual([]);
  });
});

describe('calls that list and keep things', () => {
  it('pages every list the same way: limit 1 to 100, a cursor, and items with a nextCursor', () => {
    const lists = allOperations(api).filter((o) => o.id.startsWith('list'));
    expect(lists.map((o) => o.id).sort()).toEqual(['listApplePayDomains', 'listCheckouts', 'listClientKeys', 'listDisputes', 'listEvents', 'listPaymentLinks', 'listPaymentMethods', 'listPayments', 'listPayoutLines', 'listPayouts', 'listSessions', 'listTokens', 'listWebhookEndpoints']);
    const bad = lists.flatMap(({ id, operation }) => {
      const query = new Map(((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'query').map((p) => [p.name, p]));
      const limit = query.get('limit')?.schema as Schema | undefined;
      const page = merged(((operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json']?.schema ?? {}) as Schema);
      return [
        ...(limit?.minimum === 1 && limit.maximum === 100 && query.get('limit')?.required !== true ? [] : [`${id}: limit is not an optional 1 to 100`]),
        ...(query.get('cursor') && query.get('cursor')?.required !== true ? [] : [`${id}: no optional cursor`]),
        ...((page.properties?.items as Schema | undefined)?.type === 'array' && page.properties?.nextCursor && page.required?.includes('items') ? [] : [`${id}: the page is not items and nextCursor`]),
      ];
    });
    expect(bad).toEqual([]);
  });

  it('declares 403 forbidden_merchant_account on every list a merchantAccount filter narrows, rather than leaving an empty page to guess', () => {
    const filtered = allOperations(api).filter(({ operation }) => (operation.parameters ?? []).some((p) => 'in' in p && p.in === 'query' && p.name === 'merchantAccount'));
    expect(filtered.map((o) => o.id).sort()).toEqual(['listApplePayDomains', 'listCheckouts', 'listClientKeys', 'listDisputes', 'listEvents', 'listPaymentLinks', 'listPaymentMethods', 'listPayments', 'listPayouts', 'listSessions', 'listTokens', 'listWebhookEndpoints']);
    const undeclared = filtered.filter(({ operation }) => !((operation.responses?.['403'] as { 'x-error-codes'?: string[] } | undefined)?.['x-error-codes'] ?? []).includes('forbidden_merchant_account'));
    expect(undeclared.map((o) => o.id)).toEqual([]);
  });

  it('gives every item of a list sorted newest first its createdAt, so that a reader can see the order and the age', () => {
    const newestFirst = allOperations(api).filter(({ operation }) => /newest first/i.test(`${operation.description ?? ''} ${(operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.description ?? ''}`));
    expect(newestFirst.map((o) => o.id)).toEqual(expect.arrayContaining(['listCheckouts', 'listSessions', 'listPayments']));
    const undated = newestFirst.filter(({ operation }) => {
      const page = merged(((operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json']?.schema ?? {}) as Schema);
      const list = (page.properties?.items ?? {}) as Schema;
      return !merged(('items' in list ? list.items : {}) as Schema).properties?.createdAt;
    });
    expect(undated.map((o) => o.id)).toEqual([]);
  });

  it('keeps events longer than webhooks are retried, so that a missed message can still be fetched', () => {
    const days = (schemas().Event as Schema & { 'x-retention-days'?: unknown })['x-retention-days'];
    expect(Number.isInteger(days), 'Event needs x-retention-days, a whole number of days').toBe(true);
    const retries = data<{ retries: { repeatUntilDays?: number }[] }>('webhook-retries.json').retries;
    expect(Number(days)).toBeGreaterThan(retries.at(-1)?.repeatUntilDays ?? Number.POSITIVE_INFINITY);
  });

  it('sends an amount of 0 only to store a payment method: every example that does stores one', () => {
    const stores: Record<string, (body: Record<string, unknown>) => boolean> = {
      createPayment: (body) => body.storePaymentMethod === true && (body.paymentMethod as { type?: string } | undefined)?.type === 'card',
      createCheckout: (body) => body.storePaymentMethod === true || body.recurringProcessingModel !== undefined,
      createSession: (body) => body.storePaymentMethod === true || body.recurringProcessingModel !== undefined,
    };
    let zero = 0;
    const bad = Object.entries(stores).flatMap(([id, stored]) =>
      Object.entries(((findOperation(api, id)?.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.examples ?? {}) as Record<string, OpenAPIV3_1.ExampleObject>).flatMap(([name, example]) => {
        const body = example.value as Record<string, unknown>;
        if ((body.amount as { value?: number } | undefined)?.value !== 0) return [];
        zero += 1;
        return typeof body.shopperReference === 'string' && stored(body) ? [] : [`${id} ${name}: amount 0 without storing a payment method for a shopperReference`];
      }),
    );
    expect(bad).toEqual([]);
    expect(zero).toBeGreaterThan(0);
  });
});

describe('status values named by data files', () => {
  const statusSchemaOf = (type: string) => {
    const group = type.split('.')[0];
    return { payment: 'PaymentStatus', checkout: 'CheckoutStatus', payment_link: 'PaymentLinkStatus', dispute: 'DisputeStatus', payout: 'PayoutStatus' }[group ?? ''];
  };

  it('uses only statuses of the matching OpenAPI enum in webhook examples', () => {
    const bad = events.flatMap((event) => {
      const schema = statusSchemaOf(event.type);
      const status = event.example.status;
      if (!schema || status === undefined) return [];
      return enumOf(schema).includes(String(status)) ? [] : [`${event.type}: status ${String(status)} is not in ${schema}`];
    });
    expect(bad).toEqual([]);
  });

  it('uses only refusal reasons of error-codes.json wherever a data file or example names one', () => {
    const refusals = new Set(errors.filter((e) => e.kind === 'refusal').map((e) => e.code));
    const named = [
      ...events.flatMap((e) => (e.example.refusalReason ? [[`webhook ${e.type}`, String(e.example.refusalReason)]] : [])),
      ...data<{ cards: { number: string; note?: string }[] }>('test-cards.json').cards.flatMap((card) => [...(card.note ?? '').matchAll(/refusalReason (\w+)/g)].map((m) => [`test card ${card.number}`, m[1] ?? ''])),
      ['RefusalReason example', String(schemas().RefusalReason?.example ?? '')],
    ];
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter(([, code]) => !refusals.has(code ?? '')).map(([where, code]) => `${where}: ${code}`)).toEqual([]);
  });

  it('types refusalReason with the RefusalReason enum, which holds exactly the refusal reasons of error-codes.json, in their order', () => {
    expect(enumOf('RefusalReason')).toEqual(errors.filter((e) => e.kind === 'refusal').map((e) => e.code));
    // The document is dereferenced: a field typed with RefusalReason carries its enum.
    const typed = (schema: Schema | undefined) => JSON.stringify(merged(schema ?? {}).enum ?? []) === JSON.stringify(enumOf('RefusalReason'));
    const untyped = [
      ['Payment', schemas().Payment],
      ['PaymentRecord', schemas().PaymentRecord],
      ['ModificationRecord', schemas().ModificationRecord],
      ['webhook data', webhookDataSchema(api)],
    ].flatMap(([name, schema]) => (typed((merged(schema as Schema).properties?.refusalReason as Schema | undefined)) ? [] : [String(name)]));
    expect(untyped).toEqual([]);
  });

  // originalPaymentId came after mitReason inside /v1, so the schema may not require it (that would break
  // charges sent before it existed); the examples, like the guides, always send it.
  it('allows originalPaymentId only with an mitReason, never requires it, and sends it in every example with an mitReason', () => {
    const request = schemas().PaymentRequest as Schema & { dependentRequired?: Record<string, string[]> };
    expect(request.dependentRequired?.originalPaymentId).toEqual(['mitReason']);
    expect(request.required).not.toContain('originalPaymentId');
    const examples = Object.entries(((findOperation(api, 'createPayment')?.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.examples ?? {}) as Record<string, OpenAPIV3_1.ExampleObject>);
    const bad = examples.flatMap(([name, example]) => {
      const body = example.value as Record<string, unknown>;
      return ('mitReason' in body) === ('originalPaymentId' in body) ? [] : [name];
    });
    expect(bad).toEqual([]);
    expect(examples.some(([, example]) => 'mitReason' in (example.value as Record<string, unknown>))).toBe(true);
  });

  // A recurring model, and storing a payment method, need the shopper the token is stored under: the schema says
  // so, so that a generated client or a request validator catches the omission before Paymora's 400 does.
  it('requires shopperReference with recurringProcessingModel and with storePaymentMethod true in every request schema that has them', () => {
    const requestSchemas = Object.entries(schemas()).filter(([name, schema]) => name.endsWith('Request') && ('recurringProcessingModel' in (schema.properties ?? {}) || 'storePaymentMethod' in (schema.properties ?? {})));
    expect(requestSchemas.map(([name]) => name).sort()).toEqual(['CheckoutRequest', 'PaymentLinkRequest', 'PaymentRequest', 'SessionRequest']);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const bad = requestSchemas.flatMap(([name, schema]) => {
      // Only the rule itself: the schema's own required fields and nothing else of it.
      const rule = { dependentRequired: (schema as Schema & { dependentRequired?: unknown }).dependentRequired, anyOf: schema.anyOf };
      const validate = ajv.compile(rule);
      const cases: [Record<string, unknown>, boolean][] = [
        [{ recurringProcessingModel: 'subscription' }, false],
        [{ recurringProcessingModel: 'subscription', shopperReference: 'shopper-5531' }, true],
        [{ storePaymentMethod: true }, false],
        [{ storePaymentMethod: true, shopperReference: 'shopper-5531' }, true],
        [{ storePaymentMethod: false }, true],
      ];
      return cases.filter(([body, valid]) => validate(body) !== valid).map(([body, valid]) => `${name}: ${JSON.stringify(body)} should be ${valid ? 'accepted' : 'refused'}`);
    });
    expect(bad).toEqual([]);
  });

  // A key may serve several merchant accounts, each with its own order numbering: a list whose items belong to one
  // account must filter by it, or a lookup by reference after a timeout can find another account's object.
  it('lets every list whose items carry merchantAccount filter by merchantAccount', () => {
    const lists = allOperations(api).filter(({ id }) => id.startsWith('list'));
    const unfiltered = lists.flatMap(({ id, operation }) => {
      const page = merged(((operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json']?.schema ?? {}) as Schema);
      const items = (page.properties?.items as OpenAPIV3_1.ArraySchemaObject | undefined)?.items as Schema | undefined;
      const itemFields = items ? merged(items).properties ?? {} : {};
      const filters = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'query').map((p) => p.name);
      return 'merchantAccount' in itemFields && !filters.includes('merchantAccount') ? [id] : [];
    });
    expect(lists.map(({ id }) => id)).toContain('listPayments');
    expect(unfiltered).toEqual([]);
  });

  // Visa's Compelling Evidence 3.0 asks for a number of earlier payments: the schema's minimum is that figure, held once in scheme-rules.json.
  it('asks for as many earlier payments in prior_undisputed_transactions evidence as Visa Compelling Evidence 3.0 does, and requires them with that kind', () => {
    const rules = data<{ rules: { id: string; value: number }[] }>('scheme-rules.json').rules;
    const evidence = schemas().DisputeEvidence as Schema;
    expect((evidence.properties?.paymentIds as Schema | undefined)?.minItems).toBe(rules.find((rule) => rule.id === 'visa-ce3-prior-transactions')?.value);
    expect(enumOf('DisputeEvidenceKind')).toEqual(expect.arrayContaining(['three_d_secure', 'prior_undisputed_transactions', 'mandate']));
    const validate = new Ajv2020({ strict: false }).compile({ anyOf: evidence.anyOf });
    expect(validate({ kind: 'prior_undisputed_transactions', text: 'Two earlier orders.' })).toBe(false);
    expect(validate({ kind: 'prior_undisputed_transactions', text: 'Two earlier orders.', paymentIds: ['pay_2Kd8Lw3Qe', 'pay_7Nr4Xc1Bm'] })).toBe(true);
  });

  it('names only authorisation types of the AuthorisationType enum in authorisation-validity.json, with one window for a final authorisation', () => {
    const windows = data<{ windows: { authorisationType: string; initiator: string; days: number }[] }>('authorisation-validity.json').windows;
    expect(windows.filter((w) => !enumOf('AuthorisationType').includes(w.authorisationType))).toEqual([]);
    expect(enumOf('AuthorisationType').filter((type) => !windows.some((w) => w.authorisationType === type))).toEqual([]);
    // Delayed capture must fit in the shortest window of the payment's initiator with a day to spare: the schema's
    // maximum for a payment the shopper starts, x-maximum-merchant-initiated for a merchant_initiated one.
    const delay = schemas().CaptureDelayHours as Schema & { 'x-maximum-merchant-initiated'?: number };
    expect(delay.maximum).toBe(captureDelayLimitHours(windows, 'customer'));
    expect(delay['x-maximum-merchant-initiated']).toBe(captureDelayLimitHours(windows, 'merchant'));
    // Review 31's M1: the request schema holds a merchant_initiated payment to that maximum, so that tools driven by the
    // document refuse what the server refuses.
    const rules = JSON.stringify((schemas().PaymentRequest as Schema & { allOf?: unknown[] }).allOf ?? []);
    expect(rules).toContain(`"then":{"properties":{"captureDelayHours":{"maximum":${String(delay['x-maximum-merchant-initiated'])}}}`);
  });

  // Issue 27, fresh review 21b H1: Mastercard's pre-authorisation processing integrity fee falls due when the scheme's
  // pre-authorisation window ends, so the rule's period is that window of authorisation-validity.json, not a figure of its own.
  it("holds Mastercard's pre-authorisation lapse period to its scheme-set pre-authorisation window", () => {
    const windows = data<{ windows: { authorisationType: string; schemes: string; setBy: string; days: number }[] }>('authorisation-validity.json').windows;
    const rule = data<{ rules: { id: string; value: number; unit: string }[] }>('scheme-rules.json').rules.find((row) => row.id === 'mastercard-pre-authorisation-lapse');
    const window = windows.filter((w) => w.authorisationType === 'pre_authorisation' && w.setBy === 'scheme' && w.schemes.split(', ').includes('Mastercard'));
    expect(window.map((w) => w.days)).toEqual([rule?.value]);
    expect(rule?.unit).toBe('day');
  });

  it('answers each case of each status of operation-states.json once: no overlap, no gap, every code declared', () => {
    const file = path.join(root, contentFile('data/operation-states.json'));
    const operations = data<{ operations: OperationStates[] }>('operation-states.json').operations;
    expect(operationStateProblems('content/data/operation-states.json', readFileSync(file, 'utf8'), operations, api, errors)).toEqual([]);
    // The refund rows of fresh-review-6's M3 are keyed on refundableAmount, review 8's M4 tells a won dispute that
    // can still be reopened apart, and review 14's L1 a reversal still received, which refunds everything first: six
    // cases for a captured payment.
    const refund = operations.find((entry) => entry.operation === 'refundPayment')?.answers.filter((row) => row.states.includes('captured')) ?? [];
    expect(refund.map((row) => [row.when, row.code ?? row.answer])).toEqual([
      [{ disputeUndecided: true }, 'payment_disputed'],
      [{ disputeUndecided: false, reversalReceived: false, disputeReopenable: false, withinRefundable: true }, 201],
      [{ disputeUndecided: false, reversalReceived: false, disputeReopenable: true, withinRefundable: true }, 201],
      [{ disputeUndecided: false, reversalReceived: false, withinRefundable: false, withinUnrefunded: true }, 'payment_disputed'],
      [{ disputeUndecided: false, reversalReceived: false, withinRefundable: false, withinUnrefunded: false }, 'refund_exceeds_capture'],
      [{ disputeUndecided: false, reversalReceived: true }, 'refund_exceeds_capture'],
    ]);
    // Review 9's M3: a capture sent while another is still received waits behind it and fails asynchronously with
    // capture_exceeds_authorisation when it asks for more than the first leaves.
    const capture = operations.find((entry) => entry.operation === 'capturePayment')?.answers ?? [];
    const behindCapture = capture.filter((row) => row.when !== undefined && JSON.stringify(row.when).includes('"captureReceived":true'));
    // Review 27's M1: on a refunded payment with an uncaptured rest too.
    expect(behindCapture.flatMap((row) => row.states)).toEqual(['authorised', 'partially_captured', 'partially_refunded', 'refunded']);
    expect(behindCapture.map((row) => [row.answer, /`payment\.capture_failed`[^.]*`capture_exceeds_authorisation`/.test(row.result)])).toEqual([[201, true], [201, true]]);
    // Review 27's M1: a reversal behind a cancel or reversal still received is refused in every status that holds money.
    const reverse = operations.find((entry) => entry.operation === 'reversePayment')?.answers ?? [];
    const reversalBehindUndo = reverse.filter((row) => JSON.stringify(row.when ?? {}).includes('"undoReceived":true'));
    expect(reversalBehindUndo.flatMap((row) => row.states).sort()).toEqual(['authorised', 'captured', 'partially_captured', 'partially_refunded', 'refunded']);
    expect(reversalBehindUndo.map((row) => row.code)).toEqual(['payment_not_reversible', 'payment_not_reversible']);
    // Review 14's L1: a cancel or reversal still received releases the uncaptured rest of a refunded payment too.
    const behindUndo = capture.filter((row) => row.states.includes('refunded') && JSON.stringify(row.when).includes('"undoReceived":true'));
    expect(behindUndo.map((row) => [row.when, row.code])).toEqual([[{ capturableLeft: true, undoReceived: true }, 'payment_not_capturable']]);
  });

  it('simulates SEPA claims as DisputeReason describes them, and warns of the no-questions refund after the return period', () => {
    // Review 9's L1: inside the no-questions period every claim is debit_refund_requested, lost at once; no_mandate
    // comes only after it, so the sandbox says it compresses that period.
    const sepa = data<{ scenarios: { method: string; outcome: string; webhooks?: string[] }[] }>('test-scenarios.json').scenarios.filter((s) => s.method === 'SEPA Direct Debit');
    const refundRequested = sepa.filter((s) => /\bdebit_refund_requested opens\b/.test(s.outcome));
    expect(refundRequested.map((s) => [s.webhooks?.at(-1), /no evidenceDueBy/.test(s.outcome)])).toEqual([['dispute.lost', true]]);
    const noMandate = sepa.filter((s) => /\bno_mandate opens\b/.test(s.outcome));
    expect(noMandate.map((s) => /compresses the no-questions refund period/.test(s.outcome))).toEqual([true]);
    // Review 9's M4: the advice on when to ship names the no-questions refund right from the scheme rules.
    const page = readFileSync(path.join(root, contentFile('docs/get-started/supported-payment-methods.mdx')), 'utf8');
    const advice = page.split('\n').find((line) => line.startsWith('Ship goods you cannot take back')) ?? '';
    expect(advice).toContain('<SchemeRule rule="sepa-refund-authorised" />');
  });

  it("states SEPA Direct Debit's capture delay in CaptureMode and CaptureDelayHours as api-limits.json holds it", () => {
    // The API document cannot render a data value, so its two descriptions are held to sepaDirectDebitCaptureDelayHours.
    const hours = data<{ sepaDirectDebitCaptureDelayHours?: number }>('api-limits.json').sepaDirectDebitCaptureDelayHours;
    expect(hours).toBeGreaterThan(0);
    for (const name of ['CaptureMode', 'CaptureDelayHours']) {
      const description = schemas()[name]?.description ?? '';
      const stated = [...description.matchAll(/SEPA Direct Debit[^.;]*?\b(\d+) hours?\b/g)].map((m) => Number(m[1]));
      expect(stated, name).not.toEqual([]);
      expect(stated.filter((n) => n !== hours), name).toEqual([]);
    }
  });

  it('describes every value of each status enum, and nothing else', () => {
    const bad: string[] = [];
    for (const [name, schema] of Object.entries(schemas())) {
      const meanings = enumMeanings(schema);
      if (!meanings) continue;
      const values = (schema.enum ?? []).map(String);
      for (const value of values) if (!meanings[value]) bad.push(`${name}.${value} has no meaning`);
      for (const value of Object.keys(meanings)) if (!values.includes(value)) bad.push(`${name}: meaning for ${value}, which the enum does not allow`);
    }
    for (const name of ['PaymentStatus', 'CheckoutStatus', 'SessionStatus', 'PaymentLinkStatus', 'TokenStatus']) if (!enumMeanings(schemas()[name] ?? {})) bad.push(`${name} has no x-enum-descriptions`);
    expect(bad).toEqual([]);
  });

  it('offers a test card only for a brand that is a payment method', () => {
    const methods = new Set(data<{ methods: { name: string }[] }>('payment-methods.json').methods.map((m) => m.name));
    const brands = new Set(data<{ cards: { brand: string }[] }>('test-cards.json').cards.map((c) => c.brand));
    expect([...brands].filter((brand) => !methods.has(brand))).toEqual([]);
  });
});
