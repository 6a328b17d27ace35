/**
 * The docs MCP server (mcp/server.ts), started as an MCP client starts it, over stdio with the SDK's own
 * client: against the built export served on loopback as the bucket serves it, and against the out/
 * folder. Every tool's answer is checked against the export's files; bad input must come back as a
 * tool error naming what was tried, and a server must follow a deploy that changes the search files
 * and the build id under it.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { dereference } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_ID_URL } from '@/lib/browser/build-pointer';
import { isRecord } from '@/lib/util/is-record';
import { API_DOWNLOADS, API_REFERENCE_FILES } from '@/lib/routes/download-files';
import { isApiDocument } from '@/lib/openapi/api-document';
import { allOperations } from '@/lib/openapi/operations';
import { parseReferencePages } from '@/lib/reference/reference-pages';
import { parseWebhookEvents } from '@/lib/openapi/webhook-events';
import { searchFileContents } from '@/lib/search/built-files';
import { parseSearchPointer } from '@/lib/search/index-location';
import type { SearchRecord } from '@/lib/search/types';
import { siteConfig } from '@/site.config';
import { serveExport, type ServedExport } from '@/lib/deploy/static-server';
import { builtSearch, outDir } from './built-search';
import { OUT_FOLDER } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const readOut = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const json = (file: string): unknown => JSON.parse(readOut(file));

/** The published API document, dereferenced as the server reads it. */
async function publishedApi() {
  const document = json(API_DOWNLOADS.json);
  if (!isApiDocument(document)) throw new Error(`${OUT_FOLDER}/${API_DOWNLOADS.json} is not an OpenAPI 3.1 document`);
  return dereference(document);
}

