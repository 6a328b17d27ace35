/** The per-method facts (content/data/payment-methods.json) as the tables word them, and the rules a row keeps. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentFile } from '@/lib/build/folders';
import { activationText, amountLimitText, formatMinorAmount, lineItemProblems, methodNameProblems, paymentMethodProblems, refundWindowText } from '@/paymora/payment-methods';

const row = { name: 'BLIK', currencies: ['PLN'], disputes: 'none' };

describe('payment method facts', () => {
  it('words activation, refund windows and amounts in minor units', () => {
    expect(activationText(0)).toBe('Enabled from the start');
    expect(activationText(1)).toBe('1 business day');
    expect(activationText(5)).toBe('5 business days');
    expect(refundWindowText(365, 'capture')).toBe('365 days after the capture');
    expect(formatMinorAmount(5000000, 'PLN')).toBe('PLN 50,000.00');
    expect(formatMinorAmount(1500, 'JPY')).toBe('JPY 1,500');
    expect(amountLimitText({ currencies: ['EUR'], minAmount: 100, maxAmount: 9999999 })).toBe('EUR 1.00 to EUR 99,999.99');
    expect(amountLimitText({ currencies: ['CHF'], maxAmount: 500000 })).toBe('Up to CHF 5,000.00');
    expect(amountLimitText({ currencies: ['EUR', 'GBP'] })).toBeNull();
  });

  it('reports limits without one currency, bad amounts and disputes without a note, with file, row and name', () => {
    expect(paymentMethodProblems('payment-methods.json', [{ ...row, minAmount: 100, maxAmount: 5000000 }])).toEqual([]);
    expect(
      paymentMethodProblems('payment-methods.json', [
        { ...row, name: 'Klarna', currencies: ['EUR', 'SEK'], maxAmount: 100000 },
        { ...row, minAmount: 12.5, maxAmount: 10 },
        { ...row, disputes: 'chargeback' },
      ]),
    ).toEqual([
      "payment-methods.json: methods[0] (Klarna): minAmount and maxAmount are in minor units of the method's only currency, and it has 2; state the limit in the row's requirements instead",
      'payment-methods.json: methods[1] (BLIK): minAmount is 12.5; write a positive whole number of minor units',
      'payment-methods.json: methods[1] (BLIK): minAmount 12.5 is not below maxAmount 10',
      'payment-methods.json: methods[2] (BLIK): disputes is chargeback; add a disputeNote saying who can take the money back and for how long',
    ]);
  });

  it('reports a method that needs line items in an integration whose request has none, with file, row and the fix', () => {
    const klarna = { name: 'Klarna', lineItemsRequired: true, hostedCheckout: true, paymoraComponents: true, adyenComponents: false, paymentLinks: false };
    const checkoutOnly = (operationId: string) => operationId === 'createCheckout';
    expect(lineItemProblems('payment-methods.json', [klarna], checkoutOnly)).toEqual([
      'payment-methods.json: methods[0] (Klarna): lineItemsRequired, and paymoraComponents is true but createSession has no lineItems in the API document; add the field there or set paymoraComponents to false',
    ]);
    expect(lineItemProblems('payment-methods.json', [klarna], () => true)).toEqual([]);
    expect(lineItemProblems('payment-methods.json', [{ ...klarna, lineItemsRequired: undefined }], () => false)).toEqual([]);
  });

  it("holds each row's API name to the API document's PaymentMethodName enum, both ways, and leaves a version without the enum alone", () => {
    const names = ['card', 'ideal', 'sepadirectdebit'];
    const rows = [
      { name: 'Visa', method: 'card' },
      { name: 'Mastercard', method: 'card' },
      { name: 'iDEAL', method: 'ideal' },
      { name: 'SEPA Direct Debit', method: 'sepa_direct_debit' },
      { name: 'BLIK' },
    ];
    expect(methodNameProblems('payment-methods.json', rows, names)).toEqual([
      'payment-methods.json: methods[3] (SEPA Direct Debit): method "sepa_direct_debit" is not a value of PaymentMethodName in the API document (card, ideal, sepadirectdebit); use one of them, or add the value to the enum',
      'payment-methods.json: methods[4] (BLIK): has no method; add the method\'s name in the API, one of card, ideal, sepadirectdebit (PaymentMethodName in the API document)',
      'payment-methods.json: no method names "sepadirectdebit" of PaymentMethodName in the API document; add a row for it, or take the value out of the enum',
    ]);
    expect(methodNameProblems('payment-methods.json', rows.slice(0, 3), ['card', 'ideal'])).toEqual([]);
    expect(methodNameProblems('payment-methods.json', rows, undefined)).toEqual([]);
  });

  it("names every method of the site's data by a value of the API document's enum, and every value by a method", () => {
    const methods: { name: string; method?: string }[] = JSON.parse(readFileSync(contentFile('data/payment-methods.json'), 'utf8')).methods;
    const api: { components: { schemas: { PaymentMethodName: { enum: string[] } } } } = parse(readFileSync(contentFile('api/openapi.yaml'), 'utf8'));
    expect(methodNameProblems('content/data/payment-methods.json', methods, api.components.schemas.PaymentMethodName.enum)).toEqual([]);
  });
});
