/** The rules' data held to their sources: answers per status against the API document, trigger rows, capture windows. */
import { describe, expect, it } from 'vitest';
import type { ApiDocument } from '@/lib/openapi/document';
import { operationStateProblems, type OperationStates } from '@/paymora/operation-states';
import { testAmount, testAmountUseProblem, testScenarioProblems } from '@/paymora/test-scenarios';
import { captureDelayLimitHours, shortestWindowDays } from '@/paymora/authorisation-windows';

const api = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/payments/{id}/captures': {
      post: {
        operationId: 'capturePayment',
        responses: {
          '201': { description: 'ok' },
          '422': { description: 'no', 'x-error-codes': ['payment_not_capturable'] },
        },
      },
    },
  },
  components: { schemas: { PaymentStatus: { type: 'string', enum: ['authorised', 'captured', 'expired'] } } },
} as unknown as ApiDocument;
const errorCodes = [
  { code: 'payment_not_capturable', kind: 'error', status: 422 },
  { code: 'capture_window_expired', kind: 'error', status: 422 },
  { code: 'insufficient_funds', kind: 'refusal' },
];
const text = '{\n  "operations": [\n    {\n      "operation": "capturePayment",';
const capture = (answers: OperationStates['answers']): OperationStates[] => [{ operation: 'capturePayment', statusSchema: 'PaymentStatus', answers }];

describe('operation states', () => {
  it('accepts an answer for every status, each error code declared by the operation with its catalogued status', () => {
    const good = capture([
      { states: ['authorised'], answer: 201, result: 'Captured.' },
      { states: ['captured', 'expired'], answer: 422, code: 'payment_not_capturable', result: 'No.' },
    ]);
    expect(operationStateProblems('f.json', text, good, api, errorCodes)).toEqual([]);
  });

  it('names the file, line and status of a missing, unknown, undeclared or mis-statused answer', () => {
    const bad = capture([
      { states: ['authorised', 'authorized'], answer: 201, result: 'Captured.' },
      { states: ['captured'], answer: 422, code: 'capture_window_expired', result: 'No.' },
      { states: ['captured'], answer: 409, code: 'payment_not_capturable', result: 'No.' },
    ]);
    expect(operationStateProblems('f.json', text, bad, api, errorCodes)).toEqual([
      'f.json:4: capturePayment, authorised, authorized: authorized is not a value of PaymentStatus (authorised, captured, expired)',
      "f.json:4: capturePayment, captured: capturePayment's 422 response does not list capture_window_expired in its x-error-codes",
      'f.json:4: capturePayment, captured: captured has another answer; answers for one status need a condition each',
      'f.json:4: capturePayment, captured: capturePayment declares no 409 response in the API document',
      'f.json:4: capturePayment: no answer for expired; every value of PaymentStatus needs one',
    ]);
    expect(operationStateProblems('f.json', text, [{ operation: 'refundPayment', statusSchema: 'PaymentStatus', answers: [] }], api, errorCodes)).toEqual([
      'f.json:0: refundPayment: no operation of the API document has this operationId',
    ]);
  });
});

describe('sandbox triggers', () => {
  const rows = [
    { id: 'adjustment-declined', input: 'An amount adjustment to an amount ending in 96', amountEnding: '96' },
    { input: 'Code 777111' },
  ];

  it('renders a trigger ending or a whole amount, and refuses a scenario without one', () => {
    expect(testAmount(rows, 'adjustment-declined')).toBe('96');
    expect(testAmount(rows, 'adjustment-declined', '520')).toBe('52096');
    expect(() => testAmount(rows, 'nope')).toThrow(/no scenario "nope"/);
    expect(testAmountUseProblem(rows, 'adjustment-declined')).toBeNull();
    expect(testAmountUseProblem(rows, 'adjustment-refused')).toMatch(/names no scenario .* use one of adjustment-declined/);
  });

  it('holds a row to the ending its input states, one id per row', () => {
    expect(testScenarioProblems('t.json', rows)).toEqual([]);
    expect(
      testScenarioProblems('t.json', [
        { id: 'a', input: 'A refund whose amount ends in 93', amountEnding: '91' },
        { id: 'a', input: 'x' },
      ]),
    ).toEqual([
      't.json: scenarios[0].input states the ending 93, amountEnding is 91; make them agree',
      't.json: scenarios[1].id "a" is used twice; give each scenario its own id',
      't.json: scenarios[1]: id and amountEnding go together (pages render the ending by id)',
    ]);
  });
});

describe('capture windows', () => {
  const windows = [
    { authorisationType: 'final', initiator: 'customer', days: 7 },
    { authorisationType: 'final', initiator: 'merchant', days: 5 },
    { authorisationType: 'pre_authorisation', initiator: 'any', days: 30 },
  ];

  it('gives the shortest window that holds for a kind of payment, and the longest capture delay that leaves a day of it', () => {
    expect(shortestWindowDays(windows, { authorisationType: 'final', initiator: 'customer' })).toBe(7);
    expect(shortestWindowDays(windows, { initiator: 'merchant' })).toBe(5);
    expect(shortestWindowDays(windows, { authorisationType: 'pre_authorisation', initiator: 'merchant' })).toBe(30);
    expect(captureDelayLimitHours(windows, 'customer')).toBe(144);
    expect(captureDelayLimitHours(windows, 'merchant')).toBe(96);
    expect(() => shortestWindowDays([], {})).toThrow(/no window/);
  });
});
