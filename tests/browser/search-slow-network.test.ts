/**
 * Results that do not reshuffle on a slow network (issue 26): the list shows only the final results of
 * what was typed, so Enter, pressed as soon as results show, opens the page the reader sees on top.
 */
import { describe, expect } from 'vitest';
import { throttle } from '@/tools/perf/throttled-profile';
import { eventually, test } from './support';

describe('search on a slow network', () => {
  test("typing 'capture' and pressing Enter as soon as results show opens the top result shown", async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    // The reader test's throttled network (the CPU is left as it is, as this test always had it).
    await throttle(page, { cpu: false });
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await eventually(() => input.getAttribute('placeholder'), 'the index loads').toBe('Search docs');
    await input.pressSequentially('capture');
    const top = page.locator('.DocSearch-Hit a').first();
    await top.waitFor({ timeout: 60_000 });
    // What the reader sees on top when they press Enter is what opens: the list does not reshuffle after it shows.
    const shown = new URL((await top.getAttribute('href')) ?? '', page.url());
    expect(shown.pathname + shown.hash).toMatch(/^\/payment-gateway\/modifications\/capture\/$|^\/api\/modifications\/#capturePayment$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === shown.pathname, { timeout: 60_000 });
    await eventually(() => page.locator('h1').first().textContent(), 'the page shown on top opens').toMatch(/^(Capture|Modifications)$/);
  });
});
