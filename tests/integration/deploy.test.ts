/**
 * The deploy against a real S3-compatible server (s3rver) on loopback, behind a proxy that adds
 * S3's conditional writes (tests/support/conditional-s3.ts): types and cache headers, website hosting
 * answering as `npm run serve` does, incremental re-runs, dry run, an upload interrupted half-way then
 * finished by a re-run; two deploys meeting at the lock, pruning that keeps recent builds and protected
 * prefixes, a bucket of more than 1,000 objects. The security probe's fault scenarios (refusals, kills,
 * a lost lock, rollbacks) are deploy-faults.test.ts. The deploy runs in this process (lib/deploy/run.ts);
 * one test runs the command line itself.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildManifest } from '@/lib/deploy/build-manifest';
import { IMMUTABLE, REVALIDATE } from '@/lib/deploy/files';
import { serveExport } from '@/lib/deploy/static-server';
import { nextSecond, root, startDeployBench, type DeployBench, type ExportShape } from '../support/deploy-bench';
import { forward } from '../support/conditional-s3';
import { httpGet, type HttpAnswer } from '../support/http-get';

let bench: DeployBench;
let out = '';
let work = '';
let bucket = '';
let endpoint = '';
let proxy: Server | undefined;
const client = () => bench.client();
const writeExport = (shape?: ExportShape) => bench.writeExport(shape);
const deploy = (args: string[], via = endpoint, extraEnv: Record<string, string> = {}, lines: string[] = []) => bench.deploy(args, via, extraEnv, lines);
const health = (name?: string) => bench.health(name);
const keys = () => bench.keys();
const website = (pathname: string) => bench.website(pathname);

beforeAll(async () => {
  bench = await startDeployBench();
  ({ out, work, bucket, endpoint } = bench);
});

afterAll(async () => {
  proxy?.close();
  await bench.close();
});

describe('npm run deploy against s3rver', { timeout: 60_000 }, () => {
  it('uploads everything with the right types and cache headers, assets before pages', async () => {
    await writeExport({ extraAssets: 3 });
    const result = await deploy(['--website']);
    expect(result.stderr).not.toContain('deploy failed');
    expect(result.status).toBe(0);
    const uploaded = result.stdout.split('\n').filter((line) => line.startsWith('uploaded')).map((line) => line.split(' ').at(-1) ?? '');
    // The rollback copies under _deploy/ are assets: no reader loads them.
    const isPage = (key: string) => key.endsWith('.html') && !key.startsWith('_deploy/');
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
    // The page, and its copy for a rollback (an asset: no reader loads it).
    expect(changed.stdout).toContain('1 asset(s) and 1 page(s) to upload');
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
    await nextSecond();
    const real = await deploy(['--delete']);
    expect(real.stdout).toContain('deleted 1 object(s)');
    expect(await keys()).not.toContain('old/page.html');
  });

  it('stops with a clear message when uploads fail half-way, deletes nothing, and a re-run finishes', async () => {
    await writeExport({ extraAssets: 40, buildId: 'build-a2', commitTime: '2026-11-01T11:00:00Z' });
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: 'old/stale.js', Body: 'stale' }));
    await nextSecond();
    // A connection that breaks after ten uploads, as a network drop would.
    let puts = 0;
    proxy = createServer((req, res) => {
      if (req.method === 'PUT' && (puts += 1) > 10) {
        req.socket.destroy();
        return;
      }
      forward(new URL(endpoint), req, res);
    });
    await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
    const interrupted = await deploy(['--delete'], `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
    expect(interrupted.status).toBe(1);
    expect(interrupted.stderr).toMatch(/deploy failed: .+\. Run it again to finish/);
    expect(interrupted.stdout).not.toContain('deleted');
    expect(await keys()).toContain('old/stale.js');
    const rerun = await deploy(['--delete']);
    expect(rerun.status).toBe(0);
    const planned = /(\d+) asset\(s\) and (\d+) page\(s\) to upload, (\d+) unchanged/.exec(rerun.stdout);
    expect(Number(planned?.[3])).toBeGreaterThanOrEqual(10);
    expect(await keys()).not.toContain('old/stale.js');
    expect(await keys()).toContain('_next/static/chunks/c39.js');
  });

  it('never deletes protected prefixes, and refuses to delete many objects no build recorded', async () => {
    await writeExport({ buildId: 'build-p', commitTime: '2026-11-05T10:00:00Z' });
    const keep = ['.well-known/apple-developer-merchantid-domain-association', '.well-known/security.txt'];
    for (const key of keep) await client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'verification' }));
    for (let i = 0; i < 30; i += 1) await client().send(new PutObjectCommand({ Bucket: bucket, Key: `legacy/file-${i}.js`, Body: 'x' }));
    await nextSecond();
    const refused = await deploy(['--delete']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/deploy refused: it would delete 30 of the bucket's \d+ objects that no earlier deploy recorded.* run again with --allow-strays/);
    expect(await keys()).toContain('legacy/file-0.js');
    const forced = await deploy(['--delete', '--allow-strays']);
    expect(forced.status).toBe(0);
    const now = await keys();
    expect(now).not.toContain('legacy/file-0.js');
    for (const key of keep) expect(now).toContain(key);
  });

  it('keeps the files of the last two builds for open tabs and prunes older ones', async () => {
    const builds = ['build-b', 'build-c', 'build-d', 'build-e'];
    for (const [i, buildId] of builds.entries()) {
      await writeExport({ buildId, commitTime: `2026-11-1${i}T10:00:00Z` });
      await nextSecond();
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
    const deploySecond = (env: Record<string, string>, lines?: string[]) => deploy(['--delete'], endpoint, { OUT_DIR: second, ...env }, lines);
    // A deploy in progress holds the lock; both new deploys start, find it taken, and wait.
    const lock = { Bucket: bucket, Key: '_deploy/lock.json', Body: JSON.stringify({ token: 'other', owner: 'ci-runner-3', commit: 'abc', startedAt: new Date().toISOString() }) };
    await client().send(new PutObjectCommand(lock));
    const lines: string[] = [];
    const both = Promise.all([deploy(['--delete'], endpoint, { DEPLOY_LOCK_WAIT: '120' }, lines), deploySecond({ DEPLOY_LOCK_WAIT: '120' }, lines)]);
    await expect.poll(() => lines.filter((line) => line.startsWith('Waiting for the deploy of ci-runner-3')).length, { timeout: 60_000 }).toBe(2);
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
    for (const key of now.filter((k) => k?.endsWith('.html') && k !== '404.html' && !k.startsWith('_deploy/'))) {
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
    // A lock not renewed for DEPLOY_LOCK_STALE by the store's clock belongs to a deploy that died (probe C1): taken over.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const takeover = await deploySecond({ DEPLOY_LOCK_WAIT: '0', DEPLOY_LOCK_STALE: '3', DEPLOY_LOCK_RENEW: '0.5' });
    expect(takeover.status, takeover.stderr).toBe(0);
    expect(takeover.stdout).toMatch(/The deploy lock of ci-runner-7 .* was last renewed \d+ s ago by the store's clock \(stale after 3 s\): its deploy died; taking it over/);
    expect(await keys()).not.toContain('_deploy/lock.json');
    expect((await health()).broken).toBe(0);
  });

  it('keeps the live build whole on a bucket of more than 1,000 objects, even with DEPLOY_KEEP_BUILDS=0 (probe M1, A6k)', async () => {
    const big = 'docs-big';
    await client().send(new CreateBucketCommand({ Bucket: big }));
    await writeExport({ buildId: 'build-big', commitTime: '2026-11-25T10:00:00Z', pages: 5, extraAssets: 1050 });
    const first = await deploy(['--delete'], endpoint, { DEPLOY_BUCKET: big });
    expect(first.status, first.stderr).toBe(0);
    const before = await health(big);
    expect(before.objects).toBeGreaterThan(1000);
    // A sealed one-page build, newer: refused as a shrink, and --force is no way round it.
    await writeExport({ buildId: 'build-tiny', commitTime: '2026-11-26T10:00:00Z', pages: 1 });
    await nextSecond();
    const refused = await deploy(['--delete'], endpoint, { DEPLOY_BUCKET: big, DEPLOY_KEEP_BUILDS: '0' });
    expect(refused.stderr).toContain('this build has 1 page(s) and the live one 5: more than half the site would go. Nothing was changed. If this is really meant, run again with --allow-shrink');
    expect((await deploy(['--delete', '--force'], endpoint, { DEPLOY_BUCKET: big })).stderr).toContain('--force is gone');
    // Allowed, with no earlier build kept: the live build's 1,000-odd files stay all the same.
    const shrunk = await deploy(['--delete', '--allow-shrink'], endpoint, { DEPLOY_BUCKET: big, DEPLOY_KEEP_BUILDS: '0' });
    expect(shrunk.status, shrunk.stderr).toBe(0);
    const after = await health(big);
    const lost = [...before.keys].filter((key) => !after.keys.has(key) && !key.startsWith('_deploy/'));
    expect(lost).toEqual([]);
    expect(after.broken).toBe(0);
    expect(after.pages).toBe(before.pages);
  }, 300_000); // Over a thousand uploads, listings and reads on a shared 2-core machine.

  it('runs as npm run deploy: refuses --force with the list of flags, exit status 1', async () => {
    const cli = await new Promise<{ status: number; stderr: string }>((resolve) => {
      execFile(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/deploy.ts'), '--delete', '--force'], { cwd: root, env: { ...process.env, ...bench.deployEnv(endpoint, {}) } }, (error, _stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stderr: String(stderr) }),
      );
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(/deploy refused: --force is gone: it allowed every refusal at once\. Give the flag for the one refusal you mean: --allow-dirty .*--allow-older .*--allow-shrink .*--allow-strays/);
  });
});
