/**
 * A page's head is in its HTML (pages/_document.tsx, lib/page-seo.ts), not in its JavaScript: after a
 * client-side navigation only the tab's title follows (an effect in SiteLayout), and the head keeps one title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually, launchChromium, openPage, waitForHydration } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('the head', () => {
  it('gives the tab the new page’s title after a client-side navigation, and back', async () => {
    const page = await openPage(browser, '/webhooks/configuration/');
    await waitForHydration(page);
    expect(await page.title()).toBe('Webhook configuration | Paymora Developers');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'HMAC validation', exact: true }).click();
    await page.waitForURL(/\/webhooks\/hmac-validation\/$/);
    await eventually(() => page.title()).toBe('HMAC validation | Paymora Developers');
    await page.goBack();
    await page.waitForURL(/\/webhooks\/configuration\/$/);
    await eventually(() => page.title()).toBe('Webhook configuration | Paymora Developers');
    expect(await page.locator('head title').count()).toBe(1);
    await page.context().close();
  });
});
