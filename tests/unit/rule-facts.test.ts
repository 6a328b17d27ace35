/** The rules' data held to their sources: answers per status against the API document, trigger rows, capture windows. */
import { describe, expect, it } from 'vitest';
import type { ApiDocument } from '@/lib/openapi/api-document';
import { descriptionStateProblems, operationStateProblems, type OperationStates } from '@/paymora/operation-states';
import { schemeRuleProblems, schemeRuleUseProblem } from '@/paymora/scheme-rules';
import { testAmountUseProblem, testScenarioProblems } from '@/paymora/test-scenarios';
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

  it('names a refusal whose result says to try later without sending the reader to a new idempotency key', () => {
    const later = (result: string) => capture([
      { states: ['authorised'], answer: 201, result: 'Captured.' },
      { states: ['captured', 'expired'], answer: 422, code: 'payment_not_capturable', result },
    ]);
    expect(operationStateProblems('f.json', text, later('No. Wait for the outcome, then capture it.'), api, errorCodes)).toEqual([
      'f.json:4: capturePayment, captured, expired: the result tells the reader to try later, but a retry with the same key gets this 422 back; link a new key to /get-started/get-the-key#retry-safely-with-an-idempotency-key',
    ]);
    const linked = later('No. Wait for the outcome, then capture it with a [new key](/get-started/get-the-key#retry-safely-with-an-idempotency-key).');
    expect(operationStateProblems('f.json', text, linked, api, errorCodes)).toEqual([]);
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
      'f.json:4: capturePayment, captured: capturePayment declares no 409 response in the API document',
      'f.json:4: capturePayment, captured: captured has another answer; answers for one status need a condition and a "when" each',
      'f.json:4: capturePayment, captured: captured has another answer; answers for one status need a condition and a "when" each',
      'f.json:4: capturePayment: no answer for expired; every value of PaymentStatus needs one',
    ]);
    expect(operationStateProblems('f.json', text, [{ operation: 'refundPayment', statusSchema: 'PaymentStatus', answers: [] }], api, errorCodes)).toEqual([
      'f.json:0: refundPayment: no operation of the API document has this operationId',
    ]);
  });
});

describe('the answers of one status', () => {
  const rest = { states: ['captured', 'expired'], answer: 422, code: 'payment_not_capturable', result: 'No.' };
  const undecided = { states: ['authorised'], condition: 'a dispute undecided', when: { disputeUndecided: true }, answer: 422, code: 'payment_not_capturable', result: 'No.' };
  const within = { states: ['authorised'], condition: 'no dispute undecided, amount at most refundableAmount', when: { disputeUndecided: false, withinRefundable: true }, answer: 201, result: 'Yes.' };
  const above = { states: ['authorised'], condition: 'no dispute undecided, amount above refundableAmount', when: { disputeUndecided: false, withinRefundable: false }, answer: 422, code: 'payment_not_capturable', result: 'No.' };

  it('accepts rows whose cases cover each combination of their facts once', () => {
    expect(operationStateProblems('f.json', text, capture([undecided, within, above, rest]), api, errorCodes)).toEqual([]);
  });

  it('names an overlap (a lost dispute and an amount too large, both matched) and a gap (a won dispute matched by none)', () => {
    // The rows of fresh-review-6's M3: "a lost dispute left less than the amount" and "no dispute, amount above what is left" both hold
    // for an over-large refund after a lost dispute, and nothing answers one above what is left after a won dispute.
    const lost = { ...above, condition: 'a lost dispute left less than the amount', when: { disputeUndecided: false, withinRefundable: false, lostDispute: true } };
    const noDispute = { ...above, condition: 'no dispute, amount above what is left', when: { disputeUndecided: false, withinRefundable: false, anyDispute: false } };
    expect(operationStateProblems('f.json', text, capture([undecided, within, lost, noDispute, rest]), api, errorCodes)).toEqual([
      'f.json:4: capturePayment, authorised: no answer when anyDispute true, disputeUndecided false, lostDispute false, withinRefundable false; give that case a row',
      'f.json:4: capturePayment, authorised: 2 answers when anyDispute false, disputeUndecided false, lostDispute true, withinRefundable false (a lost dispute left less than the amount; no dispute, amount above what is left); make their "when" exclude each other',
    ]);
  });

  it('names a condition without its "when", a "when" that is no object of booleans, and a status with one answer that covers part of its cases', () => {
    const { when: _when, ...unkeyed } = above;
    expect(operationStateProblems('f.json', text, capture([undecided, within, unkeyed, rest]), api, errorCodes)).toEqual([
      'f.json:4: capturePayment, authorised (no dispute undecided, amount above refundableAmount): a condition needs its "when": the facts it covers, each true or false',
      'f.json:4: capturePayment, authorised (no dispute undecided, amount above refundableAmount): authorised has another answer; answers for one status need a condition and a "when" each',
    ]);
    expect(operationStateProblems('f.json', text, capture([{ ...undecided, when: { disputeUndecided: 'yes' } }, { ...within, states: ['captured'] }, { ...above, states: ['expired'] }]), api, errorCodes)).toEqual([
      'f.json:4: capturePayment, authorised (a dispute undecided): "when" must be an object of facts, each true or false, such as { "disputeUndecided": false }',
      'f.json:4: capturePayment, captured: no answer when disputeUndecided false, withinRefundable false; give that case a row',
      'f.json:4: capturePayment, captured: no answer when disputeUndecided true, withinRefundable false; give that case a row',
      'f.json:4: capturePayment, captured: no answer when disputeUndecided true, withinRefundable true; give that case a row',
      'f.json:4: capturePayment, expired: no answer when disputeUndecided true, withinRefundable false; give that case a row',
      'f.json:4: capturePayment, expired: no answer when disputeUndecided false, withinRefundable true; give that case a row',
      'f.json:4: capturePayment, expired: no answer when disputeUndecided true, withinRefundable true; give that case a row',
    ]);
  });
});

