/**
 * One sample input for every step cache (lib/build/step-cache.ts STEP_CACHES): typed by that list, so a
 * new cache does not type-check until it has one, and tests/integration/step-cache-inputs.test.ts runs it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StepCacheDefinition, StepCacheName, StepInput } from '@/lib/build/step-cache';
import { pageAnalysisCache } from '@/lib/checks/load-model';
import { conceptIncludes } from '@/paymora/concepts';
import { apiDownloadsCache } from '@/lib/openapi/downloads-cache';
import { pageOutputsCache } from '@/lib/outputs/page-outputs';
import { socialImageCache } from '@/lib/outputs/social-image-cache';
import { contentFile } from '@/lib/build/folders';

export interface Sample {
  /** The folders `make` may read besides the code (the definition's `derived`). */
  derived: readonly string[];
  /** The variables `make` may read (the definition's `variables`, part of the key). */
  variables: readonly string[];
  /** Files, relative to the sandbox (the working folder), that stand for the derived folders' content. */
  files: Record<string, string>;
  make(): Promise<unknown>;
  /** The value as the cache file gives it back. */
  stored(value: unknown): unknown;
}

function sample<I extends StepInput, V>(definition: StepCacheDefinition<I, V>, input: I, files: Record<string, string> = {}): Sample {
  return {
    derived: definition.derived ?? [],
    variables: definition.variables ?? [],
    files,
    make: async () => definition.make(input),
    stored: (value) => definition.parse(JSON.parse(JSON.stringify(value))),
  };
}

const fixtures = path.join(import.meta.dirname, '../../fixtures');
const mdx = '---\ntitle: A guide\ndescription: A page of the sample, long enough for its description to say what it is about.\n---\n\n## First steps\n\nSome text with a [link](/a/).\n';

export const stepCacheSamples: Record<StepCacheName, () => Sample> = {
  'page-outputs': () =>
    sample(pageOutputsCache, {
      source: readFileSync(path.join(fixtures, 'html/exported-page.html'), 'utf8'),
      url: '/payment-gateway/modifications/refund/',
      version: 'latest',
      canonicalUrl: 'https://developers.paymora.example/payment-gateway/modifications/refund/',
      name: null,
    }),
  'api-downloads': () => sample(apiDownloadsCache, { document: readFileSync(path.join(fixtures, contentFile('api/openapi.yaml')), 'utf8') }),
  'social-images': () => sample(socialImageCache, { title: 'Payments', description: 'Accept a payment, capture it, refund it.' }),
  'content-check': () =>
    sample(
      pageAnalysisCache(conceptIncludes),
      { file: '/nowhere/content/docs/guide.mdx', sourceFilePath: 'docs/guide.mdx', text: mdx, concepts: [] },
      {
        // Contentlayer's document of the same text, as `contentlayer2 build` writes it.
        '.contentlayer/generated/Doc/docs__guide.mdx.json': JSON.stringify({
          title: 'A guide',
          description: 'A page of the sample, long enough for its description to say what it is about.',
          body: { raw: mdx.slice(mdx.indexOf('\n---\n') + 5) },
          _raw: { sourceFilePath: 'docs/guide.mdx' },
          route: '/guide',
          headings: [{ depth: 2, text: 'First steps', id: 'first-steps' }],
        }),
      },
    ),
};
