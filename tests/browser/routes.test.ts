/** Every route of the spec answers at its exact path, as object storage serves the export. */
import { describe, expect } from 'vitest';
import { specRoutes } from '../spec-routes';
import { baseUrl, eventually, test } from './support';

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('routes', () => {
  test('serves every spec route with status 200, its title and its canonical URL', async () => {
    const failures: string[] = [];
    for (const route of specRoutes) {
      const url = route === '/' ? '/' : `${route}/`;
      const response = await fetch(`${baseUrl()}${url}`);
      const html = await response.text();
      const title = titleOf(html) ?? '';
      if (response.status !== 200) failures.push(`${url}: status ${response.status}`);
      else if (!/^[^|]+ \| Paymora Developers$/.test(title)) failures.push(`${url}: title "${title}"`);
      else if (canonicalOf(html) !== `https://developers.paymora.example${url}`) failures.push(`${url}: canonical ${canonicalOf(html)}`);
    }
    expect(failures).toEqual([]);
  });

  test('redirects a route typed without its trailing slash to the folder', async () => {
    const response = await fetch(`${baseUrl()}/webhooks/configuration`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/webhooks/configuration/');
  });

  test('answers unknown paths with the not-found page and status 404', async () => {
    for (const path of ['/nope/', '/webhooks/nope', '/category/nope/', '/get-started/get-the-key/extra/']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
      expect(titleOf(await response.text())).toBe('Page not found | Paymora Developers');
    }
  });
});

describe('the not-found page', () => {
  test('suggests the category of a folder typed as a path, and pages near a mistyped one, with status 404', async ({ open }) => {
    expect((await fetch(`${baseUrl()}/webhooks/`)).status).toBe(404);
    const page = await open('/webhooks/', { hydrated: true });
    const near = page.getByRole('navigation', { name: 'Pages near this address' }).getByRole('link');
    await eventually(() => near.first().getAttribute('href')).toBe('/category/webhooks/');
    // The folder's own pages, its category, and the API reference's page of the same name (a route holding the typed segment).
    await eventually(async () => (await near.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).every((href) => href?.startsWith('/webhooks/') || href === '/category/webhooks/' || href === '/api/webhooks/')).toBe(true);
    await page.goto(`${baseUrl()}/payment-gateway/modifications/refnud/`);
    await eventually(() => near.first().getAttribute('href')).toBe('/payment-gateway/modifications/refund/');
    // An archived version's path suggests that version's pages.
    await page.goto(`${baseUrl()}/2025-10/webhooks/`);
    await eventually(() => near.first().getAttribute('href')).toBe('/2025-10/category/webhooks/');
  });
});

describe('.html paths in the browser', () => {
  for (const [typed, canonical] of [
    ['/webhooks/configuration.html', '/webhooks/configuration/'],
    ['/webhooks/configuration/index.html', '/webhooks/configuration/'],
    ['/index.html', '/'],
    ['/category/webhooks.html', '/category/webhooks/'],
  ] as const) {
    test(`lands ${typed} on ${canonical}`, async ({ open }) => {
      const page = await open(typed);
      await page.waitForURL(`${baseUrl()}${canonical}`);
      // The page's own title, as the export serves it at the canonical path (the not-found page's also ends in the site name).
      const title = titleOf(await (await fetch(`${baseUrl()}${canonical}`)).text());
      expect(title).toMatch(/Paymora Developers$/);
      await eventually(() => page.title()).toBe(title);
      expect(new URL(page.url()).pathname).toBe(canonical);
    });
  }

  test('shows the not-found page for a path that is not a route', async ({ open }) => {
    const page = await open('/does/not/exist/');
    await eventually(() => page.locator('h1').textContent()).toBe('Page not found');
  });
});
