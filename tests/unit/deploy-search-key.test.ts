/**
 * The deploy asks the hosted search service what the browser's key may do (probe M5), as the push
 * does, and refuses a key that may write, one the service does not know, and a check it cannot make.
 * Against the push's stand-ins for Typesense and Algolia (tests/support/mock-search-servers.ts): no
 * real Typesense or Algolia can be installed here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBuildManifest } from '@/lib/deploy/build-manifest';
import { runDeploy } from '@/lib/deploy/run';
import { browserSearchKeyProblem } from '@/lib/deploy/search-key';
import { SEARCH_CONFIG_META } from '@/lib/search/public-config';
import { startAlgoliaMock, startTypesenseMock } from '../support/mock-search-servers';

const work = mkdtempSync(path.join(os.tmpdir(), 'deploy-search-key-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const retry = { attempts: 1, baseDelayMs: 1 };

/** An out/ whose pages carry this search configuration, as pages/_document.tsx writes it. */
function exportWith(name: string, config: Record<string, string> | null): string {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  const meta = config ? `<meta name="${SEARCH_CONFIG_META}" content="${JSON.stringify(config).replace(/"/g, '&quot;')}">` : '';
  writeFileSync(path.join(dir, 'index.html'), `<html><head>${meta}</head><body>Welcome</body></html>`);
  return dir;
}

describe('the deploy checks the browser search key (probe M5)', { timeout: 60_000 }, () => {
  it('Typesense: refuses a key that may write or that Typesense does not know, accepts a search-only key', async () => {
    const server = await startTypesenseMock({ adminKey: 'tsAdm1nK3y', keys: { 'srch-only-key': ['documents:search'], 'wrte-key-value': ['documents:search', 'documents:import'] } });
    try {
      const typesense = (searchKey: string) => exportWith(`ts-${searchKey}`, { backend: 'typesense', indexName: 'paymora-docs', url: server.url, searchKey });
      const env = { TYPESENSE_ADMIN_KEY: 'tsAdm1nK3y' };
      expect(await browserSearchKeyProblem(typesense('srch-only-key'), env, retry)).toBeNull();
      expect(await browserSearchKeyProblem(typesense('wrte-key-value'), env, retry)).toContain('NEXT_PUBLIC_TYPESENSE_SEARCH_KEY, which this build gives every browser, may also documents:import');
      expect(await browserSearchKeyProblem(typesense('tsAdm1nK3y'), env, retry)).toContain('is the admin key (TYPESENSE_ADMIN_KEY)');
      expect(await browserSearchKeyProblem(typesense('zzzz-unknown'), env, retry)).toContain('is not a key typesense knows');
      expect(await browserSearchKeyProblem(typesense('srch-only-key'), {}, retry)).toContain('TYPESENSE_ADMIN_KEY is not set here, so the deploy cannot ask typesense what that key may do');
      expect(await browserSearchKeyProblem(typesense('srch-only-key'), { TYPESENSE_ADMIN_KEY: 'wrong' }, retry)).toContain('the deploy could not ask typesense what the browser key may do (Typesense refused the admin key');
    } finally {
      await server.close();
    }
  });

  it('Algolia: refuses a key whose ACL holds more than search, accepts a search-only key', async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'algAdmin', keys: { searchOnly: ['search'], canWrite: ['search', 'addObject', 'deleteIndex'] } });
    try {
      const algolia = (searchKey: string) => exportWith(`alg-${searchKey}`, { backend: 'algolia', indexName: 'paymora-docs', appId: 'APP', searchKey, host: server.url });
      const env = { ALGOLIA_ADMIN_KEY: 'algAdmin' };
      expect(await browserSearchKeyProblem(algolia('searchOnly'), env, retry)).toBeNull();
      expect(await browserSearchKeyProblem(algolia('canWrite'), env, retry)).toContain('NEXT_PUBLIC_ALGOLIA_SEARCH_KEY, which this build gives every browser, may also addObject, deleteIndex');
      expect(await browserSearchKeyProblem(algolia('neverMade'), env, retry)).toContain('is not a key algolia knows');
    } finally {
      await server.close();
    }
  });

  it('a local-index build needs no check; npm run deploy refuses a write key before it touches the bucket', async () => {
    expect(await browserSearchKeyProblem(exportWith('local', { backend: 'local', indexName: 'paymora-docs' }), {}, retry)).toBeNull();
    expect(await browserSearchKeyProblem(exportWith('none', null), {}, retry)).toBeNull();
    const server = await startTypesenseMock({ adminKey: 'tsAdm1nK3y', keys: { 'wrte-key-value': ['*'] } });
    try {
      const out = exportWith('deploy', { backend: 'typesense', indexName: 'paymora-docs', url: server.url, searchKey: 'wrte-key-value' });
      await writeBuildManifest(out, { buildId: 'build-m5', commit: 'commit-of-build-m5', commitTime: '2026-11-20T10:00:00Z', secretScan: { passed: true, variablesChecked: 0, filesScanned: 0 } });
      const lines: string[] = [];
      const say = (line: string) => lines.push(line);
      // Port 9 (discard) on loopback: a deploy that reached the bucket would fail to connect, not refuse.
      const status = await runDeploy([], { OUT_DIR: out, DEPLOY_BUCKET: 'docs-site', DEPLOY_ENDPOINT: 'http://127.0.0.1:9', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y', AWS_MAX_ATTEMPTS: '1', TYPESENSE_ADMIN_KEY: 'tsAdm1nK3y' }, { log: say, warn: say, error: say });
      expect(status).toBe(1);
      expect(lines.join('\n')).toContain('deploy refused: NEXT_PUBLIC_TYPESENSE_SEARCH_KEY, which this build gives every browser, may also *: anyone could change the index');
    } finally {
      await server.close();
    }
  });
});
