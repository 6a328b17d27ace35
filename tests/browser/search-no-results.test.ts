/**
 * A search that finds nothing is no dead end (issue 26): the modal and /search/ offer the nearest words
 * of the index and the sections of the version read, and /search/ claims no time and shows no empty
 * facets or pages.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eventually, test } from './support';

/** Types `query` into the modal once the index is ready; the box and the no-results screen's help. */
async function searchInModal(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await eventually(() => input.getAttribute('placeholder')).toBe('Search docs');
  await input.fill(query);
  return { input, help: page.locator('.DocSearch-NoResults [data-search-suggestions]') };
}

const sectionsOffered = ['Get started', 'Hosted checkout', 'Payment gateway', 'Webhooks', 'Resources'];

describe('a search that finds nothing', () => {
  test("offers the nearest words and the sections in the modal; a suggestion searches for it ('kaptcher')", async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    const { input, help } = await searchInModal(page, 'kaptcher');
    await eventually(() => help.getByRole('button').allTextContents(), 'the nearest words').toContain('capture');
    expect(await help.getByRole('link').allTextContents()).toEqual(sectionsOffered);
    expect(await help.getByRole('link', { name: 'Webhooks' }).getAttribute('href')).toBe('/category/webhooks/');
    await help.getByRole('button', { name: 'capture' }).click();
    await eventually(() => input.inputValue()).toBe('capture');
    await eventually(async () => (await page.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? '').toMatch(/^\/payment-gateway\/modifications\/capture\/|^\/api\/modifications\/\?[^#]*#capturePayment$/);
    // The local index answers: no "Search by Algolia".
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
  });

  test('offers the sections of the version read in an archived version', async ({ open }) => {
    const page = await open('/2025-10/category/webhooks/', { hydrated: true });
    const { help } = await searchInModal(page, 'xyzzy');
    await eventually(() => help.getByRole('link', { name: 'Webhooks' }).getAttribute('href')).toBe('/2025-10/category/webhooks/');
    expect(await help.getByRole('button').count(), 'no word is near xyzzy').toBe(0);
  });

  test('on /search/: no time claimed, no empty facets or pages, the nearest words and the sections', async ({ open }) => {
    const page = await open(`/search/?${new URLSearchParams({ 'paymora-docs[query]': 'kaptcher' }).toString()}`, { hydrated: true, viewport: { width: 1280, height: 800 } });
    const results = page.getByRole('region', { name: 'Results' });
    await eventually(() => results.getByRole('status').first().textContent()).toContain('No results for kaptcher');
    // With no facets to show, the suggestions start where the search box does: no empty column on the left.
    const left = async (locator: Locator) => Math.round((await locator.boundingBox())?.x ?? -1);
    const box = page.getByRole('searchbox');
    await eventually(async () => (await left(results)) - (await left(box))).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/found in|\d+\s*ms\b/);
    expect(await page.getByRole('heading', { name: 'Sections' }).count()).toBe(0);
    expect(await page.locator('.ais-Pagination').count()).toBe(0);
    expect(await results.getByRole('link').allTextContents()).toEqual(sectionsOffered);
    await results.getByRole('button', { name: 'capture' }).click();
    await eventually(() => page.locator('.ais-Hits a').first().getAttribute('href')).toMatch(/^\/payment-gateway\/modifications\/capture\/|^\/api\/modifications\/\?[^#]*#capturePayment$/);
    await eventually(() => page.locator('.ais-Stats').textContent()).toMatch(/^\d+ results?$/);
    await eventually(() => page.getByRole('heading', { name: 'Sections' }).isVisible()).toBe(true);
    await eventually(async () => (await left(results)) - (await left(box)) > 100).toBe(true);
  });
});
