/** The page policy: hashes of exactly the executable inline scripts, the search origin, and placement in <head>. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hasPolicyMeta, inlineScriptHashes, pageScriptProblems, searchOrigins, withSecurityMeta } from '@/lib/render/csp';
import { isTurbopackBootstrap, knownInlineScript, siteInlineScripts } from '@/lib/render/known-inline-scripts';
import { storedPreferencesScript, canonicalPathScript, earlyTapsScript, frameGuardScript, afterPaintScript } from '@/lib/render/inline-scripts';
import { siteConfig } from '@/site.config';

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
    expect(policy).toContain(`script-src 'self' ${sha('a()')};`);
    // No page evaluates code it builds at run time: a doc page's body is HTML, not MDX evaluated in the browser.
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("connect-src 'self' https://search.paymora.example;");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  });

  it('goes right after the charset, before the first script', () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8" data-next-head=""/><script>a()</script></head><body></body></html>';
    const out = withSecurityMeta(html, [], () => true);
    expect(out.indexOf('Content-Security-Policy')).toBeGreaterThan(out.indexOf('charSet'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script>'));
    expect(out).toContain('<meta name="referrer" content="strict-origin-when-cross-origin"/>');
    expect(withSecurityMeta(out, [], () => true)).toBe(out);
  });

  it('is added when the CSP text is only in a comment or a script, not in a <meta> of <head> (probe L15)', () => {
    const promo = '<!DOCTYPE html><html><head><!-- http-equiv="Content-Security-Policy" --><script>x()</script></head><body></body></html>';
    expect(hasPolicyMeta(promo)).toBe(false);
    expect(withSecurityMeta(promo, [], () => true)).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(hasPolicyMeta('<html><head><script>var s=\'<meta http-equiv="Content-Security-Policy">\'</script></head></html>')).toBe(false);
    expect(hasPolicyMeta('<html><head></head><body><meta http-equiv="Content-Security-Policy" content="x"></body></html>')).toBe(false);
    expect(hasPolicyMeta('<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="x"/></head></html>')).toBe(true);
  });
});

const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/44cv9h0h6g_jw.js","static/chunks/2cf3sq8fs7dt4.css"],"runtimeModuleIds":[10783,68146]});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/12o_ymulny5m9.js"],"runtimeModuleIds":[10783,19675]});';

describe('only the site\'s own inline scripts (probe M2)', () => {
  const isKnown = knownInlineScript();
  const page = (extra: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${frameGuardScript()}</script><script>${canonicalPathScript(false)}</script><script>${storedPreferencesScript(siteConfig.announcement.id)}</script></head><body><div id="__next"><p>Text with "onload=" in it, and <code>&lt;img onerror=x&gt;</code></p></div><script id="__NEXT_DATA__" type="application/json">{"x":"<img onerror=1>"}</script><script>${turbopack}</script>${extra}</body></html>`;

  it('knows the site\'s scripts, next-themes\' as the provider writes it, and Turbopack\'s chunk lists by their shape', () => {
    const known = siteInlineScripts();
    expect(known.size).toBe(7);
    expect(known.has(earlyTapsScript())).toBe(true);
    expect(known.has(afterPaintScript())).toBe(true);
    expect([...known].some((body) => body.includes('localStorage.getItem(i)') && body.includes('"theme","dark"'))).toBe(true);
    expect(isTurbopackBootstrap(turbopack)).toBe(true);
    expect(isTurbopackBootstrap(turbopack.replace('static/chunks/12o_ymulny5m9.js', 'https://evil.example/x.js'))).toBe(false);
    expect(isTurbopackBootstrap(`${turbopack}\nalert(1)`)).toBe(false);
    expect(isTurbopackBootstrap(turbopack.replace('"runtimeModuleIds"', '"x":1,"runtimeModuleIds"'))).toBe(false);
    expect(pageScriptProblems(page(''), isKnown)).toEqual([]);
  });

  it('refuses any other inline script and every on…= attribute, with the line, and leaves them out of the policy', () => {
    const hostile = page('\n<script>window.__xss_mdx_script=1</script>\n<img src="/x.png" alt="a > b" onerror="alert(1)"/><svg><a ONCLICK=\'x\'></a></svg>');
    const problems = pageScriptProblems(hostile, isKnown);
    expect(problems.map((problem) => `${problem.line}: ${problem.message.slice(0, 40)}`)).toEqual([
      '3: an inline script the site does not decla',
      '4: <img> has the event handler onerror=, wh',
      '4: <a> has the event handler ONCLICK=, whic',
    ]);
    const policy = withSecurityMeta(hostile, [], isKnown);
    expect(policy).not.toContain(sha('window.__xss_mdx_script=1'));
    expect(policy).toContain(sha(frameGuardScript()));
  });
});
