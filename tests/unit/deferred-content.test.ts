/**
 * A reference resource page's HTML leaves its operations to the page's data file (lib/reference/deferred-content.ts),
 * a doc page's its body (lib/render/inline-page-props.ts).
 */
import { describe, expect, it } from 'vitest';
import { resourceContentOf } from '@/lib/reference/deferred-content';
import { inlinePageProps } from '@/lib/render/inline-page-props';

const resource = { view: 'resource', operations: [{ id: 'getPayment', samples: ['…'] }], events: null, consoleData: '/api/console.json' };
const referencePage = (route: string, content: object) => ({ kind: 'reference', route, title: 'Payments', content });

describe('the page data in a page’s HTML', () => {
  it('names the data file of a resource page instead of holding its operations', () => {
    expect(inlinePageProps(referencePage('/api/payments', resource), 'b1')).toEqual({ kind: 'reference', route: '/api/payments', title: 'Payments', content: { view: 'deferred', dataUrl: '/_next/data/b1/api/payments.json' } });
    expect(inlinePageProps(referencePage('/2025-10/api/payments', resource), 'b1')).toMatchObject({ content: { dataUrl: '/_next/data/b1/2025-10/api/payments.json' } });
  });

  it('leaves out a doc page’s body, which its markup holds, without changing the props it was given', () => {
    const doc = { kind: 'doc', route: '/webhooks/hmac-validation', body: '<p>…</p>' };
    expect(inlinePageProps(doc, 'b1')).toEqual({ kind: 'doc', route: '/webhooks/hmac-validation', body: null });
    expect(doc.body).toBe('<p>…</p>');
  });

  it('leaves the reference index, the changelog and every other page as they are, without changing the props it was given', () => {
    const index = referencePage('/api', { view: 'index', resources: [], downloads: [] });
    expect(inlinePageProps(index, 'b1')).toBe(index);
    const category = { kind: 'category', route: '/category/webhooks', cards: [] };
    expect(inlinePageProps(category, 'b1')).toBe(category);
    expect(inlinePageProps(undefined, 'b1')).toBeUndefined();
    const page = referencePage('/api/payments', resource);
    inlinePageProps(page, 'b1');
    expect(page.content).toBe(resource);
  });
});

describe('a resource page’s content from its data file', () => {
  it('is the props’ content when it is a resource’s', () => {
    expect(resourceContentOf({ pageProps: referencePage('/api/payments', resource) })).toBe(resource);
  });

  it('is null for anything else: another page’s data, a changed shape, no data', () => {
    expect(resourceContentOf({ pageProps: referencePage('/api', { view: 'index', resources: [], downloads: [] }) })).toBeNull();
    expect(resourceContentOf({ pageProps: referencePage('/api/payments', { ...resource, operations: [{ name: 'x' }] }) })).toBeNull();
    expect(resourceContentOf({ pageProps: referencePage('/api/payments', { ...resource, consoleData: undefined }) })).toBeNull();
    expect(resourceContentOf({ notFound: true })).toBeNull();
    expect(resourceContentOf(null)).toBeNull();
  });
});
