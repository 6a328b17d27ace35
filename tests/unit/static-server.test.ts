import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import * as zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptsGzip } from '@/lib/deploy/compression';
import { contentTypeOf } from '@/lib/deploy/object-storage';
import { resolveRequest, serveExport } from '@/lib/deploy/static-server';
import { httpGet } from '../support/http-get';
import { OUT_FOLDER } from '@/lib/build/folders';

// The server gzips through a spy, to count how often it compresses a file.
vi.mock('node:zlib', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:zlib')>();
  const gzip = vi.fn(real.gzip);
  return { ...real, default: { ...real, gzip }, gzip };
});

const keys = new Set(['index.html', '404.html', 'webhooks/configuration/index.html', '_next/static/chunks/app-abc.js', 'favicon.svg']);
const exists = async (key: string) => keys.has(key);

describe('object-storage request resolution', () => {
  it('serves folders from index.html and files as they are', async () => {
    expect(await resolveRequest('/', exists)).toEqual({ kind: 'file', key: 'index.html' });
    expect(await resolveRequest('/webhooks/configuration/', exists)).toEqual({ kind: 'file', key: 'webhooks/configuration/index.html' });
    expect(await resolveRequest('/webhooks/configuration/index.html', exists)).toEqual({ kind: 'file', key: 'webhooks/configuration/index.html' });
    expect(await resolveRequest('/_next/static/chunks/app-abc.js', exists)).toEqual({ kind: 'file', key: '_next/static/chunks/app-abc.js' });
  });

  it('redirects a folder asked for without its slash, like S3 website hosting', async () => {
    expect(await resolveRequest('/webhooks/configuration', exists)).toEqual({ kind: 'redirect', location: '/webhooks/configuration/' });
  });

  it('answers not found for anything else, including traversal', async () => {
    expect(await resolveRequest('/webhooks/configuration.html', exists)).toEqual({ kind: 'not-found' });
    expect(await resolveRequest('/nope/', exists)).toEqual({ kind: 'not-found' });
    expect(await resolveRequest('/../etc/passwd', exists)).toEqual({ kind: 'not-found' });
    expect(await resolveRequest('/%E0%A4%A', exists)).toEqual({ kind: 'not-found' });
  });

  it("answers 404 for the deploy's state, as the bucket policy makes the bucket answer (probe L5)", async () => {
    const state = async (key: string) => key.startsWith('_deploy/');
    for (const pathname of ['/_deploy/live.json', '/_deploy/lock.json', '/_deploy/builds/abc.json', '/_deploy/snapshots/abc/index.html', '/_deploy/', '/_deploy', '/%5Fdeploy/live.json']) {
      expect(await resolveRequest(pathname, state), pathname).toEqual({ kind: 'not-found' });
    }
  });

  it('never redirects to a protocol-relative URL', async () => {
    // `/%2Fwebhooks` decodes to `//webhooks`; a redirect to `//webhooks/` would leave the site.
    for (const pathname of ['/%2Fwebhooks', '//webhooks', '/%5Cwebhooks', '/\\webhooks']) expect(await resolveRequest(pathname, async (key) => key === 'webhooks/index.html' || key === '/webhooks/index.html')).toEqual({ kind: 'not-found' });
  });

  it('names content types as mime-types does, with the charset of text', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('search/documents.0123456789ab.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeOf('og/webhooks.png')).toBe('image/png');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
    expect(contentTypeOf('webhooks/configuration')).toBe('application/octet-stream');
  });
});

/** The status line of a raw request, for request targets an HTTP client would refuse to send. */
const rawStatus = (port: number, target: string) =>
  new Promise<number>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });

