/**
 * The search seam, `search(query, options)`, on each backend: the local index over a fixture, Typesense
 * and Algolia against the stand-ins in tests/support/mock-search-servers.ts. Every backend's hits come
 * out as escaped text with only <mark> added, whatever HTML the record holds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlgoliaSearch } from '@/lib/search/backends/algolia';
import { createLocalSearch } from '@/lib/search/backends/local';
import { createTypesenseSearch } from '@/lib/search/backends/typesense';
import { createSplitIndexReader, createSplitSearch } from '@/lib/search/backends/split';
import { searchFileContents } from '@/lib/search/built-files';
import { SEARCH_POINTER_URL, searchPointer, splitFileUrl } from '@/lib/search/index-location';
import { buildIndex, loadIndex } from '@/lib/search/local-index';
import { SEARCH_CONFIG_META } from '@/lib/search/public-config';
import { ARCHIVED_VERSIONS_META } from '@/lib/search/reading-version';
import { toTypesenseDocument } from '@/lib/search/push/shape';
import type { Search } from '@/lib/search/seam';
import { buildSplitIndex, orderRecords } from '@/lib/search/split/build';
import { manifestFile, parseRecords } from '@/lib/search/split/format';
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
  version: 'latest',
};
const records = [refund, hostile];
/** The same page in an archived docs version. */
const archivedRefund: SearchRecord = { ...refund, objectID: '/2025-10/payment-gateway/modifications/refund/', url: '/2025-10/payment-gateway/modifications/refund/', position: 2, version: '2025-10' };
const versioned = [...records, archivedRefund];

/** What every backend holding several docs versions in one index must do: answer from the version asked for, the latest by default. */
function checkVersions(name: string, start: () => Promise<{ search: Search; close?: () => Promise<void> }>) {
  it(`${name}: finds the pages of the docs version asked for only, the latest docs when none is named`, async () => {
    const backend = await start();
    try {
      expect((await backend.search('refund')).hits.map((hit) => hit.url)).toEqual([refund.url]);
      expect((await backend.search('refund', { version: 'latest' })).hits.map((hit) => hit.url)).toEqual([refund.url]);
      const archived = await backend.search('refund', { version: '2025-10', sections: ['Payment gateway'] });
      expect(archived.hits.map((hit) => hit.url)).toEqual([archivedRefund.url]);
      expect(archived.total).toBe(1);
      expect((await backend.search('refund', { version: '2024-01' })).hits).toEqual([]);
    } finally {
      await backend.close?.();
    }
  });
}

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

checkSeam('the split index', async () => {
  const files = buildSplitIndex(orderRecords(records));
  return { search: createSplitSearch(createSplitIndexReader(async (file) => JSON.parse(files.get(file) ?? 'null'), parseRecords)) };
});

/** The seam on a Typesense stand-in holding `held`, as the push stores them. */
async function typesenseHolding(held: readonly SearchRecord[]) {
  const server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only', searchDocuments: held.map((r) => toTypesenseDocument(r, held.length)) });
  return { search: createTypesenseSearch({ url: server.url, searchKey: 'search-only', indexName: 'paymora-docs' }), close: server.close };
}

/** The seam on an Algolia stand-in holding `held`. */
async function algoliaHolding(held: SearchRecord[]) {
  const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin', searchKey: 'search-only', searchObjects: held });
  return { search: createAlgoliaSearch({ appId: 'APP', searchKey: 'search-only', indexName: 'paymora-docs', host: server.url }), close: server.close };
}

checkSeam('Typesense', () => typesenseHolding(records));

checkSeam('Algolia', () => algoliaHolding(records));

