/** A reader who types before the search files have arrived keeps what they typed and gets results once the files are in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, waitForHydration } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe('typing while search loads', () => {
  it('keeps the query and the caret, and shows results when the index arrives', async () => {
    const page = await openPage(browser, '/webhooks/configuration/');
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every file of the split index: the manifest the modal waits for, and the shards and records of the query.
    await page.route(/\/search\/[0-9a-f]+\/[^/]+\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect.poll(() => input.getAttribute('placeholder'), { timeout: 30_000 }).toBe('Loading...');
    await input.pressSequentially('refund');
    release();
    await expect.poll(() => input.getAttribute('placeholder'), { timeout: 30_000 }).toBe('Search docs');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 30_000 });
    expect(await input.inputValue()).toBe('refund');
    expect(await input.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe('refund'.length);
    await page.context().close();
  });
});
