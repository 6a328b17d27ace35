/**
 * Ctrl+K answers at once (issue 13): while the modal's code and the index are on their way, a search box
 * in the modal's frame (components/search/SearchShell.tsx) takes the reader's typing, and the modal
 * replaces it with their text and caret.
 */
import { describe, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { eventually, holdRequests, test } from './support';

/** Long enough for a chain of delayed requests (the modal's chunks, the pointer, the manifest, shards, records). */
const chainTimeout = 120_000;

const shell = (page: Page) => page.locator('.search-shell');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');

interface FrameSelectors {
  overlay: string;
  modal: string;
  box: string;
  input: string;
  /** DocSearch's footer; the shell draws it as its modal's ::after. */
  footer: string;
}

/** Where the parts of a search frame are and how they look, to the half pixel; null while one is missing. */
const frame = (page: Page, selectors: FrameSelectors) =>
  page.evaluate((s) => {
    const half = (n: number) => Math.round(n * 2) / 2;
    const part = (selector: string, pseudo?: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element, pseudo);
      const rect = element.getBoundingClientRect();
      return { x: half(rect.x), y: half(rect.y), width: half(rect.width), height: half(rect.height), background: style.backgroundColor, radius: style.borderRadius, shadow: style.boxShadow };
    };
    const footer = (() => {
      const isShell = s.footer === s.modal;
      const style = getComputedStyle(document.querySelector(s.footer) ?? document.body, isShell ? '::after' : undefined);
      return { height: style.height, background: style.backgroundColor, shadow: style.boxShadow };
    })();
    const input = document.querySelector(s.input);
    const text = input && { x: half(input.getBoundingClientRect().x), color: getComputedStyle(input).color, font: getComputedStyle(input).fontSize };
    return { overlay: part(s.overlay)?.background, modal: part(s.modal), box: part(s.box), input: text, footer };
  }, selectors);

/** The value and caret of the focused element, or null when no text box has focus. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement ? { value: active.value, caret: active.selectionStart, placeholder: active.placeholder } : null;
  });

describe('the search shell', () => {
  test('shows a focused box at once with every request delayed 2.5 s, keeps what was typed and finds results when the delays end', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    const delayed = new Set<Request>();
    let completed = 0;
    const onDone = (request: Request) => {
      if (delayed.has(request)) completed += 1;
    };
    page.on('requestfinished', onDone);
    page.on('requestfailed', onDone);
    await page.route('**/*', async (route) => {
      delayed.add(route.request());
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    });

    await page.keyboard.press('Control+k');
    const box = page.getByPlaceholder('Loading...');
    await eventually(() => box.evaluate((input) => input === document.activeElement && input.getBoundingClientRect().height > 0)).toBe(true);
    // "At once" as a count, not a time: the box was there, focused, before any delayed request came back.
    expect(completed, 'delayed requests completed before the box showed').toBe(0);
    // And it was waiting for something: the modal's code is asked for. The route sees a request a moment
    // after the page makes it, so this is polled; none of the delayed requests can have come back meanwhile.
    await eventually(() => delayed.size).toBeGreaterThan(0);

    await page.keyboard.type('refund');
    await expect.poll(() => modalInput(page).getAttribute('placeholder'), { timeout: chainTimeout }).toBe('Search docs');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: chainTimeout });
    await eventually(() => focusedText(page)).toEqual({ value: 'refund', caret: 'refund'.length, placeholder: 'Search docs' });
    await eventually(() => shell(page).count()).toBe(0);
  });

  test('hands the caret the reader moved over to the modal, through the index loading too', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    const { release } = await holdRequests(page);
    await page.keyboard.press('Control+k');
    await shell(page).locator('input').waitFor();
    await page.keyboard.type('refund');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await eventually(() => focusedText(page)).toEqual({ value: 'refund', caret: 3, placeholder: 'Loading...' });
    release();
    await expect.poll(() => modalInput(page).getAttribute('placeholder'), { timeout: chainTimeout }).toBe('Search docs');
    await eventually(() => focusedText(page)).toEqual({ value: 'refund', caret: 3, placeholder: 'Search docs' });
    // The caret is the reader's: typing goes where it is.
    await page.keyboard.type('X');
    await eventually(() => modalInput(page).inputValue()).toBe('refXund');
  });

  test('closes with Escape, Ctrl+K, Cancel and a click beside it, and opens empty again', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { viewport: { width: 390, height: 844 }, hydrated: true });
    await holdRequests(page);
    const closes: [string, () => Promise<void>][] = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['Ctrl+K', () => page.keyboard.press('Control+k')],
      ['Cancel', () => shell(page).getByRole('button', { name: 'Cancel' }).click()],
    ];
    for (const [name, close] of closes) {
      await page.keyboard.press('Control+k');
      await eventually(() => focusedText(page), name).toEqual({ value: '', caret: 0, placeholder: 'Loading...' });
      await page.keyboard.type('webhook');
      await close();
      await eventually(() => shell(page).count(), name).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Control+k');
    await shell(page).waitFor();
    await page.mouse.click(20, 880);
    await eventually(() => shell(page).count(), 'click beside').toBe(0);
  });

  test('starts with a letter typed on the focused search button, and opens empty with / there', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    const { release } = await holdRequests(page);
    const button = page.getByRole('button', { name: 'Search docs' });
    await button.focus();
    await page.keyboard.press('r');
    await eventually(() => focusedText(page)).toEqual({ value: 'r', caret: 1, placeholder: 'Loading...' });
    release();
    await expect.poll(() => modalInput(page).getAttribute('placeholder'), { timeout: chainTimeout }).toBe('Search docs');
    await eventually(() => focusedText(page)).toEqual({ value: 'r', caret: 1, placeholder: 'Search docs' });
    await page.keyboard.press('Escape');
    await modalInput(page).waitFor({ state: 'detached' });

    // With the modal's code in, the letter reaches DocSearch's own box, once.
    await button.focus();
    await page.keyboard.press('w');
    await eventually(() => focusedText(page)).toEqual({ value: 'w', caret: 1, placeholder: 'Search docs' });
    await page.keyboard.press('Escape');
    await modalInput(page).waitFor({ state: 'detached' });
    await button.focus();
    await page.keyboard.press('/');
    await eventually(() => focusedText(page)).toEqual({ value: '', caret: 0, placeholder: 'Search docs' });
  });

  test.for([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const)('has the modal’s frame at %i px in %s mode, on a scrolled page, so the swap moves nothing', async ([width, theme], { open }) => {
    const page = await open('/webhooks/configuration/', { viewport: { width, height: 844 }, hydrated: true, beforeLoad: (p) => p.addInitScript((mode) => localStorage.setItem('theme', mode), theme) });
    await page.mouse.wheel(0, 1500);
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const { release } = await holdRequests(page);
    await page.keyboard.press('Control+k');
    await shell(page).locator('input').waitFor();
    const shellFrame = await frame(page, { overlay: '.search-shell', modal: '.search-shell > div', box: '.search-shell label', input: '.search-shell input', footer: '.search-shell > div' });
    release();
    await eventually(() => frame(page, { overlay: '.DocSearch-Container', modal: '.DocSearch-Modal', box: '.DocSearch-Form', input: '.DocSearch-Input', footer: '.DocSearch-Footer' })).toEqual(shellFrame);
  });
});
