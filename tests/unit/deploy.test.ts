/**
 * The deploy against a real S3-compatible server (s3rver) on loopback, behind a proxy that adds
 * S3's conditional PUT (tests/support/conditional-s3.ts): types and cache headers, website hosting
 * answering as `npm run serve` does, incremental re-runs, dry run, an upload interrupted half-way then
 * finished by a re-run; and what keeps the live site safe: the build manifest, the lock, the
 * refusal of older or much smaller builds, pruning that keeps recent builds and protected prefixes.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeBuildManifest } from '@/lib/deploy/build-manifest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '@/lib/deploy/files';
import { planPrune, planUploads } from '@/lib/deploy/plan';
import { s3Client } from '@/lib/deploy/s3';
import { serveExport } from '@/lib/static-server';
import { startConditionalProxy, type ConditionalProxy } from '../support/conditional-s3';
import { httpGet, type HttpAnswer } from '../support/http-get';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'paymora-deploy-'));
const out = path.join(work, 'out');
const bucket = 'docs-site';
let s3: S3rver;
let s3rverEndpoint = '';
let endpoint = '';
let conditional: ConditionalProxy;
let proxy: Server | undefined;

interface ExportShape {
  extraAssets?: number;
  /** Names the build's own CSS and page data, as a real build's hashes and build id do. */
  buildId?: string;
  commitTime?: string;
  dir?: string;
  pages?: number;
}

