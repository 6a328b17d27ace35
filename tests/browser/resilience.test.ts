/** Navigation resilience: loading bar, failed chunk with Retry, crash boundary, prefetch on slow links. */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PROGRESS_DELAY_MS } from '@/lib/browser/progress-timing';
import { eventually, renderedByReact, test, type Open } from './support';

const from = '/webhooks/hmac-validation/';
const configurationData = /\/_next\/data\/[^/]+\/webhooks\/configuration\.json/;
const scriptChunk = /\/_next\/static\/chunks\/.*\.js$/;

interface DataRequest {
  url: string;
  /** Next's router sends `purpose: prefetch` with the data of a page it prefetches, nothing with a navigation's. */
  purpose: string | null;
}

/**
 * Every fetch of page data (each page of this site has a data file) from the page's first request on.
 * GET only: with data it already has, Next's router also sends a bodiless HEAD on navigation.
 */
function recordDataRequests(page: Page, seen: DataRequest[]): void {
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/_next\/data\//.test(request.url())) seen.push({ url: request.url(), purpose: request.headers().purpose ?? null });
  });
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const sidebarLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });

interface ConnectionPageOptions {
  /** Playwright's clock in the page: time runs as usual while the page loads, then stands still until the test moves it. */
  pausedClock?: boolean;
}

/**
 * A page whose browser reports the given connection (Network Information API), with the page data it
 * asked for from its first request on. Handed over once React has the sidebar's links, so that their
 * hovers and clicks are the router's; the page (one without lazy blocks) asks for nothing after that,
 * so the routes a test adds afterwards meet only the requests of its own actions.
 */
async function openWithConnection(open: Open, path: string, connection: { saveData: boolean; effectiveType: string }, options: ConnectionPageOptions = {}): Promise<{ page: Page; dataRequests: DataRequest[] }> {
  const dataRequests: DataRequest[] = [];
  const page = await open(path, {
    hydrated: true,
    beforeLoad: async (p) => {
      await p.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { configurable: true, value });
      }, connection);
      if (options.pausedClock) await p.clock.install();
      recordDataRequests(p, dataRequests);
    },
  });
  await eventually(() => renderedByReact(sidebar(page).getByRole('link'))).toBe(true);
  if (options.pausedClock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return { page, dataRequests };
}

/**
 * With data saver on, the site prefetches nothing (tested below), so every navigation fetches its
 * chunk and data while the test watches.
 */
const openWithoutPrefetch = async (open: Open, path: string, options: ConnectionPageOptions = {}) => (await openWithConnection(open, path, { saveData: true, effectiveType: '4g' }, options)).page;

/** Records whether a progress bar was ever in the DOM, however briefly: a MutationObserver sees every insertion. */
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

/**
 * The page's clock stands still (Playwright's clock), so "how long the navigation took" is whatever
 * the test says: the bar's delay is tested exactly, however slow the machine. The navigation's data
 * is held until the test lets it through; the router has started the navigation once it asked for it.
 */
