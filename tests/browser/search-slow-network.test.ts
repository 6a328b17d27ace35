/**
 * Results that do not reshuffle on a slow network (issue 26): the list shows only the final results of
 * what was typed, so Enter, pressed as soon as results show, opens the page the reader sees on top.
 */
import { describe } from 'vitest';
import { eventually, test } from './support';

describe('search on a slow network', () => {
  test("typing 'capture' and pressing Enter as soon as results show opens Capture", async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    // The reader test's throttled profile: 400 ms latency, 400 kbps both ways.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 });
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await eventually(() => input.getAttribute('placeholder'), 'the index loads').toBe('Search docs');
    await input.pressSequentially('capture');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 60_000 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment-gateway\/modifications\/capture\/\?highlight=capture/, { timeout: 60_000 });
    await eventually(() => page.locator('h1').first().textContent(), 'the Capture page shows').toBe('Capture');
  });
});
