/**
 * The client timeouts the generated samples set (the API document's x-client-timeout-seconds, lib/openapi/endpoint.ts)
 * are the ones the time limits table tells readers to set (content/data/api-limits.json timeLimits): a row that names
 * a call ("POST /payments") holds it; a modification falls under the modifications row; every other call under the
 * row for every other call.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FOLDER, contentFile } from '@/lib/build/folders';
import { loadApi } from '@/lib/openapi/document';
import { endpointView } from '@/lib/openapi/endpoint';
import { allOperations } from '@/lib/openapi/operations';
import { sourceFiles } from '@/lib/site/generated-content';
import { requestSamples } from '@/lib/openapi/samples';
import { snippetLanguages, snippetSample } from '@/lib/openapi/snippets';

const limits = JSON.parse(readFileSync(contentFile('data/api-limits.json'), 'utf8')) as { timeLimits: { operations: string; clientTimeoutSeconds: number }[] };
const named = (method: string, path: string) => limits.timeLimits.find((row) => new RegExp(`\\b${method} ${path.replace(/[{}]/g, '\\$&')}(?![/\\w{])`).test(row.operations));
const modifications = limits.timeLimits.find((row) => row.operations.startsWith('Modifications'));
const others = limits.timeLimits.find((row) => row.operations.startsWith('Every'));

describe('client timeouts', () => {
  it('are those of the time limits table, for every operation', async () => {
    const api = await loadApi();
    if (!modifications || !others) throw new Error('api-limits.json lost its modifications row or its row for every other call');
    const wrong = allOperations(api)
      .filter((entry) => !entry.webhook)
      .flatMap((entry) => {
        const method = entry.method.toUpperCase();
        const row = named(method, entry.path) ?? (method === 'POST' && /^\/payments\/\{paymentId\}\/(captures|cancels|refunds|reversals|amount-adjustments)$/.test(entry.path) ? modifications : others);
        const seconds = endpointView(api, entry.id)?.clientTimeoutSeconds;
        return seconds === row.clientTimeoutSeconds ? [] : [`${method} ${entry.path}: ${String(seconds)} s, the table says ${row.clientTimeoutSeconds} s (${row.operations})`];
      });
    expect(wrong).toEqual([]);
  });

  it('are set by every hand-written curl call of the API', () => {
    const pages = ['docs', 'concepts'].flatMap((folder) => sourceFiles(CONTENT_FOLDER, folder, '.mdx'));
    const calls = pages.flatMap((file) => readFileSync(path.join(CONTENT_FOLDER, file), 'utf8').split('\n').filter((line) => /\bcurl\b.*https:\/\/api\.sandbox\.paymora\.example/.test(line)).map((line) => `${file}: ${line.trim()}`));
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.filter((call) => !/--max-time \d+/.test(call))).toEqual([]);
  });

  it('are set by every generated sample', async () => {
    const api = await loadApi();
    const view = endpointView(api, 'createPayment');
    if (!view) throw new Error('no createPayment');
    const code = [...requestSamples(view).map((sample) => sample.code), ...snippetLanguages.map((language) => snippetSample(view, language))];
    expect(code.map((sample) => /--max-time 30|TimeSpan\.FromSeconds\(30\)|AbortSignal\.timeout\(30000\)|timeout=30\)|'timeout' => 30,|Duration\.ofSeconds\(30\)/.test(sample))).toEqual(code.map(() => true));
  });
});
