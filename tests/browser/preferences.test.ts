/** Colour mode, announcement bar and storage: remembered where storage works, harmless where it throws. */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, eventually, test, waitForHydration } from './support';

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
/** The page background as sRGB, whatever colour space the CSS uses (Tailwind 4 writes oklch). */
const background = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  });
/** Block our JavaScript (not the CSS): what the reader sees before any bundle runs. */
const scripts = /\/_next\/static\/.*\.js$/;

describe('colour mode', () => {
  test('is dark on a first visit even when the system prefers light, from the first paint', async ({ open }) => {
    // Read the theme before any script of the page's bundles has run.
    const page = await open('/', { colorScheme: 'light', viewport: { width: 1280, height: 800 }, beforeLoad: (p) => p.route(scripts, (route) => route.abort()) });
    // No script of the bundles runs here, so nothing can change the class after the inline one set it:
    // a one-shot read is what "from the first paint" means.
    expect(await htmlClass(page)).toContain('dark');
    expect(await background(page)).toBe('rgb(2, 6, 24)');
    await page.unroute(scripts);
    await page.reload();
    await waitForHydration(page);
    await eventually(() => htmlClass(page)).toContain('dark');
    await eventually(() => background(page)).toBe('rgb(2, 6, 24)');
  });

  test('wakes up without restyling the whole page: the stored theme is applied again without a rule for every element', async ({ open }) => {
    const page = await open('/webhooks/hmac-validation/', {
      hydrated: true,
      beforeLoad: (p) =>
        p.addInitScript(() => {
          // next-themes' disableTransitionOnChange added `*{transition:none}` and removed it: two restyles of every element.
          const added: string[] = [];
          Object.defineProperty(window, '__addedStyles', { get: () => added });
          new MutationObserver((records) => {
            for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLStyleElement) added.push(node.textContent ?? '');
          }).observe(document, { childList: true, subtree: true });
        }),
    });
    // The toggle marks the mode once mounted, in the render after the first commit, whose effects applied the theme.
    await eventually(() => page.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    const added = await page.evaluate(() => {
      const styles: unknown = Reflect.get(window, '__addedStyles');
      return Array.isArray(styles) ? styles.filter((css) => typeof css !== 'string' || css.includes('transition')) : ['(not watched)'];
    });
    expect(added).toEqual([]);
  });

  test('remembers light across a reload, in local storage under the plain key "theme"', async ({ open }) => {
    const page = await open('/', { colorScheme: 'dark', hydrated: true });
    await page.getByRole('radio', { name: 'Light' }).click();
    await eventually(() => htmlClass(page)).toContain('light');
    await eventually(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await eventually(() => htmlClass(page)).toContain('light');
    await waitForHydration(page);
    await eventually(() => page.getByRole('radio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');
    await eventually(() => background(page)).toBe('rgb(255, 255, 255)');
  });

  test('moves between light, dark and system with the arrow keys, one Tab stop for the group', async ({ open }) => {
    const page = await open('/', { colorScheme: 'dark', hydrated: true });
    const dark = page.getByRole('radio', { name: 'Dark' });
    await eventually(() => dark.getAttribute('aria-checked')).toBe('true');
    await eventually(() => dark.getAttribute('tabindex')).toBe('0');
    await eventually(() => page.getByRole('radio', { name: 'Light' }).getAttribute('tabindex')).toBe('-1');
    await dark.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => page.getByRole('radio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('System');
    await page.keyboard.press('ArrowRight');
    await eventually(() => page.getByRole('radio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');
    await eventually(() => htmlClass(page)).toContain('light');
  });

  test('follows the system preference when the reader picks system', async ({ open }) => {
    const page = await open('/', { colorScheme: 'light', hydrated: true });
    await page.getByRole('radio', { name: 'System' }).click();
    await eventually(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await eventually(() => htmlClass(page)).toContain('light');
    await page.reload();
    await eventually(() => htmlClass(page)).toContain('light');
    await eventually(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  });
});

describe('poisoned storage (probe L9)', () => {
  test('a stored theme no theme has, or stored searches that are not the site\'s, leave the page working', async ({ open }) => {
    const poison = () => {
      localStorage.setItem('theme', 'dark light');
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__paymora-docs', '{x');
    };
    const errors: string[] = [];
    const page = await open('/', { beforeLoad: (p) => Promise.all([p.addInitScript(poison), p.on('pageerror', (error) => errors.push(error.message))]), hydrated: true });
    await page.reload();
    await waitForHydration(page);
    await eventually(() => page.getByRole('radio', { name: 'Light' }).isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Light' }).click();
    await eventually(() => htmlClass(page)).toContain('light');
    await page.keyboard.press('Control+k');
    await eventually(() => page.locator('.DocSearch-Modal').isVisible()).toBe(true);
    expect(await page.getByText('Application error').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('announcement bar', () => {
  test('can be dismissed and stays dismissed after a reload, from the first paint', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    const bar = page.getByRole('region', { name: 'Announcement' });
    await eventually(() => bar.isVisible()).toBe(true);
    await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
    await eventually(() => bar.count()).toBe(0);
    await page.route(scripts, (route) => route.abort());
    await page.reload();
    // Server-rendered bar, no scripts of ours yet: the inline script alone must hide it. No bundle runs,
    // so nothing can change the page after the load: one-shot reads are the check "from the first paint".
    expect(await page.locator('[data-announcement-bar]').count()).toBe(1);
    expect(await page.locator('[data-announcement-bar]').isVisible()).toBe(false);
  });
});

describe('storage that throws', () => {
  test('logs one warning, shows the defaults and keeps the page working', async ({ open }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    const page = await open('/webhooks/configuration/', {
      colorScheme: 'light',
      viewport: { width: 1280, height: 800 },
      hydrated: true,
      beforeLoad: async (p) => {
        await p.addInitScript(() => {
          Object.defineProperty(window, 'localStorage', {
            configurable: true,
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
        });
        p.on('console', (message) => {
          if (message.type() === 'warning' && /storage/i.test(message.text())) warnings.push(message.text());
        });
        p.on('pageerror', (error) => errors.push(error.message));
      },
    });
    await eventually(() => htmlClass(page)).toContain('dark');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await eventually(() => bar.isVisible()).toBe(true);
    await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
    await eventually(() => bar.count()).toBe(0);
    await page.getByRole('radio', { name: 'Light' }).click();
    await eventually(() => htmlClass(page)).toContain('light');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Resources' }).click();
    await page.waitForURL(/\/category\/resources\/$/);
    await eventually(() => page.locator('h1').textContent()).toBe('Resources');
    expect(errors).toEqual([]);
    await eventually(() => warnings).toHaveLength(1);
  });
});

describe('code language', () => {
  test('follows the language the reader picks in another tab, without a reload', async ({ newContext }) => {
    // Two tabs of one browser context: they share local storage, as a reader's tabs do.
    const context = await newContext();
    const pages = [await context.newPage(), await context.newPage()];
    for (const page of pages) {
      await page.goto(`${baseUrl()}/webhooks/hmac-validation/`);
      await waitForHydration(page);
    }
    const [picker, other] = pages.map((page) => page.getByRole('tablist', { name: 'Code language' }).first());
    if (!picker || !other) throw new Error('two pages were opened');
    // The page's second language, so that the first tab's default cannot pass for the choice.
    const language = await picker.getByRole('tab').nth(1).textContent();
    expect(language).toBeTruthy();
    await eventually(() => other.getByRole('tab', { name: language ?? '' }).getAttribute('aria-selected')).toBe('false');
    await picker.getByRole('tab', { name: language ?? '' }).click();
    await eventually(() => picker.getByRole('tab', { name: language ?? '' }).getAttribute('aria-selected')).toBe('true');
    await eventually(() => other.getByRole('tab', { name: language ?? '' }).getAttribute('aria-selected')).toBe('true');
  });
});
