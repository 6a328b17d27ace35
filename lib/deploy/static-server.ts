/**
 * Serves the export the way S3-style website hosting does, so tests see what readers will:
 * `/x/` is the key `x/index.html`; `/x` is the key `x`, and when only `x/index.html` exists the
 * reader is redirected to `/x/` with a 302; anything else is `404.html` with status 404. Types and
 * encodings are the ones `npm run deploy` stores (lib/deploy/object-storage.ts).
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { acceptsGzip } from './compression';
import { contentTypeOf, DEPLOY_STATE_PREFIX, ERROR_DOCUMENT, INDEX_DOCUMENT, storedEncoding } from './object-storage';

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
  const key = decoded.endsWith('/') ? `${decoded.slice(1)}${INDEX_DOCUMENT}` : decoded.slice(1);
  // The deploy's state is denied to readers by the bucket policy (README, Deploy): answered as absent.
  if (`${key}/`.startsWith(DEPLOY_STATE_PREFIX)) return { kind: 'not-found' };
  if (key !== '' && (await exists(key))) return { kind: 'file', key };
  // What S3 website hosting does when `x/index.html` exists and no key `x` (the deploy stores none): 302 to `/x/`.
  if (!decoded.endsWith('/') && (await exists(`${decoded.slice(1)}/${INDEX_DOCUMENT}`))) return { kind: 'redirect', location: `${decoded}/` };
  return { kind: 'not-found' };
}

const gzipBytes = promisify(gzip);

/**
 * Each file's gzipped bytes, made once per version of the file (its size and mtime) and shared by the
 * requests that come meanwhile: gzip at level 9 on every request cost 55 s and 1 GB of memory for
 * 2,000 requests of the search documents (probe L11). The bucket stores them gzipped once too.
 */
function gzipCache(): (file: string) => Promise<Buffer> {
  const cache = new Map<string, { version: string; bytes: Promise<Buffer> }>();
  return async (file) => {
    const { size, mtimeMs } = await stat(file);
    const version = `${size}:${mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.bytes;
    const bytes = readFile(file).then((raw) => gzipBytes(raw, { level: constants.Z_BEST_COMPRESSION }));
    cache.set(file, { version, bytes });
    bytes.catch(() => cache.delete(file));
    return bytes;
  };
}

function createStaticServer(root: string): Server {
  const realRoot = realpath(root).catch(() => path.resolve(root));
  // A key is served only as a regular file under the root: never through a symlink (the deploy skips
  // them, so the bucket would not have it), never outside the root (out/passwd.txt -> /etc/passwd).
  const exists = async (key: string): Promise<boolean> => {
    try {
      const full = path.join(root, key);
      const [real, inside] = await Promise.all([realpath(full), realRoot]);
      // The real path is the named one only when no part of the way is a symlink.
      return real === path.join(inside, key) && (await stat(real)).isFile();
    } catch {
      return false;
    }
  };
  const gzipped = gzipCache();
  return createServer((request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      // A request line no URL parser accepts (`//[`, `http://a:99999/`): refuse it, keep serving.
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    // `//host/path` is a path to the bucket (no key starts with `/`), not an authority: not found.
    const target = request.url ?? '/';
    const pathname = target.startsWith('//') ? (target.split('?')[0] ?? target) : url.pathname;
    void resolveRequest(pathname, exists).then(async (resolution) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (resolution.kind === 'redirect') {
        response.writeHead(302, { Location: `${encodeURI(resolution.location)}${url.search}` }).end();
        return;
      }
      const status = resolution.kind === 'file' ? 200 : 404;
      const key = resolution.kind === 'file' ? resolution.key : ERROR_DOCUMENT;
      const file = path.join(root, key);
      // Gzipped as the bucket stores it (lib/deploy/object-storage.ts), for every client that accepts it.
      const stored = storedEncoding(key);
      const gzip = stored === 'gzip' && acceptsGzip(request.headers['accept-encoding']);
      const body = gzip && request.method === 'GET' ? await gzipped(file) : null;
      response.writeHead(status, {
        'Content-Type': contentTypeOf(key),
        ...(stored ? { Vary: 'Accept-Encoding' } : {}),
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      if (request.method === 'HEAD') response.end();
      else if (body) response.end(body);
      else createReadStream(file).on('error', () => response.end()).pipe(response);
    }).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
}

export interface ServedExport {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

/** Serves an export on loopback: on a free port by default (tests, benchmarks, screenshots), or on `port`. */
export async function serveExport(root: string, port = 0): Promise<ServedExport> {
  const server = createStaticServer(root);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`The server for ${root} is not listening on a TCP port`);
  return { origin: `http://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
