/** Pages that render operations from the OpenAPI document show them in full, in the exported HTML. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outDir } from './built-search';

const pages: [string, string, string][] = [
  ['hosted-checkout/basic-checkout-request', 'createCheckout', 'POST /checkouts'],
  ['hosted-checkout/hosted-checkout-status', 'getCheckout', 'GET /checkouts/{checkoutId}'],
  ['payment-gateway/payment-links/api/create-payment-link', 'createPaymentLink', 'POST /payment-links'],
  ['payment-gateway/payment-links/api/get-payment-links', 'listPaymentLinks', 'GET /payment-links'],
  ['payment-gateway/payment-links/api/get-payment-link-details', 'getPaymentLink', 'GET /payment-links/{linkId}'],
  ['payment-gateway/payment-links/api/update-payment-link', 'updatePaymentLink', 'PATCH /payment-links/{linkId}'],
  ['payment-gateway/payment-links/api/disable-payment-link', 'disablePaymentLink', 'POST /payment-links/{linkId}/disable'],
  ['payment-gateway/modifications/capture', 'capturePayment', 'POST /payments/{paymentId}/captures'],
  ['payment-gateway/modifications/cancel', 'cancelPayment', 'POST /payments/{paymentId}/cancels'],
  ['payment-gateway/modifications/refund', 'refundPayment', 'POST /payments/{paymentId}/refunds'],
  ['payment-gateway/modifications/reverse', 'reversePayment', 'POST /payments/{paymentId}/reversals'],
  ['payment-gateway/modifications/adjust', 'adjustPaymentAmount', 'POST /payments/{paymentId}/amount-adjustments'],
];

describe('API pages', () => {
  it.each(pages)('%s renders %s with its fields, samples and errors', (route, operation, methodAndPath) => {
    const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    expect(html).toContain(`data-endpoint="${operation}"`);
    expect(html).toContain(`aria-label="${methodAndPath}"`);
    for (const language of ['bash', 'csharp', 'javascript']) expect(html, language).toContain(`data-language="${language}"`);
    expect(html).toContain('<code>X-Api-Key</code>');
    expect(html).toContain('<code>invalid_api_key</code>');
    if (methodAndPath.startsWith('POST')) expect(html).toContain('<code>Idempotency-Key</code>');
  });
});
