import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
};

/** What the browser projects share: the built site served once per project (global-setup.ts), Chromium from fixtures (support.ts). */
const browserTests = {
  include: ['tests/browser/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/browser/global-setup.ts'],
  // s3rver (the deploy tests' S3) makes ListObjectsV2 continuation tokens with DES, which Node's
  // OpenSSL 3 keeps in its legacy provider: without it a bucket of more than 1,000 objects (a few
  // builds with an archived version and a split search index) cannot be listed past its first page.
  execArgv: ['--openssl-legacy-provider'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // A bare expect.poll gets the same 30 s as eventually() in tests/browser/support.ts, not vitest's 1 s.
  expect: { poll: { timeout: 30_000, interval: 100 } },
};
const serialBrowserFiles = ['tests/browser/throttled-taps.test.ts', 'tests/browser/search-shell.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // In-process tests of logic, the developer's fast loop (`npm run test:unit`). Sized for a loaded
        // 2-core machine (a build beside the suite): several tests parse all the content, which vitest's
        // 5 s default does not cover there.
        // Two workers on two cores: vitest's default leaves one core idle (availableParallelism - 1).
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', maxWorkers: 2, testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        resolve: { alias },
        // Tests that run the real thing in other processes or servers, no build needed: Contentlayer
        // builds of the fixture content, the deploy against an S3 server (s3rver), the search push
        // against mock engines, tsx children. Minutes rather than seconds, so a project of their own.
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // s3rver (the deploy tests' S3) makes ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3
          // keeps in its legacy provider: the deploy is tested on a bucket of more than 1,000 objects.
          execArgv: ['--openssl-legacy-provider'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        // Checks of the built site (search relevance, sizes) that need no browser. Two workers, as the browser
        // project: `npm run test:built` runs both in one group, whose files share two workers.
        test: { name: 'site', include: ['tests/site/**/*.test.ts'], environment: 'node', maxWorkers: 2, testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        resolve: { alias },
        // `npm run dev` on a fresh copy of the project, driven in Chromium: needs no build (tests/dev/).
        test: { name: 'dev', include: ['tests/dev/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 600_000, hookTimeout: 180_000 },
      },
      {
        resolve: { alias },
        // Two files at a time (a Chromium each) on two cores: a browser test spends most of its time waiting
        // on its page (loads, hydration, a route held or throttled), so a second one fills that time. Each file
        // owns its state (a Chromium of its own, servers on ports the system picks, folders from mkdtemp); the
        // export is read-only and served by one server (global-setup.ts). Same group as the site project,
        // which shares the two workers (`npm run test:built`).
        test: { ...browserTests, name: 'browser', exclude: [...serialBrowserFiles], maxWorkers: 2 },
      },
      {
        resolve: { alias },
        // The browser files whose assertion is a race with the machine's speed, alone after the others (one
        // Chromium, nothing else of the suite beside it): throttled-taps.test.ts slows Chromium's CPU 4x and
        // taps as soon as a tab shows; search-shell.test.ts wants the search box before any request delayed
        // 2.5 s comes back.
        test: { ...browserTests, name: 'browser-serial', include: [...serialBrowserFiles], fileParallelism: false },
      },
    ],
  },
});
