/**
 * A page's head is in its HTML (pages/_document.tsx, lib/render/page-seo.ts), not in its JavaScript: after a
 * client-side navigation only the tab's title follows (an effect in SiteLayout), and the head keeps one title.
 */
import { describe, expect } from 'vitest';
import { eventually, test } from './support';

describe('the head', () => {
  test('gives the tab the new page’s title after a client-side navigation, and back', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    expect(await page.title()).toBe('Webhook configuration | Paymora Developers');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'HMAC validation', exact: true }).click();
    await page.waitForURL(/\/webhooks\/hmac-validation\/$/);
    await eventually(() => page.title()).toBe('HMAC validation | Paymora Developers');
    await page.goBack();
    await page.waitForURL(/\/webhooks\/configuration\/$/);
    await eventually(() => page.title()).toBe('Webhook configuration | Paymora Developers');
    expect(await page.locator('head title').count()).toBe(1);
  });
});
