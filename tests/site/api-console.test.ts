/**
 * The built site's side of the API reference's "Try it" console: its data file sends to the API
 * document's sandbox server (PAYMORA_CONSOLE_BASE_URL unset), every page's policy lets the browser
 * connect to that origin and to nothing else new, and no byte of the console is in a page's export or
 * first load (it comes when a reader opens it: tests/browser/api-console.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { consoleDataOf } from '@/lib/console/data';
import { isRecord } from '@/lib/util/is-record';
import { firstLoadJs } from '@/tools/perf/site-figures';
import { outDir } from './built-search';
import { contentFile } from '@/lib/build/folders';

const document: unknown = parse(readFileSync(contentFile('api/openapi.yaml'), 'utf8'));
const servers = isRecord(document) && Array.isArray(document.servers) ? document.servers : [];
const sandbox: unknown = isRecord(servers[0]) ? servers[0].url : undefined;
const pages = ['api/payments/index.html', 'webhooks/hmac-validation/index.html', 'index.html'];
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

describe('the API console in the export', () => {
  it('sends to the API document’s sandbox server', () => {
    expect(typeof sandbox).toBe('string');
    expect(consoleDataOf(JSON.parse(read('api/console.json')))?.baseUrl).toBe(sandbox);
  });

  it.each(pages)('%s: the policy connects to the site and the sandbox origin only', (page) => {
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(read(page))?.[1] ?? '';
    expect(policy.split('; ').find((directive) => directive.startsWith('connect-src'))).toBe(`connect-src 'self' ${new URL(String(sandbox)).origin}`);
  });

  it('keeps the console out of the reference page’s HTML and first-load JavaScript', () => {
    const html = read('api/payments/index.html');
    expect(html).not.toContain('data-try-it');
    const withConsole = firstLoadJs(outDir, 'api/payments/index.html').files.filter((file) => /data-console|console\.apiKey|data-try-it/.test(read(file.file.replace(/^\//, ''))));
    expect(withConsole).toEqual([]);
  });
});
