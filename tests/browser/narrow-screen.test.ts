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
});
