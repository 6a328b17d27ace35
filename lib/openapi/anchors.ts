/**
 * Anchors of the API document's error codes and webhook events: the reference heads its sections with
 * them, and a site's own tables of codes and events set the same ids, so a link from either reaches the
 * other. Named once, here in the engine, for both.
 */

/** `payment_not_found` → `error-payment-not-found` (components/mdx/DataTables.tsx ErrorCodeTable). */
export const errorCodeAnchor = (code: string): string => `error-${code.replace(/_/g, '-')}`;

/** `payment.authorised` → `event-payment-authorised` (components/mdx/WebhookEvents.tsx). */
export const webhookEventAnchor = (type: string): string => `event-${type.replace(/[._]/g, '-')}`;

/**
 * The API reference's sections after a resource's operations when its webhooks send events (the site
 * manifest heads them, components/reference/ReferenceBody.tsx renders them): their headings and anchors.
 */
export const EVENT_SECTIONS = {
  retries: { text: 'Delivery and retries', id: 'retries' },
  events: { text: 'Events', id: 'events' },
} as const;
