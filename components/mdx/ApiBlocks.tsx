/** The API blocks as one chunk: a page that renders one usually renders the other's parts too. */
export { Endpoint } from './Endpoint';
export { Parameter } from './Parameter';
export { StatusTable, WebhookEventReference } from './WebhookEvents';
