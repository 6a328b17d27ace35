/**
 * Search finds the pages of the docs version being read only: the modal and the search page of an
 * archived version answer from it, and the latest docs' from theirs, so a result never leads into
 * another version.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, test, type Open } from './support';

/** The hrefs of the modal's hits for `query`, once they are this query's (their URLs carry it for highlighting). */
async function modalHits(page: Page, query: string): Promise<string[]> {
  await page.locator('.DocSearch-Input').fill(query);
  const links = page.locator('.DocSearch-Hit a');
  await eventually(async () => (await links.first().getAttribute('href')) ?? '').toContain(`highlight=${encodeURIComponent(query).replace(/%20/g, '+')}`);
  return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

async function openModal(open: Open, path: string): Promise<Page> {
  const page = await open(path, { hydrated: true });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Modal').waitFor();
  return page;
}

describe('search in a docs version', () => {
  test('on an archived page, finds only that version’s pages: no payment-links API page, which 2025-10 does not have', async ({ open }) => {
    const page = await openModal(open, '/2025-10/webhooks/configuration/');
    const refund = await modalHits(page, 'refund');
    expect(refund[0]).toMatch(/^\/2025-10\/payment-gateway\/modifications\/refund\/\?highlight=refund(\+[^#]*)?$/);
    expect(refund.filter((href) => !href.startsWith('/2025-10/'))).toEqual([]);
    const links = await modalHits(page, 'payment link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('/2025-10/') || href.includes('/payment-links/api/'))).toEqual([]);
    // "See all results" stays in the version too.
    await eventually(() => page.getByRole('link', { name: /^See all \d+ results$/ }).getAttribute('href')).toMatch(/^\/2025-10\/search\/\?/);
  });

  test('on a latest page, finds no page of an archived version, and the payment-links API first', async ({ open }) => {
    const page = await openModal(open, '/webhooks/configuration/');
    expect((await modalHits(page, 'refund')).filter((href) => href.startsWith('/2025-10/'))).toEqual([]);
    const links = await modalHits(page, 'payment link');
    expect(links.filter((href) => href.startsWith('/2025-10/'))).toEqual([]);
    // The payment-links API: its guide, or its reference page.
    expect(links[0]).toMatch(/^\/payment-gateway\/payment-links\/api\/|^\/api\/payment-links\//);
    await eventually(() => page.getByRole('link', { name: /^See all \d+ results$/ }).getAttribute('href')).toMatch(/^\/search\/\?/);
  });

  test('the archived version’s search page shows its results only, with its banner', async ({ open }) => {
    const page = await open('/2025-10/search/?paymora-docs%5Bquery%5D=payment%20link', { hydrated: true });
    const results = page.locator('.ais-Hits-item a');
    await eventually(() => results.count()).toBeGreaterThan(0);
    const hrefs = await results.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !href.startsWith('/2025-10/') || href.includes('/payment-links/api/'))).toEqual([]);
    expect(await page.locator('[data-archive-banner="2025-10"]').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});
