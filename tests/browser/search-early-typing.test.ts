/** A reader who types before the search files have arrived keeps what they typed and gets results once the files are in. */
import { describe } from 'vitest';
import { eventually, holdRequests, test } from './support';

describe('typing while search loads', () => {
  test('keeps the query and the caret, and shows results when the index arrives', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    // Every file of the split index: the manifest the modal waits for, and the shards and records of the query.
    const { release } = await holdRequests(page, /\/search\/[0-9a-f]+\/[^/]+\.json$/);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await eventually(() => input.getAttribute('placeholder')).toBe('Loading...');
    await input.pressSequentially('refund');
    release();
    await eventually(() => input.getAttribute('placeholder')).toBe('Search docs');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 30_000 });
    await eventually(() => input.inputValue()).toBe('refund');
    await eventually(() => input.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe('refund'.length);
  });
});
