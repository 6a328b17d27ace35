/**
 * The browser fixtures of support.ts: one Chromium for the file, and every context a test opened closed
 * when it ends, whether it passed or failed. The tests run in order: the last one counts what the
 * others left open in the file's browser.
 */
import { describe, expect } from 'vitest';
import { eventually, test } from './support';

describe('the browser fixtures', () => {
  /** The contexts the failing test opened, so that the last test knows there were some to close. */
  let openWhenFailing = 0;

  test('open a page of the built site in a context of its own, hydrated on request', async ({ browser, open, newContext }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true, viewport: { width: 390, height: 844 } });
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    expect(await page.evaluate(() => (window as unknown as { next?: { router?: { isReady?: boolean } } }).next?.router?.isReady)).toBe(true);
    const other = await open('/', { beforeLoad: (p) => p.context().addInitScript(() => Object.assign(window, { preparedBeforeLoad: true })) });
    await eventually(() => other.evaluate(() => 'preparedBeforeLoad' in window)).toBe(true);
    expect(other.viewportSize()).toEqual({ width: 1280, height: 900 });
    await newContext();
    expect(browser.contexts()).toHaveLength(3);
  });

  test.fails('close the contexts of a test that fails', async ({ browser, open }) => {
    const before = browser.contexts().length;
    await open('/');
    await open('/category/webhooks/');
    openWhenFailing = browser.contexts().length - before;
    expect.unreachable('this test fails on purpose, with two contexts open');
  });

  test('left no context open after the tests above, the failed one included', ({ browser }) => {
    expect(openWhenFailing).toBe(2);
    expect(browser.contexts()).toEqual([]);
  });
});
