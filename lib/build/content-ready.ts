/**
 * The signal that the content is complete. `next build` starts beside Contentlayer (its compile needs
 * no content), so its workers must know when the content they read is whole: the content check writes
 * the site manifest as soon as it has read every page Contentlayer wrote (lib/site/manifest-file.ts),
 * and with this variable set, lib/site/generated-content.ts waits for that file before any read. Without
 * the variable nothing waits: a lone `next build` after `npm run content` and `npm run check:content`
 * reads the content at once.
 */
export const CONTENT_READY_ENV = 'PAYMORA_WAIT_FOR_CONTENT';

/** Relative to the project folder; the build removes it before Contentlayer starts. */
export const SITE_MANIFEST_FILE = '.contentlayer/site-manifest.json';
