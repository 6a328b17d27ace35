/**
 * The API reference's "Try it" console on the built site, against a mock of the API made from the same
 * document (Stoplight Prism on loopback, tests/support/prism-mock.ts). The built page's policy and the
 * console's base URL name the sandbox origin, so the test routes that origin to the mock inside the
 * browser (Playwright's page.route: route.fetch to the mock, route.fulfill with its answer) rather
 * than building the site a second time with PAYMORA_CONSOLE_BASE_URL set: the console, its data file
 * and the policy are the ones readers get. Checked: an answer of the mock is shown (status, headers,
 * body, time), with a new idempotency key each send; a wrong body's validation error from the mock is
 * shown; a network failure is explained; a live-looking key is refused and never stored or sent; the
 * key is kept in the tab's session storage only and gone once the tab is closed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { consoleDataOf } from '@/lib/console/data';
import { startPrism, type PrismMock } from '../support/prism-mock';
import { baseUrl, eventually, renderedByReact, test, type Open, type OpenOptions } from './support';

const data = consoleDataOf(JSON.parse(readFileSync(path.resolve('out/api/console.json'), 'utf8')));
if (!data) throw new Error('out/api/console.json is not the console data: build the site first');
const sandbox = data.baseUrl;
const TEST_KEY = 'sk_test_console0000';
const LIVE_KEY = `sk_live_${'a1B2'.repeat(6)}`;

let prism: PrismMock;
beforeAll(async () => {
  prism = await startPrism();
});
afterAll(async () => {
  await prism?.stop();
});

/** Requests the page made to the sandbox, answered by the mock, or failed as a network failure would. */
async function sandboxRoute(page: Page, mode: 'mock' | 'unreachable' = 'mock'): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${new URL(sandbox).origin}/**`, async (route) => {
    seen.push(route.request());
    // A request whose page has closed meanwhile has nothing left to answer.
    if (mode === 'unreachable') return route.abort('connectionrefused').catch(() => undefined);
    await route
      .fetch({ url: route.request().url().replace(sandbox, prism.url) })
      .then((response) => route.fulfill({ response }))
      .catch(() => undefined);
  });
  return seen;
}

/** The reference page of payments with createPayment's console open. */
async function openConsole(open: Open, mode: 'mock' | 'unreachable' = 'mock', options: OpenOptions = {}) {
  let requests: Request[] = [];
  const page = await open('/api/payments/', {
    hydrated: true,
    ...options,
    beforeLoad: async (p) => {
      await options.beforeLoad?.(p);
      requests = await sandboxRoute(p, mode);
    },
  });
  const toggle = page.locator('[data-try-it="createPayment"] [data-try-it-toggle]');
  await eventually(() => renderedByReact(toggle)).toBe(true);
  await toggle.click();
  const form = page.locator('[data-console="createPayment"]');
  await eventually(() => form.locator('[data-console-body]').count()).toBe(1);
  return { page, form, requests: () => requests };
}

