/**
 * Anchors that one page gives its rows and others link to: the errors page's error codes and the
 * webhook message page's events. Named once, for the tables that set them and the API reference
 * that links to them.
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
