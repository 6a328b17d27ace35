/** The export as objects for a bucket: key, type, encoding, cache policy, the stored bytes and their MD5 (S3's ETag). */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzip } from './compression';
import { contentTypeOf, storedEncoding } from './object-storage';
import { MANIFEST_FILE } from '../build/folders';

export interface LocalObject {
  key: string;
  /** The bytes to store, gzipped when `contentEncoding` says so: compressed once, for the MD5 and the upload. */
  body: Buffer;
  /** MD5 of `body`. */
  md5: string;
  contentType: string;
  contentEncoding: 'gzip' | null;
  cacheControl: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** @internal Exported for its unit test (knip --production). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Files named by a hash of their content: `search/documents.<hash>.json`, and the split index's
 * files in `search/<hash>/`, an archived docs version's in `search/<hash>/<version>/` (the hash covers
 * every one of them, lib/search/built-files.ts).
 */
const HASHED_SEARCH_FILE = /^search\/([^/]+\.[0-9a-f]{8,}\.json|[0-9a-f]{8,}\/(?:[^/]+\/)?[^/]+\.json)$/;

/**
 * Hashed build assets and search files never change under their name; HTML, the search pointer and the rest are checked on every visit.
 */
export function cacheControlFor(key: string): string {
  return key.startsWith('_next/static/') || HASHED_SEARCH_FILE.test(key) ? IMMUTABLE : REVALIDATE;
}

export function isHtml(object: Pick<LocalObject, 'contentType'>): boolean {
  return object.contentType.startsWith('text/html');
}

/**
 * Every file of the export under its own key, and nothing else: `x/index.html` answers `/x/`, and
 * website hosting redirects `/x` to `/x/` (302) because no key `x` exists, as `npm run serve` does.
 */
export async function localObjects(outDir: string): Promise<LocalObject[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const objects: LocalObject[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(outDir, file).split(path.sep).join('/');
    // The seal of the build is for the deploy, not for readers.
    if (key === MANIFEST_FILE) continue;
    const contentEncoding = storedEncoding(key);
    const raw = await readFile(file);
    const body = contentEncoding === 'gzip' ? gzip(raw) : raw;
    objects.push({ key, body, md5: createHash('md5').update(body).digest('hex'), contentType: contentTypeOf(key), contentEncoding, cacheControl: cacheControlFor(key) });
  }
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}
