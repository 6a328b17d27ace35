/**
 * The docs version dropdown: it lists the versions with their support and marks the one read; choosing
 * one goes to the same page in that version, or to its welcome page, which says the page is missing
 * there; the version being read steers the whole chrome (logo, top-bar sections), and the remembered
 * choice (local storage, key "version") only steers a page that names no version (not found).
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, eventually, test, waitForHydration } from './support';

/** A page both versions have, and one only the latest docs have (the payment links API came after 2025-10). */
const inBoth = '/payment-gateway/payment-links/overview/';
const latestOnly = '/payment-gateway/payment-links/api/create-payment-link/';


const path = (page: Page) => new URL(page.url()).pathname;
const topBarMenu = (page: Page) => page.locator('header [data-version-menu]');
const logo = (page: Page) => page.locator('header a').filter({ hasText: 'Paymora Developers' });
const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name });

/** Opens the dropdown and follows the entry of `label`. */
async function choose(menu: Locator, label: string): Promise<void> {
  await menu.locator('summary').click();
  await eventually(() => menu.getAttribute('open')).not.toBeNull();
  // The version's own link: the dropdown also links what changed since it ("What changed since October 2025").
  await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
}

describe('the version dropdown', () => {
  test('lists both versions and marks the one read, on a latest page and on an archived one', async ({ open }) => {
    const page = await open(inBoth, { hydrated: true });
    const menu = topBarMenu(page);
    await eventually(() => menu.locator('summary').textContent()).toContain('Latest');
    await menu.locator('summary').click();
    await eventually(() => menu.getByRole('link').allTextContents()).toEqual(['Latest', 'October 2025supported until 30 April 2027', 'What changed since October 2025', 'What changed: changelog']);
    await eventually(() => menu.locator('a[aria-current="true"]').allTextContents()).toEqual(['Latest']);
    await page.goto(`${baseUrl()}/2025-10${inBoth}`);
    await waitForHydration(page);
    await eventually(() => topBarMenu(page).locator('a[aria-current="true"]').allTextContents()).toEqual(['October 2025supported until 30 April 2027']);
    await eventually(() => topBarMenu(page).locator('summary').textContent()).toContain('October 2025');
  });

  test('opens and follows with the keyboard', async ({ open }) => {
    const page = await open(inBoth, { hydrated: true });
    const summary = topBarMenu(page).locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await eventually(() => topBarMenu(page).getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Latest');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await eventually(() => path(page)).toBe(`/2025-10${inBoth}`);
  });

  test('goes to the same page in the version chosen, or to its welcome page when it has no such page', async ({ open }) => {
    const page = await open(inBoth, { hydrated: true });
    await choose(topBarMenu(page), 'October 2025');
    await eventually(() => path(page)).toBe(`/2025-10${inBoth}`);
    await eventually(() => page.locator('[data-archive-banner="2025-10"]').count()).toBe(1);
    await waitForHydration(page);
    await choose(topBarMenu(page), 'Latest');
    await eventually(() => path(page)).toBe(inBoth);
    await page.goto(`${baseUrl()}${latestOnly}`);
    await waitForHydration(page);
    await choose(topBarMenu(page), 'October 2025');
    await eventually(() => path(page)).toBe('/2025-10/');
  });

  test("says on the version's welcome page that the page chosen does not exist there, with a link back", async ({ open }) => {
    const page = await open(latestOnly, { hydrated: true });
    await choose(topBarMenu(page), 'October 2025');
    await eventually(() => path(page)).toBe('/2025-10/');
    const notice = page.locator('[data-missing-page]');
    await eventually(() => notice.textContent()).toMatch(/^Create a payment link does not exist in October 2025/);
    await notice.getByRole('link').click();
    await eventually(() => path(page)).toBe(latestOnly);
    // A crafted query names no page of the build: nothing is said.
    await page.goto(`${baseUrl()}/2025-10/?missing=%2Fevil&from=latest`);
    await waitForHydration(page);
    await eventually(() => page.locator('article h1').count()).toBe(1);
    expect(await notice.count()).toBe(0);
  });
});

describe('the version chosen', () => {
  test('is remembered, yet a latest page opened from a link leads only into the latest docs, and an archived page into its version', async ({ open }) => {
    const page = await open(inBoth, { hydrated: true });
    await choose(topBarMenu(page), 'October 2025');
    await eventually(() => path(page)).toBe(`/2025-10${inBoth}`);
    await eventually(() => page.evaluate(() => localStorage.getItem('version'))).toBe('2025-10');
    // The archived page's chrome stays in its version.
    await eventually(() => logo(page).getAttribute('href')).toBe('/2025-10/');
    await eventually(() => section(page, 'Webhooks').getAttribute('href')).toBe('/2025-10/category/webhooks/');

    // A shared link to a latest page: it says Latest, and so do its logo and sections.
    await page.goto(`${baseUrl()}/webhooks/configuration/`);
    await waitForHydration(page);
    await eventually(() => topBarMenu(page).locator('summary').textContent()).toContain('Latest');
    expect(await page.locator('[data-archive-banner]').count()).toBe(0);
    await eventually(() => logo(page).getAttribute('href')).toBe('/');
    await eventually(() => section(page, 'Webhooks').getAttribute('href')).toBe('/category/webhooks/');
    await section(page, 'Webhooks').click();
    await eventually(() => path(page)).toBe('/category/webhooks/');

    // The latest welcome page's links stay in the latest docs.
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const content = page.locator('article .prose');
    await eventually(() => content.locator('a[href="/get-started/get-the-key/"]').count()).toBeGreaterThan(0);
    expect(await content.locator('a[href^="/2025-10/"]').count()).toBe(0);

    // A page of no version (not found) follows the remembered choice.
    await page.goto(`${baseUrl()}/no-such-page/`);
    await waitForHydration(page);
    await eventually(() => logo(page).getAttribute('href')).toBe('/2025-10/');
  });

  test('falls back to the latest docs when the stored version is not one of this build', async ({ open }) => {
    const page = await open('/no-such-page/', { hydrated: true, beforeLoad: (p) => p.addInitScript(() => localStorage.setItem('version', '2019-01')) });
    await eventually(() => page.evaluate(() => localStorage.getItem('version'))).toBe('2019-01');
    await eventually(() => logo(page).getAttribute('href')).toBe('/');
    await eventually(() => section(page, 'Webhooks').getAttribute('href')).toBe('/category/webhooks/');
  });

  test('still switches when storage throws, remembers nothing, and warns once a page', async ({ open }) => {
    let warnings: string[] = [];
    const errors: string[] = [];
    const page = await open(inBoth, {
      hydrated: true,
      beforeLoad: async (p) => {
        await p.addInitScript(() => {
          const refuse = () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          };
          Storage.prototype.getItem = refuse;
          Storage.prototype.setItem = refuse;
        });
        p.on('console', (message) => {
          if (message.type() === 'warning' && /storage/i.test(message.text())) warnings.push(message.text());
        });
        p.on('pageerror', (error) => errors.push(error.message));
      },
    });
    await eventually(() => warnings).toHaveLength(1);
    warnings = [];
    await choose(topBarMenu(page), 'October 2025');
    await eventually(() => path(page)).toBe(`/2025-10${inBoth}`);
    await waitForHydration(page);
    // The new page could not read the choice, and needs none: its own version steers its chrome.
    await eventually(() => logo(page).getAttribute('href')).toBe('/2025-10/');
    await eventually(() => warnings).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('the mobile menu at 390 px', () => {
  test('has the version dropdown, which switches versions', async ({ open }) => {
    const page = await open(inBoth, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, hydrated: true });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    const menu = dialog.locator('[data-version-menu]');
    await eventually(() => menu.locator('summary').isVisible()).toBe(true);
    await choose(menu, 'October 2025');
    await eventually(() => path(page)).toBe(`/2025-10${inBoth}`);
  });

  test('opens the version and language lists under their summaries, inside the menu', async ({ open }) => {
    // They opened at the drawer's right edge, away from their summaries and over the section links.
    const page = await open(inBoth, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, hydrated: true });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    for (const dropdown of [dialog.locator('details[data-version-menu]'), dialog.locator('details:not([data-version-menu])')]) {
      await dropdown.locator('summary').click();
      await eventually(() => dropdown.getAttribute('open')).not.toBeNull();
      const place = () =>
        dropdown.evaluate((details) => {
          const summary = details.querySelector('summary')?.getBoundingClientRect();
          const list = details.querySelector('ul')?.getBoundingClientRect();
          const menu = details.closest('[role="dialog"]')?.getBoundingClientRect();
          if (!summary || !list || !menu) return 'missing';
          return { underSummary: Math.abs(list.left - summary.left) <= 1 && list.top >= summary.bottom, insideMenu: list.left >= menu.left && list.right <= menu.right };
        });
      await eventually(place).toEqual({ underSummary: true, insideMenu: true });
      await dropdown.locator('summary').click();
    }
  });
});

describe('the rest of the chrome', () => {
  test('closes the version and language dropdowns with Escape, focus back on their summary', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    const bar = page.getByRole('banner');
    for (const dropdown of [bar.locator('details[data-version-menu]'), bar.locator('details:not([data-version-menu])')]) {
      await dropdown.locator('summary').click();
      await eventually(() => dropdown.getAttribute('open')).not.toBeNull();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await eventually(() => dropdown.getAttribute('open')).toBeNull();
      await eventually(() => dropdown.locator('summary').evaluate((summary) => summary === document.activeElement)).toBe(true);
    }
  });

  test('turns the arrows of the version and language dropdowns up while they are open, and down again when they close', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    const bar = page.getByRole('banner');
    for (const dropdown of [bar.locator('details[data-version-menu]'), bar.locator('details:not([data-version-menu])')]) {
      const summary = dropdown.locator('summary');
      // The arrow is the summary's ::after (styles/globals.css), drawn pointing down: its turn, in degrees.
      const turn = () =>
        summary.evaluate((element) => {
          const arrow = getComputedStyle(element, '::after');
          if (arrow.content === 'none' || arrow.content === 'normal') return 'no arrow';
          const m = new DOMMatrixReadOnly(arrow.transform === 'none' ? undefined : arrow.transform);
          return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI);
        });
      await eventually(turn).toBe(0);
      await summary.click();
      await eventually(() => dropdown.getAttribute('open')).not.toBeNull();
      await eventually(turn).toBe(180);
      await summary.click();
      await eventually(turn).toBe(0);
    }
  });

  test('keeps the reader on the page in the language dropdown', async ({ open }) => {
    const page = await open('/webhooks/configuration/', { hydrated: true });
    await page.locator('header summary', { hasText: 'English' }).click();
    await eventually(() => page.locator('header details[open] a[lang="en"]').getAttribute('href')).toBe('/webhooks/configuration/');
  });

  test('breadcrumbs of an archived page lead home within the version', async ({ open }) => {
    const page = await open(`/2025-10${inBoth}`, { hydrated: true });
    await eventually(() => page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/2025-10/');
  });

  test('titles the welcome page with the delimiter, and keeps titles right across client-side navigations', async ({ open }) => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Welcome | Paymora Developers');
    const page = await open('/', { hydrated: true });
    await section(page, 'Webhooks').click();
    await eventually(() => path(page)).toBe('/category/webhooks/');
    await eventually(() => page.title()).toBe('Webhooks | Paymora Developers');
    await logo(page).click();
    await eventually(() => page.title()).toBe('Welcome | Paymora Developers');
  });
});

describe('preferences across versions', () => {
  test('shares the colour mode, the code language and the announcement dismissal', async ({ open }) => {
    const page = await open('/webhooks/hmac-validation/', { colorScheme: 'dark', hydrated: true });
    await page.getByRole('radio', { name: 'Light' }).click();
    await page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Dismiss announcement' }).click();
    const tabs = page.getByRole('tablist', { name: 'Code language' }).first();
    // The page's second language, so that the default cannot pass for the choice.
    const language = (await tabs.getByRole('tab').nth(1).textContent()) ?? '';
    expect(language).not.toBe('');
    await tabs.getByRole('tab', { name: language }).click();
    await eventually(() => tabs.getByRole('tab', { name: language }).getAttribute('aria-selected')).toBe('true');

    await page.goto(`${baseUrl()}/2025-10/webhooks/hmac-validation/`);
    await waitForHydration(page);
    await eventually(() => page.evaluate(() => document.documentElement.className)).toContain('light');
    await eventually(() => page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
    const archivedTabs = page.getByRole('tablist', { name: 'Code language' }).first();
    await eventually(() => archivedTabs.getByRole('tab', { name: language }).getAttribute('aria-selected')).toBe('true');
  });
});
