/**
 * s3rver answers GETs conditionally but ignores `If-None-Match: *` on PUT, which S3 honours since
 * 2024 and the deploy lock relies on. This loopback proxy in front of it adds exactly that: a
 * conditional PUT on an existing key gets S3's 412 PreconditionFailed; conditional PUTs are handled
 * one at a time, as S3 does for one key. Everything else passes through untouched.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface ConditionalProxy {
  endpoint: string;
  /** How many conditional PUTs were refused with 412 so far. */
  refused: () => number;
  close: () => Promise<void>;
}

function forward(upstream: URL, req: IncomingMessage, res: ServerResponse, body?: Buffer): void {
  const proxied = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  proxied.on('error', () => res.destroy());
  if (body) proxied.end(body);
  else req.pipe(proxied);
}

/** Whether the key of a path-style request (`/bucket/key`) exists, asked of s3rver with its own account. */
async function exists(upstream: URL, req: IncomingMessage): Promise<boolean> {
  const [, bucket = '', ...rest] = decodeURIComponent(new URL(req.url ?? '/', upstream).pathname).split('/');
  const client = new S3Client({ region: 'us-east-1', endpoint: upstream.origin, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: rest.join('/') }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

export async function startConditionalProxy(upstreamEndpoint: string): Promise<ConditionalProxy> {
  const upstream = new URL(upstreamEndpoint);
  let queue: Promise<void> = Promise.resolve();
  let refused = 0;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'PUT' || req.headers['if-none-match'] !== '*') {
      forward(upstream, req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      queue = queue.then(async () => {
        if (await exists(upstream, req)) {
          refused += 1;
          res.writeHead(412, { 'content-type': 'application/xml' });
          res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>');
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
