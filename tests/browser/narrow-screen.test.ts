/** On a 390 px phone nothing makes the page scroll sideways: wide code and tables scroll inside their own box; the top bar fits at every width. */
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

describe('a 390 px screen', () => {
  it('has no sideways scroll on the welcome page, a guide, an API page and a page of tables', async () => {
    for (const route of ['/', '/get-started/get-the-key/', '/webhooks/webhook-message/', '/payment-gateway/payment-lifecycle/']) {
      const page = await openPage(browser, route, { viewport: { width: 390, height: 844 } });
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: route, timeout: 30_000 }).toBe(390);
      // The colour mode stays reachable in the top bar.
      await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isVisible(), { timeout: 30_000 }).toBe(true);
      await page.context().close();
    }
  });

  it('keeps the payment lifecycle diagram in its own box that scrolls sideways, with a visible hint; at 1280 px it fits', async () => {
    const route = '/payment-gateway/payment-lifecycle/';
    for (const width of [390, 1280]) {
      const page = await openPage(browser, route, { viewport: { width, height: 844 } });
      await waitForHydration(page);
      const region = page.getByRole('region', { name: /Payment status diagram/ });
      const overflow = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
      const hint = page.getByText('Scroll the diagram sideways');
      if (width === 390) {
        expect(overflow, 'the diagram scrolls inside its box').toBeGreaterThan(100);
        expect(await hint.isVisible()).toBe(true);
        // The whole diagram can be reached: scrolled to the end, its right edge shows.
        await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
        const svg = await page.locator('svg[role="img"][aria-labelledby^="payment-lifecycle-title"]').boundingBox();
        expect(svg && svg.x + svg.width).toBeLessThanOrEqual(390);
      } else {
        expect(overflow, 'the diagram fits its box').toBeLessThanOrEqual(0);
        expect(await hint.isVisible()).toBe(false);
      }
      await page.context().close();
    }
  });
});

describe('the top bar from 320 to 1600 px', () => {
  // Between the 997 px breakpoint and about 1,260 px the bar was wider than the window, and an archived
  // version's longer dropdown label (October 2025) made it wider still.
  const widths = [320, 390, 768, 996, 997, 1024, 1100, 1180, 1280, 1400, 1440, 1600];
  const desktop = 997;

  for (const route of ['/get-started/get-the-key/', '/2025-10/get-started/get-the-key/']) {
    it(`fits the window on ${route}, with every control of the bar visible inside it`, async () => {
      for (const width of widths) {
        const page = await openPage(browser, route, { viewport: { width, height: 844 } });
        await waitForHydration(page);
        const at = `${route} at ${width} px`;
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { message: `${at}: no sideways scroll`, timeout: 30_000 }).toBe(true);
        const bar = page.getByRole('banner');
        const controls = [
          bar.getByRole('button', { name: 'Search docs' }),
          bar.getByRole('radiogroup', { name: 'Colour mode' }),
          // Below the breakpoint the version dropdown is in the mobile menu (version-switch.test.ts).
          width >= desktop ? bar.locator('[data-version-menu] > summary') : bar.getByRole('button', { name: 'Open navigation menu' }),
        ];
        for (const control of controls) {
          await expect.poll(() => control.isVisible(), { message: `${at}: ${control.toString()} visible`, timeout: 30_000 }).toBe(true);
        }
        // Everything the bar shows (links, buttons, dropdowns) lies inside the window, none cut off at its edge.
        await expect
          .poll(
            () =>
              bar.locator('a, button, summary').evaluateAll((elements) =>
                elements
                  .map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent ?? '', box: element.getBoundingClientRect() }))
                  .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
                  .map(({ name, box }) => `${name.trim()} (${Math.round(box.left)}–${Math.round(box.right)})`),
              ),
            { message: `${at}: controls outside the window`, timeout: 30_000 },
          )
          .toEqual([]);
        await page.context().close();
      }
    });
  }
});
