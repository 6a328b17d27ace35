/** Code blocks: highlighted at build time (C# included), tabs that remember the language, copy buttons. */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, eventually, test, waitForHydration } from './support';

/** Records the console errors and uncaught exceptions of a page into `errors`, as they happen. */
function recordErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

const clipboard = ['clipboard-read', 'clipboard-write'];

/** Once the body's controls are bound to its markup (components/DocBody.tsx). */
const bodyLive = (page: Page) => page.locator('[data-body-live]').waitFor();

const samplePage = '/webhooks/hmac-validation/';

describe('code blocks', () => {
  test('highlights C# in the HTML, before any script runs', async () => {
    const html = await (await fetch(new URL(samplePage, baseUrl()))).text();
    const csharp = /<pre[^>]*data-language="csharp"[^>]*>([\s\S]*?)<\/pre>/.exec(html);
    expect(csharp).not.toBeNull();
    const colours = new Set([...(csharp?.[1] ?? '').matchAll(/style="color:(#[0-9A-Fa-f]{6})/g)].map((m) => m[1]));
    expect(colours.size).toBeGreaterThan(3);
    expect(csharp?.[1]).toMatch(/--shiki-dark:#/);
  });

  test('shows one tab per language and remembers the choice across pages and reloads', async ({ open }) => {
    const page = await open(samplePage, { hydrated: true });
    const tabs = page.locator('[data-code-tabs]').first().getByRole('tab');
    await eventually(() => tabs.allTextContents()).toEqual(expect.arrayContaining(['C#', 'Node.js']));
    await tabs.filter({ hasText: 'C#' }).click();
    await eventually(() => tabs.filter({ hasText: 'C#' }).getAttribute('aria-selected')).toBe('true');
    const visibleLanguages = () => page.locator('[data-code-tabs] [role="tabpanel"]:not([hidden]) pre').evaluateAll((pres) => [...new Set(pres.map((p) => p.getAttribute('data-language')))]);
    // Every tab group on the page follows the choice, not only the one clicked.
    await eventually(visibleLanguages).toEqual(['csharp']);
    await page.reload();
    await waitForHydration(page);
    await eventually(() => page.locator('[data-code-tabs]').first().getByRole('tab', { name: 'C#' }).getAttribute('aria-selected')).toBe('true');
  });

  test('copies the code of a block to the clipboard', async ({ open }) => {
    const page = await open(samplePage, { permissions: clipboard, hydrated: true });
    const block = page.locator('[data-code-block]').filter({ has: page.locator('pre:visible') }).first();
    const code = (await block.locator('pre').textContent())?.trim() ?? '';
    expect(code.length).toBeGreaterThan(20);
    await block.getByRole('button', { name: 'Copy code' }).click();
    await eventually(async () => (await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  });

  test('binds the blocks of the body to their markup: a test card number copies, endpoint samples follow the chosen language', async ({ open }) => {
    const page = await open('/get-started/use-these-test-cards/', { permissions: clipboard, hydrated: true });
    const copy = page.getByRole('button', { name: 'Copy card number 4111 1111 1111 1111' });
    // The body is server markup React never runs: its controls work once they are bound to it (components/body/bodyControls.ts).
    await bodyLive(page);
    await copy.click();
    await page.getByRole('button', { name: 'Copied 4111 1111 1111 1111' }).waitFor();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe('4111111111111111');

    await page.goto(`${baseUrl()}/payment-gateway/modifications/capture/`);
    await waitForHydration(page);
    const endpoint = page.locator('[data-endpoint="capturePayment"]');
    const csharp = endpoint.getByRole('tab', { name: 'C#' });
    await bodyLive(page);
    // A tap before the controls are bound is the early-taps tests' subject; here the tab is tapped again until it is
    // chosen, so that a loaded machine does not fail this test on timing.
    await eventually(async () => {
      if ((await csharp.getAttribute('aria-selected')) !== 'true') await csharp.click();
      return endpoint.locator('[role="tabpanel"]:not([hidden]) pre').getAttribute('data-language');
    }, 'the C# sample shown').toBe('csharp');
    await eventually(() => endpoint.locator('[role="tabpanel"]:not([hidden]) pre').textContent()).toContain('HttpClient');
  });

  test('leaves the body to the server: React hydrates none of its elements, and a client-side navigation shows the next page’s body with its controls', async ({ open }) => {
    const page = await open(samplePage, { hydrated: true });
    const count = () =>
      page.locator('[data-search-content]').evaluate((body) => {
        const elements = [body, ...body.querySelectorAll('*')];
        return { elements: elements.length, react: elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length };
      });
    const loaded = await count();
    expect(loaded.elements).toBeGreaterThan(300);
    // The body's own element is React's (it holds the markup); nothing inside it is.
    expect(loaded.react).toBe(1);
    await bodyLive(page);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Configuration', exact: true }).click();
    await page.waitForURL(/\/webhooks\/configuration\/$/);
    await eventually(() => page.locator('[data-search-content] h2').first().textContent()).toBeTruthy();
    await eventually(() => page.locator('h1').textContent()).toBe('Webhook configuration');
    const tabs = page.locator('[data-search-content] [data-code-tabs]').first().getByRole('tab');
    await tabs.filter({ hasText: 'C#' }).click();
    await eventually(() => tabs.filter({ hasText: 'C#' }).getAttribute('aria-selected')).toBe('true');
    expect((await count()).react).toBe(1);
  });

  test('shows the blocks in place with JavaScript off: the server renders them in full', async ({ open }) => {
    const page = await open('/payment-gateway/modifications/capture/', { javaScriptEnabled: false });
    const order = await page.evaluate(() => {
      const endpoint = document.querySelector('[data-endpoint="capturePayment"]');
      const next = document.getElementById('what-happens-next');
      return endpoint && next ? endpoint.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order, 'the endpoint block comes before the next heading, not at the end of the document').toBeTruthy();
    await page.goto(`${baseUrl()}/get-started/use-these-test-cards/`);
    // JavaScript is off: after the load nothing changes the page, so one read is the whole check.
    expect(await page.getByRole('cell', { name: '4111 1111 1111 1111' }).isVisible()).toBe(true);
  });

  test('shows pages with data tables and endpoint blocks without a console error, on load and on client navigation', async ({ open }) => {
    const errors: string[] = [];
    const page = await open('/resources/errors/', { hydrated: true, beforeLoad: (p) => recordErrors(p, errors) });
    await bodyLive(page);
    await page.locator('article table[data-data-set]').first().waitFor();
    await page.getByRole('link', { name: 'Use these test cards' }).first().click();
    await page.getByRole('button', { name: 'Copy card number 4111 1111 1111 1111' }).waitFor();
    await page.goto(`${baseUrl()}/payment-gateway/modifications/refund/`);
    await waitForHydration(page);
    const nodeTab = page.locator('[data-endpoint="refundPayment"]').getByRole('tab', { name: 'Node.js' });
    await bodyLive(page);
    // This test is about console errors; a tap lost on a loaded machine is the early-taps tests' subject, so the tab is
    // tapped again until it is chosen.
    await eventually(async () => {
      if ((await nodeTab.getAttribute('aria-selected')) !== 'true') await nodeTab.click();
      return nodeTab.getAttribute('aria-selected');
    }, 'the Node.js tab chosen').toBe('true');
    expect(errors).toEqual([]);
  });

  test('shows pages with shared concepts without a console error, and a sibling link inside a concept navigates within the integration', async ({ open }) => {
    const errors: string[] = [];
    const page = await open('/payment-gateway/adyen-components/optional-parameters/delayed-capture/', { hydrated: true, beforeLoad: (p) => recordErrors(p, errors) });
    // The concept's link to manual capture points to the Adyen Components page, and the client navigation renders its concept.
    const link = page.locator('[data-concept="delayed-capture"]').getByRole('link', { name: 'manual capture' }).first();
    // Until the body's controls are bound, a click loads the next page in full instead of navigating in place.
    await bodyLive(page);
    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    await link.click();
    await page.waitForURL('**/payment-gateway/adyen-components/optional-parameters/manual-capture/');
    await page.locator('[data-concept="manual-capture"] h2#capture-within-the-window').waitFor();
    expect(await page.evaluate(() => 'beforeNavigation' in window), 'the link navigated in place, not by loading a new document').toBe(true);
    expect(errors).toEqual([]);
  });
});
