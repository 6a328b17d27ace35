/**
 * The search seam, `search(query, options)`, on each backend: the local index over a fixture, Typesense
 * and Algolia against the stand-ins in tests/support/mock-search-servers.ts. Every backend's hits come
 * out as escaped text with only <mark> added, whatever HTML the record holds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlgoliaSearch } from '@/lib/search/backends/algolia';
import { createLocalSearch } from '@/lib/search/backends/local';
import { createTypesenseSearch } from '@/lib/search/backends/typesense';
import { SEARCH_POINTER_URL, searchFileUrls } from '@/lib/search/index-location';
import { buildIndex, loadIndex } from '@/lib/search/local-index';
import { SEARCH_CONFIG_META } from '@/lib/search/public-config';
import { toTypesenseDocument } from '@/lib/search/push/shape';
import type { Search } from '@/lib/search/seam';
import type { SearchRecord } from '@/lib/search/types';
import { hostileMarkup as attack, hostileRecord as hostile } from '../support/hostile-search-record';
import { startAlgoliaMock, startTypesenseMock, type MockServer } from '../support/mock-search-servers';

const refund: SearchRecord = {
  objectID: '/payment-gateway/modifications/refund/',
  url: '/payment-gateway/modifications/refund/',
  anchor: null,
  type: 'lvl1',
  hierarchy: { lvl0: 'Payment gateway', lvl1: 'Refund', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: 'Refund a captured payment in full or in part.',
  position: 0,
};
const records = [refund, hostile];

/** What every backend must do with the same two records. */
function checkSeam(name: string, start: () => Promise<{ search: Search; close?: () => Promise<void> }>) {
  describe(`the seam on ${name}`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    it('finds a record with its url, hierarchy, marked title and section counts', async () => {
      const backend = await start();
      close = backend.close;
      const results = await backend.search('refund');
      expect(results.total).toBe(1);
      expect(results.hits[0]).toMatchObject({ url: refund.url, type: 'lvl1', hierarchy: { lvl0: 'Payment gateway', lvl1: 'Refund', lvl2: null } });
      expect(results.hits[0]?.marked.lvl1).toBe('<mark>Refund</mark>');
      expect(results.sections).toEqual({ 'Payment gateway': 1 });
    });

    it('gives page HTML back as text, keeping only <mark>', async () => {
      const backend = await start();
      close = backend.close;
      const [hit] = (await backend.search('shopper')).hits;
      const escaped = '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;';
      expect(hit?.marked.lvl1).toBe(`<mark>Shopper</mark> ${escaped}`);
      expect(hit?.marked.lvl0).toBe('Webhooks');
      expect(hit?.snippet).toContain(`<mark>shopper</mark> widget ${escaped}`);
      expect(JSON.stringify([hit?.marked, hit?.snippet])).not.toContain('<img');
      // The plain hierarchy is text for React, which escapes it itself.
      expect(hit?.hierarchy.lvl1).toBe(`Shopper ${attack}`);
    });
  });
}

checkSeam('the local index', async () => {
  const index = loadIndex(JSON.stringify(buildIndex(records)));
  return { search: createLocalSearch(async () => ({ records, index })) };
});

checkSeam('Typesense', async () => {
  const server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only', searchDocuments: records.map((r) => toTypesenseDocument(r, records.length)) });
  return { search: createTypesenseSearch({ url: server.url, searchKey: 'search-only', indexName: 'paymora-docs' }), close: server.close };
});

checkSeam('Algolia', async () => {
  const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin', searchKey: 'search-only', searchObjects: records });
  return { search: createAlgoliaSearch({ appId: 'APP', searchKey: 'search-only', indexName: 'paymora-docs', host: server.url }), close: server.close };
});

