/** The page policy: hashes of exactly the executable inline scripts, the search origin, and placement in <head>. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, searchOrigins, withSecurityMeta } from '@/lib/csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes executable inline scripts only', () => {
    const html = '<head><script>a()</script><script src="/x.js"></script><script id="__NEXT_DATA__" type="application/json">{}</script><script type="module">b()</script><script>a()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')].sort());
  });

  it('allows the hosted search origin to be called, and nothing else off the site', () => {
    expect(searchOrigins({ backend: 'local', indexName: 'docs' })).toEqual([]);
    expect(searchOrigins({ backend: 'typesense', indexName: 'docs', url: 'https://search.paymora.example:8108/path', searchKey: 'k' })).toEqual(['https://search.paymora.example:8108']);
    expect(searchOrigins({ backend: 'algolia', indexName: 'docs', appId: 'APP', searchKey: 'k', host: 'https://search-proxy.paymora.example/x' })).toEqual(['https://search-proxy.paymora.example']);
    const policy = contentSecurityPolicy([sha('a()')], ['https://search.paymora.example']);
    expect(policy).toContain(`script-src 'self' 'unsafe-eval' ${sha('a()')};`);
    expect(policy).toContain("connect-src 'self' https://search.paymora.example;");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  });

  it('goes right after the charset, before the first script', () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8" data-next-head=""/><script>a()</script></head><body></body></html>';
    const out = withSecurityMeta(html, []);
    expect(out.indexOf('Content-Security-Policy')).toBeGreaterThan(out.indexOf('charSet'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script>'));
    expect(out).toContain('<meta name="referrer" content="strict-origin-when-cross-origin"/>');
    expect(withSecurityMeta(out, [])).toBe(out);
  });
});