/** A sealed export: pages that reference their build's stylesheet, hashed assets, and a build manifest. */
async function writeExport({ extraAssets = 0, buildId = 'build-a', commitTime = '2026-11-01T10:00:00Z', dir = out, pages = 3 }: ExportShape = {}) {
  rmSync(dir, { recursive: true, force: true });
  const css = `/_next/static/css/site-${buildId}.css`;
  const page = (text: string) => `<html><head><link rel="stylesheet" href="${css}"></head><body>${text}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Welcome'),
    '404.html': '<html><body>Page not found</body></html>',
    'search/documents.0123456789ab.json': '[]',
    'sitemap.xml': '<urlset/>',
    '_next/static/chunks/main-abc123.js': 'console.log("main")',
    [css.slice(1)]: 'body{}',
    [`_next/data/${buildId}/index.json`]: '{}',
  };
  const routes = ['webhooks/configuration', 'webhooks/hmac-validation', 'resources/errors', 'resources/currencies'];
  for (const route of routes.slice(0, Math.max(0, pages - 1))) files[`${route}/index.html`] = page(route === 'webhooks/configuration' ? 'Webhook configuration' : route);
  for (let i = 0; i < extraAssets; i += 1) files[`_next/static/chunks/c${i}.js`] = `export const n = ${i};`;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  await writeBuildManifest(dir, { buildId, commit: `commit-of-${buildId}`, commitTime, secretScan: { passed: true, variablesChecked: 0, filesScanned: 0 } });
}

const deploy = (args: string[], via = endpoint, extraEnv: Record<string, string> = {}) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const env = { ...process.env, OUT_DIR: out, DEPLOY_BUCKET: bucket, DEPLOY_ENDPOINT: via, DEPLOY_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_MAX_ATTEMPTS: '2', ...extraEnv };
    execFile(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/deploy.ts'), ...args], { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) }),
    );
  });

/** A GET on website hosting as a browser makes it (by the bucket's website host name, gzip accepted). */
const website = (pathname: string) => httpGet(`${endpoint}${pathname}`, { Host: `${bucket}.s3-website-us-east-1.amazonaws.com`, 'Accept-Encoding': 'gzip' });

const client = () => s3Client({ bucket, region: 'us-east-1', endpoint: s3rverEndpoint, forcePathStyle: true });
const keys = async () => ((await client().send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key).sort();

beforeAll(async () => {
  // s3rver's built-in account, for the test's own look at the bucket.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  s3rverEndpoint = `http://127.0.0.1:${port}`;
  conditional = await startConditionalProxy(s3rverEndpoint);
  endpoint = conditional.endpoint;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await conditional.close();
  await s3.close();
  proxy?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('deploy plan', () => {
  const object = (key: string, md5: string, contentType = 'text/javascript; charset=utf-8') => ({ key, body: Buffer.from(key), md5, contentType, contentEncoding: 'gzip' as const, cacheControl: cacheControlFor(key) });
  const record = (buildId: string, keys: string[], deployedAt: string) => ({ buildId, commit: buildId, commitTime: deployedAt, deployedAt, pageCount: 1, keys });

  it('uploads what changed, assets before pages', () => {
    const local = [object('a.js', '1'), object('b.js', '2'), object('x/index.html', '3', 'text/html; charset=utf-8')];
    const plan = planUploads(local, [{ key: 'a.js', etag: '"1"' }, { key: 'old.js', etag: '"9"' }]);
    expect(plan.assets.map((o) => o.key)).toEqual(['b.js']);
    expect(plan.pages.map((o) => o.key)).toEqual(['x/index.html']);
    expect(plan.unchanged).toBe(1);
    expect(plan.shadows).toEqual([]);
    expect([cacheControlFor('_next/static/chunks/a.js'), cacheControlFor('search/index.0123456789ab.json'), cacheControlFor('search/0123456789ab/p0.json'), cacheControlFor('search/0123456789ab/2025-10/p0.json'), cacheControlFor('search/latest.json'), cacheControlFor('x/index.html')]).toEqual([
      IMMUTABLE,
      IMMUTABLE,
      IMMUTABLE,
      IMMUTABLE,
      REVALIDATE,
      REVALIDATE,
    ]);
  });

  it('uploads the search pointer with the pages, after the search files it names', () => {
    const json = 'application/json; charset=utf-8';
    const local = [object('search/documents.0123456789ab.json', '1', json), object('search/index.0123456789ab.json', '2', json), object('search/0123456789ab/manifest.json', '4', json), object('search/latest.json', '3', json)];
    const plan = planUploads(local, []);
    expect(plan.assets.map((o) => o.key)).toEqual(['search/documents.0123456789ab.json', 'search/index.0123456789ab.json', 'search/0123456789ab/manifest.json']);
    expect(plan.pages.map((o) => o.key)).toEqual(['search/latest.json']);
  });

  it('deletes a key x that an earlier deploy stored beside the route x/index.html, and nothing else without its page', () => {
    const local = [object('x/index.html', '3', 'text/html; charset=utf-8'), object('a.js', '1')];
    const remote = ['x', 'x/index.html', 'y', 'a.js', 'a'].map((key) => ({ key, etag: '"0"' }));
    expect(planUploads(local, remote).shadows).toEqual(['x']);
  });

  it('prunes only what no kept build references, never protected prefixes, and refuses to delete many unrecorded objects', () => {
    const remote = ['a.js', 'b.js', 'c.js', 'z.js', 'stray.js', '.well-known/security.txt', '_deploy/live.json'].map((key) => ({ key, etag: '"0"' }));
    const options = { current: ['c.js'], keepBuilds: 1, protectedPrefixes: ['.well-known/', '_deploy/'], maxStrayShare: 0.2 };
    const previous = [record('b', ['b.js'], '2026-11-03'), record('a', ['a.js', 'z.js'], '2026-11-02')];
    const plan = planPrune(remote, { ...options, previous });
    expect(plan.kept.map((r) => r.buildId)).toEqual(['b']);
    expect(plan.expired.map((r) => r.buildId)).toEqual(['a']);
    expect(plan.deletions.sort()).toEqual(['a.js', 'stray.js', 'z.js']);
    expect(plan.refusals).toEqual([]);
    // Seven objects and a 10% share: one unrecorded object is already too many.
    expect(planPrune(remote, { ...options, previous, maxStrayShare: 0.1 }).refusals).toEqual([expect.stringContaining('stray.js')]);
    // With no record of any build, everything but the new build and the protected prefixes would go: refused.
    expect(planPrune(remote, { ...options, previous: [] }).refusals).toHaveLength(1);
  });

  it("keeps a kept build's split search files for its open tabs and prunes an expired build's", () => {
    const split = (version: string) => [`search/${version}/manifest.json`, `search/${version}/p0.json`, `search/${version}/r0.json`];
    const live = split('cccccccc0003');
    const kept = split('bbbbbbbb0002');
    const expired = split('aaaaaaaa0001');
    const remote = [...live, ...kept, ...expired, 'search/latest.json'].map((key) => ({ key, etag: '"0"' }));
    const previous = [record('b', kept, '2026-11-03'), record('a', expired, '2026-11-02')];
    const plan = planPrune(remote, { current: [...live, 'search/latest.json'], previous, keepBuilds: 1, protectedPrefixes: [], maxStrayShare: 0 });
    expect(plan.deletions.sort()).toEqual([...expired].sort());
    expect(plan.refusals).toEqual([]);
    expect([...live, ...kept].map(cacheControlFor)).toEqual([...live, ...kept].map(() => IMMUTABLE));
  });
});

describe('npm run deploy against s3rver', { timeout: 60_000 }, () => {
  it('uploads everything with the right types and cache headers, assets before pages', async () => {
    await writeExport({ extraAssets: 3 });
    const result = await deploy(['--website']);
    expect(result.stderr).not.toContain('deploy failed');
    expect(result.status).toBe(0);
    const uploaded = result.stdout.split('\n').filter((line) => line.startsWith('uploaded')).map((line) => line.split(' ').at(-1) ?? '');
    const isPage = (key: string) => key.endsWith('.html');
    const firstPage = uploaded.findIndex(isPage);
    expect(firstPage).toBeGreaterThan(0);
    expect(uploaded.slice(firstPage).every(isPage), uploaded.join(' ')).toBe(true);
    // Each route is stored once, under its index document: website hosting redirects /x to /x/.
    expect(await keys()).toContain('webhooks/configuration/index.html');
    expect(await keys()).not.toContain('webhooks/configuration');
    const head = async (key: string) => client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(await head('_next/static/chunks/main-abc123.js')).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', ContentEncoding: 'gzip', CacheControl: IMMUTABLE });
    expect(await head('webhooks/configuration/index.html')).toMatchObject({ ContentType: 'text/html; charset=utf-8', ContentEncoding: 'gzip', CacheControl: REVALIDATE });
    expect(await head('search/documents.0123456789ab.json')).toMatchObject({ ContentType: 'application/json; charset=utf-8', ContentEncoding: 'gzip', CacheControl: IMMUTABLE });
    // Text for crawlers and agents stays plain; the stored bytes of a gzipped object are the file gzipped.
    expect((await head('sitemap.xml')).ContentEncoding).toBeUndefined();
    const stored = await client().send(new GetObjectCommand({ Bucket: bucket, Key: '_next/static/chunks/main-abc123.js' }));
    expect(gunzipSync(Buffer.from(await stored.Body!.transformToByteArray())).toString()).toBe(readFileSync(path.join(out, '_next/static/chunks/main-abc123.js'), 'utf8'));
  });

  it('answers on website hosting exactly as npm run serve answers from out/', async () => {
    // Same paths to both: a route with and without its slash, the home page, a hashed asset, data, text for crawlers, a missing page.
    const paths = ['/webhooks/configuration', '/webhooks/configuration/', '/', '/_next/static/chunks/main-abc123.js', '/search/documents.0123456789ab.json', '/sitemap.xml', '/no/such/page/', '/no/such/page'];
    const local = await serveExport(out);
    const answer = async (get: (pathname: string) => Promise<HttpAnswer>, pathname: string) => {
      const { status, headers, body } = await get(pathname);
      // A redirect is its status and Location: S3 adds an HTML body of its own.
      if (status === 302) return { status, location: headers.location };
      return { status, type: headers['content-type'], encoding: headers['content-encoding'], body };
    };
    try {
      for (const pathname of paths) {
        const served = await answer((p) => httpGet(`${local.origin}${p}`, { 'Accept-Encoding': 'gzip' }), pathname);
        expect(await answer(website, pathname), pathname).toEqual(served);
      }
    } finally {
      await local.close();
    }
    // What both answer: S3's 302 from /x to /x/ (no key x), the page gzipped at /x/, 404.html plain for the rest.
    expect(await answer(website, '/webhooks/configuration')).toMatchObject({ status: 302, location: '/webhooks/configuration/' });
    expect(await answer(website, '/webhooks/configuration/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', encoding: 'gzip', body: expect.stringContaining('Webhook configuration') });
    expect(await answer(website, '/no/such/page/')).toMatchObject({ status: 404, encoding: undefined, body: expect.stringContaining('Page not found') });
  });

  it('deletes the copy of a page an earlier deploy stored at x, so that /x redirects to /x/ rather than serve it', async () => {
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: 'webhooks/configuration', Body: '<html><body>Stale copy</body></html>', ContentType: 'text/html' }));
    expect((await website('/webhooks/configuration')).body).toContain('Stale copy');
    const dry = await deploy(['--dry-run']);
    expect(dry.stdout).toContain('  delete webhooks/configuration (an old copy of webhooks/configuration/');
    const result = await deploy([]);
    expect(result.status, result.stderr).toBe(0);
    expect(await keys()).not.toContain('webhooks/configuration');
    expect(await website('/webhooks/configuration')).toMatchObject({ status: 302, headers: { location: '/webhooks/configuration/' } });
  });

  it('uploads only what changed on a re-run', async () => {
    const again = await deploy([]);
    expect(again.stdout).toMatch(/0 asset\(s\) and 0 page\(s\) to upload, \d+ unchanged/);
    writeFileSync(path.join(out, 'webhooks/configuration/index.html'), '<html><body>Webhook configuration, updated</body></html>');
    expect((await deploy([])).stderr).toMatch(/deploy refused: out\/ does not match its build manifest \(0 missing, 0 extra, 1 changed; changed after the build: webhooks\/configuration\/index.html\)/);
    await writeBuildManifest(out, { buildId: 'build-a', commit: 'commit-of-build-a', commitTime: '2026-11-01T10:00:00Z', secretScan: { passed: true, variablesChecked: 0, filesScanned: 0 } });
    const changed = await deploy([]);
    expect(changed.stdout).toContain('0 asset(s) and 1 page(s) to upload');
    expect((await website('/webhooks/configuration/')).body).toContain('updated');
  });

  it('prints the plan and changes nothing in a dry run; deletes stale objects only with --delete', async () => {
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: 'old/page.html', Body: 'stale', ContentType: 'text/html' }));
    const before = await keys();
    const dry = await deploy(['--dry-run', '--delete']);
    expect(dry.stdout).toContain('  delete old/page.html');
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(await keys()).toEqual(before);
    expect((await deploy([])).status).toBe(0);
    expect(await keys()).toContain('old/page.html');
    const real = await deploy(['--delete']);
    expect(real.stdout).toContain('deleted 1 object(s)');
    expect(await keys()).not.toContain('old/page.html');
  });

  it('stops with a clear message when uploads fail half-way, deletes nothing, and a re-run finishes', async () => {
    await writeExport({ extraAssets: 40 });
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: 'old/stale.js', Body: 'stale' }));
    // A connection that breaks after ten uploads, as a network drop would.
    let puts = 0;
    proxy = createServer((req, res) => {
      if (req.method === 'PUT' && (puts += 1) > 10) {
        req.socket.destroy();
        return;
      }
      const target = new URL(endpoint);
      const forward = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
    const interrupted = await deploy(['--delete'], `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
    expect(interrupted.status).toBe(1);
    expect(interrupted.stderr).toMatch(/deploy failed: .+\. Nothing was deleted; run it again to finish/);
    expect(interrupted.stdout).not.toContain('deleted');
    expect(await keys()).toContain('old/stale.js');
    const rerun = await deploy(['--delete']);
    expect(rerun.status).toBe(0);
    const planned = /(\d+) asset\(s\) and (\d+) page\(s\) to upload, (\d+) unchanged/.exec(rerun.stdout);
    expect(Number(planned?.[3])).toBeGreaterThanOrEqual(10);
    expect(await keys()).not.toContain('old/stale.js');
    expect(await keys()).toContain('_next/static/chunks/c39.js');
  });

  it('refuses an out/ that is not a sealed build: a one-file out/ deletes nothing', async () => {
    const before = await keys();
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, '404.html'), '<html><body>Page not found</body></html>');
    const unsealed = await deploy(['--delete']);
    expect(unsealed.status).toBe(1);
    expect(unsealed.stderr).toMatch(/deploy refused: .*build-manifest\.json is missing: out\/ is not a complete, passed build/);
    expect(await keys()).toEqual(before);
    // Sealed, but with one page where the live build has three: refused without --force, even with --delete.
    await writeBuildManifest(out, { buildId: 'tiny', commit: 'commit-of-tiny', commitTime: '2026-11-02T10:00:00Z', secretScan: { passed: true, variablesChecked: 0, filesScanned: 0 } });
    const tiny = await deploy(['--delete']);
    expect(tiny.status).toBe(1);
    expect(tiny.stderr).toContain('this build has 0 page(s) and the live one 3: more than half the site would go');
    expect(await keys()).toEqual(before);
  });

  it('never deletes protected prefixes, and refuses to delete many objects no build recorded', async () => {
    await writeExport({ buildId: 'build-p', commitTime: '2026-11-05T10:00:00Z' });
    const keep = ['.well-known/apple-developer-merchantid-domain-association', '.well-known/security.txt'];
    for (const key of keep) await client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'verification' }));
    for (let i = 0; i < 30; i += 1) await client().send(new PutObjectCommand({ Bucket: bucket, Key: `legacy/file-${i}.js`, Body: 'x' }));
    const refused = await deploy(['--delete']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/deploy refused: it would delete 30 of the bucket's \d+ objects that no earlier deploy recorded/);
    expect(await keys()).toContain('legacy/file-0.js');
    const forced = await deploy(['--delete', '--force']);
    expect(forced.status).toBe(0);
    const now = await keys();
    expect(now).not.toContain('legacy/file-0.js');
    for (const key of keep) expect(now).toContain(key);
  });

  it('refuses a build older than the live one unless --force', async () => {
    await writeExport({ buildId: 'build-old', commitTime: '2026-10-01T10:00:00Z' });
    const old = await deploy([]);
    expect(old.status).toBe(1);
    expect(old.stderr).toMatch(/the live site is commit commit-of-bu.* newer than this build's commit-of-bu/);
    expect(old.stderr).toContain('Nothing was changed; run with --force if this is really meant');
  });

  it('keeps the files of the last two builds for open tabs and prunes older ones', async () => {
    const builds = ['build-b', 'build-c', 'build-d', 'build-e'];
    for (const [i, buildId] of builds.entries()) {
      await writeExport({ buildId, commitTime: `2026-11-1${i}T10:00:00Z` });
      const result = await deploy(['--delete']);
      expect(result.status, result.stderr).toBe(0);
    }
    const now = await keys();
    // build-e is live; build-d and build-c are kept; build-b and the older ones are gone.
    for (const buildId of ['build-c', 'build-d', 'build-e']) {
      expect(now).toContain(`_next/static/css/site-${buildId}.css`);
      expect(now).toContain(`_next/data/${buildId}/index.json`);
    }
    expect(now).not.toContain('_next/static/css/site-build-b.css');
    expect(now).not.toContain('_next/data/build-b/index.json');
    expect(now.filter((key) => key?.startsWith('_deploy/builds/'))).toEqual(['_deploy/builds/build-c.json', '_deploy/builds/build-d.json', '_deploy/builds/build-e.json']);
  });

  it('runs two deploys one after the other: the second waits for the lock, or fails clearly when told not to wait', async () => {
    const second = path.join(work, 'out-second');
    await writeExport({ buildId: 'build-f', commitTime: '2026-11-20T10:00:00Z' });
    await writeExport({ buildId: 'build-g', commitTime: '2026-11-21T10:00:00Z', dir: second, extraAssets: 20 });
    const deploySecond = (env: Record<string, string>) => deploy(['--delete'], endpoint, { OUT_DIR: second, ...env });
    // A deploy in progress holds the lock; both new deploys start, find it taken, and wait.
    const lock = { Bucket: bucket, Key: '_deploy/lock.json', Body: JSON.stringify({ owner: 'ci-runner-3', commit: 'abc', startedAt: new Date().toISOString() }) };
    await client().send(new PutObjectCommand(lock));
    const refusedBefore = conditional.refused();
    const both = Promise.all([deploy(['--delete'], endpoint, { DEPLOY_LOCK_WAIT: '120' }), deploySecond({ DEPLOY_LOCK_WAIT: '120' })]);
    await expect.poll(() => conditional.refused() - refusedBefore, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await client().send(new DeleteObjectCommand({ Bucket: bucket, Key: '_deploy/lock.json' }));
    const [older, newer] = await both;
    // Then whichever took the lock first ran alone; the other waited again. The newer build always lands; the older
    // one lands only if it went first, and is refused if the newer one was already live.
    expect(`${older.stdout}${newer.stdout}`).toContain('Waiting for the deploy of');
    expect(newer.status, newer.stderr).toBe(0);
    if (older.status !== 0) expect(older.stderr).toContain("newer than this build's");
    const live = await client().send(new GetObjectCommand({ Bucket: bucket, Key: '_deploy/live.json' }));
    expect(JSON.parse(await live.Body!.transformToString())).toMatchObject({ buildId: 'build-g' });
    // Every page in the bucket references a stylesheet that is there.
    const now = await keys();
    for (const key of now.filter((k) => k?.endsWith('.html') && k !== '404.html')) {
      const page = await client().send(new GetObjectCommand({ Bucket: bucket, Key: key ?? '' }));
      const html = gunzipSync(Buffer.from(await page.Body!.transformToByteArray())).toString();
      const css = /href="\/([^"]+\.css)"/.exec(html)?.[1];
      expect(css && now.includes(css), `${key} references ${css}`).toBe(true);
    }
    // A lock held by a deploy in progress: told not to wait, the next deploy stops at once and says why.
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: '_deploy/lock.json', Body: JSON.stringify({ owner: 'ci-runner-7', commit: 'abc', startedAt: new Date().toISOString() }) }));
    const locked = await deploySecond({ DEPLOY_LOCK_WAIT: '0' });
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain('deploy refused: another deploy holds the lock: ci-runner-7');
    // A lock older than DEPLOY_LOCK_STALE belongs to a deploy that died: taken over.
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: '_deploy/lock.json', Body: JSON.stringify({ owner: 'ci-runner-7', commit: 'abc', startedAt: '2026-01-01T00:00:00Z' }) }));
    const takeover = await deploySecond({ DEPLOY_LOCK_WAIT: '0' });
    expect(takeover.status, takeover.stderr).toBe(0);
    expect(takeover.stdout).toContain('is stale');
    expect(await keys()).not.toContain('_deploy/lock.json');
  });
});
