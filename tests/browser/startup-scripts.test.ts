/**
 * Next's startup scripts are asked for after the page's first paint (issue 26: lib/render/after-paint-scripts.ts),
 * so that on a slow link they do not share it with the text; the page still wakes up.
 */
import { describe, expect } from 'vitest';
import { test } from './support';

describe('startup scripts', () => {
  for (const path of ['/payment-gateway/modifications/refund/', '/', '/api/payments/']) {
    test(`${path}: asked for after the first paint, and the page hydrates`, async ({ open }) => {
      const page = await open(path, { hydrated: true });
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timings.firstPaint).not.toBeNull();
      expect(timings.scripts.length).toBeGreaterThan(0);
      for (const script of timings.scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(timings.firstPaint ?? Infinity);
    });
  }
});
