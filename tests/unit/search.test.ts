import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, snippet } from '@/lib/search/highlight';
import { createLocalClient, type SearchResult } from '@/lib/search/local-client';
import { buildIndex, fuzzyDistance, loadIndex } from '@/lib/search/local-index';
import { withHighlight } from '@/lib/search/page-highlight';
import { extractRecords } from '@/lib/search/records';
import type { SearchRecord } from '@/lib/search/types';

const page = (section: string, title: string, body: string) => `<!DOCTYPE html><html><body><header>Top bar Search</header>
<main><article data-search-section="${section}"><nav>Home / ${section}</nav><h1>${title}</h1><p data-search-description>${title} in one sentence.</p>
<div data-search-content>${body}</div></article></main><footer>Paymora Payments Ltd</footer></body></html>`;

const refundHtml = page(
  'Payment gateway',
  'Refund',
  `<p>Refund a captured payment in full or in part.</p>
<h2 id="request"><a class="heading-anchor" href="#request">Request</a></h2><p>Send <code>POST /payments/{paymentId}/refunds</code> with an <code>amount</code>.</p>
<div data-code-block><div><span data-code-label>curl</span><button>Copy</button></div><pre data-language="bash"><code>curl -X POST https://api.sandbox.paymora.example/v1/payments/pay_123/refunds</code></pre></div>
<h3 id="partial-refunds">Partial refunds</h3><p>Send a smaller <code>amount.value</code>; the error <code>refund_exceeds_capture</code> means too much.</p>
<ul><li><a href="/x/"><h2>Card title without an id</h2><p>Card text</p></a></li></ul>`,
);

describe('record extraction', () => {
  const records = extractRecords(refundHtml, '/payment-gateway/modifications/refund/');

  it('makes a page record and one per h2/h3 with the heading path and anchor URL', () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl1', '/payment-gateway/modifications/refund/', 'Payment gateway', 'Refund', null, null],
      ['lvl2', '/payment-gateway/modifications/refund/#request', 'Payment gateway', 'Refund', 'Request', null],
      ['lvl3', '/payment-gateway/modifications/refund/#partial-refunds', 'Payment gateway', 'Refund', 'Request', 'Partial refunds'],
    ]);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('keeps what readers see, code included, and leaves the chrome out', () => {
    expect(records[0]?.content).toBe('Refund in one sentence. Refund a captured payment in full or in part.');
    expect(records[1]?.content).toContain('POST /payments/{paymentId}/refunds');
    expect(records[1]?.content).toContain('curl -X POST https://api.sandbox.paymora.example/v1/payments/pay_123/refunds');
    expect(records[1]?.content).not.toMatch(/Copy|Top bar|Paymora Payments Ltd/);
    expect(records[2]?.content).toContain('refund_exceeds_capture');
    expect(records[2]?.content).toContain('Card title without an id Card text');
  });

  it('gives nothing for a page without an article (the not-found page)', () => {
    expect(extractRecords('<html><body><h1>Page not found</h1></body></html>', '/404.html')).toEqual([]);
  });
});

