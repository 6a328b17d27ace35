/**
 * Where `next build` writes what is its own: its default distDir (next.config.js sets none; a JS
 * config could not import this). Named once here for the steps that read it after the build, the
 * caches a CI keeps and the tools that clear it.
 */
import path from 'node:path';

export const NEXT_DIR = '.next';

/** `next build`'s list of the chunks each page loads (scripts/finalize-export.ts hints them). */
export const NEXT_BUILD_MANIFEST = path.join(NEXT_DIR, 'build-manifest.json');

/** The build's id, for when the export has none to read it from (lib/outputs/build-id.ts). */
export const NEXT_BUILD_ID = path.join(NEXT_DIR, 'BUILD_ID');