describe('the docs version on each hosted backend', () => {
  checkVersions('Typesense', () => typesenseHolding(versioned));
  checkVersions('Algolia', () => algoliaHolding(versioned));
  // The single index of the benches holds the latest docs only; it still filters, so it never answers from another version.
  checkVersions('the local index', async () => ({ search: createLocalSearch(async () => ({ records: versioned, index: loadIndex(JSON.stringify(buildIndex(versioned))) })) }));
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
      searches: [{ collection: 'paymora-docs', q: 'refund', query_by: 'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,content', per_page: 5, page: 2, filter_by: 'version:=`latest` && hierarchy.lvl0:=[`Payment gateway`]' }],
    });
  });

  it('filters on the docs version asked for, with the sections', async () => {
    server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only', searchDocuments: [] });
    await createTypesenseSearch({ url: server.url, searchKey: 'search-only', indexName: 'paymora-docs' })('refund', { version: '2025-10' });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toMatchObject({ searches: [{ filter_by: 'version:=`2025-10`' }] });
  });

  it('fails the search naming the server when Typesense cannot be reached', async () => {
    const gone = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only' });
    await gone.close();
    await expect(createTypesenseSearch({ url: gone.url, searchKey: 'search-only', indexName: 'paymora-docs' })('refund')).rejects.toThrow(`Cannot reach Typesense at ${gone.url}`);
  });
});

describe('Algolia requests', () => {
  it('filter on the docs version asked for and any of the sections', async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin', searchKey: 'search-only', searchObjects: [] });
    try {
      await createAlgoliaSearch({ appId: 'APP', searchKey: 'search-only', indexName: 'paymora-docs', host: server.url })('refund', { version: '2025-10', sections: ['Payment gateway', 'Webhooks'] });
      expect(JSON.parse(server.requests[0]?.body ?? '{}')).toMatchObject({ requests: [{ facetFilters: ['version:2025-10', ['hierarchy.lvl0:Payment gateway', 'hierarchy.lvl0:Webhooks']] }] });
    } finally {
      await server.close();
    }
  });
});

