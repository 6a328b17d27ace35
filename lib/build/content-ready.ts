/**
 * The signal that Contentlayer's output is complete. `next build` starts beside Contentlayer (its
 * compile needs no content), so its workers must know when the content they read is whole: the build
 * script writes this file once `contentlayer2 build` has exited successfully, and passes its path to
 * next build in this variable (lib/generated-content.ts waits for it). Without the variable, nothing
 * waits: a lone `next build` after `npm run content` reads the content at once.
 */
export const CONTENT_READY_ENV = 'PAYMORA_CONTENT_READY';

/** Relative to the project folder; the build removes it before Contentlayer starts. */
export const CONTENT_READY_MARKER = '.contentlayer/complete';
