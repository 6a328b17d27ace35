/** On a 390 px phone nothing makes the page scroll sideways: wide code and tables scroll inside their own box; the top bar fits at every width. */
import { describe } from 'vitest';
import { eventually, test } from './support';

describe('a 390 px screen', () => {
  test('has no sideways scroll on the welcome page, a guide, an API page and a page of tables', async ({ open }) => {
    for (const route of ['/', '/get-started/get-the-key/', '/webhooks/webhook-message/', '/payment-gateway/payment-lifecycle/']) {
      const page = await open(route, { viewport: { width: 390, height: 844 }, hydrated: true });
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth), route).toBe(390);
      // The colour mode stays reachable in the top bar.
      await eventually(() => page.getByRole('radio', { name: 'Dark' }).isVisible()).toBe(true);
    }
  });

  test('keeps the payment lifecycle diagram in its own box that scrolls sideways, with a visible hint; at 1280 px it fits', async ({ open }) => {
    const route = '/payment-gateway/payment-lifecycle/';
    for (const width of [390, 1280]) {
      const page = await open(route, { viewport: { width, height: 844 }, hydrated: true });
      const region = page.getByRole('region', { name: /Payment status diagram/ });
      // The diagram is the server's markup, which nothing replaces (components/DocBody.tsx): a box scrolled stays scrolled.
      await region.waitFor();
      const overflow = () => region.evaluate((box) => box.scrollWidth - box.clientWidth);
      const hint = page.getByText('Scroll the diagram sideways');
      if (width === 390) {
        await eventually(overflow, 'the diagram scrolls inside its box').toBeGreaterThan(100);
        await eventually(() => hint.isVisible()).toBe(true);
        // The whole diagram can be reached: scrolled to the end, its right edge shows.
        await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
        const diagram = page.locator('svg[role="img"][aria-labelledby^="payment-lifecycle-title"]');
        await eventually(async () => {
          const svg = await diagram.boundingBox();
          return svg && svg.x + svg.width;
        }).toBeLessThanOrEqual(390);
      } else {
        await eventually(overflow, 'the diagram fits its box').toBeLessThanOrEqual(0);
        await eventually(() => hint.isVisible()).toBe(false);
      }
    }
  });
});

describe('the top bar from 320 to 1600 px', () => {
  // Between the 997 px breakpoint and about 1,260 px the bar was wider than the window, and an archived
  // version's longer dropdown label (October 2025) made it wider still.
  const widths = [320, 390, 768, 996, 997, 1024, 1100, 1180, 1280, 1400, 1440, 1600];
  const desktop = 997;

  for (const route of ['/get-started/get-the-key/', '/2025-10/get-started/get-the-key/']) {
    test(`fits the window on ${route}, with every control of the bar visible inside it`, async ({ open }) => {
      // One page, resized through every width: the bar's layout is CSS alone, so a resize shows what a
      // fresh load at that width shows, at a twelfth of the page loads.
      const page = await open(route, { viewport: { width: widths[0] ?? 320, height: 844 }, hydrated: true });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        const at = `${route} at ${width} px`;
        await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${at}: no sideways scroll`).toBe(true);
        const bar = page.getByRole('banner');
        const controls = [
          bar.getByRole('button', { name: 'Search docs' }),
          bar.getByRole('radiogroup', { name: 'Colour mode' }),
          // Below the breakpoint the version dropdown is in the mobile menu (version-switch.test.ts).
          width >= desktop ? bar.locator('[data-version-menu] > summary') : bar.getByRole('button', { name: 'Open navigation menu' }),
        ];
        for (const control of controls) {
          await eventually(() => control.isVisible(), `${at}: ${control.toString()} visible`).toBe(true);
        }
        // Everything the bar shows (links, buttons, dropdowns) lies inside the window, none cut off at its edge.
        await eventually(
          () =>
            bar.locator('a, button, summary').evaluateAll((elements) =>
              elements
                .map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent ?? '', box: element.getBoundingClientRect() }))
                .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
                .map(({ name, box }) => `${name.trim()} (${Math.round(box.left)}–${Math.round(box.right)})`),
            ),
          `${at}: controls outside the window`,
        ).toEqual([]);
      }
    });
  }
});
