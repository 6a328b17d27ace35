/**
 * A tab opened before deploys keeps working: the site is deployed to s3rver (website hosting, behind
 * the conditional-PUT proxy) as build A, tabs open on it, then build B is deployed with --delete,
 * which keeps A (the keep window's size is plan logic, unit-tested in deploy-plan.test.ts). The old
 * tab navigates and searches on A's kept files. Then build D is deployed keeping no
 * earlier build: the old tab's next navigation loads the page afresh (its data is gone and
 * /build-id.json names D), and its first search reads /search/latest.json and loads D's split index
 * files, never asking for its own build's, which are gone.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { SEARCH_POINTER_URL, splitFileUrl } from '@/lib/search/index-location';
import { manifestFile } from '@/lib/search/split/format';
import { LATEST } from '@/lib/routes/latest';
import { readVersions } from '@/lib/site/versions';
import { startConditionalProxy, type ConditionalProxy } from '../support/conditional-s3';
import { deriveBuild } from '../support/derived-build';
import { test } from './support';
import { CONTENT_FOLDER, OUT_FOLDER } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'paymora-skew-'));
const bucket = 'docs-skew';
let s3: S3rver;
let conditional: ConditionalProxy;
let website: Server;
let siteUrl = '';

const builds = {
  a: { buildId: 'skewbuilda01', searchVersion: 'aaaaaaaa0001', commitTime: '2026-11-01T10:00:00Z' },
  b: { buildId: 'skewbuildb02', searchVersion: 'bbbbbbbb0002', commitTime: '2026-11-02T10:00:00Z' },
  d: { buildId: 'skewbuildd04', searchVersion: 'dddddddd0004', commitTime: '2026-11-04T10:00:00Z' },
};

/**
 * The archived versions' pages, page data and split indexes, which an old tab on the latest docs never
 * asks for: without them a build is about 1,700 files rather than 3,100 (each derived, then deployed
 * with its rollback copies), and still more than S3's first page of 1,000 keys when the deploy lists the bucket.
 */
const archivedNames = readVersions(path.join(root, CONTENT_FOLDER)).flatMap((version) => (version.status === 'current' ? [] : [version.name]));
const ofArchivedVersion = (file: string) => {
  const [first, second, third, fourth] = file.split(path.sep);
  const named = (segment: string | undefined) => archivedNames.some((name) => segment === name || segment === `${name}.json`);
  return named(first) || (first === '_next' && second === 'data' && named(fourth)) || (first === 'search' && named(third)) || (first === 'nav' && named(second));
};

const deploy = (name: keyof typeof builds, args: string[], env: Record<string, string> = {}) =>
  new Promise<void>((resolve, reject) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/deploy.ts'), ...args],
      { cwd: root, env: { ...process.env, OUT_DIR: path.join(work, name), DEPLOY_BUCKET: bucket, DEPLOY_ENDPOINT: conditional.endpoint, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(`deploy of ${name} failed: ${stderr}${stdout}`)) : resolve()),
    );
  });

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  conditional = await startConditionalProxy(`http://127.0.0.1:${port}`);
  // The browser asks this loopback server; it asks s3rver as S3 website hosting is asked, by the bucket's website host name.
  website = createServer((req, res) => {
    const upstream = request({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: { ...req.headers, host: `${bucket}.s3-website-us-east-1.amazonaws.com` } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
  for (const name of ['a', 'b', 'd'] as const) await deriveBuild(path.resolve(root, OUT_FOLDER), path.join(work, name), builds[name], ofArchivedVersion);
  await deploy('a', ['--website']);
}, 600_000); // Three derived builds and a first deploy of one (about 1,700 files and their rollback copies) on a shared machine.

afterAll(async () => {
  website?.close();
  await conditional?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

const buildOf = (page: Page) => page.evaluate(() => window.__NEXT_DATA__.buildId);

async function navigateBySidebar(page: Page, name: string, heading: string): Promise<void> {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
}

async function searchFinds(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 60_000 });
}

describe('an old tab after deploys', () => {
  test('navigates on its own build while it is kept, then follows the live build once they are pruned; search follows the pointer', async ({ open }) => {
    // A tab on build A, in a context of its own, served by the bucket's website endpoint.
    const openOldTab = () => open(`${siteUrl}/webhooks/hmac-validation/`, { hydrated: true });
    const navigating = await openOldTab();
    const reloading = await openOldTab();
    const searching = await openOldTab();
    expect(await buildOf(navigating)).toBe(builds.a.buildId);

    await deploy('b', ['--delete']);
    await navigateBySidebar(navigating, 'Configuration', 'Webhook configuration');
    // A client-side navigation: still build A's app, reading A's kept page data.
    expect(await buildOf(navigating)).toBe(builds.a.buildId);
    await searchFinds(navigating, 'refund');
    expect(await navigating.getByText('This page could not be loaded.').count()).toBe(0);

    await deploy('d', ['--delete'], { DEPLOY_KEEP_BUILDS: '0', DEPLOY_MAX_DELETE_SHARE: '1' });
    await navigateBySidebar(reloading, 'Configuration', 'Webhook configuration');
    // A's page data is gone: the page was loaded afresh from the live build, with no Retry in between.
    await expect.poll(() => buildOf(reloading), { timeout: 60_000 }).toBe(builds.d.buildId);
    // A tab still showing build A, whose search files are gone: the pointer names D's, and it asks for no others.
    expect(await buildOf(searching)).toBe(builds.a.buildId);
    const searchFiles: string[] = [];
    searching.on('response', (response) => {
      if (response.url().includes('/search/')) searchFiles.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await searchFinds(searching, 'webhook signature');
    const files = [...searchFiles].sort();
    expect(files).toContain(`200 ${SEARCH_POINTER_URL}`);
    expect(files).toContain(`200 ${splitFileUrl(builds.d.searchVersion, manifestFile, LATEST)}`);
    expect(files.filter((file) => file !== `200 ${SEARCH_POINTER_URL}` && !file.startsWith(`200 /search/${builds.d.searchVersion}/`))).toEqual([]);
  }, 600_000); // Two deploys of a build each (about 1,700 files and the rollback copies of its pages), on a shared machine.
});
