import { describe, expect, it } from 'vitest';
import { nearestPages } from '@/lib/site/nearest-pages';

const pages = [
  { route: '/', title: 'Welcome' },
  { route: '/category/webhooks', title: 'Webhooks' },
  { route: '/webhooks/configuration', title: 'Webhook configuration' },
  { route: '/webhooks/hmac-validation', title: 'HMAC validation' },
  { route: '/payment-gateway/modifications/refund', title: 'Refund' },
  { route: '/payment-gateway/modifications/capture', title: 'Capture' },
  { route: '/category/hosted-checkout', title: 'Hosted checkout' },
];

describe('the pages the not-found page suggests', () => {
  it("puts a folder's category page first, then the folder's pages", () => {
    expect(nearestPages('/webhooks/', pages).map((page) => page.route)).toEqual(['/category/webhooks', '/webhooks/configuration', '/webhooks/hmac-validation']);
  });

  it('finds a mistyped or moved last segment', () => {
    expect(nearestPages('/payment-gateway/modifications/refnud/', pages)[0]?.route).toBe('/payment-gateway/modifications/refund');
    expect(nearestPages('/refund/', pages)[0]?.route).toBe('/payment-gateway/modifications/refund');
  });

  it('suggests nothing for a path like no page, nor for the root', () => {
    expect(nearestPages('/xyzzy-plugh/', pages)).toEqual([]);
    expect(nearestPages('/', pages)).toEqual([]);
  });
});
