/**
 * Object storage sends a file exactly as stored: it never compresses on the fly. So the files a page
 * loads (HTML, scripts, styles, JSON, SVG) are stored gzipped with `Content-Encoding: gzip`, which
 * every browser accepts, and the local server answers the same way. Text meant for crawlers and
 * agents (robots.txt, sitemap.xml, llms.txt, the Markdown copies) stays plain, for HTTP clients
 * that do not ask for compression.
 */
import { gzipSync } from 'node:zlib';

const compressedTypes = ['text/html', 'text/javascript', 'text/css', 'application/json', 'application/manifest+json', 'image/svg+xml'];

export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim() ?? '';
  return compressedTypes.includes(type);
}

/** The bytes to store: gzip at its best level, deterministic (no file name or time in the header), so an unchanged file keeps its ETag. */
export function gzip(body: Buffer): Buffer {
  return gzipSync(body, { level: 9 });
}

/** Whether a request's Accept-Encoding header takes gzip (`gzip`, `gzip;q=0.8`, `*`; not `gzip;q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([coding, ...params]) => (coding === 'gzip' || coding === '*') && !params.some((p) => /^q=0(\.0*)?$/.test(p.trim())));
}
