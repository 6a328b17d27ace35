import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
};

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
        // Checks of the built site (search relevance, sizes) that need no browser.
        test: { name: 'site', include: ['tests/site/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        resolve: { alias },
        // `npm run dev` on a fresh copy of the project, driven in Chromium: needs no build (tests/dev/).
        test: { name: 'dev', include: ['tests/dev/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 600_000, hookTimeout: 180_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          // One Chromium at a time: these machines have two cores.
          fileParallelism: false,
          // s3rver (the deploy tests' S3) makes ListObjectsV2 continuation tokens with DES, which Node's
          // OpenSSL 3 keeps in its legacy provider: without it a bucket of more than 1,000 objects (a few
          // builds with an archived version and a split search index) cannot be listed past its first page.
          execArgv: ['--openssl-legacy-provider'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A bare expect.poll gets the same 30 s as eventually() in tests/browser/support.ts, not vitest's 1 s.
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
