/**
 * The browser's reader of the split index on 1,000 more pages than the site has (issue 13): the built
 * site, with its `/search/` requests answered from the search files of its records plus 1,000 synthetic
 * pages' (tests/support/scaled-search-fixture.ts), so no 1,000-page site is built. Typo queries still
 * find their page among pages whose titles share their words.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { writeScaledSearch } from '../support/scaled-search-fixture';
import { eventually, launchChromium, openPage, waitForHydration } from './support';

const EXTRA_PAGES = 1000;

let browser: Browser;
let fixture: string;
let version: string;
beforeAll(async () => {
  fixture = mkdtempSync(path.join(os.tmpdir(), 'paymora-scaled-search-'));
  const written = writeScaledSearch(path.resolve('out'), fixture, EXTRA_PAGES);
  expect(written.pages).toBeGreaterThan(EXTRA_PAGES);
  version = written.version;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  rmSync(fixture, { recursive: true, force: true });
});

/** Answers every request under /search/ from the fixture, as the static server would. */
async function serveScaledSearch(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(/\/search\/[^?]+\.json(\?.*)?$/, async (route) => {
    const { pathname } = new URL(route.request().url());
    served.push(pathname);
    let body: string;
    try {
      body = readFileSync(path.join(fixture, pathname), 'utf8');
    } catch {
      await route.fulfill({ status: 404, body: 'not in the fixture' });
      return;
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  return served;
}

async function firstHit(page: Page, query: string): Promise<string> {
  await page.locator('.DocSearch-Input').fill(query);
  const link = page.locator('.DocSearch-Hit a').first();
  await eventually(async () => (await link.getAttribute('href')) ?? '').toContain(`highlight=${encodeURIComponent(query).replace(/%20/g, '+')}`);
  return (await link.getAttribute('href')) ?? '';
}

describe(`search on the site plus ${EXTRA_PAGES} pages`, () => {
  it.each([
    ['refnud', /^\/payment-gateway\/modifications\/refund\/\?/],
    ['webhok signature', /^\/webhooks\/hmac-validation\/\?/],
  ])("finds '%s' first on its page", async (query, expected) => {
    const page = await openPage(browser, '/webhooks/configuration/');
    const served = await serveScaledSearch(page);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await eventually(() => page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe('Search docs');
    expect(await firstHit(page, query)).toMatch(expected);
    // The reader read the fixture's index (its own version), not the built site's.
    expect(served).toContain(`/search/${version}/manifest.json`);
    await page.context().close();
  });
});
