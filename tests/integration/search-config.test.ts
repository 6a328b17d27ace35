import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicSecretProblems } from '@/lib/secrets/environment';
import { parsePublicSearchConfig, readPublicSearchConfig, SearchConfigError } from '@/lib/search/public-config';

describe('browser search configuration', () => {
  it('defaults to the local index and names a missing search credential', () => {
    expect(readPublicSearchConfig({})).toEqual({ backend: 'local', indexName: 'paymora-docs' });
    expect(() => readPublicSearchConfig({ NEXT_PUBLIC_SEARCH_BACKEND: 'typesense', NEXT_PUBLIC_TYPESENSE_URL: 'https://search.paymora.example' })).toThrow(
      /NEXT_PUBLIC_TYPESENSE_SEARCH_KEY is not set/,
    );
    expect(() => readPublicSearchConfig({ NEXT_PUBLIC_SEARCH_BACKEND: 'elastic' })).toThrow(SearchConfigError);
    expect(readPublicSearchConfig({ NEXT_PUBLIC_SEARCH_BACKEND: 'algolia', NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only' })).toMatchObject({ backend: 'algolia', appId: 'APP' });
  });

  it('refuses admin or write keys on their way to the browser', () => {
    expect(publicSecretProblems({ NEXT_PUBLIC_ALGOLIA_ADMIN_KEY: 'x' })).toEqual([expect.stringMatching(/NEXT_PUBLIC_ALGOLIA_ADMIN_KEY would be bundled/)]);
    expect(publicSecretProblems({ TYPESENSE_ADMIN_KEY: 'adm1n-key-123', NEXT_PUBLIC_TYPESENSE_SEARCH_KEY: 'adm1n-key-123' })).toEqual([
      expect.stringMatching(/NEXT_PUBLIC_TYPESENSE_SEARCH_KEY holds the same value as TYPESENSE_ADMIN_KEY/),
    ]);
    expect(publicSecretProblems({ TYPESENSE_ADMIN_KEY: 'adm1n-key-123', NEXT_PUBLIC_TYPESENSE_SEARCH_KEY: 'search-key-456' })).toEqual([]);
  });

  it('refuses a NEXT_PUBLIC_ value that looks like a secret whatever its name says (probe L16)', () => {
    // Made here, so that no file of the repository holds a live-looking key.
    const liveKey = ['sk', 'live', '51HqK2vLz8Yp4Rt7Wx9Nc3MdQ'].join('_');
    expect(publicSecretProblems({ NEXT_PUBLIC_STRIPE_LIVE: liveKey })).toEqual([
      'NEXT_PUBLIC_STRIPE_LIVE holds sk_liv…, which looks like a Paymora live secret or restricted key: it would be bundled into the browser code; keep it out of NEXT_PUBLIC_ variables',
    ]);
    expect(publicSecretProblems({ NEXT_PUBLIC_CONSOLE_URL: 'https://merchant:Pa55w0rdXy@sandbox.paymora.example' })).toEqual([expect.stringContaining('NEXT_PUBLIC_CONSOLE_URL holds')]);
    // What the site does give the browser passes: URLs, names, test keys, a search-only key.
    const fine = { NEXT_PUBLIC_TYPESENSE_URL: 'https://search.paymora.example', NEXT_PUBLIC_SEARCH_INDEX: 'paymora-docs', NEXT_PUBLIC_SANDBOX_EXAMPLE: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', NEXT_PUBLIC_TYPESENSE_SEARCH_KEY: 'xyz-search-only-1' };
    expect(publicSecretProblems(fine)).toEqual([]);
  });

  it('treats any key, token, secret or password variable as secret unless it is a public search key', () => {
    // Typesense calls its admin key TYPESENSE_API_KEY, Algolia ALGOLIA_API_KEY: both are secrets.
    expect(publicSecretProblems({ TYPESENSE_API_KEY: 'xyz-admin-1', NEXT_PUBLIC_TYPESENSE_SEARCH_KEY: 'xyz-admin-1' })).toEqual([expect.stringContaining('same value as TYPESENSE_API_KEY')]);
    expect(publicSecretProblems({ ALGOLIA_API_KEY: 'abc', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'abc' })).toEqual([expect.stringContaining('same value as ALGOLIA_API_KEY')]);
    // A trailing space or newline does not hide a pasted admin key; a short one is still compared.
    expect(publicSecretProblems({ TYPESENSE_ADMIN_KEY: 'k1', NEXT_PUBLIC_TYPESENSE_SEARCH_KEY: 'k1 ' })).toHaveLength(1);
    expect(publicSecretProblems({ NEXT_PUBLIC_TYPESENSE_MASTER_KEY: 'x', NEXT_PUBLIC_DEPLOY_TOKEN: 'y' })).toEqual([
      expect.stringContaining('NEXT_PUBLIC_TYPESENSE_MASTER_KEY would be bundled'),
      expect.stringContaining('NEXT_PUBLIC_DEPLOY_TOKEN would be bundled'),
    ]);
    expect(publicSecretProblems({ PYTHONDONTWRITEBYTECODE: '1', NEXT_PUBLIC_SEARCH_BACKEND: 'local' })).toEqual([]);
  });
});

describe('the search configuration a page carries', () => {
  it('is read back as the build read the environment, and refused when incomplete', () => {
    const config = readPublicSearchConfig({ NEXT_PUBLIC_SEARCH_BACKEND: 'typesense', NEXT_PUBLIC_TYPESENSE_URL: 'https://search.paymora.example', NEXT_PUBLIC_TYPESENSE_SEARCH_KEY: 'k' });
    expect(parsePublicSearchConfig(JSON.stringify(config))).toEqual(config);
    expect(() => parsePublicSearchConfig('{"backend":"algolia","appId":"APP"}')).toThrow(/NEXT_PUBLIC_ALGOLIA_SEARCH_KEY is not set/);
    expect(() => parsePublicSearchConfig('not json')).toThrow(/is not JSON/);
  });
});

describe('the build refuses to bundle a secret', { timeout: 60_000 }, () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const out = path.join(root, 'tests/.tmp/secret-out');
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const run = (env: Record<string, string>, script = 'scripts/check-search-config.ts') =>
    new Promise<{ status: number; stderr: string; stdout: string }>((resolve) => {
      // The child sees only the credentials the case gives it.
      const childEnv: NodeJS.ProcessEnv = { ...process.env };
      for (const name of Object.keys(childEnv)) if (/(ADMIN|WRITE|SECRET|PRIVATE|SEARCH|KEY|TOKEN|PASS)/i.test(name)) delete childEnv[name];
      Object.assign(childEnv, { OUT_DIR: out }, env);
      execFile(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, script)], { cwd: root, env: childEnv }, (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) }),
      );
    });

  it('before the build: a NEXT_PUBLIC_ admin key or a missing search key stops it', async () => {
    const admin = await run({ NEXT_PUBLIC_ALGOLIA_ADMIN_KEY: 'abcdefgh12345' });
    expect(admin.status).toBe(1);
    expect(admin.stderr).toContain('NEXT_PUBLIC_ALGOLIA_ADMIN_KEY would be bundled into the browser code');
    const missing = await run({ NEXT_PUBLIC_SEARCH_BACKEND: 'algolia', NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('NEXT_PUBLIC_ALGOLIA_SEARCH_KEY is not set');
    const fine = await run({ TYPESENSE_ADMIN_KEY: 'abcdefgh12345' });
    expect(fine.status).toBe(0);
  });

  it('after the build: a secret found in any file stops it, naming the file, and no build manifest is written', async () => {
    const seal = 'scripts/seal-build.ts';
    mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    mkdirSync(path.join(out, '_next/static/test-build'), { recursive: true });
    writeFileSync(path.join(out, '_next/static/test-build/_buildManifest.js'), 'self.__BUILD_MANIFEST={}');
    writeFileSync(path.join(out, '_next/static/chunks/page.js'), 'const key = "adm1n-k3y-value";');
    const leaked = await run({ TYPESENSE_ADMIN_KEY: 'adm1n-k3y-value' }, seal);
    expect(leaked.status).toBe(1);
    expect(leaked.stderr).toContain('the value of TYPESENSE_ADMIN_KEY is in tests/.tmp/secret-out/_next/static/chunks/page.js');
    expect(existsSync(path.join(out, 'build-manifest.json'))).toBe(false);
    // By value, whatever the variable is called, in every file: the Markdown copies and text for agents too.
    writeFileSync(path.join(out, '_next/static/chunks/page.js'), 'const key = "public";');
    mkdirSync(path.join(out, 'guide'), { recursive: true });
    writeFileSync(path.join(out, 'guide/index.md'), 'Use the key s3cr3t-typesense-api in the header.');
    const inMarkdown = await run({ TYPESENSE_API_KEY: 's3cr3t-typesense-api' }, seal);
    expect(inMarkdown.status).toBe(1);
    expect(inMarkdown.stderr).toContain('the value of TYPESENSE_API_KEY is in tests/.tmp/secret-out/guide/index.md');
    const clean = await run({ TYPESENSE_ADMIN_KEY: 'another-value-1' }, seal);
    expect(clean.status, clean.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(out, 'build-manifest.json'), 'utf8'))).toMatchObject({ buildId: 'test-build', secretScan: { passed: true } });
  });
});
