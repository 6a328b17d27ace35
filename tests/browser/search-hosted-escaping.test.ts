/**
 * Issue 12: a hosted backend's hits are page text, HTML included. A record holding an `<img onerror>`
 * must show as text in the modal and on the results page, with the highlight marks kept, on Typesense
 * and on Algolia. The site is the real export, served as a build with that backend would serve it
 * (tests/support/hosted-search-site.ts), and the backend is the stand-in of tests/support/mock-search-servers.ts.
 * The pages go without their Content-Security-Policy: the policy would stop the handler whatever the
 * page did, and this checks the escaping on its own.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { toTypesenseDocument } from '@/lib/search/push/shape';
import type { PublicSearchConfig } from '@/lib/search/public-config';
import { hostileMarkup as attack, hostileRecord as hostile } from '../support/hostile-search-record';
import { serveWithSearchBackend, type HostedSearchSite } from '../support/hosted-search-site';
import { startAlgoliaMock, startTypesenseMock, type MockServer } from '../support/mock-search-servers';
import { baseUrl, eventually, test } from './support';

const backends: Record<'typesense' | 'algolia', () => Promise<{ server: MockServer; config: PublicSearchConfig; searchPath: string }>> = {
  typesense: async () => {
    const server = await startTypesenseMock({ adminKey: 'admin', searchKey: 'search-only', searchDocuments: [toTypesenseDocument(hostile, 1)] });
    return { server, config: { backend: 'typesense', indexName: 'paymora-docs', url: server.url, searchKey: 'search-only' }, searchPath: '/multi_search' };
  },
  algolia: async () => {
    const server = await startAlgoliaMock({ appId: 'APP', adminKey: 'admin', searchKey: 'search-only', searchObjects: [hostile] });
    return { server, config: { backend: 'algolia', indexName: 'paymora-docs', appId: 'APP', searchKey: 'search-only', host: server.url }, searchPath: '/1/indexes/*/queries' };
  },
};


/** What any view of the hits must show: the markup as text, no image element, no handler run, marks kept. */
async function expectShownAsText(page: Page, results: string): Promise<void> {
  await eventually(() => page.locator(results).first().innerText()).toContain(`Shopper ${attack}`);
  await eventually(() => page.locator(`${results} mark`).count()).toBeGreaterThan(0);
  await eventually(async () => (await page.locator(`${results} mark`).first().textContent())?.toLowerCase()).toBe('shopper');
  expect(await page.locator(`${results} img`).count()).toBe(0);
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
}

describe.each(['typesense', 'algolia'] as const)('hits from %s holding HTML', (name) => {
  let server: MockServer;
  let site: HostedSearchSite;
  let searchPath = '';
  beforeAll(async () => {
    const backend = await backends[name]();
    server = backend.server;
    searchPath = backend.searchPath;
    site = await serveWithSearchBackend(baseUrl(), backend.config, { withPolicy: false });
  });
  afterAll(async () => {
    await site.close();
    await server.close();
  });

  test('show as text in the modal, with the matches marked', async ({ open }) => {
    const page = await open(`${site.url}/webhooks/hmac-validation/`, { hydrated: true });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('shopper');
    await expectShownAsText(page, '.DocSearch-Hits');
    // The answer came from the stand-in, not from the local index.
    expect(server.requests.some((request) => request.path.startsWith(searchPath))).toBe(true);
    // The footer credits Algolia when, and only when, Algolia answers.
    await eventually(() => page.locator('.DocSearch-Logo').isVisible()).toBe(name === 'algolia');
  });

  test('show as text on the results page, with the matches marked', async ({ open }) => {
    const page = await open(`${site.url}/search/?${new URLSearchParams({ 'paymora-docs[query]': 'shopper' }).toString()}`, { hydrated: true });
    await expectShownAsText(page, 'section[aria-label="Results"]');
    await eventually(() => page.locator('section[aria-label="Sections"]').innerText()).toContain('Webhooks');
  });
});
