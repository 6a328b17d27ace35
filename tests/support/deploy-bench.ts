/**
 * What the deploy tests share: a real S3-compatible server (s3rver) on loopback behind the proxy that
 * adds S3's conditional writes (conditional-s3.ts), sealed exports written to a temporary out/, the
 * deploy run in this process (lib/deploy/run.ts), and the security probe's measure of a bucket.
 * Each test file starts its own bench, so files run side by side.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { writeBuildManifest } from '@/lib/deploy/build-manifest';
import { assetReferences } from '@/lib/deploy/refusals';
import { runDeploy } from '@/lib/deploy/run';
import { listRemote, s3Client } from '@/lib/deploy/s3';
import { startConditionalProxy, type ConditionalProxy } from './conditional-s3';
import { httpGet } from './http-get';
import { OUT_FOLDER } from '@/lib/build/folders';

export const root = path.resolve(import.meta.dirname, '../..');

export interface ExportShape {
  extraAssets?: number;
  /** Names the build's own CSS and page data, as a real build's hashes and build id do. */
  buildId?: string;
  /** The stylesheet's name, when it is not the build id's (the same build id built differently). */
  cssName?: string;
  commitTime?: string;
  dir?: string;
  pages?: number;
  /** Signs the seal with this key, as the build does with BUILD_SEAL_KEY. */
  sealKey?: string;
}

/** The probe's measure of a bucket: its objects, the pages website hosting serves, and how many of those load an asset the bucket lacks ("broken"). */
export interface BucketHealth {
  objects: number;
  pages: number;
  broken: number;
  keys: Set<string>;
}

export interface DeployResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** The manifest fields of a clean build of `buildId`, as writeExport seals it. */
export const sealFields = (buildId: string, commitTime: string) => ({ buildId, commit: `commit-of-${buildId}`, commitTime, secretScan: { passed: true as const, variablesChecked: 0, filesScanned: 0 } });

export async function startDeployBench(bucket = 'docs-site') {
  const work = mkdtempSync(path.join(os.tmpdir(), 'paymora-deploy-'));
  const out = path.join(work, OUT_FOLDER);
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  const s3rverEndpoint = `http://127.0.0.1:${port}`;
  const conditional: ConditionalProxy = await startConditionalProxy(s3rverEndpoint);
  const endpoint = conditional.endpoint;
  // s3rver's built-in account, for the test's own look at the bucket.
  const client = () => s3Client({ bucket, region: 'us-east-1', endpoint: s3rverEndpoint, forcePathStyle: true }, { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

  /** A sealed export: pages that reference their build's stylesheet, hashed assets, and a build manifest. */
  async function writeExport({ extraAssets = 0, buildId = 'build-a', cssName = buildId, commitTime = '2026-11-01T10:00:00Z', dir = out, pages = 3, sealKey }: ExportShape = {}) {
    rmSync(dir, { recursive: true, force: true });
    const css = `/_next/static/css/site-${cssName}.css`;
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
    await writeBuildManifest(dir, sealFields(buildId, commitTime), undefined, sealKey);
  }

  const deployEnv = (via: string, extraEnv: Record<string, string>): Record<string, string> => ({ OUT_DIR: out, DEPLOY_BUCKET: bucket, DEPLOY_ENDPOINT: via, DEPLOY_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_MAX_ATTEMPTS: '2', ...extraEnv });

  /** A deploy in this process; `lines` sees its output as it comes (a test waits on it). */
  async function deploy(args: string[], via = endpoint, extraEnv: Record<string, string> = {}, lines: string[] = []): Promise<DeployResult> {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const say = (to: string[]) => (line: string) => {
      to.push(line);
      lines.push(line);
    };
    const status = await runDeploy(args, deployEnv(via, extraEnv), { log: say(stdout), warn: say(stderr), error: say(stderr) }, root);
    return { status, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  }

  async function health(name = bucket): Promise<BucketHealth> {
    const all = (await listRemote(client(), name)).map((object) => object.key);
    const present = new Set(all);
    const pages = all.filter((key) => key.endsWith('.html') && key !== '404.html' && !key.startsWith('_deploy/'));
    let broken = 0;
    for (const key of pages) {
      const stored = await client().send(new GetObjectCommand({ Bucket: name, Key: key }));
      const bytes = Buffer.from((await stored.Body?.transformToByteArray()) ?? []);
      if (assetReferences(gunzipSync(bytes).toString()).some((asset) => !present.has(asset))) broken += 1;
    }
    return { objects: all.length, pages: pages.length, broken, keys: present };
  }

  const text = async (key: string, name = bucket) => (await (await client().send(new GetObjectCommand({ Bucket: name, Key: key }))).Body?.transformToString()) ?? '';
  const liveBuild = async (name = bucket): Promise<unknown> => JSON.parse(await text('_deploy/live.json', name));
  const keys = async (name = bucket) => ((await client().send(new ListObjectsV2Command({ Bucket: name }))).Contents ?? []).map((o) => o.Key ?? '').sort();
  /** A GET on website hosting as a browser makes it (by the bucket's website host name, gzip accepted). */
  const website = (pathname: string, name = bucket) => httpGet(`${endpoint}${pathname}`, { Host: `${name}.s3-website-us-east-1.amazonaws.com`, 'Accept-Encoding': 'gzip' });

  async function close() {
    await conditional.close();
    await s3.close();
    rmSync(work, { recursive: true, force: true });
  }

  return { bucket, work, out, endpoint, s3rverEndpoint, client, writeExport, deployEnv, deploy, health, text, liveBuild, keys, website, close };
}

export type DeployBench = Awaited<ReturnType<typeof startDeployBench>>;

/** Waits for the store's clock to pass a whole second: a prune spares what was written in the second its deploy took the lock. */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
