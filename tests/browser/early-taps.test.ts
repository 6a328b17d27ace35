/**
 * Before the page wakes up (issue 26): on a slow phone the text shows seconds before React runs. The
 * site's scripts are held here until the test lets them go, so "before React runs" is a state the test
 * controls rather than a race with the clock: the remembered code language shows from the first paint,
 * a tab tapped meanwhile is honoured, a tap on the menu opens it once the page is awake, and nothing
 * shifts when React takes over.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { storageKeys } from '@/lib/browser/storage';
import { baseUrl, eventually, holdRequests, renderedByReact, test, waitForHydration } from './support';

const path = '/hosted-checkout/basic-checkout-request/';
const phone = { width: 390, height: 844 };

/** The language of the panel each tab group shows, read from what is displayed (not from React's state). */
const shownLanguages = (page: Page) =>
  page.locator('[data-code-tabs]').evaluateAll((groups) =>
    groups.map((group) => [...group.querySelectorAll(':scope > [role=tabpanel]')].filter((panel) => panel instanceof HTMLElement && panel.offsetParent !== null).map((panel) => panel.getAttribute('data-tab-language')).join(',')),
  );

/** The page with C# remembered, its layout shifts counted from the start, and its scripts held. */
async function openAsleep(page: Page): Promise<{ release: () => void }> {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'csharp');
    const counted = { shift: 0 };
    Object.defineProperty(window, '__layoutShift', { get: () => counted.shift });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (Reflect.get(entry, 'hadRecentInput') !== true) counted.shift += Number(Reflect.get(entry, 'value'));
    }).observe({ type: 'layout-shift', buffered: true });
  }, storageKeys.codeLanguage);
  const held = await holdRequests(page, /\/_next\/static\/chunks\/.*\.js$/);
  // The site's scripts are deferred: with them held, neither the load event nor DOMContentLoaded comes.
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'commit' });
  await page.locator('[data-code-tabs]').first().waitFor();
  return held;
}

describe('before the page wakes up', () => {
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    test(`shows the remembered code language from the first paint, and nothing shifts when React takes over (${viewport.width} px)`, async ({ newContext }) => {
      const page = await (await newContext({ viewport })).newPage();
      const held = await openAsleep(page);
      expect(await renderedByReact(page.locator('header'))).toBe(false);
      const groups = (await shownLanguages(page)).length;
      expect(groups).toBeGreaterThan(1);
      await eventually(() => shownLanguages(page)).toEqual(Array.from({ length: groups }, () => 'csharp'));
      await expect.poll(() => page.locator('[data-code-tabs] [role=tab][data-tab-language=csharp]').first().evaluate((tab) => getComputedStyle(tab).borderBottomColor)).not.toBe('rgba(0, 0, 0, 0)');
      // Shifts from here on are React's: before, a slow network can paint a half-parsed top bar (seen: 0.0015 at 390 px).
      await eventually(() => page.evaluate(() => document.readyState)).not.toBe('loading');
      const parsed = await page.evaluate(() => Number(Reflect.get(window, '__layoutShift')));
      held.release();
      await waitForHydration(page);
      await eventually(() => page.locator('[data-code-tabs="live"]').count()).toBe(groups);
      expect(await shownLanguages(page)).toEqual(Array.from({ length: groups }, () => 'csharp'));
      await eventually(() => page.locator('[data-code-tabs] [role=tab][aria-selected=true]').first().getAttribute('data-tab-language')).toBe('csharp');
      expect(await page.evaluate(() => Number(Reflect.get(window, '__layoutShift')))).toBe(parsed);
    });
  }

  test('honours a tap on a code tab at once, and opens the menu tapped before React ran once it runs', async ({ newContext }) => {
    const page = await (await newContext({ viewport: phone })).newPage();
    const held = await openAsleep(page);
    const group = page.locator('[data-code-tabs]').first();
    await group.getByRole('tab', { name: 'Node.js' }).click();
    await eventually(() => shownLanguages(page).then((shown) => shown[0])).toBe('javascript');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.codeLanguage)).toBe('javascript');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await renderedByReact(page.locator('header'))).toBe(false);
    held.release();
    await waitForHydration(page);
    await eventually(() => page.getByRole('dialog', { name: 'Navigation menu' }).isVisible(), 'the menu tapped before React ran opens').toBe(true);
    await eventually(() => group.getByRole('tab', { name: 'Node.js' }).getAttribute('aria-selected')).toBe('true');
  });
});
