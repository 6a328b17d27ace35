/** Navigation resilience: loading bar, failed chunk with Retry, crash boundary, prefetch on slow links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium, openPage, waitForHydration } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const from = '/webhooks/hmac-validation/';
const configurationData = /\/_next\/data\/[^/]+\/webhooks\/configuration\.json/;
const scriptChunk = /\/_next\/static\/chunks\/.*\.js$/;

/** A page whose browser reports the given connection (Network Information API), loaded and idle. */
async function openWithConnection(path: string, connection: { saveData: boolean; effectiveType: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value });
  }, connection);
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * With data saver on, the site prefetches nothing (tested below), so every navigation fetches its
 * chunk and data while the test watches.
 */
const openWithoutPrefetch = (path: string) => openWithConnection(path, { saveData: true, effectiveType: '4g' });
const sidebarLink = (page: Page, name: string) => page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name, exact: true });

/** Records whether a progress bar was ever in the DOM, however briefly. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const sawProgress = (page: Page) => page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);

describe('loading bar', () => {
  it('appears when a navigation takes longer than 200 ms, and goes when it ends', async () => {
    const page = await openWithoutPrefetch(from);
    await watchProgressBar(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(configurationData, async (route) => {
      await held;
      await route.continue();
    });
    await sidebarLink(page, 'Configuration').click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    release();
    await page.waitForURL(/\/webhooks\/configuration\/$/);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    expect(await sawProgress(page)).toBe(true);
    await page.context().close();
  });

  it('does not flicker on a fast navigation', async () => {
    const page = await openPage(browser, from);
    await waitForHydration(page);
    // Fetched ahead, the navigation needs no network: well under 200 ms.
    await page.evaluate(() => (window as unknown as { next: { router: { prefetch: (u: string) => Promise<void> } } }).next.router.prefetch('/webhooks/configuration/'));
    await watchProgressBar(page);
    await sidebarLink(page, 'Configuration').click();
    await page.waitForURL(/\/webhooks\/configuration\/$/);
    await page.locator('h1', { hasText: /webhook/i }).waitFor();
    expect(await sawProgress(page)).toBe(false);
    await page.context().close();
  });
});

describe('a page chunk that fails to load', () => {
  it('shows Retry, stays on the page, and Retry loads the page', async () => {
    const page = await openWithoutPrefetch(from);
    // A category page needs its own chunk, which a doc page has not loaded: it is the only new script.
    await page.route(scriptChunk, (route) => route.abort('failed'));
    await sidebarLink(page, 'Resources').click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe(from);
    await page.unroute(scriptChunk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(/\/category\/resources\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Resources');
    await page.context().close();
  });

  it('does the same when the page data fails to load', async () => {
    const page = await openWithoutPrefetch(from);
    await page.route(configurationData, (route) => route.abort('failed'));
    await sidebarLink(page, 'Configuration').click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(from);
    await page.context().close();
  });
});

describe('a page that crashes while rendering', () => {
  it("shows 'This page crashed.' with the chrome still usable, and Try again renders it", async () => {
    const page = await openWithoutPrefetch(from);
    await page.route(configurationData, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { pageProps: { code: string } };
      // Content that throws whenever it renders until the test lets it (React retries a failed render once by itself).
      json.pageProps.code = `if (!window.allowRender) { throw new Error('Simulated render failure'); }\n${json.pageProps.code}`;
      await route.fulfill({ response, json });
    });
    await sidebarLink(page, 'Configuration').click();
    const crash = page.getByRole('main').getByRole('alert').filter({ hasText: 'This page crashed.' });
    await crash.waitFor();
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { allowRender: boolean }).allowRender = true;
    });
    await crash.getByRole('button', { name: 'Try again' }).click();
    await crash.waitFor({ state: 'detached' });
    expect(await page.locator('article .prose h2').count()).toBeGreaterThan(0);
    // The chrome works from the crash page too.
    await sidebarLink(page, 'HMAC validation').click();
    await page.waitForURL(/\/webhooks\/hmac-validation\/$/);
    await page.context().close();
  });
});

describe('prefetching', () => {
  const prefetches = (page: Page): string[] => {
    const seen: string[] = [];
    page.on('request', (request) => {
      // Every prefetch of a static page fetches its data file.
      if (/\/_next\/data\//.test(request.url())) seen.push(request.url());
    });
    return seen;
  };

  it('prefetches the page a reader points at on a normal connection, not every link in view', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen = prefetches(page);
    await page.goto(new URL(from, baseUrl()).href);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await sidebarLink(page, 'Configuration').hover();
    await expect.poll(() => seen).toEqual([expect.stringMatching(/\/webhooks\/configuration\.json(\?|$)/)]);
    await context.close();
  });

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2G', { saveData: false, effectiveType: 'slow-2g' }],
  ])('prefetches nothing on a %s connection, in view or on hover', async (_name, connection) => {
    const page = await openWithConnection(from, connection);
    const seen = prefetches(page);
    await sidebarLink(page, 'Configuration').hover();
    await page.getByRole('link', { name: 'Resources' }).first().hover();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await page.context().close();
  });
});