async function startClient(args: string[]): Promise<Client> {
  const client = new Client({ name: 'paymora-docs-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: tsx, args: [path.join(root, 'mcp/server.ts'), ...args], cwd: root, stderr: 'pipe' }));
  return client;
}

interface Answer {
  isError: boolean;
  text: string;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  const result = await client.callTool({ name, arguments: args });
  const blocks = Array.isArray(result.content) ? result.content : [];
  const text = blocks.map((block: unknown) => (isRecord(block) && block.type === 'text' && typeof block.text === 'string' ? block.text : '')).join('');
  return { isError: result.isError === true, text };
}

/** A tool's JSON answer, which must not be an error. */
async function answer(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { isError, text } = await call(client, name, args);
  expect(isError, text).toBe(false);
  const value: unknown = JSON.parse(text);
  if (!isRecord(value)) throw new Error(`${name} answered ${text}`);
  return value;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

const served: ServedExport[] = [];
const clients: Client[] = [];
const temporary: string[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all(served.map((server) => server.close()));
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe.each([
  ['the export served on loopback', 'site'],
  ['the out/ folder', OUT_FOLDER],
] as const)('the docs MCP server reading %s', (_label, mode) => {
  let client: Client;
  /** The address a result cites for a site path: on the site read, or the canonical site for a folder. */
  let cite: (sitePath: string) => string;

  beforeAll(async () => {
    if (mode === 'site') {
      const server = await serveExport(outDir);
      served.push(server);
      client = await startClient(['--site', server.origin]);
      cite = (sitePath) => `${server.origin}${sitePath}`;
    } else {
      client = await startClient(['--out', outDir]);
      cite = (sitePath) => `${siteConfig.url}${sitePath}`;
    }
    clients.push(client);
  });

  it('lists its five tools, each described and with a typed input', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api_operation', 'get_webhook_event', 'list_api_operations', 'read_page', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(60);
      expect(Object.keys(tool.inputSchema.properties ?? {}).length, tool.name).toBeGreaterThan(0);
    }
  });

  it('search_docs ranks as the site does, in the version asked for, and cites each hit', async () => {
    for (const [query, version] of [['refnud', 'latest'], ['idempotency key', 'latest'], ['refund', '2025-10']] as const) {
      const result = await answer(client, 'search_docs', { query, version, limit: 5 });
      const site = await builtSearch(version)(query, { version, hitsPerPage: 5 });
      expect(result.total, query).toBe(site.total);
      expect(records(result.hits).map((hit) => hit.url), query).toEqual(site.hits.map((hit) => cite(hit.url)));
      expect(result.searchFiles).toBe(parseSearchPointer(json('search/latest.json')));
    }
  });

  it('read_page gives the page\'s Markdown copy, by route or URL, with the URL to cite', async () => {
    for (const route of ['/webhooks/hmac-validation', '/webhooks/hmac-validation/#use-the-raw-body', `${siteConfig.url}/webhooks/hmac-validation/`, '/2025-10/webhooks/hmac-validation/']) {
      const { isError, text } = await call(client, 'read_page', { route });
      expect(isError, text).toBe(false);
      const file = route.includes('2025-10') ? '2025-10/webhooks/hmac-validation/index.md' : 'webhooks/hmac-validation/index.md';
      expect(text, route).toBe(`URL: ${cite(`/${path.dirname(file)}/`)}\n\n${readOut(file)}`);
    }
  });

  it('list_api_operations lists every operation of the published API document with the pages that document it', async () => {
    const result = await answer(client, 'list_api_operations', {});
    const document = await publishedApi();
    const pages = parseReferencePages(json(API_REFERENCE_FILES.referencePages), API_REFERENCE_FILES.referencePages);
    const expected = allOperations(document).filter((entry) => !entry.webhook);
    expect(records(result.operations).map((op) => op.operationId)).toEqual(expected.map((entry) => entry.id));
    for (const op of records(result.operations)) {
      const id = String(op.operationId);
      expect(strings(op.pages), id).toEqual((pages.operations[id] ?? []).map((route) => cite(`${route}/`)));
    }
    expect(records(result.operations).find((op) => op.operationId === 'refundPayment')?.pages).toEqual([cite('/payment-gateway/modifications/refund/')]);
    expect(result.document).toBe(cite(`/${API_DOWNLOADS.json}`));
    // An archived version has its own document: the payment links API came later.
    const archived = await answer(client, 'list_api_operations', { version: '2025-10' });
    expect(records(archived.operations).map((op) => op.operationId)).not.toContain('createPaymentLink');
    expect(records(result.operations).map((op) => op.operationId)).toContain('createPaymentLink');
    const modifications = await answer(client, 'list_api_operations', { tag: 'Modifications' });
    expect(records(modifications.operations).map((op) => op.operationId)).toEqual(expected.filter((entry) => entry.operation.tags?.includes('Modifications')).map((entry) => entry.id));
  });

  it('get_api_operation gives parameters, request and response fields, examples and error codes from the published document', async () => {
    const result = await answer(client, 'get_api_operation', { operationId: 'createPayment' });
    const document = await publishedApi();
    const entry = allOperations(document).find((candidate) => candidate.id === 'createPayment');
    if (!entry) throw new Error('createPayment is not in the published document');
    expect([result.method, result.path]).toEqual(['POST', entry.path]);
    expect(records(result.headers).map((header) => header.name)).toContain('Idempotency-Key');
    const requestBody: unknown = entry.operation.requestBody;
    const examples = isRecord(requestBody) && isRecord(requestBody.content) && isRecord(requestBody.content['application/json']) ? requestBody.content['application/json'].examples : undefined;
    expect(Object.keys(isRecord(result.requestExamples) ? result.requestExamples : {})).toEqual(Object.keys(isRecord(examples) ? examples : {}));
    expect(records(result.requestFields).map((row) => row.name)).toContain('amount.value');
    expect(records(result.responseFields).map((row) => row.name)).toContain('resultCode');
    const codes = records(result.errors).flatMap((error) => strings(error.codes));
    const published = Object.values(entry.operation.responses ?? {}).flatMap((response: unknown) => (isRecord(response) ? strings(response['x-error-codes']) : []));
    expect(codes.sort()).toEqual(published.sort());
    expect(codes).toContain('request_in_progress');
    const pages = parseReferencePages(json(API_REFERENCE_FILES.referencePages), API_REFERENCE_FILES.referencePages).operations.createPayment ?? [];
    expect(pages.length).toBeGreaterThan(0);
    expect(strings(result.pages)).toEqual(pages.map((route) => cite(`${route}/`)));
  });

  it('get_webhook_event gives the payload, where it is documented and how to verify its signature', async () => {
    const result = await answer(client, 'get_webhook_event', { type: 'payment.refunded' });
    const events = parseWebhookEvents(json(API_REFERENCE_FILES.webhookEvents), API_REFERENCE_FILES.webhookEvents);
    const event = events.find((candidate) => candidate.type === 'payment.refunded');
    expect(isRecord(result.example) ? result.example.data : null).toEqual(event?.example);
    expect(result.description).toBe(event?.description);
    expect(records(result.fields).map((row) => row.name)).toEqual(expect.arrayContaining(event?.fields ?? ['?']));
    expect(result.page).toBe(cite('/webhooks/webhook-message/#event-payment-refunded'));
    expect(readOut('webhooks/webhook-message/index.html')).toContain('id="event-payment-refunded"');
    const signature = isRecord(result.signature) ? result.signature : {};
    expect(signature.header).toBe('Paymora-Signature');
    expect(String(signature.computed)).toContain('raw request body');
    expect(strings(signature.pages)).toContain(cite('/webhooks/hmac-validation/'));
  });

  it('answers bad input with a tool error that says what was wrong', async () => {
    const expectError = async (name: string, args: Record<string, unknown>, message: RegExp) => {
      const { isError, text } = await call(client, name, args);
      expect(isError, `${name} ${JSON.stringify(args)}: ${text}`).toBe(true);
      expect(text).toMatch(message);
    };
    await expectError('read_page', { route: '/no/such/page' }, /No page at \/no\/such\/page\/: .*\/no\/such\/page\/index\.md was not found/);
    await expectError('search_docs', { query: 'refund', version: '1999-01' }, /Unknown docs version "1999-01": this site has "latest", "2025-10"/);
    await expectError('list_api_operations', { version: 'nope' }, /Unknown docs version "nope"/);
    await expectError('search_docs', { query: '   ' }, /The query is empty/);
    await expectError('search_docs', { query: '' }, /The query is empty/);
    await expectError('get_api_operation', { operationId: 'chargeCard' }, /No operation "chargeCard" in .*api\/openapi\.json; the operations are listCheckouts, createCheckout, /);
    await expectError('get_api_operation', { operationId: 'webhookMessage' }, /it is a webhook: use get_webhook_event/);
    await expectError('get_webhook_event', { type: 'payment.exploded' }, /No webhook event "payment\.exploded" in .*webhook-events\.json; the types are payment\.authorised, /);
    await expectError('list_api_operations', { tag: 'Nope' }, /No operation has the tag "Nope"; the tags are /);
    // Still serving after all of that.
    expect((await answer(client, 'search_docs', { query: 'capture' })).total).toBeGreaterThan(0);
  });
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const record = (url: string, title: string, content: string): SearchRecord => ({
  objectID: url,
  url,
  anchor: null,
  type: 'lvl1',
  hierarchy: { lvl0: 'Guides', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content,
  position: 0,
  version: 'latest',
});

const apiDocument = (operationId: string) => ({
  openapi: '3.1.0',
  info: { title: 'Test API', version: '1' },
  paths: { [`/${operationId}`]: { get: { operationId, summary: operationId, responses: { '200': { description: 'OK' } } } } },
});

/** A tiny export: the files a deploy keeps (build id, search pointer and files, API document), as one build writes them. */
async function writeBuild(dir: string, buildId: string, records: SearchRecord[], operationId: string, manifestFormat?: number): Promise<void> {
  const search = searchFileContents(records);
  for (const { url, text } of search.files) {
    const file = path.join(dir, url);
    await mkdir(path.dirname(file), { recursive: true });
    const body = manifestFormat !== undefined && url.endsWith('/manifest.json') ? JSON.stringify({ ...(JSON.parse(text) as object), format: manifestFormat }) : text;
    await writeFile(file, body);
  }
  await mkdir(path.join(dir, 'api'), { recursive: true });
  await writeFile(path.join(dir, API_DOWNLOADS.json), JSON.stringify(apiDocument(operationId)));
  await writeFile(path.join(dir, 'index.html'), '<html><head><meta name="paymora:archived-versions" content=""/></head></html>');
  await writeFile(path.join(dir, BUILD_ID_URL), JSON.stringify({ buildId }));
}

describe('the docs MCP server and the site it reads', () => {
  it('says which address it tried when the site cannot be reached', async () => {
    const origin = `http://127.0.0.1:${await closedPort()}`;
    const client = await startClient(['--site', origin]);
    clients.push(client);
    for (const [name, args] of [['search_docs', { query: 'refund' }], ['list_api_operations', {}], ['read_page', { route: '/webhooks/' }]] as const) {
      const { isError, text } = await call(client, name, args);
      expect(isError, text).toBe(true);
      expect(text, name).toMatch(new RegExp(`^The docs site cannot be reached: GET ${origin.replace(/\./g, '\\.')}/\\S+ failed \\(.*ECONNREFUSED`));
    }
  });

  it('refuses a search index of a format it does not know, naming both formats', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mcp-format-'));
    temporary.push(dir);
    await writeBuild(dir, 'build-a', [record('/alpha/', 'Alpha', 'alpha words')], 'firstOp', 99);
    const client = await startClient(['--out', dir]);
    clients.push(client);
    const { isError, text } = await call(client, 'search_docs', { query: 'alpha' });
    expect(isError, text).toBe(true);
    expect(text).toMatch(/The search index at \S+\/manifest\.json is of format 99, and this server reads format 4 only/);
    // The other tools still work.
    expect(records((await answer(client, 'list_api_operations', {})).operations).map((op) => op.operationId)).toEqual(['firstOp']);
  });

  it('follows a deploy: the new search files the pointer names, and what a new build id publishes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mcp-deploy-'));
    temporary.push(dir);
    await writeBuild(dir, 'build-a', [record('/alpha/', 'Alpha', 'shared words alpha')], 'firstOp');
    const client = await startClient(['--out', dir]);
    clients.push(client);
    const titles = async () => records((await answer(client, 'search_docs', { query: 'shared' })).hits).map((hit) => hit.title);
    const operations = async () => records((await answer(client, 'list_api_operations', {})).operations).map((op) => op.operationId);
    expect(await titles()).toEqual(['Alpha']);
    expect(await operations()).toEqual(['firstOp']);
    // The next deploy: new search files under a new hash, the pointer, a new API document and build id.
    await writeBuild(dir, 'build-b', [record('/bravo/', 'Bravo', 'shared words bravo')], 'secondOp');
    expect(await titles()).toEqual(['Bravo']);
    expect(await operations()).toEqual(['secondOp']);
  });
});
