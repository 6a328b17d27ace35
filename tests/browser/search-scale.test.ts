/**
 * The browser's reader of the split index on 1,000 more pages than the site has (issue 13): the built
 * site, with its `/search/` requests answered from the search files of its records plus 1,000 synthetic
 * pages' (tests/support/scaled-search-fixture.ts), so no 1,000-page site is built. Typo queries still
 * find their page among pages whose titles share their words.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { writeScaledSearch } from '../support/scaled-search-fixture';
import { eventually, test } from './support';
import { OUT_FOLDER } from '../../lib/build/folders';

const EXTRA_PAGES = 1000;

let fixture: string;
let version: string;
beforeAll(async () => {
  fixture = mkdtempSync(path.join(os.tmpdir(), 'paymora-scaled-search-'));
  const written = writeScaledSearch(path.resolve(OUT_FOLDER), fixture, EXTRA_PAGES);
  expect(written.pages).toBeGreaterThan(EXTRA_PAGES);
  version = written.version;
});
afterAll(() => {
  rmSync(fixture, { recursive: true, force: true });
});

/** Answers every request under /search/ from the fixture, as the static server would, and lists them in `served`. */
async function serveScaledSearch(page: Page, served: string[]): Promise<void> {
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
}

async function firstHit(page: Page, query: string): Promise<string> {
  await page.locator('.DocSearch-Input').fill(query);
  const link = page.locator('.DocSearch-Hit a').first();
  await eventually(async () => (await link.getAttribute('href')) ?? '').toContain(`highlight=${encodeURIComponent(query).replace(/%20/g, '+')}`);
  return (await link.getAttribute('href')) ?? '';
}

describe(`search on the site plus ${EXTRA_PAGES} pages`, () => {
  // The synthetic pages take their titles from the site's own words, so one may be titled with the words
  // a short query's typo is nearest to: after the content of 2026-11-28, 'Refund or refused 616' took
  // 'refnud' (two near words in a title beat one) and 'HMAC signature 818' took 'webhok signature'. Each
  // query here names its page by words such a title does not also hold; the built site's own typo cases
  // ('refnud', 'webhok signatur') stay in tools/search/ranking-cases.ts.
  test.for([
    ['minor unts', /^\/resources\/currencies-minor-units\/\?/],
    ['webhok signatur validation', /^\/webhooks\/hmac-validation\/\?/],
  ] as const)("finds '%s' first on its page", async ([query, expected], { open }) => {
    const served: string[] = [];
    const page = await open('/webhooks/configuration/', { hydrated: true, beforeLoad: (p) => serveScaledSearch(p, served) });
    await page.keyboard.press('Control+k');
    await eventually(() => page.locator('.DocSearch-Input').getAttribute('placeholder')).toBe('Search docs');
    expect(await firstHit(page, query)).toMatch(expected);
    // The reader read the fixture's index (its own version), not the built site's.
    expect(served).toContain(`/search/${version}/manifest.json`);
  });
});
