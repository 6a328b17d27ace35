import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { contentFile } from '../lib/build/folders';

/**
 * Every route of the client's specification (its route table), written out by hand: the independent
 * list the built site is checked against ({product} = paymora).
 */
const families = ['paymora-components', 'adyen-components'] as const;
const familyParams = ['delayed-capture', 'expiry-date', 'manual-capture', 'pre-authorization', 'recurring-processing-model', 'saved-cards'];

export const specDocRoutes: string[] = [
  ...['get-the-key', 'supported-payment-methods', 'use-these-test-cards', 'what-connection-are-you-looking-for'].map((p) => `/get-started/${p}`),
  ...['basic-checkout-request', 'hosted-checkout-status', 'optional-parameters'].map((p) => `/hosted-checkout/${p}`),
  ...[
    'abandon-url',
    'culture',
    'delayed-capture',
    'expiry-date',
    'items-list',
    'manual-capture',
    'pre-authorization',
    'recurring-processing-model',
    'saved-cards',
    'shopper-contact',
    'theme',
  ].map((p) => `/hosted-checkout/optional-parameters/${p}`),
  '/payment-gateway/payment-lifecycle',
  '/payment-gateway/components',
  ...families.flatMap((family) => [
    ...['basic-session-request', 'checkout-session-status', 'web-component', 'optional-parameters'].map((p) => `/payment-gateway/${family}/${p}`),
    ...[...familyParams, ...(family === 'paymora-components' ? ['culture'] : [])].map((p) => `/payment-gateway/${family}/optional-parameters/${p}`),
  ]),
  ...['adjust', 'cancel', 'capture', 'refund', 'reverse'].map((p) => `/payment-gateway/modifications/${p}`),
  ...['token-payment', 'additional-details', 'disable-token', 'encrypted-card-data'].map((p) => `/payment-gateway/payments/${p}`),
  '/payment-gateway/payments/optional-parameters',
  ...['delayed-capture', 'manual-capture', 'pre-authorization'].map((p) => `/payment-gateway/payments/optional-parameters/${p}`),
  '/payment-gateway/payment-links/overview',
  ...['overview', 'pay-by-links', 'tokenize-by-links'].map((p) => `/payment-gateway/payment-links/merchant-portal/${p}`),
  ...['create-payment-link', 'get-payment-links', 'get-payment-link-details', 'update-payment-link', 'disable-payment-link'].map(
    (p) => `/payment-gateway/payment-links/api/${p}`,
  ),
  '/payment-gateway/payment-links/api/optional-parameters',
  ...['culture', 'description', 'expiry-date', 'return-url', 'sales-count', 'shopper-infos', 'theme'].map((p) => `/payment-gateway/payment-links/api/optional-parameters/${p}`),
  ...['apple-pay-test-go-live', 'currencies-minor-units', 'errors', 'http-status-codes'].map((p) => `/resources/${p}`),
  '/shopify/overview',
  '/woocommerce/overview',
  ...['configuration', 'hmac-validation', 'webhook-message'].map((p) => `/webhooks/${p}`),
];

const specCategorySlugs = [
  'lets-get-started',
  'hosted-checkout',
  'payment-gateway',
  'modifications',
  'payments',
  'paymora-components',
  'adyen-components',
  'payment-links',
  'merchant-portal',
  'api',
  'shopify',
  'woocommerce',
  'webhooks',
  'resources',
];

export const specRoutes: string[] = ['/', ...specDocRoutes, ...specCategorySlugs.map((slug) => `/category/${slug}`)];

/**
 * The API reference's routes, beside the specification's (issue 29): its index, a page per tag of
 * the API document that an operation uses, read from the document here rather than from the site's code,
 * and the changelog (what changed between docs versions).
 */
export function referenceRoutes(): string[] {
  const document: unknown = parse(readFileSync(contentFile('api/openapi.yaml'), 'utf8'));
  const text = JSON.stringify(document);
  const tags = typeof document === 'object' && document !== null && 'tags' in document && Array.isArray(document.tags) ? document.tags : [];
  const names = tags.flatMap((tag: unknown) => (typeof tag === 'object' && tag !== null && 'name' in tag && typeof tag.name === 'string' ? [tag.name] : []));
  // A tag is used when some operation lists it: `"tags":["Payments"]` in the document as JSON.
  const used = names.filter((name) => text.includes(`"tags":[${JSON.stringify(name)}]`));
  return ['/api', ...used.map((name) => `/api/${name.toLowerCase().replace(/\s+/g, '-')}`), '/api/changelog'];
}