describe("operations' descriptions in the API document", () => {
  const answers: OperationStates['answers'] = [
    { states: ['authorised'], answer: 201, result: 'Captured.' },
    { states: ['captured', 'expired'], answer: 422, code: 'payment_not_capturable', result: 'No.' },
  ];
  const withDescription = (description: string) => ({ ...api, paths: { '/payments/{id}/captures': { post: { ...api.paths?.['/payments/{id}/captures']?.post, description } } } }) as ApiDocument;
  const yaml = ['paths:', '  /payments/{id}/captures:', '    post:', '      operationId: capturePayment', '      summary: Capture', '      description: …'].join('\n');

  it('lets a description say what the call is for, in the words of its first answer', () => {
    const fine = withDescription('Captures all or part of an authorised payment, before it is captured in full; what it answers in each status is listed under its answers by status.');
    expect(descriptionStateProblems('api.yaml', yaml, 'states.json', capture(answers), fine)).toEqual([]);
  });

  it('names the line of a description that states an answer per status: a listed status, a status as such, a state error code', () => {
    for (const description of ['A payment already captured or expired is returned unchanged.', 'A payment in status expired cannot be captured.', 'A payment already expired is returned unchanged.', 'A captured payment answers payment_not_capturable.']) {
      const [problem] = descriptionStateProblems('api.yaml', yaml, 'states.json', capture(answers), withDescription(description));
      expect(problem, description).toMatch(/^api\.yaml:6: the description of capturePayment names (captured, expired|expired|payment_not_capturable): what the call answers in each status is states\.json's alone\. .*<OperationStateTable operation="capturePayment" \/>$/);
    }
  });
});

describe("the schemes' figures", () => {
  const rows = [
    { id: 'sepa-mandate-lapse', value: 36, unit: 'month' },
    { id: 'sepa-pre-notification', value: 14, unit: 'calendar day' },
    { id: 'one', value: 1, unit: 'week' },
  ];
  it('names an id used twice and a page that names no rule', () => {
    expect(schemeRuleProblems('s.json', [...rows, { id: 'one', value: 2, unit: 'week' }])).toEqual(['s.json: rules[3].id "one" is used twice; give each rule its own id']);
    expect(schemeRuleUseProblem(rows, 'one')).toBeNull();
    expect(schemeRuleUseProblem(rows, 'visa')).toBe('<SchemeRule rule="visa"> names no rule of content/data/scheme-rules.json; use one of sepa-mandate-lapse, sepa-pre-notification, one');
  });
});

describe('sandbox triggers', () => {
  const rows = [
    { id: 'adjustment-declined', input: 'An amount adjustment to an amount ending in 96', amountEnding: '96' },
    { input: 'Code 777111' },
  ];

  it('refuses a page that names a scenario without an amount ending', () => {
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
