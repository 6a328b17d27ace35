/**
 * The payment lifecycle's data (content/data/payment-lifecycle.json): the checks that hold it to the
 * API document and the webhook events (its sentences use lib/routes/data-sentences.ts' format). The lifecycle
 * page's diagram and transitions table both read it (components/mdx/PaymentLifecycle.tsx).
 */
import { paymentStatuses, type PaymentStatus } from './content-schema';
import type { PaymentTransitionRow } from './page-data';

/** Statuses no transition leaves: nothing changes them again. */
export function finalStatuses(transitions: readonly PaymentTransitionRow[]): PaymentStatus[] {
  return paymentStatuses.filter((status) => !transitions.some((t) => t.from.includes(status)));
}

export interface LifecycleReference {
  /** The values of the API document's PaymentStatus enum. */
  statuses: readonly string[];
  /** The event types of webhook-events.json. */
  events: readonly string[];
  /** The API's operations as `METHOD /path`, e.g. `POST /payments/{paymentId}/captures`. */
  calls: readonly string[];
}

/**
 * Problems of the lifecycle data, as "file: transitions[i].field …" messages: a status or an event that
 * does not exist, a call the API does not have, a transition that sends nothing without saying why, and
 * a status of the enum that no transition names.
 */
export function lifecycleProblems(file: string, data: unknown, reference: LifecycleReference): string[] {
  const rows = (data as { transitions?: unknown } | null)?.transitions;
  if (!Array.isArray(rows)) return [`${file}: transitions is missing or not a list`];
  const problems: string[] = [];
  const named = new Set<string>();
  const status = (where: string, value: unknown) => {
    if (typeof value === 'string') named.add(value);
    if (typeof value !== 'string' || !reference.statuses.includes(value)) {
      problems.push(`${file}: ${where} is ${JSON.stringify(value)}, which is not a PaymentStatus of the API document (${reference.statuses.join(', ')})`);
    }
  };
  (rows as Partial<Record<keyof PaymentTransitionRow, unknown>>[]).forEach((row, i) => {
    const at = `transitions[${i}]`;
    if (Array.isArray(row.from)) row.from.forEach((value, j) => status(`${at}.from[${j}]`, value));
    status(`${at}.to`, row.to);
    if (Array.isArray(row.webhooks)) {
      row.webhooks.forEach((event, j) => {
        if (!reference.events.includes(String(event))) problems.push(`${file}: ${at}.webhooks[${j}] is ${JSON.stringify(event)}, which is not an event of webhook-events.json`);
      });
    }
    if (!(Array.isArray(row.webhooks) && row.webhooks.length > 0) && typeof row.webhookNote !== 'string') {
      problems.push(`${file}: ${at} sends no webhook; say so in webhookNote`);
    }
    if (row.call !== undefined && !reference.calls.includes(String(row.call))) {
      problems.push(`${file}: ${at}.call is ${JSON.stringify(row.call)}, which is not an operation of the API document (write it as METHOD /path)`);
    }
  });
  for (const value of reference.statuses) if (!named.has(value)) problems.push(`${file}: no transition names the status ${value}`);
  return problems;
}
