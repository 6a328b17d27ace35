import { describe, expect, it } from 'vitest';
import { liteClient } from 'algoliasearch/lite';
import { docSearchClient, edgeRequest, instantSearchClient } from '@/lib/search/algolia-edge';
import { createLocalSearch } from '@/lib/search/backends/local';
import { buildIndex, loadIndex } from '@/lib/search/local-index';
import { fuzzyDistance } from '@/lib/search/ranking';
import { markedWords, withHighlight } from '@/lib/search/page-marks';
import { escapeHtml, highlight, snippet } from '@/lib/search/result-text';
import type { SearchResults } from '@/lib/search/seam';
import { parseArticle } from '@/lib/outputs/article-html';
import { resultName } from '@/lib/outputs/page-outputs';
import { articleRecords } from '@/lib/search/records';
import type { SearchRecord } from '@/lib/search/types';

const page = (section: string, title: string, body: string) => `<!DOCTYPE html><html><body><header>Top bar Search</header>
<main><article data-search-section="${section}"><nav>Home / ${section}</nav><h1>${title}</h1><p data-search-description>${title} in one sentence.</p>
<div data-search-content>${body}</div></article></main><footer>Paymora Payments Ltd</footer></body></html>`;

/** Records of a page's HTML, as the post-export pass makes them: its article parsed, then read. */
function extractRecords(html: string, url: string, startPosition = 0, name?: string): SearchRecord[] {
  const article = parseArticle(html);
  if (!article) throw new Error(`no article in ${html.slice(0, 80)}`);
  return articleRecords(article, { url, version: 'latest', firstPosition: startPosition, name });
}

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

  it('gives each table row with an id a record of its own (type content, under its section); the whole table stays in its section', () => {
    const errors = page(
      'Resources',
      'Errors',
      `<h2 id="error-codes">Error codes</h2><table><thead><tr><th>Code</th><th>What it means</th></tr></thead><tbody>
<tr id="error-payment-not-adjustable"><td><code>payment_not_adjustable</code></td><td>The payment cannot be adjusted.</td></tr>
<tr><td><code>unanchored_code</code></td><td>A row without an id.</td></tr></tbody></table><p>Branch on the code.</p>`,
    );
    const rows = extractRecords(errors, '/resources/errors/');
    expect(rows.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl1', '/resources/errors/', null, null],
      ['lvl2', '/resources/errors/#error-codes', 'Error codes', null],
      ['content', '/resources/errors/#error-payment-not-adjustable', 'Error codes', null],
    ]);
    expect(rows[2]?.content).toBe('payment_not_adjustable The payment cannot be adjusted.');
    expect(rows[1]?.content).toBe('Code What it means payment_not_adjustable The payment cannot be adjusted. unanchored_code A row without an id. Branch on the code.');
  });

  it('reads elements side by side as separate words, as the reader sees them, and leaves code as written', () => {
    const table = page(
      'API reference',
      'Modifications',
      `<h2 id="states">States</h2><table><tbody><tr id="state-refunded"><td><code>refunded</code><span class="block">nothing is left</span></td><td>422</td></tr></tbody></table>
<p>Reference:<a href="#a">createCheckout</a><a href="#b">refundPayment</a></p><pre><code><span>payment</span><span>Id</span></code></pre>`,
    );
    const [, section, row] = extractRecords(table, '/api/modifications/');
    expect(row?.content).toBe('refunded nothing is left 422');
    expect(section?.content).toContain('createCheckout refundPayment');
    expect(section?.content).toContain('paymentId');
  });

  it("calls a docs version's welcome page by its document title's name (its h1 is also its section), and every other page by its h1", () => {
    const welcome = page('Paymora Developers', 'Paymora Developers', '<h2 id="start-here">Start here</h2><p>First steps.</p>');
    const category = page('Webhooks', 'Webhooks', '<p>Every webhook page.</p>');
    const places = (records: SearchRecord[]) => records.map((r) => [r.url, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2]);
    expect(places(extractRecords(welcome, '/', 0, resultName('/', '')))).toEqual([
      ['/', 'Paymora Developers', 'Welcome', null],
      ['/#start-here', 'Paymora Developers', 'Welcome', 'Start here'],
    ]);
    expect(places(extractRecords(welcome, '/2025-10/', 0, resultName('/2025-10', '/2025-10')))).toEqual([
      ['/2025-10/', 'Paymora Developers', 'Welcome', null],
      ['/2025-10/#start-here', 'Paymora Developers', 'Welcome', 'Start here'],
    ]);
    // Any other page keeps its h1, even one named like its section.
    expect(places(extractRecords(category, '/category/webhooks/', 0, resultName('/category/webhooks', '')))).toEqual([['/category/webhooks/', 'Webhooks', 'Webhooks', null]]);
    expect(places(extractRecords(refundHtml, '/2025-10/payment-gateway/modifications/refund/', 0, resultName('/2025-10/payment-gateway/modifications/refund', '/2025-10')))[0]).toEqual([
      '/2025-10/payment-gateway/modifications/refund/',
      'Payment gateway',
      'Refund',
      null,
    ]);
  });

  it("gives an h3 before any h2 no lvl2, not the page's last h2", () => {
    const html = page('S', 'T', '<h3 id="early">Early h3</h3><p>a</p><h2 id="late">Late h2</h2><p>b</p>');
    expect(extractRecords(html, '/t/').map((r) => [r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      [null, null],
      [null, 'Early h3'],
      ['Late h2', null],
    ]);
  });

  it('finds no article in a page without one (the not-found page)', () => {
    expect(parseArticle('<html><body><h1>Page not found</h1></body></html>')).toBeNull();
  });
});

