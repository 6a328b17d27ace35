/**
 * The current docs' name, in its own module so that browser code that needs only the name (search's
 * version filter) does not bundle the link resolution of version-links.ts.
 */
export const LATEST = 'latest';
