/**
 * How object storage holds the export, written once for the two places that must agree on it: the
 * deploy, which stores each file (lib/deploy/files.ts), and the local server, which answers as the
 * bucket would (lib/deploy/static-server.ts). Website hosting sends a key's bytes with the type and encoding
 * it was stored with, so whatever the server answers here is what readers get from the bucket.
 */
import { contentType } from 'mime-types';
import { isCompressible } from './compression';

/** The key website hosting answers folder URLs with: `/x/` is `x/index.html`. */
export const INDEX_DOCUMENT = 'index.html';

/** The key website hosting answers unknown paths with, status 404. */
export const ERROR_DOCUMENT = '404.html';

/**
 * Where the deploy keeps its state (lock, live build, build records, rollback copies). Readers never
 * get it: the bucket policy denies it (README, Deploy) and `npm run serve` answers 404, as the bucket
 * should.
 */
export const DEPLOY_STATE_PREFIX = '_deploy/';

/** A key's Content-Type, from its extension (mime-types, with the charset for text). */
export function contentTypeOf(key: string): string {
  const extension = /\.[^./]+$/.exec(key)?.[0];
  return (extension && contentType(extension)) || 'application/octet-stream';
}

/**
 * Whether a key is stored gzipped. The error document stays plain: website hosting answers with its
 * body but need not send its Content-Encoding (s3rver does not), so a gzipped one could reach a
 * reader as bytes.
 */
export function storedEncoding(key: string): 'gzip' | null {
  return key !== ERROR_DOCUMENT && isCompressible(contentTypeOf(key)) ? 'gzip' : null;
}
