/**
 * The browser's search seam with Typesense behind it: the same Algolia-compatible calls the modal and
 * the results page make, answered through typesense-instantsearch-adapter by a /multi_search stand-in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFileUrls, SEARCH_VERSION_META, SEARCH_VERSION_PLACEHOLDER } from '@/lib/search/files';
import { buildIndex } from '@/lib/search/local-index';
import { toTypesenseDocument } from '@/lib/search/push/shape';
import type { SearchRecord } from '@/lib/search/types';
import { startTypesenseMock, type MockServer } from '../support/mock-search-servers';

const record: SearchRecord = {
  objectID: '/payment-gateway/modifications/refund/',
  url: '/payment-gateway/modifications/refund/',
  anchor: null,
  type: 'lvl1',
  hierarchy: { lvl0: 'Payment gateway', lvl1: 'Refund', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: 'Refund a captured payment in full or in part.',
  position: 0,
};

let server: MockServer | undefined;
afterEach(async () => {
  await server?.close();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('Typesense backend in the browser client', () => {
  it('answers DocSearch and InstantSearch calls with nested hierarchy and highlights', async () => {
    server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only', searchDocuments: [toTypesenseDocument(record, 1)] });
    vi.stubEnv('NEXT_PUBLIC_SEARCH_BACKEND', 'typesense');
    vi.stubEnv('NEXT_PUBLIC_TYPESENSE_URL', server.url);
    vi.stubEnv('NEXT_PUBLIC_TYPESENSE_SEARCH_KEY', 'search-only');
    const { createSearchClient } = await import('@/lib/search/backend');
    const { client, ready } = createSearchClient();
    await ready();
    const docsearch = await client.search({ requests: [{ indexName: 'paymora-docs', query: 'refund', hitsPerPage: 20 }] });
    const hit = docsearch.results[0]?.hits[0];
    expect(hit?.url).toBe('/payment-gateway/modifications/refund/');
    expect(hit?.hierarchy).toMatchObject({ lvl0: 'Payment gateway', lvl1: 'Refund', lvl2: null });
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Refund</mark>');
    const instantsearch = await client.search([{ indexName: 'paymora-docs', params: { query: 'captured' } }]);
    expect(instantsearch.results[0]?.nbHits).toBe(1);
    const search = server.requests.filter((r) => r.path.startsWith('/multi_search'));
    expect(search).toHaveLength(2);
    expect(search.every((r) => (r.headers['x-typesense-api-key'] ?? new URL(r.path, 'http://x').searchParams.get('x-typesense-api-key')) === 'search-only')).toBe(true);
    expect(JSON.parse(search[0]?.body ?? '{}')).toMatchObject({ searches: [{ collection: 'paymora-docs', q: 'refund', query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content' }] });
  });

  it('fails the search with the connection error when Typesense cannot be reached', async () => {
    server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only' });
    await server.close();
    vi.stubEnv('NEXT_PUBLIC_SEARCH_BACKEND', 'typesense');
    vi.stubEnv('NEXT_PUBLIC_TYPESENSE_URL', server.url);
    vi.stubEnv('NEXT_PUBLIC_TYPESENSE_SEARCH_KEY', 'search-only');
    const { createSearchClient } = await import('@/lib/search/backend');
    // For a hosted backend ready() only loads the client code, so the outage shows in the search itself.
    const { client } = createSearchClient();
    await expect(client.search({ requests: [{ indexName: 'paymora-docs', query: 'refund' }] })).rejects.toThrow(`connect ECONNREFUSED ${new URL(server.url).host}`);
    server = undefined;
  });
});

describe('local index in the browser client', () => {
  const version = '0123456789ab';
  const files = searchFileUrls(version);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The page's search-version meta tag, which the build fills with the index's hash. */
  const stubPage = () => vi.stubGlobal('document', { querySelector: (selector: string) => (selector === `meta[name="${SEARCH_VERSION_META}"]` ? { getAttribute: () => version } : null) });

  it('reports a failure through ready() with the file that failed, so the modal can offer Retry, and the retry loads the index', async () => {
    stubPage();
    const served = new Map<string, string>();
    const fetch = vi.fn(async (url: string) => {
      const body = served.get(url);
      return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
    });
    vi.stubGlobal('fetch', fetch);
    const { createSearchClient } = await import('@/lib/search/backend');
    const { client, ready } = createSearchClient();
    served.set(files.index, JSON.stringify(buildIndex([record])));
    await expect(ready()).rejects.toThrow(`${files.documents} answered 404`);
    // Retry fetches again rather than keeping the failure.
    served.set(files.documents, JSON.stringify([record]));
    await expect(ready()).resolves.toBeUndefined();
    // The first failure also asked the pointer whether a newer build's files exist; it had none.
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([files.documents, files.documents, files.index, files.index, '/search/latest.json'].sort());
    const result = await client.search({ requests: [{ indexName: 'paymora-docs', query: 'refund' }] });
    expect(result.results[0]?.hits[0]?.url).toBe('/payment-gateway/modifications/refund/');
  });

  it("loads the live build's files when a deploy has pruned this page's, as /search/latest.json names them", async () => {
    stubPage();
    const live = { documents: '/search/documents.fedcba987654.json', index: '/search/index.fedcba987654.json' };
    const served = new Map<string, string>([
      ['/search/latest.json', JSON.stringify({ version: 'fedcba987654' })],
      [live.documents, JSON.stringify([record])],
      [live.index, JSON.stringify(buildIndex([record]))],
    ]);
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (served.has(url) ? new Response(served.get(url)) : new Response('Not found', { status: 404 }))));
    const { createSearchClient } = await import('@/lib/search/backend');
    const { client, ready } = createSearchClient();
    await expect(ready()).resolves.toBeUndefined();
    const result = await client.search({ requests: [{ indexName: 'paymora-docs', query: 'refund' }] });
    expect(result.results[0]?.hits[0]?.url).toBe('/payment-gateway/modifications/refund/');
  });

  it('says so through ready() when the build has no search index', async () => {
    vi.stubGlobal('document', { querySelector: () => ({ getAttribute: () => SEARCH_VERSION_PLACEHOLDER }) });
    vi.stubGlobal('fetch', vi.fn());
    const { createSearchClient } = await import('@/lib/search/backend');
    await expect(createSearchClient().ready()).rejects.toThrow('This build has no search index');
  });
});
