/**
 * Every generated curl and Node.js request sample of every operation (lib/samples/generated.ts: each
 * operation's default request and its named examples, as the reference and the guides' endpoint blocks
 * show them) sent for real to a mock of the API made
 * from the same document (Stoplight Prism, tests/support/prism-mock.ts), with only the sandbox base URL
 * rewritten to the mock's. Each must get the status the document gives for success: Prism checks the
 * path, the query, the API key header and the body against the document, so a sample that drifts from
 * it gets a 4xx here. curl runs in bash as readers paste it (uuidgen, which not every machine has, is a
 * stand-in on PATH); Node.js runs in this process with its own fetch, as an ES module would.
 * The optional fields' pages (`name="…"`, about 350 more requests, each the default body plus one field)
 * are left to the unit tests' stand-in (tests/unit/node-samples.test.ts), which checks those bodies
 * against the schema without a server: through Prism they would take this test from seconds to minutes.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApi } from '@/lib/openapi/document';
import type { ApiDocument } from '@/lib/openapi/api-document';
import { generatedSamples, type GeneratedSample } from '@/lib/samples/generated';
import { startPrism, type PrismMock } from '../support/prism-mock';

const run = promisify(execFile);
const tmp = path.resolve(import.meta.dirname, '../.tmp/sample-requests');
const API_KEY = 'sk_test_samples0000';

let api: ApiDocument;
let prism: PrismMock;
let sandbox: string;

beforeAll(async () => {
  [api, prism] = await Promise.all([loadApi(), startPrism()]);
  sandbox = api.servers?.[0]?.url ?? '';
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.join(tmp, 'bin'), { recursive: true });
  writeFileSync(path.join(tmp, 'bin/uuidgen'), '#!/bin/sh\ncat /proc/sys/kernel/random/uuid\n');
  chmodSync(path.join(tmp, 'bin/uuidgen'), 0o755);
  // curl reads its options from $CURL_HOME/.curlrc: print the status after the body, without touching the sample.
  writeFileSync(path.join(tmp, '.curlrc'), '--silent\n--write-out "\\nHTTP_STATUS=%{http_code}\\n"\n');
});

afterAll(async () => {
  await prism?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const onMock = (code: string) => {
  if (!code.includes(sandbox)) throw new Error(`the sample does not call ${sandbox}`);
  return code.split(sandbox).join(prism.url);
};

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

const expected = (sample: GeneratedSample) => Number(sample.view.responseStatus);
const ofOperations = (samples: GeneratedSample[]) => samples.filter((sample) => !sample.label.includes(' name="'));

describe('generated request samples against a mock of the API (Prism)', () => {
  it('every curl sample gets its documented success status', async () => {
    const samples = ofOperations(generatedSamples(api, 'bash'));
    const failures: string[] = [];
    await inBatches(samples, 4, async (sample) => {
      const { stdout } = await run('bash', ['-c', onMock(sample.code)], { env: { ...process.env, PATH: `${path.join(tmp, 'bin')}:${process.env.PATH ?? ''}`, HOME: tmp, CURL_HOME: tmp, PAYMORA_API_KEY: API_KEY }, timeout: 60_000 });
      const status = Number(/HTTP_STATUS=(\d+)/.exec(stdout)?.[1]);
      if (status !== expected(sample)) failures.push(`${sample.label}: ${status}, not ${expected(sample)}: ${stdout.slice(0, 400)}`);
    });
    expect(failures).toEqual([]);
    expect(new Set(samples.map((sample) => sample.view.operationId)).size).toBeGreaterThanOrEqual(20);
  });

  it('every Node.js sample gets its documented success status', async () => {
    const samples = ofOperations(generatedSamples(api, 'javascript'));
    const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => () => Promise<void>;
    vi.stubEnv('PAYMORA_API_KEY', API_KEY);
    const failures: string[] = [];
    try {
      for (const sample of samples) {
        const printed: unknown[][] = [];
        const log = vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => void printed.push(values));
        try {
          await new AsyncFunction(onMock(sample.code))();
        } finally {
          log.mockRestore();
        }
        if (printed[0]?.[0] !== expected(sample)) failures.push(`${sample.label}: printed ${JSON.stringify(printed).slice(0, 400)}`);
      }
    } finally {
      vi.unstubAllEnvs();
    }
    expect(failures).toEqual([]);
    expect(samples.length).toBeGreaterThanOrEqual(20);
  });
});
