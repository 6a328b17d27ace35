/**
 * Queries with a known right first result on this site: the relevance bar for the local index. Here, not under
 * tests/, because the benchmarks (scripts/search-scale-bench.ts) rank them too, and no script imports test code.
 */
export const rankingCases: [query: string, expected: RegExp][] = [
  ['refund', /^\/payment-gateway\/modifications\/refund\/$/],
  ['refnud', /^\/payment-gateway\/modifications\/refund\/$/],
  ['webhok', /^\/(category\/)?webhooks\//],
  // Typos in the first letter (lost, swapped with the second) and in the second.
  ['efund', /^\/payment-gateway\/modifications\/refund\/$/],
  ['erfund', /^\/payment-gateway\/modifications\/refund\/$/],
  ['ebhook', /^\/(category\/)?webhooks\//],
  ['wbhook', /^\/(category\/)?webhooks\//],
  ['webhok signatur', /^\/(category\/)?webhooks\//],
  ['hmac signature', /^\/webhooks\/hmac-validation\//],
  ['test card', /^\/get-started\/use-these-test-cards\//],
  ['capture', /^\/payment-gateway\/modifications\/capture\/$|^\/api\/modifications\/#capturePayment$/],
  ['captur', /^\/payment-gateway\/modifications\/capture\/$|^\/api\/modifications\/#capturePayment$/],
  ['idempotency key', /^\/get-started\/get-the-key\/#retry-safely-with-an-idempotency-key$/],
  // The card that triggers it, or its row among the refusal reasons (a table row with an id is a record).
  ['insufficient_funds', /^\/get-started\/use-these-test-cards\/#test-card-numbers$|^\/resources\/errors\/#error-insufficient-funds$/],
  // Codes find their row: the error code's, the currency's.
  // Its row among the error codes, before the Adjust guide's section that lists when it is answered
  // (the code field of lib/search/ranking.ts), in any case.
  ['payment_not_adjustable', /^\/resources\/errors\/#error-payment-not-adjustable$/],
  ['PAYMENT_NOT_ADJUSTABLE', /^\/resources\/errors\/#error-payment-not-adjustable$/],
  ['JPY', /^\/resources\/currencies-minor-units\/#currency-jpy$/],
  ['4111 1111 1111 1111', /^\/get-started\/use-these-test-cards\/#test-card-numbers$/],
  ['minor units', /^\/resources\/currencies-minor-units\/$/],
  // The page or one of its sections: with stems ('pays' and 'pay' are one term) a section that says it often comes first.
  ['apple pay', /^\/resources\/apple-pay-test-go-live\/(#[\w-]+)?$/],
  ['disable token', /^\/payment-gateway\/payments\/disable-token\/$|^\/api\/tokens\/#disableToken$/],
  ['api key', /^\/get-started\/get-the-key\/$/],
  ['Paymora-Signature', /^\/webhooks\//],
  ['raw body', /^\/webhooks\/hmac-validation\/#use-the-raw-body$/],
  ['abandonUrl', /^\/hosted-checkout\/optional-parameters\/abandon-url\/(#[\w-]+)?$/],
  // The API reference's operations, by method and path, and by operation id.
  ['GET /payments', /^\/api\/payments\/#(listPayments|getPayment)$/],
  ['createCheckout', /^\/api\/hosted-checkout\/#createCheckout$/],
  ['refundPayment', /^\/api\/modifications\/#refundPayment$/],
  // Word forms (stemming, lib/search/ranking.ts): 'retry' finds the Retries section as 'retries' does.
  ['webhook retry', /^\/webhooks\/configuration\/#retries$/],
  ['webhook retries', /^\/webhooks\/configuration\/#retries$/],
  ['captured', /^\/payment-gateway\/modifications\/capture\/$|^\/api\/modifications\/#capturePayment$/],
  ['capturing', /^\/payment-gateway\/modifications\/capture\/$|^\/api\/modifications\/#capturePayment$/],
  ['refunds', /^\/payment-gateway\/modifications\/refund\/$/],
  // Synonyms and abbreviations (content/search/synonyms.json).
  // '3ds' alone names no task: either section headed 3-D Secure answers it (the result on a payment, or the
  // test cards that trigger it); what the case holds is that the abbreviation reaches them.
  ['3ds', /^\/get-started\/use-these-test-cards\/#test-3-d-secure$|^\/payment-gateway\/payments\/additional-details\/#the-3-d-secure-result$/],
  ['3ds test card', /^\/get-started\/use-these-test-cards\/#test-3-d-secure$/],
  ['notification', /^\/(category\/)?webhooks\//],
  ['chargeback', /^\/payment-gateway\/payment-lifecycle\/#disputes-and-chargebacks$/],
  ['pre-auth', /\/pre-authorization\//],
];

/**
 * Queries whose operation in the API reference must be among the first three results, where a guide
 * may rightly come first, or another operation on a longer path (the index matches words, not the
 * path as a phrase: `POST /checkouts` finds POST /checkouts/{checkoutId}/expire as well).
 * @internal Exported for its site test (knip --production).
 */
export const operationCases: [query: string, expected: string][] = [
  ['POST /checkouts', '/api/hosted-checkout/#createCheckout'],
  ['refund payment', '/api/modifications/#refundPayment'],
  ['GET /payments/{paymentId}', '/api/payments/#getPayment'],
  ['capture payment', '/api/modifications/#capturePayment'],
  ['POST /sessions', '/api/sessions/#createSession'],
];

/**
 * Word forms that must find what the word finds: the same first results, in the same order.
 * @internal Exported for its site test (knip --production).
 */
export const wordFormCases: [form: string, word: string][] = [
  ['captured', 'capture'],
  ['capturing', 'capture'],
  ['refunds', 'refund'],
  ['retry', 'retries'],
];
