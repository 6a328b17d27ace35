import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushToAlgolia } from '@/lib/search/push/algolia';
import { ConfigError, readPushConfig, readPushRecords } from '@/lib/search/push/config';
import { isNetworkError, PushError } from '@/lib/search/push/retry';
import { pushToTypesense } from '@/lib/search/push/typesense';
import { SENTINEL_POST, SENTINEL_PRE } from '@/lib/search/backends/hosted-text';
import { SECTION_ATTRIBUTE, VERSION_ATTRIBUTE, type SearchRecord } from '@/lib/search/types';
import { startAlgoliaMock, startTypesenseMock, type MockServer } from '../support/mock-search-servers';

const record = (i: number): SearchRecord => ({
  objectID: `/webhooks/configuration/#s${i}`,
  url: `/webhooks/configuration/#s${i}`,
  anchor: `s${i}`,
  type: 'lvl2',
  hierarchy: { lvl0: 'Webhooks', lvl1: 'Configuration', lvl2: `Section ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: `Text of section ${i}`,
  position: i,
  version: 'latest',
});
const records = [0, 1, 2, 3, 4].map(record);
/** The latest docs' records and an archived version's, as a build with two docs versions writes them. */
const archived: SearchRecord = { ...record(5), objectID: '/2025-10/webhooks/configuration/', url: '/2025-10/webhooks/configuration/', anchor: null, type: 'lvl1', version: '2025-10' };
const versioned = [...records, archived];
const noWait = { attempts: 3, baseDelayMs: 100, sleep: async () => undefined };
const quiet = { info: () => undefined, warn: () => undefined };

let servers: MockServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('Typesense push', () => {
  it('creates a new collection, imports, counts, swaps the alias, then drops the old collection', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin', alias: { name: 'paymora-docs', collection: 'paymora-docs_1' } });
    servers.push(server);
    const result = await pushToTypesense(records, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: noWait, log: quiet, now: () => 2 });
    expect(result).toEqual({ collection: 'paymora-docs_2', previous: 'paymora-docs_1' });
    expect(server.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /aliases/paymora-docs',
      'GET /collections/paymora-docs_1',
      'POST /collections',
      'POST /collections/paymora-docs_2/documents/import',
      'GET /collections/paymora-docs_2',
      'PUT /aliases/paymora-docs',
      'DELETE /collections/paymora-docs_1',
      'GET /aliases',
      'GET /collections',
    ]);
    expect(server.requests.every((r) => r.headers['x-typesense-api-key'] === 'admin')).toBe(true);
    const imported = server.requests[3]?.body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(imported).toHaveLength(5);
    expect(imported?.[0]).toMatchObject({ 'hierarchy.lvl0': 'Webhooks', 'hierarchy.lvl2': 'Section 0', url: '/webhooks/configuration/#s0', item_priority: 5 });
    expect(server.aliases.get('paymora-docs')).toBe('paymora-docs_2');
    expect([...server.collections.keys()]).toEqual(['paymora-docs_2']);
  });

  it('sets the site\'s synonyms on the new collection before it goes live, one multi-way synonym a group', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin', alias: { name: 'paymora-docs', collection: 'paymora-docs_1' } });
    servers.push(server);
    await pushToTypesense(records, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: noWait, log: quiet, now: () => 4, synonyms: [['3ds', '3-D Secure'], ['notification', 'webhook']] });
    expect([...server.synonyms]).toEqual([
      ['paymora-docs_4/synonyms-1', ['3ds', '3-D Secure']],
      ['paymora-docs_4/synonyms-2', ['notification', 'webhook']],
    ]);
    const calls = server.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(calls.indexOf('PUT /collections/paymora-docs_4/synonyms/synonyms-1')).toBeLessThan(calls.indexOf('PUT /aliases/paymora-docs'));
  });

  it('pushes the records of every docs version, each with its version in a facetable field the queries filter on', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin' });
    servers.push(server);
    await pushToTypesense(versioned, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: noWait, log: quiet, now: () => 3 });
    const schema = JSON.parse(server.requests.find((r) => r.method === 'POST' && r.path === '/collections')?.body ?? '{}') as { fields: { name: string; facet?: boolean }[] };
    expect(schema.fields.find((field) => field.name === VERSION_ATTRIBUTE)).toMatchObject({ type: 'string', facet: true });
    const imported = server.requests.find((r) => r.path.includes('/documents/import'))?.body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(imported?.map((doc) => [doc.url, doc[VERSION_ATTRIBUTE]])).toEqual(versioned.map((r) => [r.url, r.version]));
  });

  it('refuses with a clear message on a bad key and changes nothing', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin', alias: { name: 'paymora-docs', collection: 'paymora-docs_1' } });
    servers.push(server);
    const push = pushToTypesense(records, { url: server.url, adminKey: 'wrong', alias: 'paymora-docs' }, { retry: noWait, log: quiet });
    await expect(push).rejects.toThrow(/refused the admin key while reading the alias \(401\): check TYPESENSE_ADMIN_KEY/);
    expect(server.requests).toHaveLength(1);
    expect(server.aliases.get('paymora-docs')).toBe('paymora-docs_1');
  });

  it('drops the new collection and keeps the live alias when a record is rejected or the count is short', async () => {
    for (const failure of [{ rejectRecordAt: 3 }, { undercount: true }]) {
      const server = await startTypesenseMock({ adminKey: 'admin', alias: { name: 'paymora-docs', collection: 'paymora-docs_1' }, ...failure });
      servers.push(server);
      const push = pushToTypesense(records, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: noWait, log: quiet, now: () => 7 });
      await expect(push).rejects.toThrow(failure.undercount ? /holds 4 of 5 records in paymora-docs_7; the alias was not changed/ : /rejected 1 record\(s\) while importing records; first: Field `item_priority`/);
      expect(server.aliases.get('paymora-docs')).toBe('paymora-docs_1');
      expect([...server.collections.keys()]).toEqual(['paymora-docs_1']);
      expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
    }
  });

  it('retries transient failures with backoff', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin', failFirst: 2 });
    servers.push(server);
    const delays: number[] = [];
    await pushToTypesense(records, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: { ...noWait, attempts: 4, onRetry: (_e, _a, d) => delays.push(d) }, log: quiet, now: () => 3 });
    expect(delays).toEqual([100, 200]);
    expect(server.aliases.get('paymora-docs')).toBe('paymora-docs_3');
  });

  it('gives up on an unreachable host after its attempts, saying so', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin' });
    await server.close();
    const attempts: number[] = [];
    const push = pushToTypesense(records, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: { ...noWait, onRetry: (_e, a) => attempts.push(a) }, log: quiet });
    await expect(push).rejects.toThrow(new RegExp(`Cannot reach Typesense at ${server.url.replace(/\./g, '\\.')} while reading the alias`));
    expect(attempts).toEqual([1, 2]);
  });
});

describe('Algolia push', () => {
  it('replaces all objects through a temporary index moved over the live one', async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin' });
    servers.push(server);
    await pushToAlgolia(records, { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: server.url }, { retry: noWait });
    const calls = server.requests.map((r) => `${r.method} ${decodeURIComponent(r.path.split('?')[0] ?? '').replace(/_tmp_\d+/, '_tmp')}`);
    // First the live count (the shrink guard) and the sweep, then a copy of the live index whose settings and synonyms are set: the live index's are never touched (probe L7).
    expect(calls.slice(0, 8)).toEqual([
      'POST /1/indexes/paymora-docs/query',
      'GET /1/indexes',
      'POST /1/indexes/paymora-docs/operation',
      'GET /1/indexes/paymora-docs_tmp/task/1',
      'PUT /1/indexes/paymora-docs_tmp/settings',
      'GET /1/indexes/paymora-docs_tmp/task/2',
      'POST /1/indexes/paymora-docs_tmp/synonyms/batch',
      'GET /1/indexes/paymora-docs_tmp/task/3',
    ]);
    expect(calls).toContain('POST /1/indexes/paymora-docs_tmp/batch');
    expect(calls.at(-2)).toBe('POST /1/indexes/paymora-docs_tmp/operation');
    expect(JSON.parse(server.requests.at(-2)?.body ?? '{}')).toEqual({ operation: 'move', destination: 'paymora-docs' });
    expect(server.indexes.get('paymora-docs')).toHaveLength(5);
    expect((server.indexes.get('paymora-docs')?.[0] as SearchRecord).hierarchy.lvl1).toBe('Configuration');
    // The live index ends with what the site's queries need: the section facet, the headings and text searchable, the site's highlight tags.
    expect(server.settings.get('paymora-docs')).toMatchObject({
      attributesForFaceting: [SECTION_ATTRIBUTE, `filterOnly(${VERSION_ATTRIBUTE})`],
      searchableAttributes: expect.arrayContaining(['unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(content)']),
      highlightPreTag: SENTINEL_PRE,
      highlightPostTag: SENTINEL_POST,
    });
  });

  it('sets the site\'s synonyms on the new index with the settings, so the move brings them', async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin' });
    servers.push(server);
    await pushToAlgolia(records, { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: server.url }, { retry: noWait, synonyms: [['3ds', '3-D Secure']] });
    expect(server.synonyms.get('paymora-docs')).toEqual([['3ds', '3-D Secure']]);
  });

  it('pushes the records of every docs version, each with its version', async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin' });
    servers.push(server);
    await pushToAlgolia(versioned, { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: server.url }, { retry: noWait });
    const pushed = (server.indexes.get('paymora-docs') ?? []).map((object) => (typeof object === 'object' && object !== null && 'version' in object ? object.version : undefined));
    expect(pushed).toEqual(versioned.map((r) => r.version));
  });

  it('fails clearly on a bad key or a rejected record and leaves the live index', async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin' });
    servers.push(server);
    await expect(pushToAlgolia(records, { appId: 'APP', adminKey: 'nope', indexName: 'paymora-docs', host: server.url }, { retry: noWait })).rejects.toThrow(/refused the admin key \(403\)/);
    const rejecting = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin', rejectBatch: true });
    servers.push(rejecting);
    await expect(pushToAlgolia(records, { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: rejecting.url }, { retry: noWait })).rejects.toThrow(/rejected the records \(400\)/);
    expect(rejecting.indexes.get('paymora-docs')).toEqual([{ objectID: 'old' }]);
    expect(rejecting.requests.some((r) => r.body.includes('"move"'))).toBe(false);
    // Nor did its settings change, and the temporary index is gone (probe L7).
    expect(rejecting.settings.get('paymora-docs')).toBeUndefined();
    expect([...rejecting.indexes.keys()]).toEqual(['paymora-docs']);
  });

  it('deletes the temporary indexes an interrupted push left, not one another push may still be filling (probe L7)', async () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const server = await startAlgoliaMock({
      appId: 'APP',
      adminKey: 'admin',
      extraIndexes: { 'paymora-docs_tmp_500997': '2026-11-27T09:00:00Z', 'paymora-docs_tmp_1764244000000': '2026-11-27T11:50:00Z', 'paymora-docs_staging': '2026-11-01T00:00:00Z', 'paymora-docs_tmp_old-notes': '2026-11-01T00:00:00Z' },
    });
    servers.push(server);
    const notices: string[] = [];
    await pushToAlgolia(records, { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: server.url }, { retry: noWait, now: () => now, warn: (line) => notices.push(line) });
    expect([...server.indexes.keys()].sort()).toEqual(['paymora-docs', 'paymora-docs_staging', 'paymora-docs_tmp_1764244000000', 'paymora-docs_tmp_old-notes']);
    expect(notices).toEqual(['Deleted paymora-docs_tmp_500997, a temporary index an interrupted push left behind']);
  });
});

describe("a push refuses a build whose browser key may do more than search", () => {
  const algolia = (keys: Record<string, string[]>) => startAlgoliaMock({ appId: 'APP', adminKey: 'admin', keys });
  const typesense = (keys: Record<string, string[]>) => startTypesenseMock({ adminKey: 'admin', alias: { name: 'paymora-docs', collection: 'paymora-docs_1' }, keys });

  it('Algolia: pushes with a key whose ACL is search alone; refuses one that may write, the admin key, or a key Algolia does not know, before changing anything', async () => {
    const ok = await algolia({ 'search-key': ['search'] });
    servers.push(ok);
    await pushToAlgolia(records, { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: ok.url }, { retry: noWait, publicKey: 'search-key' });
    expect(ok.requests[0]?.path.split('?')[0]).toBe('/1/keys/search-key');
    expect(ok.indexes.get('paymora-docs')).toHaveLength(5);
    for (const [publicKey, reason] of [
      ['write-key', /NEXT_PUBLIC_ALGOLIA_SEARCH_KEY, which this build gives every browser, may also addObject, editSettings: anyone could change the index/],
      ['admin', /NEXT_PUBLIC_ALGOLIA_SEARCH_KEY, which this build gives every browser, is the admin key \(ALGOLIA_ADMIN_KEY\)/],
      ['unknown-key', /NEXT_PUBLIC_ALGOLIA_SEARCH_KEY, which this build gives every browser, is not a key algolia knows/],
    ] as const) {
      const server = await algolia({ 'write-key': ['search', 'addObject', 'editSettings'] });
      servers.push(server);
      await expect(pushToAlgolia(records, { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: server.url }, { retry: noWait, publicKey })).rejects.toThrow(reason);
      expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(server.indexes.get('paymora-docs')).toEqual([{ objectID: 'old' }]);
    }
  });

  it('Typesense: pushes with a key whose actions are documents:search alone; refuses one that may write, before changing anything', async () => {
    const ok = await typesense({ 'srch-only': ['documents:search'] });
    servers.push(ok);
    await pushToTypesense(records, { url: ok.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: noWait, log: quiet, now: () => 2, publicKey: 'srch-only' });
    expect(ok.requests[0]?.path).toBe('/keys');
    expect(ok.aliases.get('paymora-docs')).toBe('paymora-docs_2');
    for (const [publicKey, reason] of [
      ['wide-key', /NEXT_PUBLIC_TYPESENSE_SEARCH_KEY, which this build gives every browser, may also documents:import, collections:\*/],
      ['admin', /is the admin key \(TYPESENSE_ADMIN_KEY\)/],
      ['none-such', /is not a key typesense knows/],
    ] as const) {
      const server = await typesense({ 'srch-only': ['documents:search'], 'wide-key': ['documents:search', 'documents:import', 'collections:*'] });
      servers.push(server);
      await expect(pushToTypesense(records, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: noWait, log: quiet, publicKey })).rejects.toThrow(reason);
      expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(server.aliases.get('paymora-docs')).toBe('paymora-docs_1');
    }
  });
});

describe('a push cannot empty or shrink the live index', () => {
  const alias = { name: 'paymora-docs', collection: 'paymora-docs_100' };

  it('Typesense: refuses no records, or under 90% of the live count, unless allowed', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin', alias, extraCollections: { 'paymora-docs_100': 704 } });
    servers.push(server);
    const target = { url: server.url, adminKey: 'admin', alias: alias.name };
    await expect(pushToTypesense([], target, { retry: noWait, log: quiet })).rejects.toThrow(/no search records: pushing would empty the live index/);
    await expect(pushToTypesense(records, target, { retry: noWait, log: quiet })).rejects.toThrow(/5 search records and the live index 704/);
    expect(server.aliases.get(alias.name)).toBe('paymora-docs_100');
    expect([...server.collections.keys()]).toEqual(['paymora-docs_100']);
    await pushToTypesense(records, target, { retry: noWait, log: quiet, allowShrink: true, now: () => 200 });
    expect(server.aliases.get(alias.name)).toBe('paymora-docs_200');
  });

  it('Typesense: a failed alias swap drops the new collection; a later push sweeps collections left behind', async () => {
    const failing = await startTypesenseMock({ adminKey: 'admin', alias, failAliasSwap: true });
    servers.push(failing);
    await expect(pushToTypesense(records, { url: failing.url, adminKey: 'admin', alias: alias.name }, { retry: noWait, log: quiet, now: () => 200 })).rejects.toThrow(/swapping the alias/);
    expect(failing.aliases.get(alias.name)).toBe('paymora-docs_100');
    expect([...failing.collections.keys()]).toEqual(['paymora-docs_100']);
    // A push's own collections carry its record in their metadata; the alias's prefix alone proves nothing (probe M6).
    const now = 1_800_000_000_000;
    const mark = { createdBy: 'paymora search:push', alias: alias.name };
    const orphaned = await startTypesenseMock({
      adminKey: 'admin',
      alias,
      extraCollections: { 'paymora-docs_1700000000000': 5, 'paymora-docs_1799999000000': 5, 'paymora-docs_1600000000000': 7, 'paymora-docs_staging_live': 500, 'other-index_1': 9 },
      metadata: { 'paymora-docs_1700000000000': mark, 'paymora-docs_1799999000000': mark, 'paymora-docs_staging_live': { alias: alias.name } },
    });
    servers.push(orphaned);
    await pushToTypesense(records, { url: orphaned.url, adminKey: 'admin', alias: alias.name }, { retry: noWait, log: quiet, now: () => now });
    // Swept: the recorded push's collection from long ago. Kept: another push's still within the hour (it may be importing), one no push recorded, a staging index sharing the prefix, another index.
    expect([...orphaned.collections.keys()].sort()).toEqual(['other-index_1', 'paymora-docs_1600000000000', 'paymora-docs_1799999000000', 'paymora-docs_1800000000000', 'paymora-docs_staging_live']);
  });

  it('Typesense: records itself in the metadata of the collection it creates', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin' });
    servers.push(server);
    await pushToTypesense(records, { url: server.url, adminKey: 'admin', alias: 'paymora-docs' }, { retry: noWait, log: quiet, now: () => 1_800_000_000_000 });
    const created = server.requests.find((r) => r.method === 'POST' && r.path.split('?')[0] === '/collections');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({ name: 'paymora-docs_1800000000000', metadata: { createdBy: 'paymora search:push', alias: 'paymora-docs' } });
  });

  it('Algolia: refuses no records, or under 90% of the live count, unless allowed', async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin' });
    servers.push(server);
    server.indexes.set('paymora-docs', Array.from({ length: 704 }, (_, i) => ({ objectID: String(i) })));
    const target = { appId: 'APP', adminKey: 'admin', indexName: 'paymora-docs', host: server.url };
    await expect(pushToAlgolia([], target, { retry: noWait })).rejects.toThrow(/no search records/);
    await expect(pushToAlgolia(records, target, { retry: noWait })).rejects.toThrow(/5 search records and the live index 704/);
    expect(server.indexes.get('paymora-docs')).toHaveLength(704);
    await pushToAlgolia(records, target, { retry: noWait, allowShrink: true });
    expect(server.indexes.get('paymora-docs')).toHaveLength(5);
  });

  it('does not retry a request the client refuses as malformed, only failures to connect', () => {
    expect(isNetworkError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8108'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isNetworkError(new Error('No documents provided'))).toBe(false);
  });
});

describe('push configuration', () => {
  it('names the missing variable', () => {
    expect(() => readPushConfig({ SEARCH_BACKEND: 'typesense', TYPESENSE_URL: 'http://x' })).toThrow(/TYPESENSE_ADMIN_KEY is not set/);
    expect(() => readPushConfig({})).toThrow(ConfigError);
    expect(readPushConfig({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'k' })).toEqual({ backend: 'algolia', appId: 'A', adminKey: 'k', indexName: 'paymora-docs', host: undefined });
    expect(new PushError('x', true).transient).toBe(true);
  });

  it('names the documents file, the record and what to do when the build\'s records are malformed (probe L8)', async () => {
    const dir = path.join(path.resolve(import.meta.dirname, '../..'), 'tests/.tmp/push-records');
    mkdirSync(dir, { recursive: true });
    try {
      const file = path.join(dir, 'documents.json');
      writeFileSync(file, '[{"objectID": "x"');
      await expect(readPushRecords(file)).rejects.toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be read as JSON \\(.+\\): build again with npm run build, then push$`));
      const { url: _dropped, ...withoutUrl } = record(1);
      writeFileSync(file, JSON.stringify([record(0), withoutUrl]));
      const error: unknown = await readPushRecords(file).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain(`${file}: record 1 is not a search record`);
      expect(String(error)).toMatch(/build the search index again \(npm run build\), then push$/);
      writeFileSync(file, JSON.stringify(records));
      await expect(readPushRecords(file)).resolves.toEqual(records);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the index once, for the push and the browser', () => {
    expect(readPushConfig({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'k', NEXT_PUBLIC_SEARCH_INDEX: 'docs-v2' })).toMatchObject({ indexName: 'docs-v2' });
    expect(() => readPushConfig({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'k', SEARCH_INDEX: 'docs-v1', NEXT_PUBLIC_SEARCH_INDEX: 'docs-v2' })).toThrow(/set NEXT_PUBLIC_SEARCH_INDEX alone/);
  });
});

