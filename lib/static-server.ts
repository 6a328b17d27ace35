/**
 * Serves the export the way S3-style website hosting does, so tests see what readers will:
 * `/x/` is the key `x/index.html`; `/x` is the key `x`, and when only `x/index.html` exists the
 * reader is redirected to `/x/`; anything else is `404.html` with status 404. Compressible files go
 * out gzipped, as `npm run deploy` stores them (lib/compression.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip, constants } from 'node:zlib';
import { acceptsGzip, isCompressible } from './compression';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * @internal Exported for its unit test only (knip --production).
 */
export type Resolution =
  | { kind: 'file'; key: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/**
 * How object storage answers a path, given a way to ask whether a key exists.
 * @internal Exported for its unit test only (knip --production).
 */
export async function resolveRequest(pathname: string, exists: (key: string) => Promise<boolean>): Promise<Resolution> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  // No key of the export starts with `/` or holds `\`: answering them could only redirect to a
  // protocol-relative `//host/` (browsers read `\` as `/`).
  if (decoded.includes('\0') || decoded.split('/').includes('..') || decoded.startsWith('//') || decoded.includes('\\')) return { kind: 'not-found' };
  const key = decoded.endsWith('/') ? `${decoded.slice(1)}index.html` : decoded.slice(1);
  if (key !== '' && (await exists(key))) return { kind: 'file', key };
  if (!decoded.endsWith('/') && (await exists(`${decoded.slice(1)}/index.html`))) return { kind: 'redirect', location: `${decoded}/` };
  return { kind: 'not-found' };
}

export function createStaticServer(root: string): Server {
  const exists = async (key: string): Promise<boolean> => {
    try {
      return (await stat(path.join(root, key))).isFile();
    } catch {
      return false;
    }
  };
  return createServer((request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      // A request line no URL parser accepts (`//[`, `http://a:99999/`): refuse it, keep serving.
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    void resolveRequest(url.pathname, exists).then((resolution) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (resolution.kind === 'redirect') {
        response.writeHead(302, { Location: `${encodeURI(resolution.location)}${url.search}` }).end();
        return;
      }
      const status = resolution.kind === 'file' ? 200 : 404;
      const file = path.join(root, resolution.kind === 'file' ? resolution.key : '404.html');
      const contentType = contentTypeOf(file);
      // The bucket stores its error document plain (lib/deploy/files.ts): answer it the same way.
      const compressible = isCompressible(contentType) && resolution.kind === 'file';
      const gzipped = compressible && acceptsGzip(request.headers['accept-encoding']);
      response.writeHead(status, {
        'Content-Type': contentType,
        ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
        ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      const stream = createReadStream(file).on('error', () => response.end());
      if (gzipped) stream.pipe(createGzip({ level: constants.Z_BEST_COMPRESSION })).pipe(response);
      else stream.pipe(response);
    }).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
}