async function navigateWhileHeld(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(configurationData, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await sidebarLink(page, 'Configuration').click();
  await requested;
  return { release };
}

async function arrived(page: Page): Promise<void> {
  await page.waitForURL(/\/webhooks\/configuration\/$/);
  await page.locator('h1', { hasText: 'Configuration' }).waitFor();
}

describe('loading bar', () => {
  test(`appears once a navigation has run for ${PROGRESS_DELAY_MS} ms, and goes when it ends`, async ({ open }) => {
    const page = await openWithoutPrefetch(open, from, { pausedClock: true });
    await watchProgressBar(page);
    const { release } = await navigateWhileHeld(page);
    await page.clock.runFor(PROGRESS_DELAY_MS);
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    release();
    await arrived(page);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    expect(await sawProgress(page)).toBe(true);
  });

  test('never shows, not even for a moment, for a navigation that ends before the delay', async ({ open }) => {
    const page = await openWithoutPrefetch(open, from, { pausedClock: true });
    await watchProgressBar(page);
    const { release } = await navigateWhileHeld(page);
    // The latest moment a navigation can end without a bar; no wall-clock time is involved. A bar
    // scheduled by then would be rendered long before the held data's round trip ends.
    await page.clock.runFor(PROGRESS_DELAY_MS - 1);
    release();
    await arrived(page);
    expect(await sawProgress(page), 'the bar was in the page at some moment').toBe(false);
  });
});

describe('a page chunk that fails to load', () => {
  test('shows Retry, stays on the page, and Retry loads the page', async ({ open }) => {
    const page = await openWithoutPrefetch(open, from);
    // A category page needs its own chunk, which a doc page has not loaded: it is the only new script.
    await page.route(scriptChunk, (route) => route.abort('failed'));
    await sidebarLink(page, 'Resources').click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe(from);
    await page.unroute(scriptChunk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(/\/category\/resources\/$/);
    await eventually(() => page.locator('h1').textContent()).toBe('Resources');
  });

  test('does the same when the page data fails to load', async ({ open }) => {
    const page = await openWithoutPrefetch(open, from);
    await page.route(configurationData, (route) => route.abort('failed'));
    await sidebarLink(page, 'Configuration').click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(from);
  });
});

describe('a page that crashes while rendering', () => {
  test("shows 'This page crashed.' with the chrome still usable, and Try again renders it", async ({ open }) => {
    const page = await openWithoutPrefetch(open, from);
    // A body that throws whenever it is shown until the test lets it: the body is HTML the browser never
    // renders from MDX (components/DocBody.tsx), so the failure is in setting it, in React's commit.
    await page.evaluate(() => {
      const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
      Object.defineProperty(Element.prototype, 'innerHTML', {
        ...innerHtml,
        set(this: Element, html: string) {
          if (!(window as unknown as { allowRender?: boolean }).allowRender && this.hasAttribute('data-search-content') && html !== '') throw new Error('Simulated render failure');
          innerHtml?.set?.call(this, html);
        },
      });
    });
    await sidebarLink(page, 'Configuration').click();
    const crash = page.getByRole('main').getByRole('alert').filter({ hasText: 'This page crashed.' });
    await crash.waitFor();
    await eventually(() => sidebar(page).isVisible()).toBe(true);
    await eventually(() => page.getByRole('banner').isVisible()).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { allowRender: boolean }).allowRender = true;
    });
    await crash.getByRole('button', { name: 'Try again' }).click();
    await crash.waitFor({ state: 'detached' });
    await eventually(() => page.locator('article .prose h2').count()).toBeGreaterThan(0);
    // The chrome works from the crash page too.
    await sidebarLink(page, 'HMAC validation').click();
    await page.waitForURL(/\/webhooks\/hmac-validation\/$/);
  });
});

describe('prefetching', () => {
  // Every prefetch of a static page fetches its data file; the page itself loads with none.
  const configurationJson = expect.stringMatching(/\/webhooks\/configuration\.json(\?|$)/);

  test('prefetches the page a reader points at on a normal connection, not every link in view', async ({ open }) => {
    const { page, dataRequests } = await openWithConnection(open, from, { saveData: false, effectiveType: '4g' });
    await sidebarLink(page, 'Configuration').hover();
    await eventually(() => dataRequests).toEqual([{ url: configurationJson, purpose: 'prefetch' }]);
    // The click uses what was prefetched; over the load, the hover and the navigation, no other page's data was asked for.
    await sidebarLink(page, 'Configuration').click();
    await arrived(page);
    expect(dataRequests).toEqual([{ url: configurationJson, purpose: 'prefetch' }]);
  });

  test.for([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2G', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const)('prefetches nothing on a %s connection, in view or on hover', async ([, connection], { open }) => {
    const { page, dataRequests } = await openWithConnection(open, from, connection);
    await sidebarLink(page, 'Configuration').hover();
    await page.getByRole('link', { name: 'Resources' }).first().hover();
    await sidebarLink(page, 'Configuration').click();
    await arrived(page);
    // From the page's first request to the end of the navigation: only the navigation's own data.
    expect(dataRequests).toEqual([{ url: configurationJson, purpose: null }]);
  });
});
