/**
 * Queries a developer integrating Paymora would type, written once without looking at either index's
 * results and never used to tune ranking (the ranking cases are): each with the pages that answer it.
 * A query is answered when one of those pages is among the first three results. Typed as people type:
 * lower case, half words, a typo now and then, words from another provider's vocabulary.
 */
export const unseenQueries: [query: string, answers: RegExp][] = [
  ['how to refund a payment', /^\/payment-gateway\/modifications\/refund\//],
  ['partial refund', /^\/payment-gateway\/modifications\/refund\//],
  ['void authorization', /^\/payment-gateway\/modifications\/(cancel|reverse)\//],
  ['cancel payment', /^\/payment-gateway\/modifications\/(cancel|reverse)\//],
  ['capture later', /\/(delayed-capture|manual-capture)\/|^\/payment-gateway\/modifications\/capture\//],
  ['increase authorised amount', /^\/payment-gateway\/modifications\/adjust\/|\/pre-authorization\//],
  ['verify webhook signature', /^\/webhooks\/hmac-validation\//],
  ['webhook retries', /^\/webhooks\/configuration\//],
  // The configuration page lists the event types, and GET /events lists the events themselves.
  ['webhook events list', /^\/webhooks\/webhook-message\/|^\/webhooks\/configuration\/#(event-types|list-events)$/],
  ['sandbox api key', /^\/get-started\/get-the-key\//],
  ['declined test card', /^\/get-started\/use-these-test-cards\//],
  ['3ds test card', /^\/get-started\/use-these-test-cards\//],
  // A card verification stores a card for later charges without charging it (the recurring model pages).
  ['save card for later', /\/saved-cards\/|\/token-payment\/|\/tokenize-by-links\/|\/recurring-processing-model\/#card-verification$/],
  ['charge saved card', /^\/payment-gateway\/payments\/token-payment\//],
  ['subscription payments', /\/recurring-processing-model\/|\/token-payment\//],
  ['delete stored card', /^\/payment-gateway\/payments\/disable-token\//],
  ['checkout language', /\/culture\//],
  ['redirect after cancel', /\/abandon-url\/|\/return-url\//],
  ['link expiry', /\/expiry-date\//],
  ['send payment link by email', /^\/payment-gateway\/payment-links\//],
  // The API reference's operation answers it as well as the guide does.
  ['create payment link api', /^\/payment-gateway\/payment-links\/api\/create-payment-link\/|^\/api\/payment-links\/#createPaymentLink$/],
  ['checkout status', /\/(hosted-checkout-status|checkout-session-status)\//],
  ['drop-in component', /\/web-component\/|^\/payment-gateway\/components\//],
  ['encrypt card number', /^\/payment-gateway\/payments\/encrypted-card-data\//],
  ['3d secure redirect result', /^\/payment-gateway\/payments\/additional-details\//],
  ['amount in cents', /^\/resources\/currencies-minor-units\//],
  ['japanese yen decimals', /^\/resources\/currencies-minor-units\//],
  ['error 422', /^\/resources\/(http-status-codes|errors)\//],
  ['rate limit', /^\/resources\/(http-status-codes|errors)\/|^\/get-started\/get-the-key\//],
  ['shopify plugin', /^\/shopify\//],
  ['woocommerce install', /^\/woocommerce\//],
  ['apple pay domain verification', /^\/resources\/apple-pay-test-go-live\//],
  ['payment statuses', /^\/payment-gateway\/payment-lifecycle\/|\/(hosted-checkout-status|checkout-session-status)\//],
  ['klarna', /^\/get-started\/supported-payment-methods\//],
  ['which integration should i use', /^\/get-started\/what-connection-are-you-looking-for\/|^\/$/],
];
