import { describe, expect, it } from 'vitest';
import { pageSeoOf, sitePageSeo } from '@/lib/page-seo';

describe('pageSeoOf', () => {
  const seo = { title: 'Refund', description: 'Give money back.', route: '/payment-gateway/modifications/refund/', socialImage: '/og/payment-gateway.png' };

  it('reads the head a page’s props carry', () => {
    expect(pageSeoOf({ tree: [], seo })).toEqual(seo);
    expect(pageSeoOf({ seo: { ...seo, route: null } })).toEqual({ ...seo, route: null });
    expect(pageSeoOf({ seo: sitePageSeo('Search', 'Search the docs.', '/search') })).toEqual({ title: 'Search', description: 'Search the docs.', route: '/search', socialImage: '/og/home.png' });
  });

  it('finds none in props without a complete one', () => {
    for (const props of [undefined, null, 'seo', {}, { seo: null }, { seo: { ...seo, title: 3 } }, { seo: { title: 'Refund', description: 'Give money back.', route: '/x/' } }, { seo: { ...seo, route: 7 } }]) {
      expect(pageSeoOf(props), JSON.stringify(props)).toBeNull();
    }
  });
});
