/**
 * The API reference on the built site, at 1280 and 390 px in light and dark: the index lists every
 * operation of the API document (counted from the document), a resource page sets each operation's
 * request and response beside its fields on a wide screen and under them on a phone, without the page
 * scrolling sideways, and the downloads the index links answer.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { parse } from 'yaml';
import { baseUrl, eventually, renderedByReact, test } from './support';
import { contentFile } from '../../lib/build/folders';

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const apiDocument: unknown = parse(readFileSync(contentFile('api/openapi.yaml'), 'utf8'));
/** Every operationId of the document, paths and webhooks, read without the site's own code. */
function operationIds(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const groups = ['paths', 'webhooks'].map((key) => (value as Record<string, unknown>)[key]);
  return groups.flatMap((group) =>
    Object.values(typeof group === 'object' && group !== null ? group : {}).flatMap((item: unknown) =>
      methods.flatMap((method) => {
        const operation = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[method] : undefined;
        const id = typeof operation === 'object' && operation !== null ? (operation as Record<string, unknown>).operationId : undefined;
        return typeof id === 'string' ? [id] : [];
      }),
    ),
  );
}
const ids = operationIds(apiDocument);
/** The event types of the webhook message, in the document's order. */
const eventTypes = (apiDocument as { components: { schemas: { WebhookEventType: { enum: string[] } } } }).components.schemas.WebhookEventType.enum;

/** Where `second` stands to `first`: beside it (right of it, tops level) on a wide screen, under it (same left edge) on a phone. */
async function placement(first: Locator, second: Locator): Promise<'beside' | 'under' | 'elsewhere' | null> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) return null;
  if (b.x >= a.x + a.width && Math.abs(b.y - a.y) < 40) return 'beside';
  if (b.y >= a.y + a.height - 1 && Math.abs(b.x - a.x) < 2) return 'under';
  return 'elsewhere';
}

const screens = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const themes = ['light', 'dark'] as const;

