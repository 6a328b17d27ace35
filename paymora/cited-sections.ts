/**
 * The docs' sections that code points readers to (llms.txt's rules, the data checks' fixes), by route and
 * heading id ('' for the page itself), declared once so a renamed heading is fixed in one place.
 */
export const CITED_SECTIONS = {
  idempotency: ['/get-started/get-the-key', 'retry-safely-with-an-idempotency-key'],
  timeout: ['/resources/http-status-codes', 'a-timeout-is-not-a-failure'],
  rawBody: ['/webhooks/hmac-validation', 'use-the-raw-body'],
  constantTime: ['/webhooks/hmac-validation', 'compare-in-constant-time'],
  deliverySignature: ['/webhooks/hmac-validation', 'check-the-delivery-signature'],
  amounts: ['/resources/currencies-minor-units', 'how-to-write-an-amount'],
  keys: ['/get-started/get-the-key', 'keep-keys-on-the-server'],
  returnPage: ['/hosted-checkout/hosted-checkout-status', ''],
  errors: ['/resources/errors', 'the-error-response'],
} as const satisfies Record<string, readonly [string, string]>;

export type CitedSection = keyof typeof CITED_SECTIONS;

/** The section's site-relative link, as a page's Markdown writes it. */
export function sectionLink(name: CitedSection): string {
  const [route, heading] = CITED_SECTIONS[name];
  return heading ? `${route}#${heading}` : route;
}