describe('Typesense requests', () => {
  let server: MockServer | undefined;
  afterEach(async () => server?.close());

  it('asks /multi_search with the search-only key, the scraper fields and the section filter', async () => {
    server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only', searchDocuments: [toTypesenseDocument(refund, 1)] });
    await createTypesenseSearch({ url: server.url, searchKey: 'search-only', indexName: 'paymora-docs' })('refund', { sections: ['Payment gateway'], hitsPerPage: 5, page: 1 });
    const [sent] = server.requests;
    expect(new URL(sent?.path ?? '', 'http://x').searchParams.get('x-typesense-api-key')).toBe('search-only');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      searches: [{ collection: 'paymora-docs', q: 'refund', query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content', per_page: 5, page: 2, filter_by: 'hierarchy.lvl0:=[`Payment gateway`]' }],
    });
  });

  it('fails the search naming the server when Typesense cannot be reached', async () => {
    const gone = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only' });
    await gone.close();
    await expect(createTypesenseSearch({ url: gone.url, searchKey: 'search-only', indexName: 'paymora-docs' })('refund')).rejects.toThrow(`Cannot reach Typesense at ${gone.url}`);
  });
});

describe('the page-facing search', () => {
  const version = '0123456789ab';
  const files = searchFileUrls(version);
  const pointer = JSON.stringify({ version });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** The page's one search meta tag: the backend its build was given. Pages carry no search version. */
  const stubPage = (config = '{"backend":"local","indexName":"paymora-docs"}') =>
    vi.stubGlobal('document', { querySelector: (selector: string) => (selector === `meta[name="${SEARCH_CONFIG_META}"]` ? { getAttribute: () => config } : null) });

  /** A site answering from `served`; an entry holding a list answers with its next body on each request. */
  const stubSite = (served: Map<string, string | string[]>) => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      const entry = served.get(url);
      const body = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('asks the pointer, revalidated, which files to load: the page names none', async () => {
    stubPage();
    const fetch = stubSite(new Map([[SEARCH_POINTER_URL, pointer], [files.documents, JSON.stringify([refund])], [files.index, JSON.stringify(buildIndex([refund]))]]));
    const { search } = await import('@/lib/search/search');
    expect((await search('refund')).hits[0]?.url).toBe(refund.url);
    expect(fetch.mock.calls[0]).toEqual([SEARCH_POINTER_URL, { cache: 'no-cache' }]);
    expect(fetch.mock.calls.slice(1).map(([url]) => url).sort()).toEqual([files.documents, files.index].sort());
  });

  it('reports a failure through searchReady() with the file that failed, so the modal can offer Retry, and the retry loads the index', async () => {
    stubPage();
    const served = new Map<string, string | string[]>([[SEARCH_POINTER_URL, pointer], [files.index, JSON.stringify(buildIndex([refund]))]]);
    const fetch = stubSite(served);
    const { search, searchReady } = await import('@/lib/search/search');
    await expect(searchReady()).rejects.toThrow(`${files.documents} answered 404`);
    served.set(files.documents, JSON.stringify([refund]));
    await expect(searchReady()).resolves.toBeUndefined();
    // The failure asked the pointer again whether newer files exist; it named the same. The retry starts from the pointer.
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([SEARCH_POINTER_URL, files.documents, files.index, SEARCH_POINTER_URL, SEARCH_POINTER_URL, files.documents, files.index].sort());
    expect((await search('refund')).hits[0]?.url).toBe(refund.url);
  });

  it('loads the files the pointer names after a deploy pruned those it named a moment before', async () => {
    stubPage();
    const live = searchFileUrls('fedcba987654');
    stubSite(
      new Map<string, string | string[]>([
        [SEARCH_POINTER_URL, [pointer, JSON.stringify({ version: 'fedcba987654' })]],
        [live.documents, JSON.stringify([refund])],
        [live.index, JSON.stringify(buildIndex([refund]))],
      ]),
    );
    const { search } = await import('@/lib/search/search');
    expect((await search('refund')).hits[0]?.url).toBe(refund.url);
  });

  it('says so when the site has no search index', async () => {
    stubPage();
    stubSite(new Map());
    const { searchReady } = await import('@/lib/search/search');
    await expect(searchReady()).rejects.toThrow('This site has no search index');
  });

  it('queries the hosted backend the page names', async () => {
    const server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only', searchDocuments: [toTypesenseDocument(refund, 1)] });
    stubPage(JSON.stringify({ backend: 'typesense', indexName: 'docs-alias', url: server.url, searchKey: 'search-only' }));
    const { search, searchIndexName } = await import('@/lib/search/search');
    expect((await search('refund')).hits[0]?.url).toBe(refund.url);
    expect(searchIndexName()).toBe('docs-alias');
    await server.close();
  });
});