describe('highlighting', () => {
  it('escapes the text before marking it', () => {
    expect(escapeHtml(`<script>"&'`)).toBe('&lt;script&gt;&quot;&amp;&#39;');
    expect(highlight('Use <b>refund</b> & Refunds', ['refund'])).toBe('Use &lt;b&gt;<mark>refund</mark>&lt;/b&gt; &amp; <mark>Refunds</mark>');
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'filler '.repeat(40)}the webhook secret key signs every message ${'tail '.repeat(40)}`;
    const result = snippet(text, ['secret'], 12);
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain('<mark>secret</mark>');
  });

  it('puts the query on a result URL, before its anchor', () => {
    expect(withHighlight('/webhooks/hmac-validation/#verify', 'hmac key')).toBe('/webhooks/hmac-validation/?highlight=hmac+key#verify');
    expect(withHighlight('/webhooks/', '  ')).toBe('/webhooks/');
  });

  it('asks the page to mark what the hit matched as well as what was typed: a corrected typo, another form, a synonym', () => {
    const hit = { url: '/r/', _highlightResult: { hierarchy: { lvl1: { value: '<mark>Refund</mark>s &amp; <mark>3-D Secure</mark>' } } }, snippet: 'a <mark>captured</mark> payment' };
    expect(markedWords(hit)).toEqual(['refund', '3', 'd', 'secure', 'captured']);
    expect(withHighlight('/payment-gateway/modifications/refund/', 'refnud', ['refund'])).toBe('/payment-gateway/modifications/refund/?highlight=refnud+refund');
    expect(markedWords({ snippet: 'nothing marked' })).toEqual([]);
  });
});

describe('local client', () => {
  const records: SearchRecord[] = [
    ...extractRecords(refundHtml, '/payment-gateway/modifications/refund/', 0),
    ...extractRecords(page('Webhooks', 'Webhooks configuration', '<h2 id="secret-key">Secret key</h2><p>Each webhook has a secret.</p>'), '/webhooks/configuration/', 10),
    ...extractRecords(page('Payment gateway', 'Capture', '<p>Capture before a refund is possible.</p>'), '/payment-gateway/modifications/capture/', 20),
  ];
  const index = loadIndex(JSON.stringify(buildIndex(records)));
  const search = createLocalSearch(async () => ({ records, index }));
  const first = (query: string): Promise<SearchResults> => search(query);

  it('allows two typos from five letters', () => {
    expect([fuzzyDistance('ab'), fuzzyDistance('abc'), fuzzyDistance('refnud')]).toEqual([0, 1, 2]);
  });

  it('answers with highlighted, snippeted hits, title matches first', async () => {
    const result = await first('refnud');
    expect(result.hits[0]?.url).toBe('/payment-gateway/modifications/refund/');
    expect(result.hits.map((h) => h.url)).toContain('/payment-gateway/modifications/capture/');
    expect(result.hits[0]?.marked.lvl1).toBe('<mark>Refund</mark>');
    const capture = result.hits.find((h) => h.url === '/payment-gateway/modifications/capture/');
    expect(capture?.snippet).toContain('a <mark>refund</mark> is possible');
  });

  it('finds typos and prefixes, and codes in body text', async () => {
    expect((await first('webhok')).hits[0]?.url).toMatch(/^\/webhooks\/configuration\//);
    expect((await first('secr')).hits[0]?.url).toBe('/webhooks/configuration/#secret-key');
    expect((await first('refund_exceeds_capture')).hits[0]?.url).toBe('/payment-gateway/modifications/refund/#partial-refunds');
  });

  it('filters by section and pages, with section counts', async () => {
    const paged = await search('refund', { hitsPerPage: 1, page: 1 });
    expect(paged.sections).toEqual({ 'Payment gateway': paged.total });
    expect(paged.hits).toHaveLength(1);
    expect(paged.page).toBe(1);
    expect((await search('secret', { sections: ['Payment gateway'] })).total).toBe(0);
  });
});

describe('the InstantSearch edge', () => {
  it('reads facets and filters as InstantSearch sends them: a lone string, an array, or JSON', () => {
    expect(edgeRequest({ query: 'refund', facets: 'hierarchy.lvl0' })).toMatchObject({ wantsSections: true, options: {} });
    expect(edgeRequest({ query: 'refund', facetFilters: 'hierarchy.lvl0:Webhooks' }).options.sections).toEqual(['Webhooks']);
    expect(edgeRequest({ facets: '["hierarchy.lvl0"]', facetFilters: '[["hierarchy.lvl0:Payment gateway","hierarchy.lvl0:Webhooks"]]', hitsPerPage: '5', page: 2 })).toMatchObject({
      wantsSections: true,
      options: { sections: ['Payment gateway', 'Webhooks'], hitsPerPage: 5, page: 2 },
    });
    // What a URL can put there that is no page (probe L16): the default instead.
    for (const page of [-1, '-1', 1.5, 'x', 1e300, Number.NaN]) expect(edgeRequest({ query: 'refund', page, hitsPerPage: 0 }).options, String(page)).toEqual({ hitsPerPage: undefined, page: undefined });
    // AND-ed groups with no section in common match nothing.
    expect(edgeRequest({ facetFilters: [['hierarchy.lvl0:Webhooks'], ['hierarchy.lvl0:Payment gateway']] }).matchesNothing).toBe(true);
  });

  it('answers InstantSearch with hits, pages and section facets from the seam', async () => {
    const records: SearchRecord[] = extractRecords(refundHtml, '/payment-gateway/modifications/refund/', 0);
    const client = instantSearchClient(createLocalSearch(async () => ({ records, index: loadIndex(JSON.stringify(buildIndex(records))) })));
    const { results } = await client.search([
      { indexName: 'docs', params: { query: 'refund', facets: ['hierarchy.lvl0'], hitsPerPage: 1 } },
      { indexName: 'docs', params: { query: 'refund', facetFilters: [['hierarchy.lvl0:Webhooks']] } },
    ]);
    const [all, filtered] = results;
    expect(all && 'facets' in all ? all.facets : undefined).toEqual({ 'hierarchy.lvl0': { 'Payment gateway': 3 } });
    expect(all && 'nbPages' in all ? [all.nbHits, all.nbPages, all.hits.length] : undefined).toEqual([3, 3, 1]);
    expect(filtered && 'nbHits' in filtered ? filtered.nbHits : undefined).toBe(0);
  });

  it('refuses a filter the seam does not have, naming it', async () => {
    const client = instantSearchClient(createLocalSearch(async () => ({ records: [], index: buildIndex([]) })));
    await expect(client.search([{ indexName: 'docs', params: { query: 'x', facetFilters: ['type:lvl2'] } }])).rejects.toThrow('The search filter "type:lvl2" is not supported');
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

describe('the DocSearch edge', () => {
  it('groups hits by page under "Section › Page" and leaves DocSearch no raw HTML to fall back to', async () => {
    const records: SearchRecord[] = [
      ...extractRecords(page('Guides', 'Shopper &lt;img src=x onerror=alert(1)&gt;', '<h2 id="a">Widget a</h2><p>x</p>'), '/one/', 0),
      ...extractRecords(page('Guides', 'Other widget', '<p>y</p>'), '/two/', 10),
    ];
    const search = createLocalSearch(async () => ({ records, index: loadIndex(JSON.stringify(buildIndex(records))) }));
    const client = docSearchClient(search, liteClient('local', 'search-only'));
    const { results } = await client.search<unknown>({ requests: [{ indexName: 'docs', query: 'widget', hitsPerPage: 20 }] });
    const [first] = results;
    const hits = first && 'hits' in first ? first.hits : [];
    expect(hits.map((hit: { objectID: string }) => hit.objectID)).toEqual(['/two/', '/one/#a']);
    const hostile = JSON.stringify(hits[1]);
    expect(hostile).toContain('Guides › Shopper <img');
    // Only lvl0, which DocSearch renders as text (the group title), may hold the raw text.
    expect(hostile.split('Guides › Shopper <img').join('').includes('<img')).toBe(false);
    expect(hostile).toContain('<mark>Widget</mark> a');
  });

  it('groups the hits of a page named after its section under the section alone', async () => {
    const records = extractRecords(page('Webhooks', 'Webhooks', '<h2 id="retries">Retries</h2><p>Widget deliveries.</p>'), '/category/webhooks/', 0);
    const search = createLocalSearch(async () => ({ records, index: loadIndex(JSON.stringify(buildIndex(records))) }));
    const client = docSearchClient(search, liteClient('local', 'search-only'));
    const { results } = await client.search<unknown>({ requests: [{ indexName: 'docs', query: 'widget', hitsPerPage: 20 }] });
    const [first] = results;
    // DocSearch titles a group with the first hit's highlighted lvl0.
    const titles = JSON.stringify((first && 'hits' in first ? first.hits : []).map((hit: { _highlightResult?: unknown }) => hit._highlightResult));
    expect(titles).toContain('"lvl0":{"value":"Webhooks"');
    expect(titles).not.toContain('Webhooks › Webhooks');
  });
});
