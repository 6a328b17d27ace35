/**
 * s3rver answers GETs conditionally but ignores `If-None-Match: *` and `If-Match` on PUT and DELETE,
 * which S3 honours and the deploy lock relies on. This loopback proxy in front of it adds exactly
 * that: a PUT with `If-None-Match: *` on an existing key, or with `If-Match` on another ETag, gets
 * S3's 412 PreconditionFailed (`If-Match` on a missing key 404); a DELETE with `If-Match` on another
 * ETag 412. Conditional requests are handled one at a time, as S3 does for one key. Everything else
 * passes through untouched. With `ignoreConditions` it passes those through too, as a store without
 * conditional writes would, to prove that the deploy refuses such a store.
 *
 * It also gives s3rver S3's read-after-write consistency. s3rver answers a PUT before its file is
 * written (its filesystem store resolves once the body has passed through, not once the write stream has
 * finished), so a GET right after could read an empty or cut object: under load the deploy then read its
 * own lock as unreadable. The proxy holds the answer to a PUT of deploy state until the key reads back whole.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface ConditionalProxy {
  endpoint: string;
  /** How many conditional PUTs were refused with 412 so far. */
  refused: () => number;
  close: () => Promise<void>;
}

/** Passes a request on to `upstream` and its answer back; the deploy tests' fault-injecting proxies use it too. */
export function forward(upstream: URL, req: IncomingMessage, res: ServerResponse, body?: Buffer): void {
  const proxied = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    const status = answer.statusCode ?? 502;
    const pass = () => {
      res.writeHead(status, answer.headers);
      answer.pipe(res);
    };
    if (body && req.method === 'PUT' && status === 200) void readsBackWhole(upstream, req, Number(req.headers['x-amz-decoded-content-length'] ?? body.length)).then(pass, pass);
    else pass();
  });
  proxied.on('error', () => res.destroy());
  if (body) proxied.end(body);
  else req.pipe(proxied);
}

const s3rverClient = (upstream: URL) => new S3Client({ region: 'us-east-1', endpoint: upstream.origin, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

/** The bucket and key of a path-style request (`/bucket/key`). */
function objectOf(upstream: URL, req: IncomingMessage) {
  const [, bucket = '', ...rest] = decodeURIComponent(new URL(req.url ?? '/', upstream).pathname).split('/');
  return { Bucket: bucket, Key: rest.join('/') };
}

/** Resolves once a GET of the PUT's key returns `length` bytes (s3rver finishes its write soon after it answers). */
async function readsBackWhole(upstream: URL, req: IncomingMessage, length: number): Promise<void> {
  const client = s3rverClient(upstream);
  try {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const stored = await client.send(new GetObjectCommand(objectOf(upstream, req))).catch(() => null);
      const bytes = stored ? ((await stored.Body?.transformToByteArray()) ?? new Uint8Array()) : null;
      if (bytes?.length === length) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    client.destroy();
  }
}

/**
 * A PUT of the deploy's state (`_deploy/`: the lock, live.json, build records), which it reads back, is
 * buffered so that its answer can wait for the key to read back whole. Pages, assets and the pages'
 * rollback copies (`_deploy/snapshots/`) pass straight through: a read-back of each of a real export's
 * 3,000 files made a deploy test six times slower.
 */
const isDeployState = (key: string) => key.startsWith('_deploy/') && !key.startsWith('_deploy/snapshots/');

function forwardBuffered(upstream: URL, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'PUT' || req.headers['x-amz-copy-source'] !== undefined || !isDeployState(objectOf(upstream, req).Key)) {
    forward(upstream, req, res);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => forward(upstream, req, res, Buffer.concat(chunks)));
}

/** The ETag of the key of a path-style request (`/bucket/key`), or null when it does not exist, asked of s3rver with its own account. */
async function etagOf(upstream: URL, req: IncomingMessage): Promise<string | null> {
  const client = s3rverClient(upstream);
  try {
    return (await client.send(new HeadObjectCommand(objectOf(upstream, req)))).ETag ?? null;
  } catch {
    return null;
  } finally {
    client.destroy();
  }
}

function answerError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export interface ProxyOptions {
  /** Forward conditional writes without their conditions, as a store that ignores them would. */
  ignoreConditions?: boolean;
}

export async function startConditionalProxy(upstreamEndpoint: string, options: ProxyOptions = {}): Promise<ConditionalProxy> {
  const upstream = new URL(upstreamEndpoint);
  let queue: Promise<void> = Promise.resolve();
  let refused = 0;
  const server: Server = createServer((req, res) => {
    const ifNoneMatch = req.headers['if-none-match'];
    const ifMatch = req.headers['if-match'];
    const conditional = (req.method === 'PUT' && (ifNoneMatch === '*' || ifMatch !== undefined)) || (req.method === 'DELETE' && ifMatch !== undefined);
    if (!conditional || options.ignoreConditions) {
      forwardBuffered(upstream, req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      queue = queue.then(async () => {
        const etag = await etagOf(upstream, req);
        if (req.method === 'PUT' && ifMatch !== undefined && etag === null) {
          answerError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          return;
        }
        if ((ifNoneMatch === '*' && etag !== null) || (ifMatch !== undefined && etag !== null && etag !== ifMatch)) {
          refused += 1;
          answerError(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
          return;
        }
        await new Promise<void>((resolve) => {
          res.on('finish', resolve);
          res.on('close', resolve);
          forward(upstream, req, res, Buffer.concat(chunks));
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, refused: () => refused, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
