/** The export as objects for a bucket: key, type, encoding, cache policy and the MD5 that S3 reports as ETag. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzip, isCompressible } from '../compression';
import { MANIFEST_FILE } from './build-manifest';
import { contentTypeOf } from '../static-server';

export interface LocalObject {
  key: string;
  file: string;
  /** MD5 and size of the bytes stored, which are gzipped when `contentEncoding` says so. */
  md5: string;
  size: number;
  contentType: string;
  contentEncoding: 'gzip' | null;
  cacheControl: string;
}

/** The bytes a bucket stores for an object: the file, gzipped when its type is compressible. */
export async function storedBody(object: Pick<LocalObject, 'file' | 'contentEncoding'>): Promise<Buffer> {
  const body = await readFile(object.file);
  return object.contentEncoding === 'gzip' ? gzip(body) : body;
}

/** The key website hosting answers unknown paths with. */
export const ERROR_DOCUMENT = '404.html';

/** @internal Exported for its unit test (knip --production). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** @internal Exported for its unit test (knip --production). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Files named by a hash of their content: `search/index.<hash>.json` and the like. */
const HASHED_SEARCH_FILE = /^search\/[^/]+\.[0-9a-f]{8,}\.json$/;

/**
 * Hashed build assets and search files never change under their name; HTML, the search pointer and the rest are checked on every visit.
 * @internal Exported for its unit test (knip --production).
 */
export function cacheControlFor(key: string): string {
  return key.startsWith('_next/static/') || HASHED_SEARCH_FILE.test(key) ? IMMUTABLE : REVALIDATE;
}

export function isHtml(object: Pick<LocalObject, 'contentType'>): boolean {
  return object.contentType.startsWith('text/html');
}

/**
 * Every file of the export, plus each `x/index.html` again under the key `x` (text/html): website
 * hosting looks `/x` up as the key `x`, so the route answers at `/x` as well as at `/x/`.
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
    const contentType = contentTypeOf(file);
    // The error document stays plain: website hosting answers with its body but need not send its Content-Encoding (s3rver does not).
    const contentEncoding: LocalObject['contentEncoding'] = isCompressible(contentType) && key !== ERROR_DOCUMENT ? 'gzip' : null;
    const body = await storedBody({ file, contentEncoding });
    const object = { key, file, md5: createHash('md5').update(body).digest('hex'), size: body.length, contentType, contentEncoding, cacheControl: cacheControlFor(key) };
    objects.push(object);
    if (key.endsWith('/index.html')) objects.push({ ...object, key: key.slice(0, -'/index.html'.length), contentType: 'text/html; charset=utf-8' });
  }
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}
