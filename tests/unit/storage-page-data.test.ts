import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentsUsed, dataBlocksOf, dataSetsOf } from '@/lib/mdx/components-used';
import { pickRows } from '@/lib/page-data';
import { readStored, resetStorageWarning, writeStored } from '@/lib/storage';

const dataSetsUsedBy = (mdx: string) => dataSetsOf(componentsUsed(mdx));
const dataBlocksUsedBy = (mdx: string) => dataBlocksOf(componentsUsed(mdx));

describe('storage that throws', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetStorageWarning();
  });

  it('answers null, keeps going and warns once', () => {
    const denied = () => {
      throw new Error('The operation is insecure.');
    };
    vi.stubGlobal('window', { localStorage: { getItem: denied, setItem: denied } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStored('theme')).toBeNull();
    expect(() => writeStored('theme', 'light')).not.toThrow();
    expect(readStored('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/preferences will not be remembered/);
  });

  it('reads and writes plain keys when storage works', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) } });
    writeStored('announcement.dismissed', 'x');
    expect(readStored('announcement.dismissed')).toBe('x');
    expect([...store.keys()]).toEqual(['announcement.dismissed']);
  });
});

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
});
