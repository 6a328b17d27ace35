/**
 * Every page carries a Content-Security-Policy that lets the site's own scripts run and nothing
 * else: no violation while a reader loads pages, navigates, searches and switches colour mode; an
 * injected inline script or event handler is blocked.
 */
import { createServer } from 'node:http';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, eventually, test, type OpenOptions } from './support';

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

  test('a page framed by another site is not shown (the frame guard; the CDN adds frame-ancestors)', async ({ open }) => {
    const target = new URL('/webhooks/configuration/', baseUrl()).href;
    // Another origin on loopback, from a server of its own: Chromium's local network checks let no public or routed page frame a loopback one.
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<!DOCTYPE html><title>Framing</title><iframe src="${target}" width="800" height="600"></iframe>`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('the framing server has no port');
      const page = await open(`http://127.0.0.1:${address.port}/`);
      // Either the top window was sent to the page itself, or the framed page hid itself.
      const state = async () => {
        if (page.url() === target) return 'left the framing site';
        const frame = page.frames().find((f) => f.url() === target);
        return frame ? await frame.evaluate(() => getComputedStyle(document.documentElement).display).catch(() => 'loading') : `not framed yet: ${page.frames().map((f) => f.url()).join(', ')}`;
      };
      await eventually(state).toMatch(/^(none|left the framing site)$/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
