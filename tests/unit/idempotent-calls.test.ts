/**
 * Which write calls take an Idempotency-Key (issue 27, fresh review 14b L6): the API document's parameters decide, and
 * the two sentences that name them (the document's info.description and the key guide) are held to it here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFile } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, contentFile(file)), 'utf8');

interface Operation {
  parameters?: { $ref?: string }[];
  responses?: Record<string, { $ref?: string; 'x-error-codes'?: string[] }>;
}

/** `METHOD /path` of every operation of the document, with whether it takes the shared Idempotency-Key parameter. */
function calls(): { call: string; method: string; takesKey: boolean; responses: NonNullable<Operation['responses']> }[] {
  const document = parse(read('api/openapi.yaml')) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${route}`,
        method,
        takesKey: (operation.parameters ?? []).some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey'),
        responses: operation.responses ?? {},
      })),
  );
}

const sentence = 'Every POST, PATCH /payment-links/{linkId} and PATCH /webhook-endpoints/{endpointId} accept an Idempotency-Key header; PATCH /payments/{paymentId} and the DELETE calls take none.';

describe('the calls that take an Idempotency-Key', () => {
  it('are every POST, PATCH /payment-links/{linkId} and PATCH /webhook-endpoints/{endpointId}, which the document and the key guide say', () => {
    const all = calls();
    expect(all.filter((c) => c.takesKey && c.method !== 'post').map((c) => c.call).sort()).toEqual(['PATCH /payment-links/{linkId}', 'PATCH /webhook-endpoints/{endpointId}']);
    expect(all.filter((c) => c.method === 'post' && !c.takesKey).map((c) => c.call)).toEqual([]);
    expect(all.filter((c) => c.method === 'patch' && !c.takesKey).map((c) => c.call)).toEqual(['PATCH /payments/{paymentId}']);
    expect(all.filter((c) => c.method === 'delete' && c.takesKey).map((c) => c.call)).toEqual([]);
    expect(read('api/openapi.yaml').replace(/\s+/g, ' ')).toContain(sentence);
    // The key guide states the rule, then the exception as a paragraph of its own (fresh review 20 L4).
    const guide = read('docs/get-started/get-the-key.mdx');
    expect(guide).toContain('Every `POST`, `PATCH /payment-links/{linkId}` and `PATCH /webhook-endpoints/{endpointId}` accept an `Idempotency-Key` header.');
    expect(guide).toContain('`PATCH /payments/{paymentId}` takes no `Idempotency-Key`.');
    expect(guide).toContain('The `DELETE` calls take no `Idempotency-Key` either.');
  });

  // Fresh reviews 37 M3 and 37b M1: PATCH /webhook-endpoints/{endpointId} took the key without declaring its answers.
  it('each declare the answers the key brings: 400 with idempotency_key_required, 409 request_in_progress and 422 idempotency_key_reused', () => {
    const missing = calls()
      .filter((c) => c.takesKey)
      .flatMap(({ call, responses }) => [
        ...(responses['400']?.$ref === '#/components/responses/BadRequestKeyed' ? [] : [`${call}: 400 is not BadRequestKeyed`]),
        ...(responses['409']?.$ref === '#/components/responses/Conflict' ? [] : [`${call}: no 409 Conflict`]),
        ...((responses['422']?.['x-error-codes'] ?? []).includes('idempotency_key_reused') ? [] : [`${call}: no 422 idempotency_key_reused`]),
      ]);
    expect(missing).toEqual([]);
  });
});
