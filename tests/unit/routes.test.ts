import { describe, expect, it } from 'vitest';
import { folderOfSourcePath, normaliseRoute, parseInternalHref, routeFromSourcePath, routeUrl } from '@/lib/routes/routes';
import { socialImageSvg, wrap } from '@/lib/outputs/social-image';

describe('routes', () => {
  it('maps content files to routes', () => {
    expect(routeFromSourcePath('docs/index.mdx')).toBe('/');
    expect(routeFromSourcePath('docs/get-started/get-the-key.mdx')).toBe('/get-started/get-the-key');
    expect(routeFromSourcePath('docs/hosted-checkout/optional-parameters/index.mdx')).toBe('/hosted-checkout/optional-parameters');
    expect(() => routeFromSourcePath('data/test-cards.json')).toThrow(/content\/docs/);
  });

  it('finds the folder of a content file', () => {
    expect(folderOfSourcePath('docs/index.mdx')).toBe('');
    expect(folderOfSourcePath('docs/payment-gateway/payments/_category.json')).toBe('payment-gateway/payments');
  });

  it('gives every route its exported URL', () => {
    expect(routeUrl('/')).toBe('/');
    expect(routeUrl('/webhooks/configuration')).toBe('/webhooks/configuration/');
  });

  it('normalises the paths readers type', () => {
    for (const path of ['/webhooks/configuration', '/webhooks/configuration/', '/webhooks/configuration.html', '/webhooks/configuration/index.html']) {
      expect(normaliseRoute(path)).toBe('/webhooks/configuration');
    }
    expect(normaliseRoute('/index.html')).toBe('/');
    expect(normaliseRoute('/')).toBe('/');
  });

  it('splits internal links into route and anchor and leaves others alone', () => {
    expect(parseInternalHref('/webhooks/hmac-validation#compare-in-constant-time')).toEqual({ route: '/webhooks/hmac-validation', anchor: 'compare-in-constant-time' });
    expect(parseInternalHref('/category/api/?x=1')).toEqual({ route: '/category/api', anchor: null });
    expect(parseInternalHref('https://portal.paymora.example')).toBeNull();
    expect(parseInternalHref('mailto:developers@paymora.example')).toBeNull();
    expect(parseInternalHref('//cdn.example/x')).toBeNull();
    expect(parseInternalHref('#local')).toBeNull();
  });
});


describe('social card text', () => {
  it('wraps words into lines and marks what it cuts', () => {
    expect(wrap('Capture an authorised payment in full or in part', 20, 3)).toEqual(['Capture an', 'authorised payment', 'in full or in part']);
    expect(wrap('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });

  it('escapes titles in the SVG', () => {
    expect(socialImageSvg('Cards & <wallets>', 'A & B')).toContain('Cards &amp; &lt;wallets&gt;');
  });
});
