/**
 * Every page carries a Content-Security-Policy that lets the site's own scripts run and nothing
 * else: no violation while a reader loads pages, navigates, searches and switches colour mode; an
 * injected inline script or event handler is blocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, waitForHydration } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** A page that records every policy violation from its first byte. */
async function watchedPage(route: string): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${route}`);
  await waitForHydration(page);
  return { page, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

describe('content security policy', () => {
  it('lets the site work with no violation: pages, navigation, search, colour mode', async () => {
    for (const route of ['/', '/webhooks/hmac-validation/', '/category/webhooks/', '/search/?paymora-docs%5Bquery%5D=refund', '/no/such/page/']) {
      const { page, violations } = await watchedPage(route);
      if (route === '/webhooks/hmac-validation/') {
        await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Configuration', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Webhook configuration' }).waitFor();
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').fill('refund');
        await page.locator('.DocSearch-Hit').first().waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('radio', { name: 'Light' }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('light')), { timeout: 30_000 }).toBe(true);
      }
      expect(await violations(), route).toEqual([]);
      await page.context().close();
    }
  });

  it('blocks an injected inline script and event handler', async () => {
    const { page, violations } = await watchedPage('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.injected = true');
      image.src = 'data:,';
      document.body.append(image);
    });
    await expect.poll(violations, { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringContaining('script-src')]));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await page.context().close();
  });
});
