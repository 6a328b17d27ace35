/**
 * The API reference in the export: its pages for each docs version, from that version's own document
 * (the archived one predates payment links), their Markdown copies, llms entries and search records,
 * which carry each operation's method, path and id.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { documentsFileUrl, parseSearchPointer, SEARCH_POINTER_URL } from '@/lib/search/index-location';
import { parseRecords } from '@/lib/search/split/format';
import { isRecord } from '@/lib/util/is-record';
import { resourceContentOf } from '@/lib/reference/deferred-content';
import { outDir } from './built-search';
import { contentFile } from '@/lib/build/folders';

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const documentsFile = () => {
  const version = parseSearchPointer(JSON.parse(read(SEARCH_POINTER_URL.slice(1))));
  if (!version) throw new Error('search/latest.json names no search files');
  return parseRecords(JSON.parse(read(documentsFileUrl(version).slice(1))), 'the documents file');
};

describe('the API reference in the export', () => {
  it('has an index and a page per resource in the latest docs, with payment links', () => {
    for (const route of ['api', 'api/hosted-checkout', 'api/payments', 'api/modifications', 'api/payment-links', 'api/webhooks']) {
      expect(existsSync(path.join(outDir, route, 'index.html')), route).toBe(true);
      expect(existsSync(path.join(outDir, route, 'index.md')), `${route}/index.md`).toBe(true);
    }
    expect(read('api/index.html')).toContain('data-operation-id="createPaymentLink"');
  });

  it('writes a resource page’s operations once into its HTML: its page data names its data file, which holds them all', () => {
    for (const route of ['api/payments', '2025-10/api/payments']) {
      const html = read(`${route}/index.html`);
      const nextData: unknown = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
      const inline = resourceContentOf({ pageProps: isRecord(nextData) && isRecord(nextData.props) ? nextData.props.pageProps : null });
      expect(inline, route).toBeNull();
      const dataUrl = /"dataUrl":"(\/_next\/data\/[^"]+\.json)"/.exec(html)?.[1];
      expect(dataUrl, route).toMatch(new RegExp(`/${route}\\.json$`));
      const content = resourceContentOf(JSON.parse(read((dataUrl ?? '').slice(1))));
      const shown = [...html.matchAll(/data-operation="([^"]+)"/g)].map((m) => m[1]);
      expect(shown.length, route).toBeGreaterThan(3);
      expect(content?.operations.map((operation) => operation.id), route).toEqual(shown);
    }
  });

  it("builds an archived version's reference from its own document: no payment-links operation anywhere in it", () => {
    expect(existsSync(path.join(outDir, '2025-10/api/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '2025-10/api/payments/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '2025-10/api/payment-links/index.html'))).toBe(false);
    const index = read('2025-10/api/index.html');
    expect(index).toContain('data-operation-id="createPayment"');
    for (const id of ['createPaymentLink', 'listPaymentLinks', 'getPaymentLink', 'updatePaymentLink', 'disablePaymentLink']) expect(index, id).not.toContain(id);
    expect(index).toContain('href="/2025-10/api/openapi.yaml"');
  });

  it('lists the reference in llms.txt and in the archived llms.txt', () => {
    expect(read('llms.txt')).toMatch(/^## API reference\n\n- \[API reference\]\(https:\/\/[^)]+\/api\/\)[\s\S]*\n- \[Payments\]\([^)]+\/api\/payments\/\)/m);
    expect(read('2025-10/llms.txt')).toMatch(/\[Payments\]\([^)]+\/2025-10\/api\/payments\/\)/);
  });

  it("gives each operation a search record under 'API reference' that carries its method, path and id", () => {
    const records = documentsFile().filter((record) => record.version === 'latest' && record.url.startsWith('/api/'));
    const refund = records.find((record) => record.url === '/api/modifications/#refundPayment');
    expect(refund?.hierarchy.lvl0).toBe('API reference');
    expect(refund?.hierarchy.lvl2).toMatch(/^Refund a payment POST \/payments\/\{paymentId\}\/refunds$/);
    expect(refund?.content).toMatch(/^# refundPayment /);
    expect(refund?.content).not.toContain('Copy as cURL');
  });
});

describe('the event reference in the export (/api/webhooks/)', () => {
  const document = parse(readFileSync(contentFile('api/openapi.yaml'), 'utf8')) as { components: { schemas: { WebhookEventType: { enum: string[] } } } };
  const types = document.components.schemas.WebhookEventType.enum;
  const anchor = (type: string) => `event-${type.replace(/[._]/g, '-')}`;

  it('has a section for every event of the document, with its example message, and the retry schedule once', () => {
    const html = read('api/webhooks/index.html');
    expect(types.length).toBeGreaterThan(20);
    for (const type of types) {
      expect(html, type).toContain(`id="${anchor(type)}"`);
      expect(html, type).toContain(`data-webhook-event="${type}"`);
    }
    expect(html.match(/data-webhook-retries/g)?.length).toBe(1);
    expect(html.match(/data-data-set="webhookRetries"/g)?.length).toBe(1);
  });

  it("gives each event a search record under 'API reference', a heading of the Markdown copy and a table of contents entry", () => {
    const records = documentsFile().filter((record) => record.version === 'latest' && record.url.startsWith('/api/webhooks/#event-'));
    expect(records.map((record) => record.url).sort()).toEqual(types.map((type) => `/api/webhooks/#${anchor(type)}`).sort());
    const captured = records.find((record) => record.url === '/api/webhooks/#event-payment-captured');
    expect(captured?.hierarchy.lvl0).toBe('API reference');
    expect(captured?.content).toMatch(/captured/);
    const markdown = read('api/webhooks/index.md');
    for (const type of types) expect(markdown, type).toContain(`### \`${type}\``);
    expect(markdown).toContain('## Delivery and retries');
    expect(markdown).toMatch(/POST \/payments\/\{paymentId\}\/captures/);
  });

  it('links each operation to the events it leads to on that page', () => {
    expect(read('api/modifications/index.html')).toContain('href="/api/webhooks/#event-payment-captured"');
  });
});
