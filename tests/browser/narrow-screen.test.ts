/** On a 390 px phone nothing makes the page scroll sideways: wide code and tables scroll inside their own box. */
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
