import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushToAlgolia } from '@/lib/search/push/algolia';
import { ConfigError, readPushConfig } from '@/lib/search/push/config';
import { isNetworkError, PushError } from '@/lib/search/push/retry';
import { pushToTypesense } from '@/lib/search/push/typesense';
import type { SearchRecord } from '@/lib/search/types';
import { startAlgoliaMock, startTypesenseMock, type MockServer } from '../support/mock-search-servers';

const record = (i: number): SearchRecord => ({
  objectID: `/webhooks/configuration/#s${i}`,
  url: `/webhooks/configuration/#s${i}`,
  anchor: `s${i}`,
  type: 'lvl2',
  hierarchy: { lvl0: 'Webhooks', lvl1: 'Configuration', lvl2: `Section ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: `Text of section ${i}`,
  position: i,
});
const records = [0, 1, 2, 3, 4].map(record);
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
    // First the live count (the shrink guard), then the copy of the live index's settings.
    expect(calls.slice(0, 2)).toEqual(['POST /1/indexes/paymora-docs/query', 'POST /1/indexes/paymora-docs/operation']);
    expect(calls).toContain('POST /1/indexes/paymora-docs_tmp/batch');
    expect(calls.at(-2)).toBe('POST /1/indexes/paymora-docs_tmp/operation');
    expect(JSON.parse(server.requests.at(-2)?.body ?? '{}')).toEqual({ operation: 'move', destination: 'paymora-docs' });
    expect(server.indexes.get('paymora-docs')).toHaveLength(5);
    expect((server.indexes.get('paymora-docs')?.[0] as SearchRecord).hierarchy.lvl1).toBe('Configuration');
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
    const orphaned = await startTypesenseMock({ adminKey: 'admin', alias, extraCollections: { 'paymora-docs_150': 5, 'other-index_1': 9 } });
    servers.push(orphaned);
    await pushToTypesense(records, { url: orphaned.url, adminKey: 'admin', alias: alias.name }, { retry: noWait, log: quiet, now: () => 200 });
    expect([...orphaned.collections.keys()].sort()).toEqual(['other-index_1', 'paymora-docs_200']);
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
    writeFileSync(path.join(out, 'search/documents.0123456789ab.json'), JSON.stringify(records));
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
    expect(result.stdout).toContain('Dry run: would push 5 records to typesense index "paymora-docs"');
    expect(result.stdout).toContain('Nothing was sent.');
    expect(result.status).toBe(0);
    expect(server.requests).toEqual([]);
  });

  it('pushes, and exits non-zero with the reason when it cannot', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin' });
    servers.push(server);
    const ok = await run({ SEARCH_BACKEND: 'typesense', TYPESENSE_URL: server.url, TYPESENSE_ADMIN_KEY: 'admin' });
    expect(ok.stdout).toMatch(/Pushed 5 records to Typesense: paymora-docs → paymora-docs_\d+/);
    expect(ok.status).toBe(0);
    const bad = await run({ SEARCH_BACKEND: 'typesense', TYPESENSE_URL: server.url, TYPESENSE_ADMIN_KEY: 'wrong' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('search:push failed: Typesense refused the admin key');
    const missing = await run({ SEARCH_BACKEND: 'algolia' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('ALGOLIA_APP_ID is not set');
  });
});
