/** Relevance on the real site: a fixed set of queries, typos included, and the page each must find first. */
import { describe, expect, it } from 'vitest';
import { rankRecords } from '@/lib/search/local-client';
import { loadBuiltSearch } from './built-search';

const data = loadBuiltSearch();
const top = (query: string) => rankRecords(data, query)[0]?.record.url ?? '(nothing)';

const expectations: [query: string, expected: RegExp][] = [
  ['refund', /^\/payment-gateway\/modifications\/refund\/$/],
  ['refnud', /^\/payment-gateway\/modifications\/refund\/$/],
  ['webhok', /^\/(category\/)?webhooks\//],
  ['hmac signature', /^\/webhooks\/hmac-validation\//],
  ['test card', /^\/get-started\/use-these-test-cards\//],
  ['capture', /^\/payment-gateway\/modifications\/capture\/$/],
  ['idempotency key', /^\/get-started\/get-the-key\/#retry-safely-with-an-idempotency-key$/],
  ['insufficient_funds', /^\/get-started\/use-these-test-cards\/#test-card-numbers$/],
  ['4111 1111 1111 1111', /^\/get-started\/use-these-test-cards\/#test-card-numbers$/],
  ['minor units', /^\/resources\/currencies-minor-units\/$/],
  ['apple pay', /^\/resources\/apple-pay-test-go-live\/$/],
  ['disable token', /^\/payment-gateway\/payments\/disable-token\/$/],
  ['api key', /^\/get-started\/get-the-key\/$/],
  ['Paymora-Signature', /^\/webhooks\//],
  ['raw body', /^\/webhooks\/hmac-validation\/#use-the-raw-body$/],
  ['abandonUrl', /^\/hosted-checkout\/optional-parameters\/abandon-url\/$/],
];

describe('search ranking on the built site', () => {
  it.each(expectations)('"%s" finds %s first', (query, expected) => {
    expect(top(query)).toMatch(expected);
  });

  it('ranks a page whose title matches above pages that only mention the word', () => {
    const results = rankRecords(data, 'refund').map((r) => r.record);
    const titleHit = results.findIndex((r) => r.type === 'lvl1' && r.hierarchy.lvl1 === 'Refund');
    const bodyOnly = results.findIndex((r) => !`${r.hierarchy.lvl1} ${r.hierarchy.lvl2 ?? ''}`.toLowerCase().includes('refund'));
    expect(titleHit).toBe(0);
    expect(bodyOnly).toBeGreaterThan(titleHit);
  });
});
