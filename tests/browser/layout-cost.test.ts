/**
 * What a guide lays out as it loads on a phone (issue 26): its code blocks and tables below the fold wait
 * until the reader scrolls near them (`content-visibility: auto`, styles/globals.css), and lay out then.
 */
import { describe, expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { eventually, test } from './support';

/** Whether the browser renders the block's content now: the block itself is a box either way, its content is what it skips far from the viewport. */
const rendered = (block: Locator) => block.evaluate((node) => node.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? 'no content');

describe('layout on a phone', () => {
  for (const [path, selector] of [
    ['/webhooks/hmac-validation/', '[data-code-block]'],
    ['/payment-gateway/modifications/refund/', '.prose table'],
  ] as const) {
    test(`${path}: the last ${selector} waits until the reader scrolls to it, then shows`, async ({ open }) => {
      const page = await open(path, { hydrated: true, viewport: { width: 412, height: 823 } });
      const last = page.locator(selector).last();
      expect(await rendered(last)).toBe(false);
      await last.scrollIntoViewIfNeeded();
      await eventually(() => rendered(last)).toBe(true);
      expect(await last.evaluate((node) => node.getBoundingClientRect().height)).toBeGreaterThan(0);
    });
  }
});
