/**
 * A page of the archived version 2025-10 (content/versions/2025-10/): its banner above the title, noindex,
 * a canonical link to the same page in the latest docs, and links that stay inside its version.
 */
import { describe, expect } from 'vitest';
import { baseUrl, eventually, test } from './support';

const archived = '/2025-10/payment-gateway/payment-links/overview/';
const latest = 'https://developers.paymora.example/payment-gateway/payment-links/overview/';

describe('an archived page', () => {
  test('is exported with noindex and a canonical link to the same page in the latest docs', async () => {
    const response = await fetch(`${baseUrl()}${archived}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(latest);
  });

  test('shows which version it is above its title, linking to the latest page', async ({ open }) => {
    const page = await open(archived, { hydrated: true });
    const banner = page.locator('[data-archive-banner="2025-10"]');
    await eventually(() => banner.textContent()).toContain('October 2025, supported until 30 April 2027.');
    await eventually(() => banner.locator('a').first().getAttribute('href')).toBe('/payment-gateway/payment-links/overview/');
    // Above the title: the banner comes first in document order.
    const bannerFirst = await page.evaluate(() => {
      const note = document.querySelector('[data-archive-banner]');
      const title = document.querySelector('article h1');
      return note !== null && title !== null && (note.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(bannerFirst).toBe(true);
  });

  test('keeps its content and sidebar links inside its version, and has no payment links API pages', async ({ open }) => {
    const page = await open(archived, { hydrated: true });
    const hrefs = await page.locator('article .prose a[href^="/"], nav a[href^="/payment-gateway"], aside a[href^="/2025-10"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const content = await page.locator('article .prose a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(content.length).toBeGreaterThan(3);
    expect(content.filter((href) => !href.startsWith('/2025-10/'))).toEqual([]);
    expect(hrefs.filter((href) => href.includes('/payment-links/api'))).toEqual([]);
    // Following a content link stays in the version.
    await page.locator('article .prose a[href="/2025-10/payment-gateway/payment-links/merchant-portal/pay-by-links/"]').first().click();
    await eventually(() => new URL(page.url()).pathname).toBe('/2025-10/payment-gateway/payment-links/merchant-portal/pay-by-links/');
    await eventually(() => page.locator('[data-archive-banner="2025-10"]').count()).toBe(1);
    expect((await fetch(`${baseUrl()}/2025-10/payment-gateway/payment-links/api/create-payment-link/`)).status).toBe(404);
  });

  test("links from its banner to what changed since its version: the latest changelog's API changes since October 2025", async ({ open }) => {
    const page = await open(archived, { hydrated: true });
    const link = page.locator('[data-archive-banner="2025-10"] a', { hasText: 'what changed since October 2025' });
    await eventually(() => link.count()).toBe(1);
    await link.click();
    await eventually(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/api/changelog/#since-2025-10');
    const heading = page.locator('h2#since-2025-10');
    await eventually(() => heading.textContent()).toBe('API changes since October 2025');
    await eventually(() => heading.isVisible()).toBe(true);
    await eventually(() => page.locator('#since-2025-10 ~ [data-api-diff="added"] [data-diff-operation="createPaymentLink"]').count()).toBe(1);
  });
});
