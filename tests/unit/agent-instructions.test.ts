/** llms.txt's instructions for coding agents: facts read from the API document and the data files, links checked against the pages. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentFacts, agentInstructions } from '@/paymora/agent-instructions';
import { isRecord } from '@/lib/util/is-record';
import { loadApi } from '@/lib/openapi/document';
import type { SitePage } from '@/lib/site/manifest';

const limitsFile: unknown = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/data/api-limits.json'), 'utf8'));
const limits = {
  idempotencyKeyHours: isRecord(limitsFile) && typeof limitsFile.idempotencyKeyHours === 'number' ? limitsFile.idempotencyKeyHours : NaN,
  timeLimits: (isRecord(limitsFile) && Array.isArray(limitsFile.timeLimits) ? limitsFile.timeLimits : []).flatMap((limit: unknown) =>
    isRecord(limit) && typeof limit.operations === 'string' && typeof limit.clientTimeoutSeconds === 'number' ? [{ operations: limit.operations, clientTimeoutSeconds: limit.clientTimeoutSeconds }] : [],
  ),
};

const page = (route: string, headings: string[]): SitePage => ({
  route,
  kind: 'doc',
  sourceFile: `content/docs${route}.mdx`,
  title: route,
  description: '',
  section: 'S',
  sectionKey: 's',
  headings: headings.map((id) => ({ depth: 2, text: id, id })),
  components: [],
  operations: [],
  concepts: [],
});

const cited: SitePage[] = [
  page('/get-started/get-the-key', ['retry-safely-with-an-idempotency-key', 'keep-keys-on-the-server']),
  page('/resources/http-status-codes', ['a-timeout-is-not-a-failure']),
  page('/webhooks/hmac-validation', ['use-the-raw-body', 'compare-in-constant-time', 'check-the-delivery-signature']),
  page('/resources/currencies-minor-units', ['how-to-write-an-amount']),
  page('/hosted-checkout/hosted-checkout-status', []),
  page('/resources/errors', ['the-error-response']),
];

describe('instructions for coding agents', () => {
  it('renders the API document\'s and the data\'s facts, not copies of them', async () => {
    expect(limits.timeLimits.length).toBeGreaterThan(0);
    const facts = agentFacts(await loadApi(), limits);
    expect(facts.idempotency.header).toBe('Idempotency-Key');
    expect(facts.idempotency.keptHours).toBe(limits.idempotencyKeyHours);
    expect(facts.idempotency.calls).toContain('POST /payments');
    expect(facts.idempotency.calls).toContain('POST /payments/{paymentId}/refunds');
    expect(facts.idempotency.calls.every((call) => !call.startsWith('GET '))).toBe(true);
    expect(facts.signature.header).toBe('Paymora-Signature');
    expect(facts.deliverySignature?.header).toBe('Paymora-Delivery-Signature');
    expect(facts.lookups).toEqual(['GET /payments/{paymentId}', 'GET /payments']);
    const text = agentInstructions(facts, cited, (route) => `https://docs.example${route}/`).join('\n');
    expect(text).toContain(`for ${limits.idempotencyKeyHours} hours`);
    for (const { operations, clientTimeoutSeconds } of limits.timeLimits) expect(text).toContain(`${operations}, ${clientTimeoutSeconds} s`);
    expect(text).toContain('(https://docs.example/webhooks/hmac-validation/#use-the-raw-body)');
    expect(text).toContain('Then check `Paymora-Delivery-Signature`, which dates the delivery: the signature of this delivery attempt');
    expect(text).toContain('### Patterns not to suggest');
  });

  it('stops the build when a cited page or heading is gone, naming it', async () => {
    const facts = agentFacts(await loadApi(), limits);
    expect(() => agentInstructions(facts, cited.slice(1), (route) => route)).toThrow(/cite \/get-started\/get-the-key, which is not a page of the docs/);
    const renamed = cited.map((p) => (p.route === '/webhooks/hmac-validation' ? page(p.route, ['compare-in-constant-time']) : p));
    expect(() => agentInstructions(facts, renamed, (route) => route)).toThrow(/cite \/webhooks\/hmac-validation#use-the-raw-body, but content\/docs\/webhooks\/hmac-validation\.mdx has no such heading/);
  });
});
