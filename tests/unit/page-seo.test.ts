import { describe, expect, it } from 'vitest';
import { seoOf } from '@/lib/render/page-seo';

describe('seoOf', () => {
  const seo = { title: 'Refund', description: 'Give money back.', route: '/payment-gateway/modifications/refund/', socialImage: '/og/payment-gateway.png' };

  it('reads the head a page’s props carry', () => {
    expect(seoOf({ tree: [], seo })).toEqual(seo);
    expect(seoOf({ seo: { ...seo, route: null } })).toEqual({ ...seo, route: null });
  });

  it('finds none in props without a complete one', () => {
    for (const props of [undefined, null, 'seo', {}, { seo: null }, { seo: { ...seo, title: 3 } }, { seo: { title: 'Refund', description: 'Give money back.', route: '/x/' } }, { seo: { ...seo, route: 7 } }]) {
      expect(seoOf(props), JSON.stringify(props)).toBeNull();
    }
  });
});
