import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export { launchChromium } from '../../lib/chromium';

/** The static export served like object storage, started once by global-setup.ts. */
export function baseUrl(): string {
  return inject('baseUrl');
}

export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

/** After hydration: React has attached its handlers (Next sets this flag once the app is interactive). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady === true);
}

/**
 * How long a check of the page may keep trying: sized for a loaded 2-core machine (a build or another
 * suite beside the browser), where a click's effect can take seconds to reach the DOM.
 */
export const settleTimeout = 30_000;

/**
 * An assertion that retries until it holds or `settleTimeout` passes: for anything read from the page
 * after an action, never a one-shot `expect(await locator.isVisible())`. Reading throws (a locator
 * between two pages, a context torn down by a navigation) are retried too.
 *
 *   await eventually(() => menu.isVisible()).toBe(false);
 */
export function eventually<T>(read: () => T | Promise<T>, message?: string) {
  return expect.poll(read, { timeout: settleTimeout, interval: 100, message });
}
