/** The summary above an operation's answer table (paymora/operation-states.ts): one row per error code, with its statuses and action. */
import { readFileSync } from 'node:fs';
import { contentFile } from '@/lib/build/folders';
import { describe, expect, it } from 'vitest';
import { answerSummary } from '@/paymora/operation-states';

const actions = [
  { code: 'payment_not_capturable', action: 'Read the payment first.' },
  { code: 'capture_window_expired', action: 'Take a new payment.' },
];

describe('the answer summary of an operation', () => {
  it('gives each code once, in the order of first use, with every status that answers it and its action', () => {
    const rows = [
      { states: ['authorised'], answer: 201, result: 'Captured.' },
      { states: ['received', 'refused'], answer: 422, code: 'payment_not_capturable', result: 'Nothing.' },
      { states: ['expired'], answer: 422, code: 'capture_window_expired', result: 'Nothing.' },
      { states: ['refused', 'cancelled'], answer: 422, code: 'payment_not_capturable', condition: 'later', result: 'Nothing.' },
    ];
    expect(answerSummary(rows, actions)).toEqual([
      { answer: 422, code: 'payment_not_capturable', states: ['received', 'refused', 'cancelled'], action: 'Read the payment first.' },
      { answer: 422, code: 'capture_window_expired', states: ['expired'], action: 'Take a new payment.' },
    ]);
  });

  it('names the code the error catalogue does not have', () => {
    expect(() => answerSummary([{ states: ['expired'], answer: 422, code: 'no_such_code', result: 'x' }], actions)).toThrow(/error-codes\.json has no error no_such_code/);
  });

  it("covers every code of the content's answers with an action", () => {
    const errors = (JSON.parse(readFileSync(contentFile('data/error-codes.json'), 'utf8')) as { errors: { code: string; kind: string; action: string }[] }).errors.filter((row) => row.kind === 'error');
    const { operations } = JSON.parse(readFileSync(contentFile('data/operation-states.json'), 'utf8')) as { operations: { operation: string; answers: { states: string[]; answer: number; code?: string; result: string }[] }[] };
    const capture = operations.find((entry) => entry.operation === 'capturePayment');
    if (!capture) throw new Error('no capturePayment answers');
    const summary = answerSummary(capture.answers, errors);
    expect(summary.map((row) => row.code)).toContain('capture_window_expired');
    expect(summary.every((row) => row.action.length > 0 && row.states.length > 0)).toBe(true);
  });
});
