/**
 * Every page carries a Content-Security-Policy that lets the site's own scripts run and nothing
 * else: no violation while a reader loads pages, navigates, searches and switches colour mode; an
 * injected inline script or event handler is blocked.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, test, type OpenOptions } from './support';

/** Opens pages that record every policy violation from their first byte. */
const watched: OpenOptions = {
  hydrated: true,
  beforeLoad: (page) =>
    page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
    }),
};
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('content security policy', () => {
  test('lets the site work with no violation: pages, navigation, search, colour mode', async ({ open }) => {
    for (const route of ['/', '/webhooks/hmac-validation/', '/category/webhooks/', '/search/?paymora-docs%5Bquery%5D=refund', '/no/such/page/']) {
      const page = await open(route, watched);
      if (route === '/webhooks/hmac-validation/') {
        await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Configuration', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Webhook configuration' }).waitFor();
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').fill('refund');
        await page.locator('.DocSearch-Hit').first().waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('radio', { name: 'Light' }).click();
        await eventually(() => page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
      }
      expect(await violations(page), route).toEqual([]);
    }
  });

  test('blocks an injected inline script and event handler', async ({ open }) => {
    const page = await open('/', watched);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.injected = true');
      image.src = 'data:,';
      document.body.append(image);
    });
    await eventually(() => violations(page)).toEqual(expect.arrayContaining([expect.stringContaining('script-src')]));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});
