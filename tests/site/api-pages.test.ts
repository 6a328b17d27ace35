/** Pages that render operations from the OpenAPI document show them in full, in the exported HTML. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outDir } from './built-search';

const pages: [string, string, string][] = [
  ['payment-gateway/modifications/capture', 'capturePayment', '/payments/{paymentId}/captures'],
  ['payment-gateway/modifications/cancel', 'cancelPayment', '/payments/{paymentId}/cancels'],
  ['payment-gateway/modifications/refund', 'refundPayment', '/payments/{paymentId}/refunds'],
  ['payment-gateway/modifications/reverse', 'reversePayment', '/payments/{paymentId}/reversals'],
  ['payment-gateway/modifications/adjust', 'adjustPaymentAmount', '/payments/{paymentId}/amount-adjustments'],
];

describe('API pages', () => {
  it.each(pages)('%s renders %s with its fields, samples and errors', (route, operation, apiPath) => {
    const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    expect(html).toContain(`data-endpoint="${operation}"`);
    expect(html).toContain(`aria-label="POST ${apiPath}"`);
    for (const language of ['bash', 'csharp', 'javascript']) expect(html, language).toContain(`data-language="${language}"`);
    expect(html).toContain('<code>merchantAccount</code>');
    expect(html).toContain('<code>invalid_api_key</code>');
    expect(html).toContain('Idempotency-Key');
  });
});
