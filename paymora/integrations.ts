/**
 * The integrations a shared concept can be rendered for (paymora/concepts.ts), with the folder of each
 * one's optional-parameter pages. No imports: the MDX components read it in the browser, and the
 * parser paymora/concepts.ts needs for its checks must stay out of the page's JavaScript.
 */

/** Every integration a concept can be rendered for, with the folder of its optional-parameter pages. */
const integrations = {
  'hosted-checkout': { label: 'Hosted checkout', optionsRoute: '/hosted-checkout/optional-parameters' },
  'paymora-components': { label: 'Paymora Components', optionsRoute: '/payment-gateway/paymora-components/optional-parameters' },
  'adyen-components': { label: 'Adyen Components', optionsRoute: '/payment-gateway/adyen-components/optional-parameters' },
  payments: { label: 'Payments API', optionsRoute: '/payment-gateway/payments/optional-parameters' },
  'payment-links': { label: 'Payment links API', optionsRoute: '/payment-gateway/payment-links/api/optional-parameters' },
} as const satisfies Record<string, { label: string; optionsRoute: string }>;

export type Integration = keyof typeof integrations;
export const integrationNames = Object.keys(integrations) as Integration[];

export function isIntegration(value: unknown): value is Integration {
  return typeof value === 'string' && Object.hasOwn(integrations, value);
}

/** `concepts/delayed-capture.mdx` → `delayed-capture`. */
export function conceptNameFromSourcePath(sourceFilePath: string): string {
  return sourceFilePath.replace(/^(?:versions\/[^/]+\/)?concepts\//, '').replace(/\.mdx$/, '');
}

/** The route a `<SiblingLink page="…">` of a concept points to for one integration (no page: the folder's index). */
export function siblingRoute(integration: Integration, page: string | null | undefined): string {
  const base = integrations[integration].optionsRoute;
  if (!page) return base;
  const [route = '', anchor] = page.split('#');
  return `${route ? `${base}/${route}` : base}${anchor ? `#${anchor}` : ''}`;
}
