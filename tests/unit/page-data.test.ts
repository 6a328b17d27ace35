import { describe, expect, it } from 'vitest';
import { componentsUsed } from '@/lib/mdx/components-used';
import { dataBlocksOf, dataSetsOf, pickRows } from '@/paymora/page-data';

const dataSetsUsedBy = (mdx: string) => dataSetsOf(componentsUsed(mdx));
const dataBlocksUsedBy = (mdx: string) => dataBlocksOf(componentsUsed(mdx));

describe('page data', () => {
  it('passes a page only the data sets its MDX renders', () => {
    expect(dataSetsUsedBy('Intro\n\n<TestCardTable />\n')).toEqual(['testCards']);
    expect(dataSetsUsedBy('<WebhookEventTable/> and <PaymentMethodTable\n/>')).toEqual(['webhookEvents', 'paymentMethods']);
    expect(dataSetsUsedBy('TestCardTable in prose is not a component')).toEqual([]);
    expect(dataSetsUsedBy('<PaymentLifecycleDiagram />\n\n<PaymentTransitionTable />\n')).toEqual(['paymentLifecycle']);
    expect(dataSetsUsedBy('Retries last <WebhookRetryWindow />.')).toEqual(['webhookRetries']);
  });

  it('tells data blocks from values a sentence renders inline', () => {
    expect(dataBlocksUsedBy('Retries last <WebhookRetryWindow />.')).toEqual([]);
    expect(dataBlocksUsedBy('<WebhookRetryTable />\n\nFor <WebhookRetryWindow plusDays={1} />.')).toEqual(['webhookRetries']);
    expect(dataBlocksUsedBy('<PaymentMethodBehaviourTable />')).toEqual(['paymentMethods']);
  });

  it('drops the fields Contentlayer adds', () => {
    const rows = [{ name: 'Visa', note: undefined, _id: 'data/payment-methods.json', _type: 'PaymentMethod', _raw: {} }];
    expect(pickRows(rows)).toEqual([{ name: 'Visa' }]);
  });

  it('rewrites the text fields it is given a rewrite for, and only those', () => {
    const rows = [{ cause: 'A [refund](/r).', count: 2, from: ['authorised'] }];
    expect(pickRows(rows, (text) => text.replace('(/r)', '(/2025-10/r/)'))).toEqual([{ cause: 'A [refund](/2025-10/r/).', count: 2, from: ['authorised'] }]);
  });
});