describe('what the server refuses that the bucket would not have (probe L11)', () => {
  it('serves no symlink, in out/ or on the way, and no //host/path target', async () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'static-links-'));
    const root = path.join(base, OUT_FOLDER);
    mkdirSync(path.join(root, 'webhooks/configuration'), { recursive: true });
    writeFileSync(path.join(root, 'webhooks/configuration/index.html'), '<p>page</p>');
    writeFileSync(path.join(root, '404.html'), 'missing');
    writeFileSync(path.join(base, 'canary.txt'), 'outside the root');
    symlinkSync(path.join(base, 'canary.txt'), path.join(root, 'canary.txt'));
    symlinkSync(base, path.join(root, 'up'));
    symlinkSync(path.join(root, 'webhooks/configuration/index.html'), path.join(root, 'alias.html'));
    const server = await serveExport(root);
    try {
      for (const pathname of ['/canary.txt', '/up/canary.txt', '/up/out/webhooks/configuration/', '/alias.html']) {
        expect(await httpGet(`${server.origin}${pathname}`), pathname).toMatchObject({ status: 404, body: 'missing' });
      }
      expect(await httpGet(`${server.origin}/webhooks/configuration/`)).toMatchObject({ status: 200, body: '<p>page</p>' });
      const port = Number(new URL(server.origin).port);
      for (const target of ['//x/webhooks/configuration/', '//127.0.0.1/webhooks/configuration/?a=1']) expect(await rawStatus(port, target), target).toBe(404);
    } finally {
      await server.close();
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('compression, as deploy stores the files', () => {
  const get = async (origin: string, pathname: string, acceptEncoding?: string) => {
    const { headers, body } = await httpGet(`${origin}${pathname}`, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});
    return { encoding: headers['content-encoding'], vary: headers.vary, body };
  };

  it('gzips pages, scripts and JSON for clients that accept it, and leaves text for crawlers plain', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'static-gzip-'));
    mkdirSync(path.join(root, 'x'), { recursive: true });
    writeFileSync(path.join(root, 'x/index.html'), '<p>page</p>');
    writeFileSync(path.join(root, 'app.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(root, '404.html'), 'missing');
    const server = await serveExport(root);
    const { origin } = server;
    const port = Number(new URL(origin).port);
    try {
      expect(await get(origin, '/x/', 'gzip, deflate, br')).toEqual({ encoding: 'gzip', vary: 'Accept-Encoding', body: '<p>page</p>' });
      expect(await get(origin, '/app.js', 'gzip')).toMatchObject({ encoding: 'gzip', body: 'console.log(1)' });
      expect(await get(origin, '/x/')).toEqual({ encoding: undefined, vary: 'Accept-Encoding', body: '<p>page</p>' });
      expect(await get(origin, '/robots.txt', 'gzip')).toEqual({ encoding: undefined, vary: undefined, body: 'User-agent: *' });
      // The error document stays plain, as the bucket stores it.
      expect(await get(origin, '/nope/', 'gzip')).toEqual({ encoding: undefined, vary: undefined, body: 'missing' });
      // A request line no URL parser accepts gets 400, and the server keeps answering.
      for (const target of ['//[', 'http://[', '//a:b:c', 'http://a:99999/']) expect(await rawStatus(port, target), target).toBe(400);
      expect(await get(origin, '/x/', 'gzip')).toMatchObject({ body: '<p>page</p>' });
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('gzips a file once for all its requests, and again when it changes (probe L11)', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'static-gzip-once-'));
    const documents = path.join(root, 'documents.json');
    writeFileSync(documents, JSON.stringify({ records: 'x'.repeat(50_000) }));
    writeFileSync(path.join(root, '404.html'), 'missing');
    const server = await serveExport(root);
    vi.mocked(zlib.gzip).mockClear();
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => get(server.origin, '/documents.json', 'gzip')));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers[0]).toMatchObject({ encoding: 'gzip' });
      expect(vi.mocked(zlib.gzip)).toHaveBeenCalledTimes(1);
      writeFileSync(documents, '{"records": "new"}');
      utimesSync(documents, new Date(), new Date(Date.now() + 5000));
      expect(await get(server.origin, '/documents.json', 'gzip')).toMatchObject({ encoding: 'gzip', body: '{"records": "new"}' });
      expect(vi.mocked(zlib.gzip)).toHaveBeenCalledTimes(2);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads Accept-Encoding as HTTP defines it', () => {
    expect(['gzip', 'br, gzip;q=0.8', '*', 'deflate, gzip'].map(acceptsGzip)).toEqual([true, true, true, true]);
    expect([undefined, '', 'br', 'gzip;q=0', 'identity'].map(acceptsGzip)).toEqual([false, false, false, false, false]);
  });
});
