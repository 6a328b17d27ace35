/**
 * The payment lifecycle's data (content/data/payment-lifecycle.json) names only statuses of the API
 * document's PaymentStatus enum, events of webhook-events.json and calls the API has, and names every
 * status; the diagram and the transitions table on the lifecycle page are both drawn from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentStatuses } from '@/paymora/content-schema';
import { loadApi } from '@/lib/openapi/document';
import type { ApiDocument } from '@/lib/openapi/api-document';
import { enumMeanings } from '@/lib/openapi/endpoint';
import { allOperations } from '@/lib/openapi/operations';
import { unroutedPairs, unusedRoutes } from '@/components/mdx/PaymentLifecycle';
import type { PaymentTransitionRow } from '@/paymora/page-data';
import { inlineParts } from '@/lib/routes/data-sentences';
import { finalStatuses, lifecycleProblems, type LifecycleReference } from '@/paymora/payment-lifecycle';
import { CONTENT_FOLDER } from '@/lib/build/folders';

const root = path.resolve(import.meta.dirname, '../..');
const file = 'content/data/payment-lifecycle.json';
const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(root, name), 'utf8')) as T;

let api: ApiDocument;
let transitions: PaymentTransitionRow[];
let reference: LifecycleReference;
const paymentStatusSchema = () => (api.components?.schemas?.PaymentStatus ?? {}) as OpenAPIV3_1.SchemaObject;
/** A copy of the data with one row changed, as the check sees it. */
const withRow = (i: number, change: Partial<PaymentTransitionRow>) => ({ transitions: transitions.map((row, j) => (j === i ? { ...row, ...change } : row)) });

beforeAll(async () => {
  process.env.CONTENT_DIR = path.join(root, CONTENT_FOLDER);
  api = await loadApi();
  transitions = read<{ transitions: PaymentTransitionRow[] }>(file).transitions;
  reference = {
    statuses: (paymentStatusSchema().enum ?? []).map(String),
    events: read<{ events: { type: string }[] }>('content/data/webhook-events.json').events.map((e) => e.type),
    calls: allOperations(api).filter((o) => !o.webhook).map((o) => `${o.method.toUpperCase()} ${o.path}`),
  };
});

describe('payment lifecycle data', () => {
  it('knows the same statuses as the PaymentStatus enum of the API document', () => {
    expect([...paymentStatuses].sort()).toEqual([...reference.statuses].sort());
  });

  it('names only PaymentStatus values, webhook events and API calls that exist, and every status', () => {
    expect(transitions.length).toBeGreaterThan(10);
    expect(lifecycleProblems(file, { transitions }, reference)).toEqual([]);
    const named = new Set<string>(transitions.flatMap((t) => [...t.from, t.to]));
    expect(reference.statuses.filter((status) => !named.has(status))).toEqual([]);
  });

  it('makes final exactly the statuses the API document calls final', () => {
    const meanings = enumMeanings(paymentStatusSchema()) ?? {};
    const documented = Object.keys(meanings).filter((status) => /\bFinal\.?$/.test(meanings[status] ?? ''));
    expect(documented.length).toBeGreaterThan(3);
    expect([...finalStatuses(transitions)].sort()).toEqual(documented.sort());
  });

  it('sends payment.<status> when a payment reaches a status that has such an event', () => {
    const wrong = transitions.filter((t) => t.to !== t.from[0] && reference.events.includes(`payment.${t.to}`) && !(t.webhooks ?? []).includes(`payment.${t.to}`));
    expect(wrong.map((t) => `${t.from.join(', ')} → ${t.to} (${t.label})`)).toEqual([]);
  });

  it('fails on a status, an event or a call that does not exist, and on a status no transition names', () => {
    const index = transitions.findIndex((t) => t.to === 'expired');
    const lapsed = withRow(index, { to: 'lapsed' as PaymentTransitionRow['to'] });
    expect(lifecycleProblems(file, lapsed, reference)).toEqual([
      `${file}: transitions[${index}].to is "lapsed", which is not a PaymentStatus of the API document (${reference.statuses.join(', ')})`,
      `${file}: no transition names the status expired`,
    ]);
    expect(lifecycleProblems(file, withRow(0, { from: ['recieved' as PaymentTransitionRow['to']] }), reference)).toContain(
      `${file}: transitions[0].from[0] is "recieved", which is not a PaymentStatus of the API document (${reference.statuses.join(', ')})`,
    );
    expect(lifecycleProblems(file, withRow(0, { webhooks: ['payment.approved'] }), reference)).toEqual([`${file}: transitions[0].webhooks[0] is "payment.approved", which is not an event of webhook-events.json`]);
    expect(lifecycleProblems(file, withRow(3, { call: 'POST /payments/{paymentId}/capture' }), reference)).toEqual([
      `${file}: transitions[3].call is "POST /payments/{paymentId}/capture", which is not an operation of the API document (write it as METHOD /path)`,
    ]);
    expect(lifecycleProblems(file, withRow(0, { webhooks: [] }), reference)).toEqual([`${file}: transitions[0] sends no webhook; say so in webhookNote`]);
  });

  it('has an arrow in the diagram for every pair of statuses a transition moves between, and no other', () => {
    expect(unroutedPairs(transitions)).toEqual([]);
    expect(unusedRoutes(transitions)).toEqual([]);
    expect(unroutedPairs([...transitions, { ...transitions[0]!, from: ['refused'], to: 'captured' }])).toEqual(['refused>captured']);
  });

  it('reads code and links in its sentences, and nothing else as Markdown', () => {
    expect(inlineParts('A [refund](/payment-gateway/modifications/refund) with `data.status` *as is*.')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'link', text: 'refund', href: '/payment-gateway/modifications/refund' },
      { kind: 'text', text: ' with ' },
      { kind: 'code', text: 'data.status' },
      { kind: 'text', text: ' *as is*.' },
    ]);
  });
});
