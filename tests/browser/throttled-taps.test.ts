/**
 * The slow phone of issue 26 as Chromium emulates it (tools/perf/throttled-profile.ts: 400 ms latency,
 * 400 kbps down and up, CPU 4x slower): a language tab tapped as soon as it shows is honoured, and a
 * doc page does not shift as it loads and wakes up (its top bar painted half-parsed, its table of
 * contents moving the article, the remembered language replacing the first tab's). Early-taps.test.ts holds the site's
 * scripts to reach the same states; this one lets the network and the CPU make them, as a reader meets them.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { throttle } from '../../tools/perf/throttled-profile';
import { storageKeys } from '@/lib/browser/storage';
import { baseUrl, eventually, test, waitForHydration } from './support';

/** Pages with code tabs: C# is not the first tab of the first group (curl on the refund page, Node.js on the HMAC page). */
const refund = '/payment-gateway/modifications/refund/';
const hmac = '/webhooks/hmac-validation/';

/** The language of the panel the first tab group shows, read from what is displayed. */
const firstShown = (page: Page) =>
  page
    .locator('[data-code-tabs]')
    .first()
    .evaluate((group) => [...group.querySelectorAll(':scope > [role=tabpanel]')].filter((panel) => panel instanceof HTMLElement && panel.offsetParent !== null).map((panel) => panel.getAttribute('data-tab-language')).join(','));

/**
 * Counts layout shifts as CLS does (not those right after an input), in the page from its start, the top
 * bar's included: its right-hand group widened once after the first paint (0.0003 to 0.0016) while the
 * first paint waited for the top bar's start tag only (lib/render/first-paint.ts).
 */
function watchPage(): void {
  const seen = { shift: 0 };
  Object.defineProperty(window, '__throttled', { get: () => seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (Reflect.get(entry, 'hadRecentInput') !== true) seen.shift += Number(Reflect.get(entry, 'value'));
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const seen = (page: Page) => page.evaluate(() => ({ shift: Number(Reflect.get(Reflect.get(window, '__throttled'), 'shift')) }));

/** `path` opened cold under the throttled profile; handed over as soon as the response starts. */
async function openThrottled(page: Page, path: string): Promise<void> {
  await page.addInitScript(watchPage);
  await throttle(page);
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'commit' });
}

/** Once the page is awake and every tab group is React's, nothing more is to come from waking up. */
async function awake(page: Page): Promise<void> {
  await waitForHydration(page);
  const groups = await page.locator('[data-code-tabs]').count();
  await eventually(() => page.locator('[data-code-tabs="live"]').count(), 'every tab group is live', 90_000).toBe(groups);
}

describe('on the throttled profile (400 ms, 400 kbps, CPU 4x)', () => {
  // On a loaded machine the tap may reach the page only once React runs the tab (the main thread is busy
  // until then): early-taps.test.ts holds the scripts to test a tap before React for certain.
  test('a language tab tapped as soon as it shows is honoured, and stays chosen once React runs', async ({ newContext }) => {
    const page = await (await newContext()).newPage();
    await openThrottled(page, refund);
    const tab = page.locator('[data-code-tabs] [role=tab][data-tab-language=csharp]').first();
    await tab.click({ timeout: 90_000 });
    await eventually(() => firstShown(page), 'the tapped language shows').toBe('csharp');
    await awake(page);
    expect(await firstShown(page)).toBe('csharp');
    await eventually(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.codeLanguage)).toBe('csharp');
  });

  for (const path of [refund, hmac]) {
    test(`a doc page with the remembered language not its first tab does not shift as it loads and wakes up, the top bar included (${path})`, async ({ newContext }) => {
      const page = await (await newContext()).newPage();
      await page.addInitScript((key) => localStorage.setItem(key, 'csharp'), storageKeys.codeLanguage);
      await openThrottled(page, path);
      await awake(page);
      expect(await firstShown(page)).toBe('csharp');
      expect((await seen(page)).shift).toBe(0);
    });
  }
});
