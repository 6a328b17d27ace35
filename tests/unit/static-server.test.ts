import { describe, expect, it } from 'vitest';
import { contentTypeOf, resolveRequest } from '@/lib/static-server';

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

  it('names content types', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('x.unknown')).toBe('application/octet-stream');
  });
});
