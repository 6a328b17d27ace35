/** The page chrome: sidebar, table of contents, mobile menu, top bar. */
import { describe, expect } from 'vitest';
import { eventually, renderedByReact, test } from './support';

const docPage = '/webhooks/hmac-validation/';

describe('desktop at 1280 px', () => {
  test('shows the sidebar with the current page marked and its category open, and no menu button', async ({ open }) => {
    const page = await open(docPage);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await eventually(() => sidebar.isVisible()).toBe(true);
    const current = sidebar.locator('a[aria-current="page"]');
    await eventually(() => current.count()).toBe(1);
    await eventually(() => current.getAttribute('href')).toBe(docPage);
    await eventually(() => current.isVisible()).toBe(true);
    await eventually(() => sidebar.getByRole('button', { name: 'Collapse Webhooks' }).getAttribute('aria-expanded')).toBe('true');
    await eventually(() => page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false);
    await eventually(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });

  test('opens categories independently: opening one never collapses another', async ({ open }) => {
    const page = await open(docPage, { hydrated: true });
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('button', { name: 'Expand Resources' }).click();
    await sidebar.getByRole('button', { name: 'Expand Hosted checkout' }).click();
    for (const name of ['Webhooks', 'Resources', 'Hosted checkout']) {
      await eventually(() => sidebar.getByRole('button', { name: `Collapse ${name}` }).getAttribute('aria-expanded'), name).toBe('true');
    }
    // Resources is off this page's path: its items come from /nav/category/resources.json on first open.
    await sidebar.getByRole('link', { name: 'Errors', exact: true }).waitFor();
    await sidebar.getByRole('button', { name: 'Collapse Resources' }).click();
    await eventually(() => sidebar.getByRole('link', { name: 'Errors', exact: true }).isVisible()).toBe(false);
    await eventually(() => sidebar.getByRole('button', { name: 'Collapse Webhooks' }).isVisible()).toBe(true);
  });

  test('offers the category page when a category off the page path cannot be loaded', async ({ open }) => {
    const page = await open(docPage, { hydrated: true });
    await page.route('**/nav/**', (route) => route.abort());
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('button', { name: 'Expand Resources' }).click();
    await sidebar.getByText('Could not load this list.').waitFor();
    await sidebar.getByRole('link', { name: 'Open Resources' }).click();
    await page.waitForURL('**/category/resources/');
    await sidebar.getByRole('link', { name: 'Errors', exact: true }).waitFor();
  });

  test('lists h2 and h3 headings only in the table of contents, each pointing at a heading of the page', async ({ open }) => {
    const page = await open(docPage);
    const toc = page.getByRole('complementary', { name: 'Table of contents' });
    // The article's headings are server-rendered and never change; the table of contents is checked against them.
    const headings = await page.locator('article .prose :is(h2, h3)').evaluateAll((hs) => hs.map((h) => ({ href: `#${h.id}`, depth: h.tagName.slice(1) })));
    expect(headings.length).toBeGreaterThan(2);
    await eventually(() => toc.locator('a').evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href'), depth: a.getAttribute('data-depth') })))).toEqual(headings);
    // Settled (it equals the headings above), so a one-shot read is enough here.
    const listed = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const deeper = await page.locator('article .prose :is(h4, h5, h6)').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    for (const href of deeper) expect(listed).not.toContain(href);
  });

  test('follows the current heading while scrolling', async ({ open }) => {
    const page = await open(docPage, { hydrated: true });
    const toc = page.getByRole('complementary', { name: 'Table of contents' });
    const lastHref = await toc.locator('a').last().getAttribute('href');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(() => toc.locator('a[aria-current="location"]').getAttribute('href')).toBe(lastHref);
    const secondHref = await toc.locator('a').nth(1).getAttribute('href');
    await page.locator(secondHref ?? '#').scrollIntoViewIfNeeded();
    await page.evaluate((id) => document.getElementById(id.slice(1))?.scrollIntoView(), secondHref ?? '#');
    await eventually(() => toc.locator('a[aria-current="location"]').getAttribute('href')).toBe(secondHref);
  });

  test('opens a link in place on a click, and leaves Ctrl-click and middle-click to the browser', async ({ open }) => {
    const page = await open(docPage, { hydrated: true });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const link = sidebar.getByRole('link', { name: 'Configuration', exact: true });
    for (const click of [() => link.click({ modifiers: ['ControlOrMeta'] }), () => link.click({ button: 'middle' })]) {
      const opened = page.context().waitForEvent('page');
      await click();
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/webhooks/configuration/');
      await tab.close();
      expect(new URL(page.url()).pathname).toBe(docPage);
    }
    await link.click();
    await page.waitForURL(/\/webhooks\/configuration\/$/);
    await page.locator('h1', { hasText: 'Configuration' }).waitFor();
    // A full page load would have replaced the window, and with it the flag.
    await eventually(() => page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('has breadcrumbs, previous/next links, the contact link, the language dropdown and the footer', async ({ open }) => {
    const page = await open(docPage);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await eventually(() => crumbs.locator('a').allTextContents()).toEqual(['Home', 'Webhooks']);
    await eventually(() => page.getByRole('navigation', { name: 'Previous and next pages' }).locator('a').count()).toBe(2);
    await eventually(() => page.getByRole('link', { name: 'Contact developers' }).first().getAttribute('href')).toBe('mailto:developers@paymora.example');
    await page.locator('summary', { hasText: 'English' }).first().click();
    const languages = page.locator('details[open] ul a');
    await eventually(() => languages.allTextContents()).toEqual(['English']);
    const footer = page.getByRole('contentinfo');
    for (const fact of ['Paymora Payments Ltd', '1 Example Quay, London EX1 2MP, United Kingdom', 'support@paymora.example', '+44 20 7946 0000']) {
      await eventually(() => footer.textContent()).toContain(fact);
    }
  });
});

describe('narrow screens at 800 px', () => {
  test('moves the top-bar links and the sidebar into a side menu', async ({ open }) => {
    const page = await open(docPage, { viewport: { width: 800, height: 900 }, hydrated: true });
    await eventually(() => page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);
    await eventually(() => page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    await eventually(() => button.isVisible()).toBe(true);
    await button.click();
    // The drawer's code loads on first use, so it appears once that chunk is in.
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.waitFor({ state: 'visible' });
    // The whole height of the screen, not the top bar's (its backdrop blur once trapped the menu in it).
    await eventually(async () => (await menu.boundingBox())?.height).toBe(900);
    await eventually(() => menu.getByRole('link', { name: 'Webhook message' }).isVisible()).toBe(true);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close navigation menu');
    await eventually(() => menu.getByRole('link', { name: 'Payment gateway' }).first().isVisible()).toBe(true);
    await eventually(() => menu.locator('a[aria-current="page"]').getAttribute('href')).toBe(docPage);
    // Escape closes an open dropdown inside the menu first, then the menu, and focus goes back to its button.
    const versions = menu.locator('details[data-version-menu]');
    await versions.locator('summary').click();
    await eventually(() => versions.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Escape');
    await eventually(() => versions.getAttribute('open')).toBeNull();
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => menu.isVisible()).toBe(false);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation menu');
    // A link in the menu opens its page in place and closes the menu.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await button.click();
    await menu.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
    await page.waitForURL(/\/category\/webhooks\/$/);
    await menu.waitFor({ state: 'hidden' });
    await eventually(() => page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('keeps the desktop layout just above the 996 px breakpoint and the menu at it', async ({ open }) => {
    const wide = await open(docPage, { viewport: { width: 997, height: 800 } });
    await eventually(() => wide.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(false);
    const narrow = await open(docPage, { viewport: { width: 996, height: 800 } });
    await eventually(() => narrow.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(true);
  });
});

describe('category pages', () => {
  test('lists the children of a generated index with their descriptions', async ({ open }) => {
    const page = await open('/category/webhooks/');
    const cards = page.getByRole('list', { name: 'Pages in Webhooks' }).locator('a');
    await eventually(() => cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/webhooks/configuration/', '/webhooks/hmac-validation/', '/webhooks/webhook-message/']);
    for (const text of await cards.locator('p').allTextContents()) expect(text.length).toBeGreaterThan(40);
  });
});

describe('page actions', () => {
  test('copies the page as Markdown and says when it changed; no edit link when the build names no public repository', async ({ open }) => {
    const page = await open('/webhooks/hmac-validation/', { permissions: ['clipboard-read', 'clipboard-write'], hydrated: true });
    const copy = page.getByRole('button', { name: 'Copy page as Markdown' });
    // The page actions load as a chunk of their own after hydration (components/lazyPageParts.tsx).
    await eventually(() => renderedByReact(copy)).toBe(true);
    await copy.click();
    await page.getByRole('button', { name: 'Copied as Markdown' }).waitFor();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await eventually(clipboard).toMatch(/^# HMAC validation\n\n> Check that every webhook message/);
    expect(await clipboard()).toContain('## Compare in constant time');
    await eventually(() => page.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The tests' build sets no PAYMORA_EDIT_URL_BASE (lib/render/edit-link.ts): a link into a private host is a dead end.
    expect(await page.getByRole('link', { name: 'Edit this page' }).count()).toBe(0);
  });
});
