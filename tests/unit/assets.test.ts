/** Files a page points at: images, sources and file links, checked against public/ and the build's own files. */
import { describe, expect, it } from 'vitest';
import { assetProblem, extractAssetRefs, GENERATED_FILES } from '@/lib/mdx/assets';

describe('asset references', () => {
  it('finds images, JSX sources and file links with their lines, not routes or code samples', () => {
    const mdx = ['# T', '', '![Flow](/images/flow.svg)', '', '<img src="/images/logo.png" alt="" />', '', '[API](/api/openapi.yaml) and [a page](/webhooks/configuration)', '', '```html', '<script src="/js/checkout.js"></script>', '```', ''].join('\n');
    expect(extractAssetRefs(mdx)).toEqual([
      { url: '/images/flow.svg', line: 3 },
      { url: '/images/logo.png', line: 5 },
      { url: '/api/openapi.yaml', line: 7 },
    ]);
  });

  it('accepts public files, generated files and external URLs; refuses missing and relative paths', () => {
    const exists = (p: string) => p === '/favicon.svg' || GENERATED_FILES.has(p);
    expect(assetProblem('/favicon.svg', exists)).toBeNull();
    expect(assetProblem('/api/openapi.yaml', exists)).toBeNull();
    expect(assetProblem('https://checkout.paymora.example/logo.png', exists)).toBeNull();
    expect(assetProblem('/images/flow.svg', exists)).toMatch(/not a file of public\//);
    expect(assetProblem('images/flow.svg', exists)).toMatch(/is relative/);
  });
});
