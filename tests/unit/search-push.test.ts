import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushToAlgolia } from '@/lib/search/push/algolia';
import { ConfigError, readPushConfig } from '@/lib/search/push/config';
import { PushError } from '@/lib/search/push/retry';
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
      'POST /collections',
      'POST /collections/paymora-docs_2/documents/import',
      'GET /collections/paymora-docs_2',
      'PUT /aliases/paymora-docs',
      'DELETE /collections/paymora-docs_1',
    ]);
    expect(server.requests.every((r) => r.headers['x-typesense-api-key'] === 'admin')).toBe(true);
    const imported = server.requests[2]?.body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
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
    expect(calls[0]).toBe('POST /1/indexes/paymora-docs/operation');
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

describe('push configuration', () => {
  it('names the missing variable', () => {
    expect(() => readPushConfig({ SEARCH_BACKEND: 'typesense', TYPESENSE_URL: 'http://x' })).toThrow(/TYPESENSE_ADMIN_KEY is not set/);
    expect(() => readPushConfig({})).toThrow(ConfigError);
    expect(readPushConfig({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'k' })).toEqual({ backend: 'algolia', appId: 'A', adminKey: 'k', indexName: 'paymora-docs', host: undefined });
    expect(new PushError('x', true).transient).toBe(true);
  });
});

describe('npm run search:push', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const out = path.join(root, 'tests/.tmp/push-out');
  beforeAll(() => {
    mkdirSync(path.join(out, 'search'), { recursive: true });
    writeFileSync(path.join(out, 'index.html'), '<html><head><meta name="paymora:search-version" content="0123456789ab"/></head></html>');
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