describe('the page-facing search', () => {
  /** The files the build writes for these records (lib/search/built-files.ts), by URL. */
  const build = (built: readonly SearchRecord[]) => {
    const { version, files } = searchFileContents(built);
    return { version, pointer: searchPointer(version), served: new Map<string, string | string[]>(files.map(({ url, text }) => [url, text])) };
  };
  const live = build(records);
  const manifest = splitFileUrl(live.version, manifestFile, 'latest');
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /**
   * A page at `pathname` with the site's two search meta tags: the backend its build was given, and the
   * archived docs versions (their route prefixes). Pages carry no search version. Returns the page's
   * location, which a client-side navigation changes.
   */
  const stubPage = (config = '{"backend":"local","indexName":"paymora-docs"}', pathname = '/webhooks/configuration/') => {
    const metas: Record<string, string> = { [SEARCH_CONFIG_META]: config, [ARCHIVED_VERSIONS_META]: '2025-10' };
    vi.stubGlobal('document', { querySelector: (selector: string) => Object.entries(metas).map(([name, content]) => (selector === `meta[name="${name}"]` ? { getAttribute: () => content } : null)).find(Boolean) ?? null });
    const location = { pathname };
    vi.stubGlobal('location', location);
    return location;
  };

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
  const urls = (fetch: ReturnType<typeof stubSite>) => fetch.mock.calls.map(([url]) => url);

  it('asks the pointer, revalidated, which version to read, then its manifest, and only the files the query needs', async () => {
    stubPage();
    const fetch = stubSite(new Map(live.served));
    const { search, searchReady } = await import('@/lib/search/search');
    await searchReady();
    expect(fetch.mock.calls[0]).toEqual([SEARCH_POINTER_URL, { cache: 'no-cache' }]);
    expect(urls(fetch)).toEqual([SEARCH_POINTER_URL, manifest]);
    expect((await search('refund')).hits[0]?.url).toBe(refund.url);
    const asked = urls(fetch).slice(1);
    expect(asked.every((url) => url.startsWith(`/search/${live.version}/`)), asked.join(' ')).toBe(true);
    // The other record's file is not fetched: a query reads the records of its hits only.
    expect(asked.length).toBeLessThan([...live.served.keys()].filter((url) => url.startsWith(`/search/${live.version}/`)).length);
  });

  it('reports a failure through searchReady() with the file that failed, so the modal can offer Retry, and the retry loads the index', async () => {
    stubPage();
    const served = new Map(live.served);
    served.delete(manifest);
    const fetch = stubSite(served);
    const { search, searchReady } = await import('@/lib/search/search');
    await expect(searchReady()).rejects.toThrow(`${manifest} answered 404`);
    served.set(manifest, live.served.get(manifest) ?? '');
    await expect(searchReady()).resolves.toBeUndefined();
    // The failure asked the pointer again whether newer files exist; it named the same. The retry starts from the pointer.
    expect(urls(fetch)).toEqual([SEARCH_POINTER_URL, manifest, SEARCH_POINTER_URL, SEARCH_POINTER_URL, manifest]);
    expect((await search('refund')).hits[0]?.url).toBe(refund.url);
  });

  const moved = { ...refund, objectID: '/payment-gateway/refunds/', url: '/payment-gateway/refunds/' };
  const next = build([moved]);
  /** Files of the build before: only `kept` of them are still served, and the pointer names the live build from its second read. */
  const afterDeploy = (kept: (url: string) => boolean) =>
    new Map<string, string | string[]>([...[...live.served].filter(([url]) => kept(url)), ...next.served, [SEARCH_POINTER_URL, [live.pointer, next.pointer]]]);

  it('loads the version the pointer names after a deploy pruned the manifest it named a moment before', async () => {
    stubPage();
    stubSite(afterDeploy(() => false));
    const { search } = await import('@/lib/search/search');
    expect((await search('refund')).hits[0]?.url).toBe(moved.url);
  });

  it('runs a query again on the live version when a deploy prunes the files of the one it was reading', async () => {
    stubPage();
    const fetch = stubSite(afterDeploy((url) => url === manifest));
    const { search, searchReady } = await import('@/lib/search/search');
    await searchReady();
    expect((await search('refund')).hits[0]?.url).toBe(moved.url);
    expect(urls(fetch).filter((url) => url === SEARCH_POINTER_URL)).toHaveLength(2);
    // Nothing of the old version is mixed in: its record ids mean other records.
    expect((await search('refund')).hits.map((hit) => hit.url)).toEqual([moved.url]);
  });

  it('refuses a records file whose records are not search records, naming the file', async () => {
    stubPage();
    const served = new Map(live.served);
    for (const url of served.keys()) if (/\/r\d+\.json$/.test(url)) served.set(url, JSON.stringify([{ url: '/x/', content: 1 }]));
    stubSite(served);
    const { search } = await import('@/lib/search/search');
    await expect(search('refund')).rejects.toThrow(/r\d+\.json: record 0 is not a search record/);
  });

  it('asks for the split index of the docs version being read, from the route prefix, and finds its pages only', async () => {
    const site = build(versioned);
    const location = stubPage(undefined, '/2025-10/payment-gateway/modifications/capture/');
    const fetch = stubSite(new Map(site.served));
    const { search, searchPagePath, searchReady } = await import('@/lib/search/search');
    await searchReady();
    expect(urls(fetch)).toEqual([SEARCH_POINTER_URL, splitFileUrl(site.version, manifestFile, '2025-10')]);
    expect((await search('refund')).hits.map((hit) => hit.url)).toEqual([archivedRefund.url]);
    expect(urls(fetch).slice(1).every((url) => url.startsWith(`/search/${site.version}/2025-10/`))).toBe(true);
    expect(searchPagePath()).toBe('/2025-10/search/');
    // A client-side navigation into the latest docs: the next search is theirs.
    location.pathname = '/webhooks/configuration/';
    expect((await search('refund')).hits.map((hit) => hit.url)).toEqual([refund.url]);
    expect(searchPagePath()).toBe('/search/');
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