describe('the API console', () => {
  test('sends the example request with the reader’s key and shows the mock’s answer, with a new idempotency key each send', async ({ open }) => {
    const { page, form, requests } = await openConsole(open);
    expect(await form.locator('[data-console-body-check]').textContent()).toContain('Matches the request schema');
    await form.locator('[data-console-key]').fill(TEST_KEY);
    await form.locator('[data-console-send]').click();
    await eventually(() => form.locator('[data-console-status]').textContent()).toMatch(/^201\b/);
    expect(await form.locator('[data-console-time]').textContent()).toMatch(/^\d+ ms$/);
    expect(await form.locator('[data-console-response-body]').textContent()).toContain('"id": "pay_');
    expect(await form.locator('[data-console-headers]').textContent()).toContain('content-type');
    await form.locator('[data-console-send]').click();
    await eventually(() => requests().length).toBe(2);
    const [first, second] = requests();
    expect(first?.headers()['x-api-key']).toBe(TEST_KEY);
    const keys = requests().map((request) => request.headers()['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    // The answer names the key it was sent with: the second answer, once it is in.
    await eventually(() => form.locator('[data-console-answer]').textContent()).toContain(keys[1]);
    expect(second?.url()).toBe(`${sandbox}/payments`);
    expect(page.url()).not.toContain(TEST_KEY);
  });

  test('fits a phone’s window in the dark theme, with the answer below the request', async ({ open }) => {
    const { page, form } = await openConsole(open, 'mock', { viewport: { width: 390, height: 844 }, beforeLoad: (p) => p.addInitScript(() => localStorage.setItem('theme', 'dark')) });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await form.locator('[data-console-key]').fill(TEST_KEY);
    await form.locator('[data-console-send]').click();
    await eventually(() => form.locator('[data-console-status]').textContent()).toMatch(/^201\b/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const box = await form.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });

  test('shows the mock’s validation error for a body that breaks the schema, which it flagged as the reader typed', async ({ open }) => {
    const { form } = await openConsole(open);
    await form.locator('[data-console-key]').fill(TEST_KEY);
    await form.locator('[data-console-body]').fill('{"reference": 42}');
    await eventually(() => form.locator('[data-console-body-check]').textContent()).toMatch(/reference: .*string/);
    await form.locator('[data-console-send]').click();
    await eventually(() => form.locator('[data-console-status]').textContent()).toMatch(/^422\b/);
    expect(await form.locator('[data-console-response-body]').textContent()).toContain('validation_error');
    expect(await form.locator('[data-console-headers]').textContent()).toContain('sl-violations');
  });

  test('explains a request that gets no answer, with what the sandbox must allow', async ({ open }) => {
    const { form, requests } = await openConsole(open, 'unreachable');
    await form.locator('[data-console-key]').fill(TEST_KEY);
    await form.locator('[data-console-send]').click();
    const failure = form.locator('[data-console-failure]');
    await eventually(() => failure.textContent()).toContain(`No answer from ${new URL(sandbox).origin}`);
    expect(await failure.textContent()).toContain('Access-Control-Allow-Origin');
    expect(requests()).toHaveLength(1);
  });

  test('refuses a key that looks live: says so, sends nothing and stores nothing', async ({ open }) => {
    const { page, form, requests } = await openConsole(open);
    await form.locator('[data-console-key]').fill(LIVE_KEY);
    await eventually(() => form.locator('[data-console-key-note]').textContent()).toContain('looks like a live key');
    await form.locator('[data-console-send]').click();
    await eventually(() => form.locator('[data-console-problems]').textContent()).toContain('looks like a live key');
    expect(requests()).toHaveLength(0);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain(LIVE_KEY);
  });

  test('keeps the key in the tab’s session storage only, out of every other request, and forgets it when the tab closes', async ({ newContext }) => {
    const context = await newContext();
    const page = await context.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(sandbox).origin)) elsewhere.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
    });
    const requests = await sandboxRoute(page);
    await page.goto(new URL('/api/payments/', baseUrl()).href);
    const toggle = page.locator('[data-try-it="getPayment"] [data-try-it-toggle]');
    await eventually(() => renderedByReact(toggle)).toBe(true);
    await toggle.click();
    const form = page.locator('[data-console="getPayment"]');
    await eventually(() => form.locator('[data-console-key]').count()).toBe(1);
    await form.locator('[data-console-key]').fill(TEST_KEY);
    await form.locator('[data-console-send]').click();
    await eventually(() => form.locator('[data-console-status]').textContent()).toMatch(/^200\b/);
    expect(requests[0]?.headers()['x-api-key']).toBe(TEST_KEY);
    expect(await page.evaluate(() => sessionStorage.getItem('console.apiKey'))).toBe(TEST_KEY);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(TEST_KEY);
    expect(elsewhere.filter((line) => line.includes(TEST_KEY))).toEqual([]);
    await page.close();
    const again = await context.newPage();
    await again.goto(new URL('/api/payments/', baseUrl()).href);
    expect(await again.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(TEST_KEY);
  });
});
