/** The API reference generated from the API document: its outline, its pages in the site model, and what each operation shows. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { endpointView, schemaTree } from '@/lib/openapi/endpoint';
import { loadApi } from '@/lib/openapi/document';
import { isApiDocument } from '@/lib/openapi/api-document';
import { operationEvents } from '@/lib/openapi/operation-events';
import { allOperations } from '@/lib/openapi/operations';
import { rateLimitsOf } from '@/lib/openapi/rate-limits';
import { READ_REPEAT, repeatProblems, repeatText } from '@/lib/openapi/repeat';
import { findOperation } from '@/lib/openapi/operations';
import { readReferenceOutline, referenceOutline } from '@/lib/site/reference-outline';
import { referenceContent } from '@/lib/reference/reference-page';
import { referenceLinkedTables } from '@/paymora/page-data';
import { parseWebhookEvents } from '@/lib/openapi/webhook-events';
import { snippetSample } from '@/lib/openapi/snippets';
import { buildVersionModel, type DocInput } from '@/lib/site/manifest';
import { ContentError } from '@/lib/site/nav-tree';
import { contentHref } from '@/lib/routes/version-links';
import { contentFile } from '@/lib/build/folders';

const operation = (id: string, tags: string[]) => ({ operationId: id, tags, summary: `Summary of ${id}`, responses: {} });
const document = {
  info: { title: 'T', summary: 'All of it.' },
  tags: [{ name: 'Payment links', description: 'Links.' }, { name: 'Payments', description: 'Pay.' }, { name: 'Unused', description: 'None.' }],
  paths: {
    '/payments': { post: operation('createPayment', ['Payments']), get: operation('listPayments', ['Payments']) },
    '/payment-links': { post: operation('createPaymentLink', ['Payment links']) },
  },
  webhooks: { message: { post: operation('webhookMessage', ['Payments']) } },
};

describe('the reference outline', () => {
  it('has a resource per tag with operations, in the tags order, each operation in document order, webhooks last', () => {
    const outline = referenceOutline(document, 'content/api/openapi.yaml');
    expect(outline.resources.map((resource) => [resource.slug, resource.name])).toEqual([
      ['payment-links', 'Payment links'],
      ['payments', 'Payments'],
    ]);
    expect(outline.resources[1]?.operations.map((op) => `${op.method} ${op.path} ${op.id}${op.webhook ? ' (webhook)' : ''}`)).toEqual([
      'GET /payments listPayments',
      'POST /payments createPayment',
      'POST message webhookMessage (webhook)',
    ]);
    expect(outline.description).toBe('All of it.');
  });

  it('refuses an operation without exactly one known tag, naming the file and the operation', () => {
    const bad = { ...document, paths: { '/x': { get: operation('getX', []) }, '/y': { get: operation('getY', ['Nope']) } } };
    expect(() => referenceOutline(bad, 'content/api/openapi.yaml')).toThrow(ContentError);
    expect(() => referenceOutline(bad, 'content/api/openapi.yaml')).toThrow(/content\/api\/openapi\.yaml: getX \(GET \/x\) needs exactly one tag[\s\S]*getY \(GET \/y\)[^\n]*it has: Nope/);
  });

  it('places every operation of the real documents exactly once', async () => {
    for (const root of ['', 'versions/2025-10/']) {
      const outline = readReferenceOutline(root);
      const placed = outline?.resources.flatMap((resource) => resource.operations.map((op) => op.id)) ?? [];
      expect(placed.sort()).toEqual(allOperations(await loadApi(root)).map((entry) => entry.id).sort());
    }
  });

  it('has no payment links in the archived version, whose document predates them', () => {
    expect(readReferenceOutline('versions/2025-10/')?.resources.map((resource) => resource.slug)).not.toContain('payment-links');
    expect(readReferenceOutline('')?.resources.map((resource) => resource.slug)).toContain('payment-links');
  });
});

describe('the reference in the site model', () => {
  const welcome: DocInput = { sourceFilePath: 'docs/index.mdx', route: '/', title: 'Welcome', description: 'W', headings: [], components: [], concepts: [], operations: [] };
  const guide: DocInput = { sourceFilePath: 'docs/pay.mdx', route: '/pay', title: 'Pay', description: 'P', headings: [], components: ['Endpoint'], concepts: [], operations: ['createPayment'] };
  const model = buildVersionModel('2025-10', '/2025-10', [welcome, guide], [], referenceOutline(document, 'content/versions/2025-10/api/openapi.yaml'));

  it('adds the reference as the last sidebar group: its index, then a page per resource, under the version prefix', () => {
    const group = model.tree.at(-1);
    expect(group).toMatchObject({ kind: 'category', label: 'API reference', route: '/2025-10/api' });
    expect(group?.kind === 'category' && group.items.map((item) => item.route)).toEqual(['/2025-10/api/payment-links', '/2025-10/api/payments']);
  });

  it('makes each a page of its own with its section, source file and headings: the operations, whose ids are their anchors', () => {
    const index = model.pages.find((page) => page.route === '/2025-10/api');
    const payments = model.pages.find((page) => page.route === '/2025-10/api/payments');
    expect(index).toMatchObject({ kind: 'reference', section: 'API reference', sourceFile: 'content/versions/2025-10/api/openapi.yaml' });
    expect(index?.headings.map((heading) => heading.id)).toEqual(['downloads', 'payment-links', 'payments']);
    expect(payments).toMatchObject({ kind: 'reference', title: 'Payments', description: 'Pay.', operations: ['listPayments', 'createPayment', 'webhookMessage'] });
    expect(payments?.headings.map((heading) => [heading.id, heading.text])).toEqual([
      ['listPayments', 'Summary of listPayments'],
      ['createPayment', 'Summary of createPayment'],
      ['webhookMessage', 'Summary of webhookMessage'],
    ]);
    expect(model.pages.find((page) => page.route === '/2025-10/pay')?.operations).toEqual(['createPayment']);
  });
});

describe('what an operation shows', () => {
  const limits = JSON.parse(readFileSync(contentFile('data/api-limits.json'), 'utf8')) as { rateLimits: Parameters<typeof rateLimitsOf>[0] };

  it('takes its rate limits from the row that names the call, else the row for every other call', () => {
    const of = (method: string, path: string) => rateLimitsOf(limits.rateLimits, method, path).map((row) => `${row.environment} ${row.requestsPerSecond}`);
    expect(of('POST', '/payments')).toEqual(['Sandbox 25', 'Live 100']);
    expect(of('POST', '/payments/details')).toEqual(['Sandbox 25', 'Live 50']);
    expect(of('GET', '/payments')).toEqual(['Sandbox 25', 'Live 50']);
  });

  it("says what repeating a call without an Idempotency-Key does from the operation's own x-idempotency, the read line only for a read", async () => {
    // Review 14's L2: PATCH /payments/{paymentId} was shown 'it changes nothing', though an older body resent after a newer one reverts it;
    // review 17's L1: 'harmless' held only for one writer, since a retried request can overwrite another system's newer write.
    const api = await loadApi();
    const patch = findOperation(api, 'updatePaymentMetadata');
    const read = findOperation(api, 'getPayment');
    if (!patch || !read) throw new Error('the API document lacks updatePaymentMetadata or getPayment');
    expect(repeatText(patch.method, patch.operation)).toMatch(/same body sets the same metadata again.*overwrite a newer write.*metadata_version_conflict/);
    expect(repeatText(read.method, read.operation)).toBe(READ_REPEAT);
    expect(repeatText('patch', { responses: {} })).toBeNull();
    for (const root of ['', 'versions/2025-10/']) expect(repeatProblems('openapi.yaml', '', await loadApi(root)), root).toEqual([]);
    const silent: unknown = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/things/{id}': { patch: { operationId: 'updateThing', responses: {} } } } };
    if (!isApiDocument(silent)) throw new Error('not an API document');
    expect(repeatProblems('api.yaml', 'paths:\n  /things/{id}:\n    patch:\n      operationId: updateThing', silent)).toEqual([
      'api.yaml:4: updateThing (PATCH /things/{id}) changes something and takes no Idempotency-Key: say in its x-idempotency what repeating it does, for the reference\'s idempotency line',
    ]);
  });

  it('lists the events the lifecycle and the event triggers connect to the call, and no others', () => {
    const lifecycle = [{ call: 'POST /payments/{paymentId}/captures', webhooks: ['payment.captured'] }, { call: 'POST /payments/{paymentId}/reversals', webhooks: ['payment.cancelled', 'payment.reversed'] }];
    const events = [
      { type: 'checkout.expired', trigger: 'A checkout expires, or you expire it with POST /checkouts/{checkoutId}/expire.' },
      { type: 'payment.x', trigger: 'After POST /payments/details.' },
    ];
    expect(operationEvents('post', '/payments/{paymentId}/reversals', lifecycle, events)).toEqual(['payment.cancelled', 'payment.reversed']);
    expect(operationEvents('POST', '/checkouts/{checkoutId}/expire', lifecycle, events)).toEqual(['checkout.expired']);
    expect(operationEvents('POST', '/payments', lifecycle, events)).toEqual([]);
  });

  it('shows nested fields as a tree, with null told as nullable rather than as a type', () => {
    const tree = schemaTree({
      type: 'object',
      required: ['amount'],
      properties: { amount: { type: 'object', required: ['value'], properties: { value: { type: 'integer', minimum: 1 } } }, note: { type: ['string', 'null'], maxLength: 9 } },
    });
    expect(tree.map((node) => [node.name, node.type, node.required, node.nullable, node.children.map((child) => `${child.name} ${child.type} ${child.required} ${child.constraints.join()}`)])).toEqual([
      ['amount', 'object', true, false, ['value integer true at least 1']],
      ['note', 'string', false, true, []],
    ]);
  });

  it('pairs each request example with the response example of the same name, and builds the answer from the schema when there is none', () => {
    const media = (examples: Record<string, unknown>) => ({ content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string', example: 'built' } } }, examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])) } } });
    const document: unknown = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/things': {
          post: {
            operationId: 'createThing',
            requestBody: media({ small: { size: 1 }, large: { size: 9 } }),
            responses: { '201': { description: 'Made', ...media({ small: { id: 'thing_small' }, large: { id: 'thing_large' } }) } },
          },
        },
        '/others': { post: { operationId: 'createOther', requestBody: media({ one: { size: 1 } }), responses: { '201': { description: 'Made', ...media({}) } } } },
      },
    };
    if (!isApiDocument(document)) throw new Error('the test document is not an OpenAPI 3.1 document');
    const api = document;
    expect(endpointView(api, 'createThing', 'large')?.exampleResponse).toEqual({ id: 'thing_large' });
    expect(endpointView(api, 'createThing', 'small')?.exampleResponse).toEqual({ id: 'thing_small' });
    // The reference shows the first request example, so the first response example goes with it.
    expect(endpointView(api, 'createThing')?.exampleResponse).toEqual({ id: 'thing_small' });
    expect(endpointView(api, 'createOther', 'one')?.exampleResponse).toEqual({ id: 'built' });
  });

  it('writes Python, PHP and Java samples with httpsnippet that read the key from the environment and mint a create\'s idempotency key into a variable, with the note to store it', async () => {
    const api = await loadApi();
    const create = endpointView(api, 'createPayment', 'token');
    const read = endpointView(api, 'getPayment');
    if (!create || !read) throw new Error('the document lost createPayment or getPayment');
    const fixedKey = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
    const expected = {
      python: ['os.environ["PAYMORA_API_KEY"]', 'idempotency_key = str(uuid.uuid4())', '"Idempotency-Key": idempotency_key'],
      php: ["getenv('PAYMORA_API_KEY')", '$idempotencyKey = vsprintf(', "'Idempotency-Key' => $idempotencyKey"],
      java: ['System.getenv("PAYMORA_API_KEY")', 'String idempotencyKey = UUID.randomUUID().toString();', '.header("Idempotency-Key", idempotencyKey)'],
    } as const;
    for (const language of ['python', 'php', 'java'] as const) {
      const code = snippetSample(create, language);
      for (const part of expected[language]) expect(code, language).toContain(part);
      // The key is set before the request sends it, and the comment says to keep it, as the curl, C# and Node.js samples do.
      expect(code.indexOf(expected[language][1]), language).toBeLessThan(code.indexOf(expected[language][2]));
      expect(code, language).toContain('derive it from what it is for, such as your order (the key shape of the API key guide), or store it before sending; send the same key to retry it');
      // Review 31's L1 and 27's L2: an error page of a proxy is printed, not parsed as JSON; Guzzle returns errors.
      expect(code, language).toContain({ python: 'print(response.status_code, response.text)', php: "'http_errors' => false", java: 'response.body()' }[language]);
      expect(code, language).not.toMatch(fixedKey);
      expect(code, language).toContain('/payments');
      const get = snippetSample(read, language);
      expect(get, language).not.toContain('Idempotency-Key');
      expect(get, language).toContain(expected[language][0]);
    }
  });
});

it('leaves a link to a download as the file it is, in every version: no trailing slash, no version prefix', () => {
  expect(contentHref('/api/openapi.yaml', { prefix: '/2025-10', archivedNames: ['2025-10'] })).toBeNull();
  expect(contentHref('/api', { prefix: '/2025-10', archivedNames: ['2025-10'] })).toBe('/2025-10/api/');
});

it('the document parses as YAML for the outline without dereferencing', () => {
  expect(() => referenceOutline(parse(readFileSync(contentFile('api/openapi.yaml'), 'utf8')), 'content/api/openapi.yaml')).not.toThrow();
});

describe('the event reference', () => {
  const withEvents = {
    ...document,
    webhooks: { message: { post: { ...operation('webhookMessage', ['Payments']), requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } } } } } },
    components: { schemas: { Message: { type: 'object', properties: { type: { $ref: '#/components/schemas/EventType' } } }, EventType: { type: 'string', enum: ['payment.captured', 'payment_link.paid'] } } },
  };

  it("lists the events of a resource's webhooks from the enum of their message's type, through $refs, and heads a section each after the operations", () => {
    const outline = referenceOutline(withEvents, 'content/api/openapi.yaml');
    expect(outline.resources.map((resource) => [resource.slug, resource.events])).toEqual([
      ['payment-links', []],
      ['payments', ['payment.captured', 'payment_link.paid']],
    ]);
    const model = buildVersionModel('latest', '', [], [], outline);
    expect(model.pages.find((page) => page.route === '/api/payments')?.headings.map((heading) => `${heading.depth} ${heading.id} ${heading.text}`)).toEqual([
      '2 listPayments Summary of listPayments',
      '2 createPayment Summary of createPayment',
      '2 webhookMessage Summary of webhookMessage',
      '2 retries Delivery and retries',
      '2 events Events',
      '3 event-payment-captured payment.captured',
      '3 event-payment-link-paid payment_link.paid',
    ]);
  });

  it('gives every event of the real documents a section on the Webhooks page: those of the type enum, which the events data describes', () => {
    for (const root of ['', 'versions/2025-10/']) {
      const document = parse(readFileSync(contentFile(`${root}api/openapi.yaml`), 'utf8')) as { components: { schemas: { WebhookEventType: { enum: string[] } } } };
      const webhooks = readReferenceOutline(root)?.resources.find((resource) => resource.slug === 'webhooks');
      expect(webhooks?.events, root).toEqual(document.components.schemas.WebhookEventType.enum);
    }
  });

  it('says for each event when it is sent, the calls and payment transitions that lead to it, its data fields, a whole example and the retry schedule', async () => {
    const read = <T>(file: string): T => JSON.parse(readFileSync(contentFile(`data/${file}`), 'utf8')) as T;
    const outline = readReferenceOutline('');
    if (!outline) throw new Error('no reference outline');
    const model = buildVersionModel('latest', '', [], [], outline);
    const retries = read<{ answerWithinSeconds: number; retries: { afterMinutes: number; repeatUntilDays?: number }[] }>('webhook-retries.json');
    const data = {
      rateLimits: read<{ rateLimits: Parameters<typeof rateLimitsOf>[0] }>('api-limits.json').rateLimits,
      lifecycle: read<{ transitions: { from: string[]; to: string; label: string; call?: string; webhooks?: string[] }[] }>('payment-lifecycle.json').transitions,
      events: parseWebhookEvents(read('webhook-events.json'), 'webhook-events.json'),
      retries: { answerWithinSeconds: retries.answerWithinSeconds, rows: retries.retries },
      operationStates: read<{ operations: { operation: string; statusSchema: string; answers: { states: string[]; condition?: string; answer: number; code?: string; result: string }[] }[] }>('operation-states.json').operations,
      linkedTables: referenceLinkedTables,
      idempotencyKeyHours: read<{ idempotencyKeyHours: number }>('api-limits.json').idempotencyKeyHours,
    };
    const content = await referenceContent('/api/webhooks', outline, await loadApi(), model, data);
    if (content?.view !== 'resource' || !content.events) throw new Error('the Webhooks page has no events');
    expect(content.events.retries).toEqual({ answerWithinSeconds: 10, rows: retries.retries });
    const captured = content.events.list.find((event) => event.type === 'payment.captured');
    expect(captured).toMatchObject({
      anchor: 'event-payment-captured',
      trigger: data.events.find((event) => event.type === 'payment.captured')?.trigger,
      operations: [{ text: 'POST /payments/{paymentId}/captures', href: '/api/modifications/#capturePayment' }],
    });
    expect(captured?.states).toContainEqual({ from: ['authorised'], to: 'captured', label: 'full capture' });
    expect(captured?.fields.map((field) => field.name)).toEqual(expect.arrayContaining(['paymentId', 'amount', 'status']));
    expect(captured?.example.html).toContain('payment.captured');
    const expired = content.events.list.find((event) => event.type === 'checkout.expired');
    expect(expired?.operations.map((operation) => operation.text)).toEqual(['POST /checkouts/{checkoutId}/expire']);
    expect(expired?.states).toEqual([]);
    // The operations link their events to these sections.
    const capture = (await referenceContent('/api/modifications', outline, await loadApi(), model, data)) ?? null;
    expect(capture?.view === 'resource' && capture.operations.find((op) => op.id === 'capturePayment')?.events).toContainEqual({ text: 'payment.captured', href: '/api/webhooks/#event-payment-captured' });
    // Each operation of operation-states.json carries its answers per status, which its description leaves to the data.
    const captureOperation = capture?.view === 'resource' ? capture.operations.find((op) => op.id === 'capturePayment') : undefined;
    expect(captureOperation?.states).toEqual(data.operationStates.find((entry) => entry.operation === 'capturePayment')?.answers);
    expect(captureOperation?.idempotency.hours).toBe(data.idempotencyKeyHours);
    const checkouts = await referenceContent('/api/hosted-checkout', outline, await loadApi(), model, data);
    const expire = checkouts?.view === 'resource' ? checkouts.operations.find((op) => op.id === 'expireCheckout') : undefined;
    expect(expire?.states.map((row) => row.code ?? row.answer)).toEqual([200, 200, 200, 'checkout_completed']);
    // Disabling a link has an answer in every status of the link, a link paid or expired before the call included.
    const links = await referenceContent('/api/payment-links', outline, await loadApi(), model, data);
    const disable = links?.view === 'resource' ? links.operations.find((op) => op.id === 'disablePaymentLink') : undefined;
    expect(disable?.states.map((row) => [row.states, row.answer])).toEqual([[['active'], 200], [['paid'], 200], [['expired'], 200], [['disabled'], 200]]);
  }, 120_000);
});