describe('highlighting', () => {
  it('escapes the text before marking it', () => {
    expect(escapeHtml(`<script>"&'`)).toBe('&lt;script&gt;&quot;&amp;&#39;');
    const result = highlight('Use <b>refund</b> & Refunds', ['refund']);
    expect(result.value).toBe('Use &lt;b&gt;<mark>refund</mark>&lt;/b&gt; &amp; <mark>Refunds</mark>');
    expect(result.matchLevel).toBe('full');
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'filler '.repeat(40)}the webhook secret key signs every message ${'tail '.repeat(40)}`;
    const result = snippet(text, ['secret'], 12);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>secret</mark>');
  });

  it('puts the query on a result URL, before its anchor', () => {
    expect(withHighlight('/webhooks/hmac-validation/#verify', 'hmac key')).toBe('/webhooks/hmac-validation/?highlight=hmac+key#verify');
    expect(withHighlight('/webhooks/', '  ')).toBe('/webhooks/');
  });
});

describe('local client', () => {
  const records: SearchRecord[] = [
    ...extractRecords(refundHtml, '/payment-gateway/modifications/refund/', 0),
    ...extractRecords(page('Webhooks', 'Webhooks configuration', '<h2 id="secret-key">Secret key</h2><p>Each webhook has a secret.</p>'), '/webhooks/configuration/', 10),
    ...extractRecords(page('Payment gateway', 'Capture', '<p>Capture before a refund is possible.</p>'), '/payment-gateway/modifications/capture/', 20),
  ];
  const index = loadIndex(JSON.stringify(buildIndex(records)));
  const client = createLocalClient(async () => ({ records, index }));
  const first = async (query: string): Promise<SearchResult> => (await client.search({ requests: [{ indexName: 'docs', query }] })).results[0] as SearchResult;

  it('allows two typos from five letters', () => {
    expect([fuzzyDistance('ab'), fuzzyDistance('abc'), fuzzyDistance('refnud')]).toEqual([0, 1, 2]);
  });

  it('answers DocSearch requests with highlighted, snippeted hits, title matches first', async () => {
    const result = await first('refnud');
    expect(result.hits[0]?.url).toBe('/payment-gateway/modifications/refund/');
    expect(result.hits.map((h) => h.url)).toContain('/payment-gateway/modifications/capture/');
    expect(result.hits[0]?._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Refund</mark>');
    const capture = result.hits.find((h) => h.url === '/payment-gateway/modifications/capture/');
    expect(capture?._snippetResult.content.value).toContain('a <mark>refund</mark> is possible');
  });

  it('finds typos and prefixes, and codes in body text', async () => {
    expect((await first('webhok')).hits[0]?.url).toMatch(/^\/webhooks\/configuration\//);
    expect((await first('secr')).hits[0]?.url).toBe('/webhooks/configuration/#secret-key');
    expect((await first('refund_exceeds_capture')).hits[0]?.url).toBe('/payment-gateway/modifications/refund/#partial-refunds');
  });

  it('answers InstantSearch requests with facets, facet filters and pages', async () => {
    const { results } = await client.search([{ indexName: 'docs', params: { query: 'refund', facets: ['hierarchy.lvl0'], hitsPerPage: 1, page: 1 } }]);
    expect(results[0]?.facets?.['hierarchy.lvl0']).toEqual({ 'Payment gateway': results[0]?.nbHits });
    expect(results[0]?.hits).toHaveLength(1);
    expect(results[0]?.page).toBe(1);
    const filtered = await client.search([{ indexName: 'docs', params: { query: 'secret', facetFilters: [['hierarchy.lvl0:Payment gateway']] } }]);
    expect(filtered.results[0]?.nbHits).toBe(0);
  });
});

describe('local client request shapes', () => {
  it('accepts facets and filters as InstantSearch sends them: a lone string, an array, or JSON', async () => {
    const records: SearchRecord[] = extractRecords(refundHtml, '/payment-gateway/modifications/refund/', 0);
    const client = createLocalClient(async () => ({ records, index: loadIndex(JSON.stringify(buildIndex(records))) }));
    const { results } = await client.search([
      { indexName: 'docs', params: { query: 'refund', facets: 'hierarchy.lvl0' } },
      { indexName: 'docs', params: { query: 'refund', facetFilters: 'hierarchy.lvl0:Webhooks' } },
      { indexName: 'docs', params: { query: 'refund', facets: '["hierarchy.lvl0"]', facetFilters: '[["hierarchy.lvl0:Payment gateway"]]' } },
    ]);
    expect(results[0]?.facets).toEqual({ 'hierarchy.lvl0': { 'Payment gateway': 3 } });
    expect(results[1]?.nbHits).toBe(0);
    expect(results[2]?.nbHits).toBe(3);
  });
});

describe('record extraction from code tabs', () => {
  it('indexes the tab readers see first, not the same request again in every language', () => {
    const html = `<html><body><article data-search-section="S"><h1>T</h1><div data-search-content>
<div data-code-tabs><div role="tablist"><button>curl</button><button>C#</button></div>
<div role="tabpanel"><pre data-language="bash"><code>curl -X POST /v1/payment-links</code></pre></div>
<div role="tabpanel" hidden><pre data-language="csharp"><code>new HttpRequestMessage(HttpMethod.Post)</code></pre></div>
</div></div></article></body></html>`;
    const [record] = extractRecords(html, '/t/');
    expect(record?.content).toContain('curl -X POST /v1/payment-links');
    expect(record?.content).not.toContain('HttpRequestMessage');
  });

  it('skips samples generated from the API document, which repeat the field table beside them', () => {
    const html = `<html><body><article data-search-section="S"><h1>T</h1><div data-search-content>
<table><tr><td><code>amount</code></td><td>Integer in minor units.</td></tr></table>
<div data-search-skip=""><pre data-language="bash"><code>curl -d '{"amount":2500}'</code></pre></div>
<pre data-language="json"><code>{"written": "by hand"}</code></pre>
</div></article></body></html>`;
    const [record] = extractRecords(html, '/t/');
    expect(record?.content).toContain('Integer in minor units.');
    expect(record?.content).toContain('by hand');
    expect(record?.content).not.toContain('curl');
  });
});
