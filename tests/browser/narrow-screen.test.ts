/** On a 390 px phone nothing makes the page scroll sideways: wide code and tables scroll inside their own box. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, waitForHydration } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('a 390 px screen', () => {
  it('has no sideways scroll on the welcome page, a guide, an API page and a page of tables', async () => {
    for (const route of ['/', '/get-started/get-the-key/', '/webhooks/webhook-message/', '/payment-gateway/payment-lifecycle/']) {
      const page = await openPage(browser, route, { viewport: { width: 390, height: 844 } });
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: route, timeout: 30_000 }).toBe(390);
      // The colour mode stays reachable in the top bar.
      await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isVisible(), { timeout: 30_000 }).toBe(true);
      await page.context().close();
    }
  });

  it('keeps the payment lifecycle diagram in its own box that scrolls sideways, with a visible hint; at 1280 px it fits', async () => {
    const route = '/payment-gateway/payment-lifecycle/';
    for (const width of [390, 1280]) {
      const page = await openPage(browser, route, { viewport: { width, height: 844 } });
      await waitForHydration(page);
      const region = page.getByRole('region', { name: /Payment status diagram/ });
      const overflow = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
      const hint = page.getByText('Scroll the diagram sideways');
      if (width === 390) {
        expect(overflow, 'the diagram scrolls inside its box').toBeGreaterThan(100);
        expect(await hint.isVisible()).toBe(true);
        // The whole diagram can be reached: scrolled to the end, its right edge shows.
        await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
        const svg = await page.locator('svg[role="img"][aria-labelledby^="payment-lifecycle-title"]').boundingBox();
        expect(svg && svg.x + svg.width).toBeLessThanOrEqual(390);
      } else {
        expect(overflow, 'the diagram fits its box').toBeLessThanOrEqual(0);
        expect(await hint.isVisible()).toBe(false);
      }
      await page.context().close();
    }
  });
});
