/**
 * The API reference in the export: its pages for each docs version, from that version's own document
 * (the archived one predates payment links), their Markdown copies, llms entries and search records,
 * which carry each operation's method, path and id.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentsFileUrl, parseSearchPointer, SEARCH_POINTER_URL } from '@/lib/search/index-location';
import { parseRecords } from '@/lib/search/split/format';
import { outDir } from './built-search';

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
