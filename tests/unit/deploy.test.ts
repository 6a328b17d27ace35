/**
 * The deploy against a real S3-compatible server (s3rver) on loopback: types and cache headers,
 * website hosting of every route at /x and /x/, incremental re-runs, --delete, dry run, and an
 * upload interrupted half-way then finished by a re-run.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '@/lib/deploy/files';
import { planDeploy } from '@/lib/deploy/plan';
import { s3Client } from '@/lib/deploy/s3';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'paymora-deploy-'));
const out = path.join(work, 'out');
const bucket = 'docs-site';
let s3: S3rver;
let endpoint = '';
let proxy: Server | undefined;

function writeExport(extraAssets: number) {
  rmSync(out, { recursive: true, force: true });
  const files: Record<string, string> = {
    'index.html': '<html><body>Welcome</body></html>',
    '404.html': '<html><body>Page not found</body></html>',
    'webhooks/configuration/index.html': '<html><body>Webhook configuration</body></html>',
    'search/documents.0123456789ab.json': '[]',
    'sitemap.xml': '<urlset/>',
    '_next/static/chunks/main-abc123.js': 'console.log("main")',
    '_next/static/css/site-def456.css': 'body{}',
  };
  for (let i = 0; i < extraAssets; i += 1) files[`_next/static/chunks/c${i}.js`] = `export const n = ${i};`;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), text);
  }
}

const deploy = (args: string[], via = endpoint) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const env = { ...process.env, OUT_DIR: out, DEPLOY_BUCKET: bucket, DEPLOY_ENDPOINT: via, DEPLOY_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_MAX_ATTEMPTS: '2' };
    execFile(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/deploy.ts'), ...args], { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) }),
    );
  });

/** A GET as S3 website hosting receives it: by the bucket's website host name. */
/** A GET on website hosting, as a browser makes it: gzip accepted, and a gzipped body decoded. */
const website = (pathname: string) =>
  new Promise<{ status: number; body: string; location?: string; type?: string; encoding?: string }>((resolve, reject) => {
    const url = new URL(endpoint);
    const req = request({ host: url.hostname, port: url.port, path: pathname, headers: { Host: `${bucket}.s3-website-us-east-1.amazonaws.com`, 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = (encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
        resolve({ status: res.statusCode ?? 0, body, location: res.headers.location, type: res.headers['content-type'], encoding });
      });
    });
    req.on('error', reject);
    req.end();
  });

const client = () => s3Client({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true });
const keys = async () => ((await client().send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key).sort();

beforeAll(async () => {
  // s3rver's built-in account, for the test's own look at the bucket.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.close();
  proxy?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('deploy plan', () => {
  it('uploads what changed, assets before pages, and deletes only when asked', () => {
    const object = (key: string, md5: string, contentType = 'text/javascript; charset=utf-8') => ({ key, file: key, md5, size: 1, contentType, contentEncoding: 'gzip' as const, cacheControl: cacheControlFor(key) });
    const local = [object('a.js', '1'), object('b.js', '2'), object('x/index.html', '3', 'text/html; charset=utf-8')];
    const remote = [{ key: 'a.js', etag: '"1"' }, { key: 'old.js', etag: '"9"' }];
    expect(planDeploy(local, remote, { delete: false })).toMatchObject({ unchanged: 1, deletions: [] });
    const plan = planDeploy(local, remote, { delete: true });
    expect(plan.assets.map((o) => o.key)).toEqual(['b.js']);
    expect(plan.pages.map((o) => o.key)).toEqual(['x/index.html']);
    expect(plan.deletions).toEqual(['old.js']);
    expect([cacheControlFor('_next/static/chunks/a.js'), cacheControlFor('search/index.abc.json'), cacheControlFor('x/index.html')]).toEqual([IMMUTABLE, REVALIDATE, REVALIDATE]);
  });
});

describe('npm run deploy against s3rver', { timeout: 60_000 }, () => {
  it('uploads everything with the right types and cache headers, assets before pages', async () => {
    writeExport(3);
    const result = await deploy(['--website']);
    expect(result.stderr).not.toContain('deploy failed');
    expect(result.status).toBe(0);
    const uploaded = result.stdout.split('\n').filter((line) => line.startsWith('uploaded')).map((line) => line.split(' ').at(-1) ?? '');
    const firstPage = uploaded.findIndex((key) => key.endsWith('.html') || key === 'webhooks/configuration');
    expect(uploaded.slice(firstPage).every((key) => key.endsWith('.html') || key === 'webhooks/configuration')).toBe(true);
    expect(await keys()).toContain('webhooks/configuration');
    const head = async (key: string) => client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(await head('_next/static/chunks/main-abc123.js')).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', ContentEncoding: 'gzip', CacheControl: IMMUTABLE });
    expect(await head('webhooks/configuration/index.html')).toMatchObject({ ContentType: 'text/html; charset=utf-8', ContentEncoding: 'gzip', CacheControl: REVALIDATE });
    expect(await head('webhooks/configuration')).toMatchObject({ ContentType: 'text/html; charset=utf-8', ContentEncoding: 'gzip', CacheControl: REVALIDATE });
    expect(await head('search/documents.0123456789ab.json')).toMatchObject({ ContentType: 'application/json; charset=utf-8', ContentEncoding: 'gzip', CacheControl: REVALIDATE });
    // Text for crawlers and agents stays plain; the stored bytes of a gzipped object are the file gzipped.
    expect((await head('sitemap.xml')).ContentEncoding).toBeUndefined();
    const stored = await client().send(new GetObjectCommand({ Bucket: bucket, Key: '_next/static/chunks/main-abc123.js' }));
    expect(gunzipSync(Buffer.from(await stored.Body!.transformToByteArray())).toString()).toBe(readFileSync(path.join(out, '_next/static/chunks/main-abc123.js'), 'utf8'));
  });

  it('serves every route at /x and /x/ on website hosting, and 404.html for the rest', async () => {
    for (const pathname of ['/webhooks/configuration', '/webhooks/configuration/']) {
      const response = await website(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.body).toContain('Webhook configuration');
      expect(response.type).toContain('text/html');
      expect(response.encoding).toBe('gzip');
    }
    expect((await website('/')).body).toContain('Welcome');
    const missing = await website('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found');
  });

  it('uploads only what changed on a re-run', async () => {
    const again = await deploy([]);
    expect(again.stdout).toMatch(/0 asset\(s\) and 0 page\(s\) to upload, \d+ unchanged, 0 to delete/);
    writeFileSync(path.join(out, 'webhooks/configuration/index.html'), '<html><body>Webhook configuration, updated</body></html>');
    const changed = await deploy([]);
    expect(changed.stdout).toContain('0 asset(s) and 2 page(s) to upload');
    expect((await website('/webhooks/configuration/')).body).toContain('updated');
  });

  it('prints the plan and changes nothing in a dry run; deletes stale objects only with --delete', async () => {
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: 'old/page.html', Body: 'stale', ContentType: 'text/html' }));
    const before = await keys();
    const dry = await deploy(['--dry-run', '--delete']);
    expect(dry.stdout).toContain('  delete old/page.html');
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(await keys()).toEqual(before);
    expect((await deploy([])).stdout).toContain('0 to delete');
    expect(await keys()).toContain('old/page.html');
    const real = await deploy(['--delete']);
    expect(real.stdout).toContain('deleted 1 object(s)');
    expect(await keys()).not.toContain('old/page.html');
  });

  it('stops with a clear message when uploads fail half-way, deletes nothing, and a re-run finishes', async () => {
    writeExport(40);
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
});
