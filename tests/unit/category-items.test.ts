/** The sidebar's category items (lib/browser/nav-state.ts): from the page's tree, remembered, or fetched once on demand. */
import { describe, expect, it, vi } from 'vitest';
import { categoryItemsStore, type PageNavItem } from '@/lib/browser/nav-state';

const refunds: PageNavItem[] = [{ kind: 'doc', label: 'Refund', route: '/payments/refund' }];
const webhooks: PageNavItem[] = [{ kind: 'doc', label: 'Configuration', route: '/webhooks/configuration' }];
/** A page under Payments: its own category carries its items, Webhooks does not. */
const paymentsPageTree: PageNavItem[] = [
  { kind: 'category', label: 'Payments', route: '/category/payments', items: [{ kind: 'category', label: 'Modifications', route: '/category/modifications', items: refunds }] },
  { kind: 'category', label: 'Webhooks', route: '/category/webhooks', items: null },
];

/** A fetch the test settles by hand. */
function heldFetch() {
  const calls: { route: string; resolve: (items: PageNavItem[]) => void; reject: (error: Error) => void }[] = [];
  const fetchItems = vi.fn((route: string) => new Promise<PageNavItem[]>((resolve, reject) => calls.push({ route, resolve, reject })));
  return { calls, fetchItems };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('category items', () => {
  it("answers a category's own items first, then the items an earlier page's tree carried, else loading", () => {
    const store = categoryItemsStore(heldFetch().fetchItems);
    expect(store.itemsOf('/category/modifications', null)).toBe('loading');
    store.remember(paymentsPageTree);
    expect(store.itemsOf('/category/modifications', null)).toEqual(refunds);
    expect(store.itemsOf('/category/webhooks', webhooks)).toEqual(webhooks);
    expect(store.itemsOf('/category/webhooks', null)).toBe('loading');
  });

  it('fetches a closed category once, tells subscribers when it arrives, and never fetches one it knows', async () => {
    const { calls, fetchItems } = heldFetch();
    const store = categoryItemsStore(fetchItems);
    store.remember(paymentsPageTree);
    const onChange = vi.fn();
    store.subscribe(onChange);
    const before = store.version();
    store.load('/category/webhooks');
    store.load('/category/webhooks');
    store.load('/category/modifications');
    expect(calls.map((call) => call.route)).toEqual(['/category/webhooks']);
    expect(onChange).toHaveBeenCalledTimes(1);
    calls[0]?.resolve(webhooks);
    await settled();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.version()).not.toBe(before);
    expect(store.itemsOf('/category/webhooks', null)).toEqual(webhooks);
    store.load('/category/webhooks');
    expect(fetchItems).toHaveBeenCalledTimes(1);
  });

  it('says a fetch failed, and tries again (loading meanwhile) when the category is opened again', async () => {
    const { calls, fetchItems } = heldFetch();
    const store = categoryItemsStore(fetchItems);
    const onChange = vi.fn();
    store.subscribe(onChange);
    store.load('/category/webhooks');
    calls[0]?.reject(new Error('offline'));
    await settled();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(store.itemsOf('/category/webhooks', null)).toBe('failed');
    store.load('/category/webhooks');
    expect(store.itemsOf('/category/webhooks', null)).toBe('loading');
    calls[1]?.resolve(webhooks);
    await settled();
    expect(store.itemsOf('/category/webhooks', null)).toEqual(webhooks);
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