describe('npm run search:push', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const out = path.join(root, 'tests/.tmp/push-out');
  beforeAll(() => {
    mkdirSync(path.join(out, 'search'), { recursive: true });
    writeFileSync(path.join(out, 'search/latest.json'), JSON.stringify({ version: '0123456789ab' }));
    writeFileSync(path.join(out, 'search/documents.0123456789ab.json'), JSON.stringify(versioned));
    // A build for the local index: its pages carry no hosted search settings.
    writeFileSync(path.join(out, 'index.html'), '<html><head></head></html>');
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  // Asynchronous: the mock servers answer from this process, so it must not block while the script runs.
  const run = (env: Record<string, string>, args: string[] = []) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/search-push.ts'), ...args], { cwd: root, env: { ...process.env, OUT_DIR: out, SEARCH_PUSH_BACKOFF_MS: '1', ...env } }, (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      );
    });

  it('prints the plan and sends nothing in a dry run', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin' });
    servers.push(server);
    const result = await run({ SEARCH_BACKEND: 'typesense', TYPESENSE_URL: server.url, TYPESENSE_ADMIN_KEY: 'admin' }, ['--dry-run']);
    // Every docs version's records.
    expect(result.stdout).toContain('Dry run: would push 6 records to typesense index "paymora-docs"');
    expect(result.stdout).toContain('"version": "latest"');
    expect(result.stdout).toContain('Nothing was sent.');
    expect(result.status).toBe(0);
    expect(server.requests).toEqual([]);
  });

  it('pushes, and exits non-zero with the reason when it cannot', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin' });
    servers.push(server);
    const ok = await run({ SEARCH_BACKEND: 'typesense', TYPESENSE_URL: server.url, TYPESENSE_ADMIN_KEY: 'admin' });
    expect(ok.stdout).toMatch(/Pushed 6 records to Typesense: paymora-docs → paymora-docs_\d+/);
    expect(ok.status).toBe(0);
    const bad = await run({ SEARCH_BACKEND: 'typesense', TYPESENSE_URL: server.url, TYPESENSE_ADMIN_KEY: 'wrong' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('search:push failed: Typesense refused the admin key');
    const missing = await run({ SEARCH_BACKEND: 'algolia' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('ALGOLIA_APP_ID is not set');
  });

  it("checks the key the build gives browsers, as its pages carry it, and refuses to push when it may write", async () => {
    const built = path.join(root, 'tests/.tmp/push-out-hosted');
    mkdirSync(path.join(built, 'search'), { recursive: true });
    // As React writes the meta: JSON with its quotes escaped.
    const meta = (searchKey: string) => JSON.stringify({ backend: 'typesense', indexName: 'paymora-docs', url: 'http://search.example', searchKey }).replace(/"/g, '&quot;');
    writeFileSync(path.join(built, 'search/latest.json'), JSON.stringify({ version: '0123456789ab' }));
    writeFileSync(path.join(built, 'search/documents.0123456789ab.json'), JSON.stringify(records));
    try {
      const server = await startTypesenseMock({ adminKey: 'admin', keys: { 'srch-only': ['documents:search'], 'wide-key': ['*'] } });
      servers.push(server);
      const env = { OUT_DIR: built, SEARCH_BACKEND: 'typesense', TYPESENSE_URL: server.url, TYPESENSE_ADMIN_KEY: 'admin' };
      writeFileSync(path.join(built, 'index.html'), `<html><head><meta name="paymora:search-config" content="${meta('wide-key')}"/></head></html>`);
      const refused = await run(env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('search:push failed: NEXT_PUBLIC_TYPESENSE_SEARCH_KEY, which this build gives every browser, may also *');
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /keys']);
      writeFileSync(path.join(built, 'index.html'), `<html><head><meta name="paymora:search-config" content="${meta('srch-only')}"/></head></html>`);
      const pushed = await run(env);
      expect(pushed.status, pushed.stderr).toBe(0);
      const other = await run({ ...env, SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_KEY: 'admin' });
      expect(other.stderr).toContain('queries typesense but SEARCH_BACKEND is algolia');
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
