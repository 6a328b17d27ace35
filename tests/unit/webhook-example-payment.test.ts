/**
 * The webhook examples tell one story per payment: every example message of a payment (webhook-events.json, the API
 * document's webhook example, the webhook message page's JSON blocks, the signature fixture and vectors) gives it the
 * same reference, checkoutId, metadata and 3-D Secure result wherever it carries them, and each event of the sample
 * payment carries those its event type lists, so that no example drifts from the others.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_FOLDER } from '@/lib/build/folders';
import events from '../../content/data/webhook-events.json';
import fixture from '../../content/samples/webhooks/fixture.json';
import vectors from '../../content/samples/webhooks/signature-vectors.json';

const root = path.resolve(import.meta.dirname, '../..');
const SHARED = ['reference', 'checkoutId', 'metadata', 'threeDSecure'] as const;
const SAMPLE_PAYMENT = 'pay_4Hs8Lq2Zr';

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API document's webhook example: its body and the example of its Paymora-Signature header. */
function apiWebhook(): { body: unknown; signature: unknown } {
  const api: unknown = parse(readFileSync(path.join(root, CONTENT_FOLDER, 'api/openapi.yaml'), 'utf8'));
  const hook = isData(api) && isData(api.webhooks) && isData(api.webhooks.paymentEvent) && isData(api.webhooks.paymentEvent.post) ? api.webhooks.paymentEvent.post : undefined;
  const content = isData(hook) && isData(hook.requestBody) && isData(hook.requestBody.content) ? hook.requestBody.content['application/json'] : undefined;
  const parameters: unknown[] = isData(hook) && Array.isArray(hook.parameters) ? hook.parameters : [];
  const header = parameters.find((parameter) => isData(parameter) && parameter.name === 'Paymora-Signature');
  return { body: isData(content) ? content.example : undefined, signature: isData(header) && isData(header.schema) ? header.schema.example : undefined };
}

/** Every example's data, with where it comes from. */
function examples(): { source: string; data: Data }[] {
  const out: { source: string; data: Data }[] = [];
  for (const event of events.events) if (isData(event.example)) out.push({ source: `webhook-events.json ${event.type}`, data: event.example });
  const message = apiWebhook().body;
  if (isData(message) && isData(message.data)) out.push({ source: 'openapi.yaml webhooks', data: message.data });
  const page = readFileSync(path.join(root, CONTENT_FOLDER, 'docs/webhooks/webhook-message.mdx'), 'utf8');
  for (const [, json] of page.matchAll(/```json schema=WebhookMessage\n([\s\S]*?)\n```/g)) {
    const parsed: unknown = JSON.parse(json ?? '');
    if (isData(parsed) && isData(parsed.data)) out.push({ source: `webhook-message.mdx ${String(parsed.type)}`, data: parsed.data });
  }
  const signed = [fixture.rawBody, ...vectors.signatureVersions.flatMap((version) => version.vectors.map((vector) => vector.rawBody))];
  for (const raw of signed) {
    const parsed: unknown = JSON.parse(raw);
    if (isData(parsed) && isData(parsed.data)) out.push({ source: `signed ${String(parsed.type)}`, data: parsed.data });
  }
  return out;
}

describe('the webhook examples of one payment', () => {
  const all = examples();

  it('are read from every source', () => {
    expect(all.filter((example) => example.data.paymentId === SAMPLE_PAYMENT).length).toBeGreaterThan(20);
  });

  it('agree on reference, checkoutId, metadata and 3-D Secure result wherever they carry them', () => {
    const first = new Map<string, { source: string; value: unknown }>();
    const disagreements: string[] = [];
    for (const { source, data } of all) {
      if (typeof data.paymentId !== 'string') continue;
      for (const field of SHARED) {
        if (data[field] === undefined) continue;
        const key = `${data.paymentId} ${field}`;
        const seen = first.get(key);
        if (!seen) first.set(key, { source, value: data[field] });
        else if (JSON.stringify(seen.value) !== JSON.stringify(data[field])) disagreements.push(`${key}: ${source} has ${JSON.stringify(data[field])}, ${seen.source} ${JSON.stringify(seen.value)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('carry, for the sample payment in webhook-events.json, each of checkoutId, metadata and threeDSecure its event type lists', () => {
    const missing = events.events.flatMap((event) => {
      const data: unknown = event.example;
      if (!isData(data) || data.paymentId !== SAMPLE_PAYMENT) return [];
      return SHARED.filter((field) => field !== 'reference' && event.fields.includes(field) && data[field] === undefined).map((field) => `${event.type} lacks ${field}`);
    });
    expect(missing).toEqual([]);
  });

  // A reader checks the reference's example with a published vector: its body, as compact JSON, is the first
  // vector's, and its signature header verifies under that vector's secret.
  it("the API document's example signature verifies its example body under the first vector's secret", () => {
    const [vector] = vectors.signatureVersions.flatMap((version) => version.vectors);
    const { body, signature } = apiWebhook();
    expect(JSON.stringify(body)).toBe(vector?.rawBody);
    expect(signature).toBe(createHmac('sha256', vector?.secret ?? '').update(JSON.stringify(body), 'utf8').digest('hex'));
  });
});
