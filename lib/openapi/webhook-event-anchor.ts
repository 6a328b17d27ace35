/** The id of an event's section on the event reference page: on its own, since the page's JavaScript carries it. */
export const webhookEventAnchor = (type: string): string => `event-${type.replace(/[._]/g, '-')}`;
