/** Search as a reader uses it: the keyboard, the modal, typos, results, and the marked target page. */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, holdRequests, test } from './support';
import { searchCodeMarkers } from '../support/search-code';


/** The pointer and the split index's files (`/search/<version>/<file>`). */
const isSearchFile = (url: string) => /\/search\/(latest|[0-9a-f]{12}\/[^/]+)\.json$/.test(url);

/** Records every request for a search file from now on into `seen`, in order; the test may add its own steps to the log. */
function recordSearchRequests(page: Page, seen: string[]): void {
  page.on('request', (request) => {
    if (isSearchFile(request.url())) seen.push(request.url());
  });
}

/**
 * A fixed interaction that is not search, long enough for anything the page loads by itself to have
 * been asked for: open a page of another section from the sidebar and wait until it shows.
 */
async function browseElsewhere(page: Page): Promise<void> {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'HMAC validation', exact: true }).click();
  await page.waitForURL(/\/webhooks\/hmac-validation\/$/);
  await page.locator('h1', { hasText: 'HMAC validation' }).waitFor();
}

async function search(page: Page, query: string): Promise<string[]> {
  const input = page.locator('.DocSearch-Input');
  await input.fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await eventually(async () => (await page.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? '').toContain(`highlight=${encodeURIComponent(query).replace(/%20/g, '+')}`);
  return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The titles the modal groups its hits under ("Section › Page"). */
const groupTitles = (page: Page): Promise<string[]> => page.locator('.DocSearch-Hit-source').allTextContents();

describe('search modal', () => {
  test('loads nothing for search on page load, and opens with Ctrl+K', async ({ open }) => {
    // Recorded from before the load: the page's load, its hydration and a client navigation ask for no search file.
    const seen: string[] = [];
    const underSearch: string[] = [];
    const scripts: Promise<string>[] = [];
    const page = await open('/webhooks/configuration/', {
      hydrated: true,
      beforeLoad: (p) => {
        recordSearchRequests(p, seen);
        p.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/search/')) underSearch.push(request.url());
        });
        p.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => (searchCodeMarkers.test(text) ? response.url() : ''), () => ''));
        });
      },
    });
    await browseElsewhere(page);
    expect(seen).toEqual([]);
    expect(underSearch, 'requests under /search/').toEqual([]);
    expect((await Promise.all(scripts)).filter(Boolean), 'scripts with search code').toEqual([]);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    // Opening asks for the pointer and the index's manifest only; a query fetches the rest it needs.
    await eventually(() => seen.map((url) => url.split('/').at(-1)).sort()).toEqual(['latest.json', 'manifest.json']);
  });

  test('starts loading the index when the reader points at the search button, except on data saver', async ({ open }) => {
    for (const saveData of [false, true]) {
      const seen: string[] = [];
      const page = await open('/webhooks/configuration/', {
        hydrated: true,
        beforeLoad: async (p) => {
          await p.addInitScript((save) => Object.defineProperty(navigator, 'connection', { value: { saveData: save, effectiveType: '4g' } }), saveData);
          recordSearchRequests(p, seen);
        },
      });
      await page.getByRole('button', { name: 'Search docs' }).hover();
      if (saveData) {
        // A preload started by the pointer would have asked for the files during this navigation.
        await browseElsewhere(page);
        expect(seen, 'data saver').toEqual([]);
      } else {
        await eventually(() => seen.length, 'normal connection').toBe(2);
      }
      expect(await page.locator('.DocSearch-Modal').count(), 'pointing opens nothing').toBe(0);
    }
  });

  test('opens with Cmd+K and with the top-bar button', async ({ open }) => {
    const page = await open('/', { hydrated: true });
    await page.keyboard.press('Meta+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Search docs' }).click();
    await page.locator('.DocSearch-Modal').waitFor();
    // The local index answers, so the footer does not say "Search by Algolia"; its key hints stay.
    await eventually(() => page.locator('.DocSearch-Footer').isVisible()).toBe(true);
    await eventually(() => page.locator('.DocSearch-Logo').isVisible()).toBe(false);
  });

  test("says 'Loading...' until the index has arrived", async ({ open }) => {
    const page = await open('/', { hydrated: true });
    const { release } = await holdRequests(page, /\/search\/[0-9a-f]+\/manifest\.json$/);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await eventually(() => input.getAttribute('placeholder')).toBe('Loading...');
    release();
    await eventually(() => input.getAttribute('placeholder')).toBe('Search docs');
  });

  test('keeps every key typed right after Ctrl+K, while the modal and the index load', async ({ open }) => {
    // The probe's case: 'refund' typed at 80 ms a key from the Ctrl+K press came out 'rund'.
    const page = await open('/', { hydrated: true });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('refund', { delay: 80 });
    const input = page.locator('.DocSearch-Input');
    await eventually(() => input.inputValue()).toBe('refund');
    // The index arriving in the middle of a word, on a fresh page: the keys on both sides of it are kept.
    const fresh = await open('/', { hydrated: true });
    const { release } = await holdRequests(fresh, /\/search\/[0-9a-f]+\/manifest\.json$/);
    await fresh.keyboard.press('Control+k');
    await fresh.keyboard.type('cap', { delay: 80 });
    release();
    await fresh.keyboard.type('ture', { delay: 80 });
    const box = fresh.locator('.DocSearch-Input');
    await eventually(() => box.inputValue()).toBe('capture');
    await eventually(() => box.getAttribute('placeholder')).toBe('Search docs');
    await eventually(async () => (await fresh.locator('.DocSearch-Hit a').first().getAttribute('href')) ?? '').toMatch(/^\/payment-gateway\/modifications\/capture\/|^\/api\/modifications\/\?highlight=capture(\+[^#]*)?#capturePayment$/);
  });

  test('finds the right page, with typos', async ({ open }) => {
    const page = await open('/', { hydrated: true });
    await page.keyboard.press('Control+k');
    expect((await search(page, 'hmac signature'))[0]).toMatch(/^\/webhooks\/hmac-validation\//);
    expect((await search(page, 'refnud'))[0]).toMatch(/^\/payment-gateway\/modifications\/refund\//);
    expect((await search(page, 'webhok')).some((href) => href.startsWith('/webhooks/'))).toBe(true);
    expect((await search(page, 'webhok'))[0]).toMatch(/^\/(webhooks|category\/webhooks)\//);
  });

  test("heads the welcome page's hits 'Paymora Developers › Welcome', not with the site's name twice", async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    await page.keyboard.press('Control+k');
    expect(await search(page, 'start here')).toContainEqual(expect.stringMatching(/^\/\?highlight=start\+here(\+[^#]*)?#start-here$/));
    await eventually(() => groupTitles(page)).toContain('Paymora Developers › Welcome');
    expect(await groupTitles(page)).not.toContain('Paymora Developers › Paymora Developers');
  });

  test("heads a section's category page hits with the section once, not 'Webhooks › Webhooks'", async ({ open }) => {
    const page = await open('/', { hydrated: true });
    await page.keyboard.press('Control+k');
    expect(await search(page, 'webhooks')).toContainEqual(expect.stringMatching(/^\/category\/webhooks\//));
    await eventually(() => groupTitles(page)).toContain('Webhooks');
    expect(await groupTitles(page)).not.toContain('Webhooks › Webhooks');
  });

  test('takes the reader to the result with the words marked, and clears them on the next navigation', async ({ open }) => {
    const page = await open('/', { hydrated: true });
    await page.keyboard.press('Control+k');
    await search(page, 'signature');
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL(/\/webhooks\/hmac-validation\/\?highlight=signature/);
    await eventually(() => page.locator('mark[data-search-highlight]').count()).toBeGreaterThan(0);
    await eventually(async () => (await page.locator('mark[data-search-highlight]').first().textContent())?.toLowerCase()).toMatch(/^signature/);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Configuration', exact: true }).click();
    await page.waitForURL(/\/webhooks\/configuration\/$/);
    await page.locator('h1', { hasText: 'Configuration' }).waitFor();
    await eventually(() => page.locator('mark[data-search-highlight]').count()).toBe(0);
  });

  test('says so and offers a retry when the search files fail to load', async ({ open }) => {
    const page = await open('/', { hydrated: true });
    await page.route(/\/search\/[0-9a-f]+\/manifest\.json$/, (route) => route.abort('failed'));
    await page.keyboard.press('Control+k');
    const alert = page.getByRole('alert').filter({ hasText: 'Search could not be loaded.' });
    await alert.waitFor();
    await eventually(() => page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe('Search is unavailable');
    await page.unroute(/\/search\/[0-9a-f]+\/manifest\.json$/);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached' });
    await eventually(() => page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe('Search docs');
    expect((await search(page, 'capture'))[0]).toMatch(/^\/payment-gateway\/modifications\/capture\/|^\/api\/modifications\/\?highlight=capture(\+[^#]*)?#capturePayment$/);
  });
});

describe('full results page', () => {
  test('lists every result for the query with section facets, and the modal links to it', async ({ open }) => {
    const page = await open('/', { hydrated: true });
    await page.keyboard.press('Control+k');
    await search(page, 'capture');
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await page.waitForURL(/\/search\/\?.*capture/);
    const results = page.getByRole('region', { name: 'Results' }).locator('.ais-Hits-list');
    await results.locator('a').first().waitFor();
    await eventually(() => results.locator('a').first().getAttribute('href')).toMatch(/^\/payment-gateway\/modifications\/capture\/\?highlight=capture|^\/api\/modifications\/\?highlight=capture(\+[^#]*)?#capturePayment$/);
    const sections = page.getByRole('region', { name: 'Sections' });
    await eventually(() => sections.locator('label').allTextContents()).toContainEqual(expect.stringMatching(/^Hosted checkout/));
    await sections.getByText('Hosted checkout', { exact: true }).click();
    const hrefs = () => results.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    await eventually(async () => {
      const all = await hrefs();
      return all.length > 0 && all.every((href) => href.startsWith('/hosted-checkout/'));
    }).toBe(true);
    await eventually(() => results.locator('mark').count()).toBeGreaterThan(0);
  });

  test("names a section's category page once among all results, not 'Webhooks › Webhooks'", async ({ open }) => {
    const page = await open('/', { hydrated: true });
    await page.keyboard.press('Control+k');
    await search(page, 'webhooks');
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await page.waitForURL(/\/search\/\?.*webhooks/);
    const results = page.getByRole('region', { name: 'Results' }).locator('.ais-Hits-list');
    const category = results.locator('a[href^="/category/webhooks/"]').first();
    await eventually(() => category.locator('p').first().textContent()).toBe('Webhooks');
  });
});