describe('the API reference', () => {
  for (const viewport of screens) {
    for (const theme of themes) {
      const at = `${viewport.width} px, ${theme}`;
      const options = { viewport, hydrated: true, beforeLoad: (page: Page) => page.addInitScript((t) => localStorage.setItem('theme', t), theme) };

      test(`lists every operation of the document on its index (${at})`, async ({ open }) => {
        expect(ids.length).toBeGreaterThan(15);
        const page = await open('/api/', options);
        await eventually(() => page.evaluate(() => document.documentElement.classList.contains('dark')), 'the theme applied').toBe(theme === 'dark');
        await eventually(() => page.locator('[data-operation-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-operation-id'))), 'the operations listed').toEqual(expect.arrayContaining(ids));
        expect(await page.locator('[data-operation-id]').count()).toBe(ids.length);
        await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
      });

      test(`sets request and response ${viewport.width >= 997 ? 'beside' : 'under'} the fields of each operation (${at})`, async ({ open }) => {
        const page = await open('/api/payments/', options);
        const operation = page.locator('[data-operation="createPayment"]');
        await eventually(() => renderedByReact(operation)).toBe(true);
        const samples = operation.locator('[data-operation-samples]');
        await eventually(() => placement(operation.locator('[data-operation-fields]'), samples), 'the samples beside or under the fields').toBe(viewport.width >= 997 ? 'beside' : 'under');
        if (viewport.width >= 997) {
          // Scrolled into the operation, the samples stay in view (position: sticky).
          await page.locator('#createPayment').scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollBy(0, 900));
          await eventually(async () => {
            const box = await samples.boundingBox();
            return box !== null && box.y >= 0 && box.y < viewport.height / 2;
          }, 'the samples stay in view').toBe(true);
        }
        await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
        // The request in the six languages, in the synced tabs.
        const tabs = operation.getByRole('tablist', { name: 'Code language' }).first().getByRole('tab');
        await eventually(() => tabs.allTextContents()).toEqual(['curl', 'Node.js', 'C#', 'Python', 'PHP', 'Java']);
      });

      test(`has every webhook event on the Webhooks page, its example message ${viewport.width >= 997 ? 'beside' : 'under'} what it says (${at})`, async ({ open }) => {
        const page = await open('/api/webhooks/#event-payment-captured', options);
        const event = page.locator('[data-webhook-event="payment.captured"]');
        await eventually(() => renderedByReact(event)).toBe(true);
        await eventually(() => page.locator('[data-webhook-event]').evaluateAll((items) => items.map((item) => item.getAttribute('data-webhook-event'))), 'the events').toEqual(eventTypes);
        await eventually(() => placement(event.locator(':scope > div').first(), event.locator(':scope > div').nth(1)), 'the example beside or under the text').toBe(viewport.width >= 997 ? 'beside' : 'under');
        await eventually(() => event.getByRole('link', { name: 'POST /payments/{paymentId}/captures' }).getAttribute('href'), 'the call that leads to it').toBe('/api/modifications/#capturePayment');
        await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
      });
    }
  }

  test('links the downloads from the index and the API key page, and each answers 200', async ({ open }) => {
    const index = await open('/api/');
    const hrefs = await index.locator('[data-api-downloads] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/api/openapi.yaml', '/api/openapi.json', '/api/paymora.postman_collection.json']);
    const key = await open('/get-started/get-the-key/');
    for (const href of hrefs) {
      expect(await key.locator(`a[href="${href}"]`).count(), `the API key page links ${href}`).toBe(1);
      const response = await fetch(new URL(href ?? '', baseUrl()));
      expect(response.status, href ?? '').toBe(200);
    }
  });

  // A schema's long value list is written out at its first row on the page (lib/reference/schema-fold.ts); a
  // later row links there, and that row may sit in a response's closed section.
  test('leads from a folded row to the first row of its schema, opening the section that holds it', async ({ open }) => {
    const page = await open('/api/payments/', { hydrated: true });
    const target = page.locator('#field-RefusalReason');
    // The server's markup is replaced once the page's data is in: act on the rows React rendered.
    await eventually(() => renderedByReact(page.locator('[data-fold-values-of="field-RefusalReason"] a')), 'rows that link to it, rendered').toBe(true);
    // A link outside the sections that hold the first row: close those, open the link's own, as a reader finds them.
    const picked = await page.evaluate(() => {
      const sectionsOf = (element: Element | null) => {
        const found: HTMLDetailsElement[] = [];
        for (let details = element?.closest('details') ?? null; details; details = details.parentElement?.closest('details') ?? null) found.push(details);
        return found;
      };
      const held = sectionsOf(document.getElementById('field-RefusalReason'));
      const link = [...document.querySelectorAll('[data-fold-values-of="field-RefusalReason"] a')].find((candidate) => sectionsOf(candidate).every((details) => !held.includes(details)));
      if (!link) return false;
      link.setAttribute('data-picked', '');
      for (const details of held) details.open = false;
      for (const details of sectionsOf(link)) details.open = true;
      return held.length > 0;
    });
    expect(picked, 'a link outside the closed section of the first row').toBe(true);
    const link = page.locator('a[data-picked]');
    await eventually(() => link.getAttribute('href')).toBe('#field-RefusalReason');
    expect(await target.isVisible()).toBe(false);
    await link.click();
    await eventually(() => page.evaluate(() => location.hash)).toBe('#field-RefusalReason');
    await eventually(() => target.isVisible(), 'the first row, its section opened').toBe(true);
    await eventually(() => target.locator('[data-fold-part="values"]').first().isVisible(), 'its values').toBe(true);
  });

  test("opens an operation at its permalink, and a guide's endpoint block leads there", async ({ open }) => {
    const guide = await open('/payment-gateway/modifications/refund/', { hydrated: true });
    const link = guide.locator('[data-reference-link]').first();
    await eventually(() => link.getAttribute('href')).toBe('/api/modifications/#refundPayment');
    await link.click();
    await eventually(() => guide.evaluate(() => `${location.pathname}${location.hash}`)).toBe('/api/modifications/#refundPayment');
    await eventually(() => guide.locator('#refundPayment').isVisible()).toBe(true);
    const facts = guide.locator('[data-operation="refundPayment"] [data-operation-facts]');
    await eventually(() => facts.getByRole('link', { name: 'Refund' }).count(), 'the operation lists the guide that uses it').toBeGreaterThan(0);
  });
});
